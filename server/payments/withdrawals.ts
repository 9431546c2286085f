// Withdrawals: a member asks, the amount is held at once by the ledger debit `withdraw:hold:<id>` in the
// transaction that inserts the order (no money, no order); an operator approves (nothing moves: the
// money is paid out of band) or rejects with a reason (the hold comes back once as `withdraw:refund:<id>`).
// Asking runs under the member's row lock, so the member's checks (one pending, daily count, turnover)
// see every earlier ask; the partial unique index on pending orders and the ledger's overdraft guard stand
// behind them. Decisions lock the order row (FOR UPDATE): of two racing decisions exactly one applies.
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { OPERATOR_UTC_OFFSET_HOURS } from '../../src/shared/constants/time.ts';
import { PAYOUT_CODES, WITHDRAW_CODES } from '../../src/shared/errors/cashier.ts';
import type {
  Turnover,
  WithdrawalsQuerySchema,
  WithdrawOrder,
  WithdrawQueueQuerySchema,
} from '../../src/shared/schemas/withdrawals.ts';
import { audit } from '../core/audit.ts';
import { type Decision, done, type Outcome, type Refusal, refused } from '../core/outcome.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { members, withdrawalOrders } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { SqlInteger } from '../lib/sql-values.ts';
import { activeExclusion } from '../protection/exclusion.ts';
import { settledStakes } from '../records/stakes.ts';
import { balanceOf, credit, debit } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';
import { settingsOf } from './cashier-settings.ts';
import { maskNumber, type PayoutAccounts } from './payout-accounts.ts';
import { depositRequirement, excludedWithdrawableOf, turnoverOf, withdrawableOf } from './turnover.ts';

type OrderRow = typeof withdrawalOrders.$inferSelect;

const toOrder = (o: OrderRow): WithdrawOrder => ({
  id: o.id,
  amountCents: o.amountCents,
  status: o.status,
  payout: {
    kind: o.payoutKind,
    provider: o.payoutProvider,
    holderName: o.payoutHolderName,
    maskedNumber: maskNumber(o.payoutAccountNumber),
  },
  rejectReason: o.rejectReason,
  createdAt: o.createdAt.toISOString(),
  decidedAt: o.decidedAt ? o.decidedAt.toISOString() : null,
});

/** Midnight of the operator's day (Manila) that contains `now`: the daily count starts there. */
export function dayStart(now: number): Date {
  const offset = OPERATOR_UTC_OFFSET_HOURS * 3_600_000;
  const day = 86_400_000;
  return new Date(Math.floor((now + offset) / day) * day - offset);
}

/** Thrown inside a transaction to roll it back and answer the refusal. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

interface Member {
  memberId: number;
  merchantCode: string;
}

const ObligationRowsSchema = v.object({
  rows: v.array(
    v.object({
      kind: v.picklist(['deposit', 'bonus']),
      id: SqlInteger,
      credited_at: v.union([v.date(), v.string()]),
      amount_cents: SqlInteger,
      turnover_cents: SqlInteger,
      wagered: SqlInteger,
    }),
  ),
});

/**
 * The member's turnover (server/payments/turnover.ts): every credited or approved deposit (× the merchant's
 * multiplier) and every bonus paid to the wallet with a requirement (a deposit promotion's bonus, a
 * claimed reward: `turnover_cents`), each paid only by settled play (records/stakes.ts: a stake open on a
 * draw cannot pay and then be taken back) placed after its credit. "After" is by ledger id, not by clock:
 * a member's entries are written one at a time under the wallet row. One statement, so a deposit credited
 * meanwhile cannot shift the buckets: each stake falls in the bucket of the last credit before it
 * (width_bucket over the credits' entry ids). Withdrawals and transfers to the upline obey it alike.
 * The credits' references: `deposit:<order>` (payments/deposits.ts), `bonus:deposit:<order>` (its
 * reward's key, promotions/deposit-bonus.ts), `bonus:claim:<reward>` (promotions/promotions.ts).
 */
export async function memberTurnover(
  db: DbOrTx,
  memberId: number,
  multiplierPercent: number,
): Promise<Turnover> {
  const result = await db.execute(sql`
    with o as (
      select *, row_number() over (order by entry) as n from (
        select 'deposit' as kind, d.id, coalesce(d.decided_at, d.created_at) as credited_at,
          d.amount_cents, 0::bigint as turnover_cents,
          (select l.id from wallet_ledger l where l.reference = 'deposit:' || d.id) as entry
        from deposit_orders d
        where d.member_id = ${memberId} and d.status in ('approved', 'credited')
        union all
        select 'bonus', r.id, coalesce(r.claimed_at, r.issued_at), r.amount_cents, r.turnover_cents,
          (select l.id from wallet_ledger l where l.reference = case
            when r.idempotency_key like 'bonus:deposit:%' then r.idempotency_key
            else 'bonus:claim:' || r.id end)
        from rewards r
        where r.member_id = ${memberId} and r.status = 'claimed' and r.turnover_cents > 0
      ) x
      where entry is not null
    ),
    t as (select array_agg(entry order by n) as at from o),
    w as (
      select width_bucket(s.placed_entry, t.at) as n, sum(s.wager) as cents
      from t, ${settledStakes(sql`s.member_id = ${memberId}`, { placed: true })} s
      where t.at is not null and s.placed_entry > t.at[1]
      group by 1
    )
    select o.kind, o.id, o.credited_at, o.amount_cents, o.turnover_cents, coalesce(w.cents, 0) as wagered
    from o left join w on w.n = o.n
    order by o.n`);
  const obligations = v.parse(ObligationRowsSchema, result).rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    creditedAt: new Date(r.credited_at).toISOString(),
    amountCents: r.amount_cents,
    requiredCents:
      r.kind === 'deposit' ? depositRequirement(r.amount_cents, multiplierPercent) : r.turnover_cents,
    wageredUntilNextCents: r.wagered,
  }));
  return turnoverOf(obligations, multiplierPercent);
}

/**
 * What the member may withdraw now. A self-excluded member (who can only reach this through a cash-out
 * session, protection/exclusion.ts) cannot play to meet a turnover: deposits are waived, open bonuses stay
 * (server/payments/turnover.ts). A time-out waives nothing: it ends, and play meets the turnover then.
 */
async function withdrawable(db: DbOrTx, memberId: number, balanceCents: number, t: Turnover, nowMs: number) {
  const excluded = await activeExclusion(db, memberId, nowMs);
  return excluded?.kind === 'exclusion'
    ? excludedWithdrawableOf(balanceCents, t)
    : withdrawableOf(balanceCents, t);
}

export class Withdrawals {
  constructor(
    private readonly db: Db,
    private readonly accounts: PayoutAccounts,
    private readonly now: () => number,
  ) {}

  private async usedToday(db: DbOrTx, memberId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(withdrawalOrders)
      .where(
        and(eq(withdrawalOrders.memberId, memberId), gte(withdrawalOrders.createdAt, dayStart(this.now()))),
      );
    return row?.n ?? 0;
  }

  private async pendingOf(db: DbOrTx, memberId: number) {
    const [row] = await db
      .select()
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.memberId, memberId), eq(withdrawalOrders.status, 'pending')));
    return row;
  }

  async overview(m: Member, recentlyAuthenticated: boolean) {
    const settings = await settingsOf(this.db, m.merchantCode);
    const [balance, turnover, usedToday, pending, profile] = await Promise.all([
      balanceOf(this.db, m.memberId),
      memberTurnover(this.db, m.memberId, settings.turnoverPercent),
      this.usedToday(this.db, m.memberId),
      this.pendingOf(this.db, m.memberId),
      this.accounts.profile(m.memberId, recentlyAuthenticated),
    ]);
    const balanceCents = balance ?? 0;
    return {
      balanceCents,
      withdrawableCents: await withdrawable(this.db, m.memberId, balanceCents, turnover, this.now()),
      turnover,
      limits: {
        minCents: settings.withdrawMinCents,
        maxCents: settings.withdrawMaxCents,
        dailyCount: settings.withdrawDailyCount,
        usedToday,
      },
      pending: pending ? toOrder(pending) : null,
      ...profile,
    };
  }

  /**
   * A withdrawal whose payment password was checked by the caller: limits, one pending, daily count,
   * turnover and balance, then the order and its hold in one transaction.
   */
  async create(m: Member, payoutAccountId: number, amountCents: number): Promise<Outcome<WithdrawOrder>> {
    const settings = await settingsOf(this.db, m.merchantCode);
    if (amountCents < settings.withdrawMinCents || amountCents > settings.withdrawMaxCents)
      return refused(
        400,
        WITHDRAW_CODES.amountOutOfRange,
        `amountCents must be from ${settings.withdrawMinCents} to ${settings.withdrawMaxCents}`,
      );
    const account = await this.accounts.active(m.memberId, payoutAccountId);
    if (!account) return refused(404, PAYOUT_CODES.accountUnknown, 'No such payout account');
    try {
      return await this.db.transaction(async (tx) => {
        // Queues this member's asks behind each other (not the member's bets: no key update).
        await tx
          .select({ id: members.id })
          .from(members)
          .where(eq(members.id, m.memberId))
          .for('no key update');
        if (await this.pendingOf(tx, m.memberId))
          return refused(409, WITHDRAW_CODES.pendingExists, 'A withdrawal is already pending');
        if ((await this.usedToday(tx, m.memberId)) >= settings.withdrawDailyCount)
          return refused(
            429,
            WITHDRAW_CODES.dailyLimit,
            `At most ${settings.withdrawDailyCount} withdrawals a day`,
          );
        const balance = (await balanceOf(tx, m.memberId)) ?? 0;
        if (amountCents > balance)
          return refused(400, WITHDRAW_CODES.insufficientFunds, 'The amount is more than the balance');
        const turnover = await memberTurnover(tx, m.memberId, settings.turnoverPercent);
        const allowed = await withdrawable(tx, m.memberId, balance, turnover, this.now());
        if (amountCents > allowed)
          return refused(
            400,
            WITHDRAW_CODES.turnoverUnmet,
            allowed > 0
              ? `At most ${allowed} cents: the rest waits for its turnover`
              : `Wager ${turnover.remainingCents} cents more before withdrawing`,
          );
        const [order] = await tx
          .insert(withdrawalOrders)
          .values({
            merchantCode: m.merchantCode,
            memberId: m.memberId,
            payoutAccountId: account.id,
            amountCents,
            payoutKind: account.kind,
            payoutProvider: account.provider,
            payoutHolderName: account.holderName,
            payoutAccountNumber: account.accountNumber,
          })
          .returning();
        if (!order) throw new Error('withdrawal insert returned nothing');
        const held = await debit(tx, {
          memberId: m.memberId,
          amountCents,
          reason: 'withdraw.hold',
          reference: ledgerRef.withdrawHold(order.id),
        });
        // A bet between the balance read and here spent it: roll the order back with the refusal.
        if (!held.ok)
          throw new Refused(
            refused(400, WITHDRAW_CODES.insufficientFunds, 'The amount is more than the balance'),
          );
        // A new order's hold cannot have moved before it: a replay would leave the order unheld.
        if (held.replayed) throw new Error(`withdrawal ${order.id}: its hold reference was used already`);
        return done(toOrder(order));
      });
    } catch (err) {
      if (err instanceof Refused) return err.refusal;
      if (isUniqueViolation(err))
        return refused(409, WITHDRAW_CODES.pendingExists, 'A withdrawal is already pending');
      throw err;
    }
  }

  async get(m: Member, id: number) {
    const [row] = await this.db
      .select()
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.id, id), eq(withdrawalOrders.memberId, m.memberId)));
    return row ? done(toOrder(row)) : refused(404, WITHDRAW_CODES.orderUnknown, 'No such withdrawal');
  }

  async list(m: Member, q: v.InferOutput<typeof WithdrawalsQuerySchema>) {
    const where = and(
      eq(withdrawalOrders.memberId, m.memberId),
      q.from ? gte(withdrawalOrders.createdAt, new Date(q.from)) : undefined,
      q.to ? lt(withdrawalOrders.createdAt, new Date(q.to)) : undefined,
      q.status ? eq(withdrawalOrders.status, q.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(withdrawalOrders)
        .where(where)
        .orderBy(desc(withdrawalOrders.createdAt), desc(withdrawalOrders.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db.select({ n: count() }).from(withdrawalOrders).where(where),
    ]);
    return { list: rows.map(toOrder), pageNo: q.pageNo, pageSize: q.pageSize, total: total?.n ?? 0 };
  }

  // --- Operators --------------------------------------------------------------------------------

  private toOps = (o: OrderRow, account: string) => ({
    ...toOrder(o),
    memberId: o.memberId,
    account,
    accountNumber: o.payoutAccountNumber,
    payoutAccountId: o.payoutAccountId,
    decidedBy: o.decidedBy,
  });

  async queue(merchantCode: string, q: v.InferOutput<typeof WithdrawQueueQuerySchema>) {
    const where = and(eq(withdrawalOrders.merchantCode, merchantCode), eq(withdrawalOrders.status, q.status));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ order: withdrawalOrders, account: members.account })
        .from(withdrawalOrders)
        .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
        .where(where)
        .orderBy(asc(withdrawalOrders.createdAt), asc(withdrawalOrders.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db.select({ n: count() }).from(withdrawalOrders).where(where),
    ]);
    return {
      list: rows.map((r) => this.toOps(r.order, r.account)),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: total?.n ?? 0,
    };
  }

  private async lock(tx: DbOrTx, where: SQL | undefined) {
    const [order] = await tx.select().from(withdrawalOrders).where(where).for('update');
    return order;
  }

  /**
   * An operator's decision on a pending withdrawal: approve (paid out of band; nothing moves) or reject
   * with the reason the member sees (the hold is refunded). Locks the order first: one decision applies.
   */
  async decide(merchantCode: string, id: number, actor: string, decision: Decision) {
    return this.db.transaction(async (tx) => {
      const order = await this.lock(
        tx,
        and(eq(withdrawalOrders.id, id), eq(withdrawalOrders.merchantCode, merchantCode)),
      );
      if (!order) return refused(404, WITHDRAW_CODES.orderUnknown, 'No such withdrawal');
      if (order.status !== 'pending')
        return refused(409, WITHDRAW_CODES.orderClosed, `Withdrawal ${order.id} is ${order.status}`);
      if (!decision.approve) {
        const moved = await credit(tx, {
          memberId: order.memberId,
          amountCents: order.amountCents,
          reason: 'withdraw.refund',
          reference: ledgerRef.withdrawRefund(order.id),
        });
        if (!moved.ok) throw new Error(`withdrawal ${order.id}: refund refused (${moved.reason})`);
      }
      const [updated] = await tx
        .update(withdrawalOrders)
        .set(
          decision.approve
            ? { status: 'approved', decidedAt: sql`now()`, decidedBy: actor }
            : { status: 'rejected', rejectReason: decision.reason, decidedAt: sql`now()`, decidedBy: actor },
        )
        .where(eq(withdrawalOrders.id, order.id))
        .returning();
      if (!updated) throw new Error('withdrawal update returned nothing');
      await audit(
        tx,
        actor,
        decision.approve ? 'withdraw.approve' : 'withdraw.reject',
        `withdraw:${order.id}`,
        {
          memberId: order.memberId,
          amountCents: order.amountCents,
          ...(decision.approve ? {} : { reason: decision.reason }),
        },
      );
      const [member] = await tx
        .select({ account: members.account })
        .from(members)
        .where(eq(members.id, order.memberId));
      return done(this.toOps(updated, member?.account ?? ''));
    });
  }
}
