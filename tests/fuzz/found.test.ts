// The 500s the endpoint fuzzer (endpoints.test.ts) found, kept as fixed examples: each answered 500
// before its fix and must stay a 4xx with a code.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_STUDIO_SECRET } from '../../server/config.ts';
import { hmacHex } from '../../server/vendors/signing.ts';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { LooseEnvelopeSchema } from '../../src/shared/envelope.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { SEAMLESS_HEADERS } from '../../src/shared/schemas/studio.ts';
import { authClient } from '../server/support/auth-client.ts';
import { createHarness, databases, type Harness } from '../server/support/harness.ts';
import { studioPlayer } from '../server/support/studio-client.ts';

const answer = async (res: Response) =>
  `${res.status} ${v.parse(LooseEnvelopeSchema, await res.json()).code}`;

describe.each(databases)('inputs the fuzzer found answering 500 ($kind)', ({ kind }) => {
  let h: Harness;
  let token: string;
  let playerToken: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    const p = await studioPlayer(h);
    token = p.token;
    const launched = await p.launch('swerte-slots');
    if (launched.kind !== 'inHouse') throw new Error('slots launch in house');
    playerToken = launched.token;
  }, 60_000);
  afterAll(() => h.close());

  const send = (
    method: string,
    path: string,
    type: string,
    body: string,
    extra: Record<string, string> = {},
  ) =>
    h.app.request(path, {
      method,
      headers: { 'Content-Type': type, [HEADERS.token]: token, ...extra },
      body,
    });

  it('a game id past the integer column (2^31) is 400 request.invalid, not a failed query', async () => {
    const c = authClient(h);
    const big = 2 ** 31;
    expect(
      await Promise.all([
        answer(await c.json('POST', PATHS.favourite, { nodeId: big, vendor: 'SWERTE' }, token)),
        answer(await c.json('DELETE', PATHS.favourite, { nodeId: big, vendor: 'SWERTE' }, token)),
        answer(await c.get(`${PATHS.launch}?nodeId=${big}&gameId=x&vendor=SWERTE`, token)),
      ]),
    ).toEqual(['400 request.invalid', '400 request.invalid', '400 request.invalid']);
  });

  it('an X-Forwarded-For that is not an address is ignored, not stored as a throttle key', async () => {
    const res = await h.app.request(PATHS.freeplay, {
      method: 'POST',
      headers: { 'X-Forwarded-For': 'x'.repeat(1 << 20) },
    });
    expect(res.status).toBe(200);
  });

  it('NUL in JSON sent under another JSON media type, or as text, is 400 request.invalid', async () => {
    const body = JSON.stringify({ clientSeed: 'a\u0000b' });
    const answers = [];
    for (const type of ['APPLICATION/JSON', 'Application/Json; charset=UTF-8', 'application/ld+json']) {
      answers.push(await answer(await send('POST', PATHS.studioRotate, type, body)));
    }
    expect(answers).toEqual(Array(3).fill('400 request.invalid'));
  });

  it('NUL in a multipart form is 400 request.invalid', async () => {
    const form = new FormData();
    form.set('username', 'a\u0000b');
    form.set('email', 'demo@swerte.test');
    const res = await h.app.request(PATHS.forgotEmail, { method: 'POST', body: form });
    expect(await answer(res)).toBe('400 request.invalid');
  });

  it('NUL in a signed vendor callback sent as text/plain is 400 request.invalid', async () => {
    const raw = JSON.stringify({ transactionId: 'tx\u0000', playerToken, amountCents: 10 });
    const res = await send('POST', PATHS.seamlessBet, 'text/plain', raw, {
      [SEAMLESS_HEADERS.vendor]: 'SWERTE',
      [SEAMLESS_HEADERS.signature]: hmacHex(DEV_STUDIO_SECRET, raw),
    });
    expect(await answer(res)).toBe('400 request.invalid');
  });
});
