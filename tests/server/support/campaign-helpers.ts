// Shared set-up for the campaign suites (referrals, VIP, missions, rebates): operator headers, the seeded
// bank channel, manual deposits and time-outs written straight to the database.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  depositOrders,
  games,
  memberExclusions,
  paymentChannels,
  promotions,
  rewards,
  walletLedger,
} from '../../../server/db/schema.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { type Order, OrderSchema } from '../../../src/shared/schemas/lottery.ts';
import { LaunchResultSchema, PlayResultSchema } from '../../../src/shared/schemas/studio.ts';
import { authClient } from './auth-client.ts';
import type { CashierMember } from './cashier-members.ts';
import { type Harness, okValue, TEST_OPS_TOKEN } from './harness.ts';

/** An operator's JSON request headers, audited as `ops:carla`. */
export const OPS_CARLA = {
  Authorization: `Bearer ${TEST_OPS_TOKEN}`,
  'X-Operator': 'carla',
  'Content-Type': 'application/json',
};

/** The id of the seeded manual bank channel. */
export async function bankChannelOf(h: Harness): Promise<number> {
  const [bank] = await h.database.db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(eq(paymentChannels.kind, 'manual_bank'));
  if (!bank) throw new Error('no bank channel seeded');
  return bank.id;
}

/** A pending manual deposit of the member's (as the cashier leaves it); answers the order's id. */
export async function pendingManualDeposit(
  h: Harness,
  channelId: number,
  memberId: number,
  amountCents: number,
): Promise<number> {
  const [o] = await h.database.db
    .insert(depositOrders)
    .values({
      merchantCode: 'SWERTE',
      memberId,
      channelId,
      amountCents,
      reference: `SW${randomBytes(5).toString('hex').toUpperCase()}`,
    })
    .returning({ id: depositOrders.id });
  if (!o) throw new Error('no order');
  return o.id;
}

/** A time-out of the member's that began a second ago and lasts `lastsMs` from now. */
export async function timeOut(h: Harness, memberId: number, period: string, lastsMs: number): Promise<void> {
  const now = h.services.now();
  await h.database.db.insert(memberExclusions).values({
    memberId,
    merchantCode: 'SWERTE',
    kind: 'timeout',
    period,
    startsAt: new Date(now - 1_000),
    endsAt: new Date(now + lastsMs),
    createdAt: new Date(now - 1_000),
  });
}

/** Plays `n` slot rounds of `betCents` in the studio (real rounds through the seamless wallet). */
export async function playSlots(
  h: Harness,
  m: CashierMember,
  n: number,
  betCents: number,
  clientSeed: string,
): Promise<void> {
  const [g] = await h.database.db.select().from(games).where(eq(games.gameId, 'swerte-slots'));
  if (!g) throw new Error('no slots');
  const launched = await okValue(
    await m.get(`${PATHS.launch}?nodeId=${g.nodeId}&gameId=${g.gameId}&vendor=${g.vassalage}`),
    LaunchResultSchema,
  );
  if (launched.kind !== 'inHouse') throw new Error('in house');
  for (let i = 0; i < n; i++)
    await okValue(
      await m.send('POST', PATHS.studioPlay, { token: launched.token, betCents, clientSeed }),
      PlayResultSchema,
    );
}

/** PK10 draws every 2 minutes; its open issue may be the slot after the current one. */
export const PAST_THE_DRAW_MS = 131_000;

/** The clock past the open lottery draws, and the scheduler draws and settles them (settled wagering). */
export async function settleOpenDraws(h: Harness): Promise<void> {
  h.advance(PAST_THE_DRAW_MS);
  await h.services.lottery.runDue(h.services.now());
}

/** A manual deposit of the member's, approved by an operator (credited through the ledger). */
export async function approvedDeposit(h: Harness, memberId: number, amountCents: number): Promise<void> {
  const orderId = await pendingManualDeposit(h, await bankChannelOf(h), memberId, amountCents);
  const res = await h.app.request(`${PATHS.opsDeposits}/${orderId}/approve`, {
    method: 'POST',
    headers: OPS_CARLA,
  });
  if (res.status !== 200) throw new Error(`approve: ${res.status} ${await res.text()}`);
}

/** Ten PK10 champion bets of `eachCents`, one per horse: one of them wins when the draw settles. */
const pk10Bets = (eachCents: number) => ({
  lotteryCode: 'SWERTE-PK10',
  bets: Array.from({ length: 10 }, (_, i) => ({
    betType: 'champion',
    numbers: [i + 1],
    amountCents: eachCents,
  })),
});

/** Real stakes parked on an open draw: one PK10 order (pk10Bets). Cancellable until the draw closes. */
export async function pk10Order(h: Harness, m: CashierMember, eachCents: number): Promise<Order> {
  await h.services.lottery.runDue(h.services.now());
  return okValue(await m.send('POST', PATHS.lotteryOrders, pk10Bets(eachCents)), OrderSchema);
}

/** A PK10 order (pk10Bets) by whoever holds `token`, and its draw settled: settled wagering of 10 × eachCents. */
export async function settledPk10Order(h: Harness, token: string, eachCents: number): Promise<void> {
  await h.services.lottery.runDue(h.services.now());
  await okValue(
    await authClient(h).json('POST', PATHS.lotteryOrders, pk10Bets(eachCents), token),
    OrderSchema,
  );
  await settleOpenDraws(h);
}

/** What the member's lottery orders have paid out so far (cents): a settled PK10 order wins part back. */
export async function lotteryWins(h: Harness, memberId: number): Promise<number> {
  const rows = await h.database.db
    .select({ amountCents: walletLedger.amountCents })
    .from(walletLedger)
    .where(and(eq(walletLedger.memberId, memberId), eq(walletLedger.reason, 'lottery.payout')));
  return rows.reduce((sum, e) => sum + e.amountCents, 0);
}

/**
 * A reward of `amountCents` with a turnover requirement, issued to the member under the first seeded
 * promotion (whose spent grows with it, as issuing does) and claimed through the API: a bonus credited now.
 */
export async function claimedBonus(
  h: Harness,
  m: CashierMember,
  amountCents: number,
  turnoverCents: number,
): Promise<number> {
  const db = h.database.db;
  const [promotion] = await db.select().from(promotions).orderBy(promotions.id).limit(1);
  if (!promotion) throw new Error('no promotion seeded');
  await db
    .update(promotions)
    .set({
      spentCents: sql`${promotions.spentCents} + ${amountCents}`,
      budgetCents: sql`greatest(${promotions.budgetCents}, ${promotions.spentCents} + ${amountCents})`,
    })
    .where(eq(promotions.id, promotion.id));
  const [reward] = await db
    .insert(rewards)
    .values({
      merchantCode: 'SWERTE',
      memberId: m.id,
      promotionId: promotion.id,
      amountCents,
      turnoverCents,
      idempotencyKey: `test:bonus:${randomBytes(6).toString('hex')}`,
      expiresAt: new Date(h.services.now() + 86_400_000),
    })
    .returning({ id: rewards.id });
  if (!reward) throw new Error('no reward');
  const res = await m.send('POST', `${PATHS.rewards}/${reward.id}/claim`);
  if (res.status !== 200) throw new Error(`claim: ${res.status} ${await res.text()}`);
  return reward.id;
}
