import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallets } from '../../../server/db/schema.ts';
import { SEED_ACCOUNTS } from '../../../server/seed/seed.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { MemberInfoSchema, WalletSchema } from '../../../src/shared/schemas/session.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';

describe.each(databases)('member info and wallet on $kind', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('shows the member behind the session', async () => {
    const c = authClient(h);
    const token = await c.passwordLogin('juan', 'Member1234');
    const info = await okValue(await c.get(PATHS.memberInfo, token), MemberInfoSchema);
    expect(info).toMatchObject({ account: 'juan', nickname: 'Juan', type: 0, toUpline: true });
    expect(new Date(info.regDate).toISOString()).toBe(info.regDate);
  });

  it('counts the days since registration and has no VIP level to show', async () => {
    const c = authClient(h);
    const before = await okValue(
      await c.get(PATHS.memberInfo, await c.passwordLogin('demo', 'Demo1234')),
      MemberInfoSchema,
    );
    const expected = Math.floor((h.services.now() - Date.parse(before.regDate)) / 86_400_000);
    expect(before.joinedDays).toBe(expected);
    expect(before.vipLevel).toBeNull();
    // Two days later a new session sees two more days.
    h.advance(2 * 86_400_000);
    const after = await okValue(
      await c.get(PATHS.memberInfo, await c.passwordLogin('demo', 'Demo1234')),
      MemberInfoSchema,
    );
    expect(after.joinedDays).toBe(expected + 2);
  });

  it('shows the balance in integer cents', async () => {
    const c = authClient(h);
    const demo = await okValue(
      await c.get(PATHS.wallet, await c.passwordLogin('demo', 'Demo1234')),
      WalletSchema,
    );
    expect(demo).toEqual({ sumBalance: SEED_ACCOUNTS.demo.balanceCents });
    const agent = await okValue(
      await c.get(PATHS.wallet, await c.passwordLogin('agent', 'Agent1234')),
      WalletSchema,
    );
    expect(agent.sumBalance).toBeGreaterThan(demo.sumBalance);
  });

  it('refuses a negative balance at the database', async () => {
    await expect(h.database.db.update(wallets).set({ balanceCents: -1 })).rejects.toThrow();
  });

  it('needs a session', async () => {
    for (const path of [PATHS.memberInfo, PATHS.wallet, PATHS.passwordStatus]) {
      expect(await failed(await h.get(path))).toMatchObject({ status: 401, code: 'session.expired' });
    }
  });
});
