import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LooseEnvelopeSchema } from '../../../src/shared/envelope.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { authClient } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, TEST_OPS_TOKEN } from '../support/harness.ts';
import { studioPlayer } from '../support/studio-client.ts';

// No input answers 500. Text PostgreSQL cannot store (NUL) and text that is not text (lone
// surrogates) are refused with 400 request.invalid wherever they come in: path, query, JSON, form and
// sealed bodies. Before, each of the calls below that reached the database answered 500.
const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
/** A lone surrogate as it travels in a URL (its UTF-8 bytes, which no decoder accepts). */
const LONE_IN_URL = 'a%ED%A0%80b';
const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });

describe.each(databases)('hostile input ($kind)', ({ kind }) => {
  let h: Harness;
  let c: ReturnType<typeof authClient>;
  let token: string;
  const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}` };
  beforeAll(async () => {
    h = await createHarness(kind);
    c = authClient(h);
    token = (await studioPlayer(h)).token;
  }, 60_000);
  afterAll(() => h.close());

  /** Every call a hostile value can reach, by where the value travels. */
  const calls = (x: string, q: string): [string, () => Promise<Response> | Response][] => [
    ['login (sealed)', () => c.login({ type: 'username', username: x, password: x })],
    ['register (sealed)', () => c.register({ username: 'newbie1', password: 'Abcd12345', affiliateCode: x })],
    ['affiliate check', () => c.json('POST', PATHS.affiliateCheck, { code: x, domain: 'swerte.test' })],
    ['favourite', () => c.json('POST', PATHS.favourite, { nodeId: 1, vendor: x }, token)],
    ['seed rotate', () => c.json('POST', PATHS.studioRotate, { clientSeed: x }, token)],
    ['studio play', () => c.json('POST', PATHS.studioPlay, { token: x, betCents: 10, clientSeed: x }, token)],
    ['lottery order', () => c.json('POST', PATHS.lotteryOrders, { lotteryCode: x, bets: [] }, token)],
    [
      'forgot password (form)',
      () =>
        h.app.request(PATHS.forgotEmail, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: `username=${q}&email=${q}`,
        }),
    ],
    ['game search', () => c.get(`${PATHS.gameList}?gameType=RNG&gameName=${q}`)],
    ['round verify', () => c.get(`${PATHS.studioVerify}?roundId=${q}`, token)],
    ['round history', () => c.get(`${PATHS.studioRounds}?gameId=${q}`, token)],
    ['launch', () => c.get(`${PATHS.launch}?nodeId=1&gameId=${q}&vendor=SWERTE`, token)],
    ['ops captcha (path)', () => h.app.request(`${PATHS.opsCaptcha}/${q}`, { headers: ops })],
    ['ops outbox', () => h.app.request(`${PATHS.opsOutbox}?recipient=${q}`, { headers: ops })],
  ];

  for (const [name, x, q] of [
    ['NUL', NUL, encodeURIComponent(NUL)],
    ['a lone surrogate', LONE, LONE_IN_URL],
  ] as const) {
    it(`${name} anywhere is 400 request.invalid, never 500`, async () => {
      const answers = [];
      for (const [call, send] of calls(x, q)) {
        const res = await send();
        const body = v.parse(LooseEnvelopeSchema, await res.json());
        answers.push(`${call}: ${res.status} ${body.code}`);
      }
      expect(answers).toEqual(calls(x, q).map(([call]) => `${call}: 400 request.invalid`));
    });
  }

  it('JSON nested deeper than any request, huge strings and wrong types are 4xx with a code', async () => {
    const big = 'x'.repeat(100_000);
    const answers = await Promise.all([
      c.json('POST', PATHS.studioPlay, deep(200), token),
      c.json('POST', PATHS.favourite, { nodeId: 1, vendor: big }, token),
      c.get(`${PATHS.studioVerify}?roundId=${big}`, token),
      c.json('POST', PATHS.studioPlay, { token: 'x', betCents: '10' }, token),
      c.json('POST', PATHS.lotteryOrders, { lotteryCode: 7, bets: 'all' }, token),
      c.json('POST', PATHS.seamlessBet, [1, 2, 3]),
    ]);
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(v.parse(LooseEnvelopeSchema, await res.json()).code).toMatch(/^[a-z_.]+$/);
    }
  });
});
