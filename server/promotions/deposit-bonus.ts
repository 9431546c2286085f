// Deposit promotions in the cashier (issue 14): the member chooses one with a deposit order, and its
// bonus is paid in the transaction that credits the order (server/payments/deposits.ts `creditOrder`).
//
// bonus = depositBonusCents (src/shared/deposit-bonus.ts: the cashier previews the same), once per
// member and promotion (the entry moves joined → CREDIT → issued). It is spent from the budget by the conditional
// UPDATE `spent + x <= budget`; when the budget cannot cover it (or the promotion is no longer live, the
// member excluded, the bonus already had) no bonus is paid and the deposit still credits. The reward row
// is written claimed (paid at once) under the key `bonus:deposit:<orderId>`, which is also the ledger
// reference (reason `bonus.deposit`), so a replayed credit pays nothing twice.
//
// Turnover, as the rules say ("the bonus must be wagered this many times"): bonus × turnoverMultiplier,
// on the reward row; the withdraw overview adds it to the deposits' own requirement.
import { and, eq, sql } from 'drizzle-orm';
import { depositBonusCents } from '../../src/shared/deposit-bonus.ts';
import { DEPOSIT_CODES } from '../../src/shared/errors/cashier.ts';
import { type EntryState, transition } from '../../src/shared/promotion-state.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { promotionEntries, promotions, rewards } from '../db/schema.ts';
import type { DbOrTx } from '../db/types.ts';
import { activeExclusion, excludedRefusal } from '../protection/exclusion.ts';
import { credit } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';

type PromotionRow = typeof promotions.$inferSelect;

/** The ledger reference and reward key of an order's bonus (server/wallet/reconcile.ts matches them). */

/** Live at `now`: scheduled or live, started, not ended. */
const isLive = (p: PromotionRow, now: number) =>
  (p.status === 'scheduled' || p.status === 'live') &&
  now >= p.startsAt.getTime() &&
  (p.endsAt === null || now < p.endsAt.getTime());

/** The member's entry state in the promotion (null: none yet). */
async function entryState(db: DbOrTx, promotionId: number, memberId: number) {
  const [entry] = await db
    .select({ state: promotionEntries.state })
    .from(promotionEntries)
    .where(and(eq(promotionEntries.promotionId, promotionId), eq(promotionEntries.memberId, memberId)));
  return entry?.state ?? null;
}

/**
 * The check when the order is created: the chosen promotion must be a live deposit promotion of the
 * merchant, the member not excluded, enrolled or still free to join (not paid its bonus already), and
 * the amount at least its minimum deposit. The credit checks again (things change while the member pays).
 */
export async function checkDepositChoice(
  db: DbOrTx,
  m: { memberId: number; merchantCode: string },
  promotionId: number,
  amountCents: number,
  now: number,
): Promise<Outcome<null>> {
  const [p] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, promotionId), eq(promotions.merchantCode, m.merchantCode)));
  const unavailable = (why: string) => refused(409, DEPOSIT_CODES.promotionUnavailable, why);
  if (p?.rules.kind !== 'deposit' || !isLive(p, now))
    return unavailable('This promotion is not open for deposits');
  const excluded = await activeExclusion(db, m.memberId, now);
  if (excluded) return excludedRefusal(excluded);
  const state = await entryState(db, p.id, m.memberId);
  if (state !== null && state !== 'joined')
    return unavailable('This promotion has already paid its bonus to you');
  if (amountCents < p.rules.minDepositCents)
    return unavailable(`This promotion needs a deposit of at least ${p.rules.minDepositCents} cents`);
  return done(null);
}

/**
 * Pays the bonus of a credited order that chose a promotion, in the caller's transaction (the order's
 * row is locked by it). Answers the bonus paid, 0 when none is due or the budget cannot cover it.
 */
export async function payDepositBonus(
  tx: DbOrTx,
  order: {
    id: number;
    memberId: number;
    merchantCode: string;
    amountCents: number;
    promotionId: number | null;
  },
  now: number,
): Promise<number> {
  if (order.promotionId === null) return 0;
  const key = ledgerRef.depositBonus(order.id);
  const [paid] = await tx.select({ id: rewards.id }).from(rewards).where(eq(rewards.idempotencyKey, key));
  if (paid) return 0;
  const [p] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, order.promotionId), eq(promotions.merchantCode, order.merchantCode)));
  if (p?.rules.kind !== 'deposit' || !isLive(p, now)) return 0;
  if (await activeExclusion(tx, order.memberId, now)) return 0;
  const amount = depositBonusCents({ ...p.rules, memberCapCents: p.memberCapCents }, order.amountCents);
  if (amount <= 0) return 0;
  // Choosing the promotion enrols the member (open → ENROL → joined); the entry's row lock makes two
  // orders credited at once for one member queue here, and only a joined entry is paid (→ issued).
  await tx
    .insert(promotionEntries)
    .values({ promotionId: p.id, memberId: order.memberId, state: transition('open', 'ENROL') as EntryState })
    .onConflictDoNothing();
  const [entry] = await tx
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.promotionId, p.id), eq(promotionEntries.memberId, order.memberId)))
    .for('update');
  const next = entry ? transition(entry.state, 'CREDIT') : null;
  if (!entry || !next) return 0;
  const [spent] = await tx
    .update(promotions)
    .set({ spentCents: sql`${promotions.spentCents} + ${amount}` })
    .where(
      and(eq(promotions.id, p.id), sql`${promotions.spentCents} + ${amount} <= ${promotions.budgetCents}`),
    )
    .returning({ id: promotions.id });
  if (!spent) return 0;
  const at = new Date(now);
  await tx.insert(rewards).values({
    merchantCode: order.merchantCode,
    memberId: order.memberId,
    promotionId: p.id,
    amountCents: amount,
    turnoverCents: amount * p.rules.turnoverMultiplier,
    status: 'claimed',
    idempotencyKey: key,
    issuedAt: at,
    expiresAt: at,
    claimedAt: at,
  });
  const moved = await credit(tx, {
    memberId: order.memberId,
    amountCents: amount,
    reason: 'bonus.deposit',
    reference: key,
  });
  if (!moved.ok) throw new Error(`deposit ${order.id}: bonus credit refused (${moved.reason})`);
  await tx
    .update(promotionEntries)
    .set({ state: next as EntryState, decidedAt: at })
    .where(eq(promotionEntries.id, entry.id));
  return amount;
}
