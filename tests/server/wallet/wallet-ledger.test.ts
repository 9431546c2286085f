import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, walletLedger } from '../../../server/db/schema.ts';
import { balanceOf, credit, debit, findEntry, openWallet } from '../../../server/wallet/ledger.ts';
import { createHarness, databases, type Harness, memberIdOf } from '../support/harness.ts';
import { adjustBalance, expectLedgerClean, testReason, testReference } from '../support/ledger-assert.ts';

// The wallet ledger. The concurrency cases mean something only on PostgreSQL: PGlite runs
// one transaction at a time, so a read-then-write design would pass there.
describe.each(databases)('wallet ledger on $kind', ({ kind }) => {
  let h: Harness;
  let memberId: number;
  const db = () => h.database.db;
  /** Through the ledger too (a `test.adjust` entry): the ledger must reconcile after this suite. */
  const setBalance = (cents: number) => adjustBalance(db(), memberId, cents);
  let n = 0;
  const ref = (what: string) => testReference(`test:${what}:${++n}:${Date.now()}`);

  beforeAll(async () => {
    h = await createHarness(kind);
    memberId = await memberIdOf(h, 'demo');
  });
  afterAll(async () => {
    if (!h) return;
    try {
      await expectLedgerClean(h);
    } finally {
      await h.close();
    }
  });

  it('opens a wallet at 0 and credits its opening amount through the ledger (nothing when 0)', async () => {
    const member = async (account: string) => {
      const [m] = await db()
        .insert(members)
        .values({ merchantCode: 'SWERTE', account, passwordHash: '!none', type: 0 })
        .returning({ id: members.id });
      if (!m) throw new Error('no member');
      return m.id;
    };
    const [funded, empty] = [await member(`open${n++}a`), await member(`open${n++}b`)];
    await db().transaction(async (tx) => {
      await openWallet(tx, {
        memberId: funded,
        openingCents: 4_321,
        reason: 'opening',
        reference: `opening:${funded}`,
      });
      await openWallet(tx, {
        memberId: empty,
        openingCents: 0,
        reason: 'opening',
        reference: `opening:${empty}`,
      });
    });
    expect(await balanceOf(db(), funded)).toBe(4_321);
    expect(await findEntry(db(), `opening:${funded}`)).toMatchObject({
      memberId: funded,
      amountCents: 4_321,
      balanceAfterCents: 4_321,
      reason: 'opening',
    });
    expect(await balanceOf(db(), empty)).toBe(0);
    expect(await findEntry(db(), `opening:${empty}`)).toBeUndefined();
  });

  it('debits what the balance covers and records the balance after', async () => {
    await setBalance(10_000);
    const res = await debit(db(), {
      memberId,
      amountCents: 2_500,
      reason: testReason('test.bet'),
      reference: ref('bet'),
    });
    expect(res).toMatchObject({ ok: true, replayed: false });
    expect(res.ok && res.entry).toMatchObject({
      amountCents: -2_500,
      balanceAfterCents: 7_500,
      reason: testReason('test.bet'),
    });
    expect(await balanceOf(db(), memberId)).toBe(7_500);
  });

  it('refuses a debit the balance does not cover, and moves nothing', async () => {
    await setBalance(1_000);
    const reference = ref('bet');
    const res = await debit(db(), {
      memberId,
      amountCents: 1_001,
      reason: testReason('test.bet'),
      reference,
    });
    expect(res).toEqual({ ok: false, reason: 'insufficient_funds', balanceCents: 1_000 });
    expect(await balanceOf(db(), memberId)).toBe(1_000);
    expect(await findEntry(db(), reference)).toBeUndefined();
  });

  it('moves money once however often a bet or a win is replayed, one after another or at once', async () => {
    await setBalance(50_000);
    const bet = ref('bet');
    for (let i = 0; i < 100; i++)
      await debit(db(), { memberId, amountCents: 1_000, reason: testReason('test.bet'), reference: bet });
    const win = ref('win');
    const replays = await Promise.all(
      Array.from({ length: 100 }, () =>
        credit(db(), { memberId, amountCents: 3_000, reason: testReason('test.win'), reference: win }),
      ),
    );
    expect(replays.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    expect(await balanceOf(db(), memberId)).toBe(50_000 - 1_000 + 3_000);
  });

  it('replays of a debit of the whole balance fired at once all answer its one entry, none a refusal', async () => {
    // A replay that queued on the wallet lock behind its twin finds the balance gone: it is still the
    // same movement, done once, not a refusal the caller would take for "the money did not move".
    for (let round = 0; round < 5; round++) {
      await setBalance(4_000);
      const reference = ref('whole');
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          debit(db(), { memberId, amountCents: 4_000, reason: testReason('test.bet'), reference }),
        ),
      );
      expect(results.filter((r) => !r.ok)).toEqual([]);
      expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
      const entry = await findEntry(db(), reference);
      for (const r of results) expect(r.ok && r.entry.id).toBe(entry?.id);
      expect(await balanceOf(db(), memberId)).toBe(0);
    }
  });

  it('200 concurrent debits against a balance that covers 10: exactly 10 succeed, none overdraws', async () => {
    await setBalance(10 * 700);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        debit(db(), {
          memberId,
          amountCents: 700,
          reason: testReason('test.bet'),
          reference: ref(`race-${i}`),
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.reason === 'insufficient_funds')).toHaveLength(190);
    expect(await balanceOf(db(), memberId)).toBe(0);
    // The ledger explains the balance: its entries for this member add up to what was moved.
    const [sum] = await db()
      .select({ total: sql<string>`coalesce(sum(${walletLedger.amountCents}), 0)` })
      .from(walletLedger)
      .where(sql`${walletLedger.memberId} = ${memberId} and ${walletLedger.reference} like 'test:race-%'`);
    expect(Number(sum?.total)).toBe(-7_000);
  });
});
