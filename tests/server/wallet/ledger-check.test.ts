import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_BALANCE_CENTS } from '../../../server/auth/trial.ts';
import { gameRounds, lotterySubOrders, members, walletLedger, wallets } from '../../../server/db/schema.ts';
import type { Db } from '../../../server/db/types.ts';
import { SEED_ACCOUNTS } from '../../../server/seed/seed.ts';
import { balanceOf, credit, type LedgerEntry } from '../../../server/wallet/ledger.ts';
import { checkLedger, type LedgerFinding } from '../../../server/wallet/reconcile.ts';
import type { LedgerReason } from '../../../src/shared/constants/ledger.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { OrderSchema } from '../../../src/shared/schemas/lottery.ts';
import { LedgerReportSchema } from '../../../src/shared/schemas/ops.ts';
import { PlayResultSchema } from '../../../src/shared/schemas/studio.ts';
import { authClient } from '../support/auth-client.ts';
import {
  createHarness,
  databases,
  failure,
  type Harness,
  memberIdOf,
  okValue,
  TEST_OPS_TOKEN,
} from '../support/harness.ts';
import { expectLedgerClean, handMadeReference } from '../support/ledger-assert.ts';
import { studioPlayer } from '../support/studio-client.ts';

// Reconciliation: a database the platform wrote is clean; each way of corrupting it is found.
const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}` };
const PK10 = 'SWERTE-PK10';

const kinds = (findings: LedgerFinding[]) => [...new Set(findings.map((f) => f.kind))].sort();

/** Puts a wallet back by hand after a corruption (only tests write wallets directly). */
const restoreBalance = (db: Db, memberId: number, cents: number) =>
  db.update(wallets).set({ balanceCents: cents }).where(eq(wallets.memberId, memberId));

describe.each(databases)('ledger reconciliation on $kind', ({ kind }) => {
  let h: Harness;
  const db = () => h.database.db;
  const ids = { trial: 0, registered: 0, demo: 0, maria: 0 };
  let wonRound: typeof gameRounds.$inferSelect;
  let lostSubId: number;
  let orderId: number;

  const memberId = (account: string) => memberIdOf(h, account);

  /** A movement that bypasses the rules but not the ledger; answers a function that takes it back. */
  const forge = async (member: number, amountCents: number, reason: LedgerReason, reference: string) => {
    const before = (await balanceOf(db(), member)) ?? 0;
    const moved = await credit(db(), {
      memberId: member,
      amountCents,
      reason,
      reference: handMadeReference(reference),
    });
    if (!moved.ok) throw new Error('forged credit refused');
    return async () => {
      await db().delete(walletLedger).where(eq(walletLedger.reference, reference));
      await restoreBalance(db(), member, before);
    };
  };

  beforeAll(async () => {
    h = await createHarness(kind);
    const c = authClient(h);
    // A free trial and a registration.
    const trial = await okValue(
      await h.app.request(PATHS.freeplay, {
        method: 'POST',
        headers: { 'X-Forwarded-For': c.ip, 'Module-Id': 'FREEPLAY3' },
      }),
      LoginResultSchema,
    );
    ids.trial = await memberId(trial.userName);
    await okValue(
      await c.register({
        username: 'Ledger2025',
        password: 'Swerte2025x',
        confirmPassword: 'Swerte2025x',
        ...(await c.solvedCaptcha()),
      }),
      LoginResultSchema,
    );
    ids.registered = await memberId('Ledger2025');
    ids.demo = await memberId('demo');
    ids.maria = await memberId('maria');

    // Studio rounds: slots, and dice at a 95 % chance until one round won and one lost.
    const p = await studioPlayer(h);
    const slot = await p.launch('swerte-slots');
    const dice = await p.launch('swerte-dice');
    if (slot.kind !== 'inHouse' || dice.kind !== 'inHouse') throw new Error('studio games launch in house');
    for (let i = 0; i < 3; i++)
      await okValue(
        await p.client.json('POST', PATHS.studioPlay, { token: slot.token, betCents: 100 }, p.token),
        PlayResultSchema,
      );
    // 95 % under 95.00 until a win, then 7 % over 92.99 until a loss.
    const outcomes = new Set<boolean>();
    for (let i = 0; i < 200 && outcomes.size < 2; i++) {
      const direction = outcomes.has(true) ? 'over' : 'under';
      const played = await okValue(
        await p.client.json(
          'POST',
          PATHS.studioPlay,
          {
            token: dice.token,
            betCents: 100,
            dice: { target: direction === 'under' ? 9500 : 9299, direction },
          },
          p.token,
        ),
        PlayResultSchema,
      );
      outcomes.add(played.round.winCents > 0);
    }
    expect(outcomes.size).toBe(2);
    const [won] = await db()
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.memberId, ids.demo), sql`${gameRounds.winCents} > 0`))
      .limit(1);
    if (!won) throw new Error('no won round');
    wonRound = won;

    // A lottery order of every champion and one more bet, cancelled; drawn and settled: one champion wins.
    await h.services.lottery.runDue(h.services.now());
    const maria = await c.passwordLogin('maria', 'Member1234');
    const bets = Array.from({ length: 11 }, (_, i) => ({
      betType: 'champion',
      numbers: [(i % 10) + 1],
      amountCents: 100,
    }));
    const placed = await okValue(
      await c.json('POST', PATHS.lotteryOrders, { lotteryCode: PK10, bets }, maria),
      OrderSchema,
    );
    orderId = placed.id;
    const cancelled = placed.subOrders[10];
    if (!cancelled) throw new Error('no sub-order');
    await okValue(
      await c.json('POST', `${PATHS.lotteryOrders}/${placed.id}/suborders/${cancelled.id}/cancel`, {}, maria),
      OrderSchema,
    );
    // Past the order's draw (PK10 draws every 2 minutes), then the scheduler's work: drawn and settled.
    h.advance(Date.parse(placed.closeAt) - h.services.now() + 130_000);
    await h.services.lottery.runDue(h.services.now());
    const settled = await okValue(await c.get(`${PATHS.lotteryOrders}/${placed.id}`, maria), OrderSchema);
    expect(settled.drawStatus).toBe('settled');
    const [lost] = await db()
      .select({ id: lotterySubOrders.id })
      .from(lotterySubOrders)
      .where(and(eq(lotterySubOrders.orderId, placed.id), eq(lotterySubOrders.status, 'lost')))
      .limit(1);
    if (!lost) throw new Error('no lost sub-order');
    lostSubId = lost.id;
  }, 120_000);
  afterAll(() => h?.close());

  it('a seeded database with trials, registrations, studio rounds and a settled lottery order is clean', async () => {
    const report = await expectLedgerClean(h);
    expect(report.mismatches).toEqual([]);
    expect(report.pending).toEqual([]);
    const [totals] = await db()
      .select({ n: sql<number>`count(*)::int`, cents: sql<string>`sum(${wallets.balanceCents})` })
      .from(wallets);
    expect(report.counts).toMatchObject({ wallets: totals?.n, mismatches: 0, pending: 0 });
    expect(report.counts.totalBalanceCents).toBe(Number(totals?.cents));
    const [entries] = await db().select({ n: sql<number>`count(*)::int` }).from(walletLedger);
    expect(report.counts.entries).toBe(entries?.n);
    // Every settled kind of movement is there to be checked.
    const refs = (await db().select({ r: walletLedger.reference }).from(walletLedger)).map((e) => e.r);
    for (const prefix of [
      'opening:',
      'trial:grant:',
      'seamless:SWERTE:bet:',
      'seamless:SWERTE:win:',
      'lottery:order:',
      'lottery:payout:',
      'lottery:refund:',
    ])
      expect(
        refs.some((r) => r.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('opening balances and trial grants are ledger entries; a registration opens at 0 with none', async () => {
    const entry = async (reference: string) =>
      (await db().select().from(walletLedger).where(eq(walletLedger.reference, reference)))[0];
    expect(await entry(`opening:${ids.demo}`)).toMatchObject({
      memberId: ids.demo,
      amountCents: SEED_ACCOUNTS.demo.balanceCents,
      balanceAfterCents: SEED_ACCOUNTS.demo.balanceCents,
      reason: 'opening',
    });
    expect(await entry(`trial:grant:${ids.trial}`)).toMatchObject({
      memberId: ids.trial,
      amountCents: TRIAL_BALANCE_CENTS,
      reason: 'trial.grant',
    });
    expect(await balanceOf(db(), ids.registered)).toBe(0);
    expect(await db().select().from(walletLedger).where(eq(walletLedger.memberId, ids.registered))).toEqual(
      [],
    );
  });

  it('finds a balance written straight into wallets, bypassing the ledger', async () => {
    const before = (await balanceOf(db(), ids.demo)) ?? 0;
    await restoreBalance(db(), ids.demo, before + 100);
    const report = await checkLedger(db());
    expect(report.ok).toBe(false);
    expect(report.mismatches).toEqual([
      {
        rule: 'balances',
        kind: 'wallet.balance',
        memberId: ids.demo,
        ref: `wallet:${ids.demo}`,
        expected: before,
        found: before + 100,
        note: null,
      },
    ]);
    await restoreBalance(db(), ids.demo, before);
    await expectLedgerClean(h);
  });

  it('finds a payout credited to a lost sub-order', async () => {
    const undo = await forge(ids.maria, 500, 'lottery.payout', `lottery:payout:${lostSubId}`);
    const report = await checkLedger(db());
    expect(report.mismatches).toEqual([
      expect.objectContaining({
        rule: 'lottery',
        kind: 'lottery.payout',
        memberId: ids.maria,
        ref: `lottery:payout:${lostSubId}`,
        expected: null,
        found: 500,
      }),
    ]);
    await undo();
    await expectLedgerClean(h);
  });

  it('finds a win entry that went missing', async () => {
    const reference = `seamless:SWERTE:win:${wonRound.roundId}:win`;
    const [entry] = await db().select().from(walletLedger).where(eq(walletLedger.reference, reference));
    if (!entry) throw new Error('no win entry');
    await db().delete(walletLedger).where(eq(walletLedger.id, entry.id));
    const report = await checkLedger(db());
    expect(kinds(report.mismatches)).toEqual(['seamless.unmoved', 'studio.win', 'wallet.balance']);
    expect(report.mismatches.find((m) => m.kind === 'studio.win')).toMatchObject({
      memberId: ids.demo,
      ref: reference,
      expected: wonRound.winCents,
      found: null,
    });
    await reinsert(db(), entry);
    await expectLedgerClean(h);
  });

  it('finds a seamless entry without its transaction, and an entry of no known kind', async () => {
    const undoWin = await forge(ids.demo, 1_000, 'seamless.win', 'seamless:PG:win:forged-1');
    const undoBonus = await forge(ids.demo, 700, 'bonus' as LedgerReason, 'bonus:free:1');
    const report = await checkLedger(db());
    expect(report.mismatches.map((m) => [m.kind, m.ref, m.found])).toEqual([
      ['entry.unknown', 'bonus:free:1', 700],
      ['seamless.untracked', 'seamless:PG:win:forged-1', 1_000],
    ]);
    await undoBonus();
    await undoWin();
    await expectLedgerClean(h);
  });

  it('lists a pending studio round apart, without calling it a mismatch', async () => {
    const { id: _id, ...round } = wonRound;
    const [pending] = await db()
      .insert(gameRounds)
      .values({ ...round, roundId: `${wonRound.roundId}-pending`, status: 'pending' })
      .returning({ id: gameRounds.id });
    const report = await checkLedger(db());
    expect(report.ok).toBe(true);
    expect(report.pending).toEqual([
      expect.objectContaining({ rule: 'studio', kind: 'studio.round', memberId: ids.demo }),
    ]);
    await db()
      .delete(gameRounds)
      .where(eq(gameRounds.id, pending?.id ?? -1));
  });

  it('GET /ops/ledger/check answers the report to operators only', async () => {
    expect(await failure(await h.get(PATHS.opsLedgerCheck))).toMatchObject({
      status: 401,
      code: 'ops.unauthorized',
    });
    const clean = await okValue(await h.get(PATHS.opsLedgerCheck, ops), LedgerReportSchema);
    expect(clean).toMatchObject({ ok: true, mismatches: [] });

    const before = (await balanceOf(db(), ids.maria)) ?? 0;
    await restoreBalance(db(), ids.maria, before + 1);
    const broken = await okValue(await h.get(PATHS.opsLedgerCheck, ops), LedgerReportSchema);
    expect(broken.ok).toBe(false);
    expect(broken.counts.mismatches).toBe(1);
    expect(broken.mismatches[0]).toMatchObject({ kind: 'wallet.balance', memberId: ids.maria });
    await restoreBalance(db(), ids.maria, before);
  });

  it('finds rounds and orders whose state disagrees with the money moved for them', async () => {
    /** Runs `change`, answers the kinds of mismatch found, then runs `undo`. */
    const tampered = async (change: ReturnType<typeof sql>, undo: ReturnType<typeof sql>) => {
      await db().execute(change);
      const found = kinds((await checkLedger(db())).mismatches);
      await db().execute(undo);
      return found;
    };
    const round = wonRound.roundId;
    // A round paid, then said void: its win and its unrefunded stake are both wrong.
    expect(
      await tampered(
        sql`update game_rounds set status = 'void' where round_id = ${round}`,
        sql`update game_rounds set status = 'complete' where round_id = ${round}`,
      ),
    ).toEqual(['studio.void', 'studio.win']);
    // A round paid after its bet was rolled back.
    expect(
      await tampered(
        sql`update seamless_rounds set status = 'rolled_back' where vendor = 'SWERTE' and round_id = ${round}`,
        sql`update seamless_rounds set status = 'settled' where vendor = 'SWERTE' and round_id = ${round}`,
      ),
    ).toEqual(['seamless.win_after_rollback']);
    // A round whose stake was recorded higher than what the bet took.
    expect(
      await tampered(
        sql`update game_rounds set bet_cents = bet_cents + 1 where round_id = ${round}`,
        sql`update game_rounds set bet_cents = bet_cents - 1 where round_id = ${round}`,
      ),
    ).toEqual(['studio.bet']);
    // An order whose total is not what was debited, nor the sum of its bets.
    expect(
      await tampered(
        sql`update lottery_orders set total_cents = total_cents + 1 where id = ${orderId}`,
        sql`update lottery_orders set total_cents = total_cents - 1 where id = ${orderId}`,
      ),
    ).toEqual(['lottery.order', 'lottery.order_total']);
    // A debited order marked failed on a settled draw, never voided.
    expect(
      await tampered(
        sql`update lottery_orders set status = 'failed' where id = ${orderId}`,
        sql`update lottery_orders set status = 'placed' where id = ${orderId}`,
      ),
    ).toEqual(['lottery.void']);
    // A bet left open on a settled draw.
    expect(
      await tampered(
        sql`update lottery_sub_orders set status = 'open' where id = ${lostSubId}`,
        sql`update lottery_sub_orders set status = 'lost' where id = ${lostSubId}`,
      ),
    ).toEqual(['lottery.unsettled']);
    await expectLedgerClean(h);
  });

  it("migration 0008's carry-forward makes a balance written before the ledger reconcile", async () => {
    // A legacy wallet: a balance and no entry, as seed and trials wrote them before migration 0008.
    const [legacy] = await db()
      .insert(members)
      .values({ merchantCode: 'SWERTE', account: 'legacy0008', passwordHash: '!none', type: 0 })
      .returning({ id: members.id });
    if (!legacy) throw new Error('no member');
    await db().insert(wallets).values({ memberId: legacy.id, balanceCents: 4_200 });
    expect(kinds((await checkLedger(db())).mismatches)).toEqual(['wallet.balance']);

    const migration = readFileSync(
      new URL('../../../server/db/migrations/0008_money_integrity.sql', import.meta.url),
      'utf8',
    );
    const carry = migration.split('--> statement-breakpoint').find((s) => s.includes("'opening.carried'"));
    if (!carry) throw new Error('no carry-forward statement in migration 0008');
    await db().execute(sql.raw(carry));
    const report = await expectLedgerClean(h);
    expect(report.counts.mismatches).toBe(0);
    const [entry] = await db()
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `opening:carried:${legacy.id}`));
    expect(entry).toMatchObject({ memberId: legacy.id, amountCents: 4_200, balanceAfterCents: 4_200 });
  });
});

/** Puts a deleted entry back as it was (same id). */
async function reinsert(db: Db, e: LedgerEntry) {
  await db.execute(sql`insert into wallet_ledger (id, member_id, amount_cents, balance_after_cents, reason, reference, created_at)
    overriding system value values (${e.id}, ${e.memberId}, ${e.amountCents}, ${e.balanceAfterCents}, ${e.reason},
    ${e.reference}, ${e.createdAt.toISOString()})`);
}
