import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/db/schema.ts';
import { sha256 } from '../../../server/lib/tokens.ts';
import { SESSION_TTL_HOURS } from '../../../src/shared/constants/accounts.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { RenewSchema } from '../../../src/shared/schemas/auth.ts';
import { MemberInfoSchema } from '../../../src/shared/schemas/session.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';

const HOUR = 3_600_000;

describe.each(databases)('sessions on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const expired = { status: 401, code: 'session.expired' };

  it('stores only the hash of the token', async () => {
    const token = await authClient(h).passwordLogin('demo', 'Demo1234');
    const rows = await h.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 401 session.expired without a token, with an unknown one or a garbage one', async () => {
    const c = authClient(h);
    expect(await failed(await c.get(PATHS.memberInfo))).toMatchObject(expired);
    expect(await failed(await c.get(PATHS.memberInfo, 'x'.repeat(43)))).toMatchObject(expired);
    expect(await failed(await c.get(PATHS.memberInfo, 'y'.repeat(500)))).toMatchObject(expired);
  });

  it('sign-out revokes the token; signing out again (or without a token) is fine', async () => {
    const c = authClient(h);
    const token = await c.passwordLogin('demo', 'Demo1234');
    await okValue(await c.get(PATHS.memberInfo, token), MemberInfoSchema);
    const out = await h.app.request(PATHS.session, { method: 'DELETE', headers: { Token: token } });
    expect(await out.json()).toEqual({ successful: true, code: 'ok', value: null });
    expect(await failed(await c.get(PATHS.memberInfo, token))).toMatchObject(expired);
    expect((await h.app.request(PATHS.session, { method: 'DELETE', headers: { Token: token } })).status).toBe(
      200,
    );
    expect((await h.app.request(PATHS.session, { method: 'DELETE' })).status).toBe(200);
  });

  it(`expires after ${SESSION_TTL_HOURS} h unless renewed; renewal slides the expiry`, async () => {
    const c = authClient(h);
    const kept = await c.passwordLogin('juan', 'Member1234');
    const left = await c.passwordLogin('juan', 'Member1234');
    h.advance(20 * HOUR);
    const renewed = await okValue(await c.json('POST', PATHS.renew, {}, kept), RenewSchema);
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(h.services.now() + 23 * HOUR);
    h.advance(5 * HOUR);
    await okValue(await c.get(PATHS.memberInfo, kept), MemberInfoSchema);
    expect(await failed(await c.get(PATHS.memberInfo, left))).toMatchObject(expired);
    expect(await failed(await c.json('POST', PATHS.renew, {}, left))).toMatchObject(expired);
  });

  it('a token works for its own merchant only', async () => {
    const c = authClient(h);
    const token = await c.passwordLogin('demo', 'Demo1234');
    const res = await h.app.request(PATHS.memberInfo, { headers: { Token: token, Merchant: 'OTHER' } });
    expect(await failed(res)).toMatchObject({ status: 400, code: 'merchant.unknown' });
  });
});
