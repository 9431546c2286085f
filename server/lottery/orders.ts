// Lottery orders and settlement. Money moves only through the wallet ledger, each movement
// with an idempotent reference: `lottery:order:<orderId>` (the debit), `lottery:refund:<subId>` (a
// cancel), `lottery:payout:<subId>` (a win), `lottery:void:<orderId>` (a legacy debit that landed after
// its order was given up). State changes are conditional UPDATEs (`WHERE status = …`), so two settlers, a
// settler and a cancel, or a re-run after a crash each change a row once; the ledger's references make
// the money follow exactly once.
//
// An order is one transaction. It locks its draw row `FOR SHARE` (orders do not wait for each
// other; the scheduler's `UPDATE … SET status = 'drawn'` and an operator's close wait for every order in
// flight), checks the draw is open inside the lock, writes the order `placed` with its sub-orders `open`,
// raises the draw's liability per selection under the lottery's cap, and debits the wallet (a savepoint
// of the same transaction). Anything refused rolls it all back: an order either lands on an open draw,
// paid, before that draw is drawn (so its settlement sees it), or leaves nothing behind.
// Locks are taken in one order everywhere (draw, liability rows by selection key, wallet), so two orders,
// or an order and a cancel, never wait on each other in a cycle. Inside a transaction only `tx` is used:
// on PostgreSQL a second pool connection wanted by a transaction holding locks can starve the pool.
//
// Databases from before migration 0008 may hold `pending_payment` orders (written before their debit, `pending`
// sub-orders): settlement of their draw resolves them from the ledger (debit found → placed and settled;
// none → failed), and refunds a debit that lands after it was failed. New orders never use that state.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { LOTTERY_CODES } from '../../src/shared/errors/game.ts';
import {
  type LotteryGame,
  maxPayoutCents,
  payoutCents,
  pickError,
  selectionKey,
} from '../../src/shared/lottery-rules.ts';
import type { Order, PlaceOrder } from '../../src/shared/schemas/lottery.ts';
import {
  lotteries,
  lotteryDraws,
  lotteryLiabilities,
  lotteryOrders,
  lotterySubOrders,
} from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { guardBet } from '../protection/bet-guard.ts';
import { credit, debit, findEntry, type MoveResult } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';
import type { DrawStore } from './draws.ts';

type DrawRow = typeof lotteryDraws.$inferSelect;
type OrderRow = typeof lotteryOrders.$inferSelect;

/** A refused request: HTTP status, machine code and a short message. */
export class LotteryError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The order would take `selection` past the lottery's per-draw liability cap. */
const liabilityError = (selection: string) =>
  new LotteryError(
    409,
    LOTTERY_CODES.liabilityExceeded,
    `Selection ${selection} has reached its limit for this draw`,
  );

/** A credit the books owe: one that did not happen (no wallet) stops the work instead of being ignored. */
function mustMove(moved: MoveResult): void {
  if (!moved.ok) throw new Error(`ledger movement refused: ${moved.reason}`);
}

export interface SettleReport {
  won: number;
  lost: number;
}

/** Open for orders and cancels at `now`: not drawn, and its close time still ahead. */
const openAt = (draw: DrawRow | undefined, now: number): draw is DrawRow =>
  draw?.status === 'open' && draw.closeAt.getTime() > now;

/**
 * The order's top prizes per selection (its own sub-orders on one selection added up), in key order: the
 * order liability rows are locked in, the same for every order.
 */
function liabilitiesOf(game: LotteryGame, bets: PlaceOrder['bets']): [string, number][] {
  const sums = new Map<string, number>();
  for (const b of bets) {
    const key = selectionKey(game, b.betType, b.numbers);
    sums.set(key, (sums.get(key) ?? 0) + maxPayoutCents(game, b.betType, b.amountCents));
  }
  return [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The draw row, locked FOR SHARE until the transaction ends (the draw cannot change meanwhile). */
async function lockDraw(tx: DbOrTx, drawId: number): Promise<DrawRow | undefined> {
  const [row] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId)).for('share');
  return row;
}

export class OrderBook {
  constructor(
    private readonly db: Db,
    private readonly draws: DrawStore,
  ) {}

  async place(memberId: number, input: PlaceOrder, now: number): Promise<Order> {
    const lottery = await this.draws.lottery(input.lotteryCode);
    if (!lottery?.enabled) throw new LotteryError(404, LOTTERY_CODES.unknown, 'Unknown lottery');
    for (const [i, bet] of input.bets.entries()) {
      const problem = pickError(lottery.game, bet.betType, bet.numbers);
      if (problem) throw new LotteryError(400, LOTTERY_CODES.betInvalid, `bets.${i}.${problem}`);
    }
    const current = await this.draws.current(lottery.code, now);
    if (!current) throw new LotteryError(409, LOTTERY_CODES.noDraw, 'No open issue');
    if (input.issue && input.issue !== current.issue) {
      throw new LotteryError(409, LOTTERY_CODES.closed, `Issue ${input.issue} is closed`);
    }
    const totalCents = input.bets.reduce((sum, b) => sum + b.amountCents, 0);
    const cap = lottery.maxLiabilityCents;
    const liabilities = liabilitiesOf(lottery.game, input.bets);
    const tooBig = liabilities.find(([, cents]) => cents > cap);
    if (tooBig) throw liabilityError(tooBig[0]);

    // Every refusal below throws inside the callback: the transaction rolls back, nothing is written.
    const orderId = await this.db.transaction(async (tx) => {
      const draw = await lockDraw(tx, current.id);
      if (!openAt(draw, now)) {
        throw new LotteryError(409, LOTTERY_CODES.closed, `Issue ${current.issue} is closed`);
      }
      const [order] = await tx
        .insert(lotteryOrders)
        .values({
          memberId,
          drawId: draw.id,
          lotteryCode: lottery.code,
          totalCents,
          status: 'placed',
          createdAt: new Date(now),
        })
        .returning({ id: lotteryOrders.id });
      if (!order) throw new Error('order insert returned nothing');
      await tx.insert(lotterySubOrders).values(
        input.bets.map((b) => ({
          orderId: order.id,
          drawId: draw.id,
          memberId,
          betType: b.betType,
          numbers: b.numbers,
          amountCents: b.amountCents,
          status: 'open' as const,
        })),
      );
      for (const [selection, cents] of liabilities) {
        // One statement: concurrent orders on a selection queue on its row, each re-checking the sum.
        const raised = await tx
          .insert(lotteryLiabilities)
          .values({ drawId: draw.id, selection, payoutCents: cents })
          .onConflictDoUpdate({
            target: [lotteryLiabilities.drawId, lotteryLiabilities.selection],
            set: { payoutCents: sql`${lotteryLiabilities.payoutCents} + excluded.payout_cents` },
            setWhere: sql`${lotteryLiabilities.payoutCents} + excluded.payout_cents <= ${cap}`,
          })
          .returning({ payoutCents: lotteryLiabilities.payoutCents });
        if (!raised.length) throw liabilityError(selection);
      }
      // Player protection (loss limit, …): checked with the member's wallet locked; refusing rolls back the order.
      const guard = await guardBet(tx, memberId, totalCents, now);
      if (guard) throw new LotteryError(guard.status, guard.code, guard.message);
      const paid = await debit(tx, {
        memberId,
        amountCents: totalCents,
        reason: 'lottery.order',
        reference: ledgerRef.lotteryOrder(order.id),
      });
      if (!paid.ok) throw new LotteryError(409, LOTTERY_CODES.fundsInsufficient, 'Insufficient funds');
      return order.id;
    });

    const order = await this.get(memberId, orderId);
    if (!order) throw new Error('placed order vanished');
    return order;
  }

  /** Legacy pending_payment → placed, its sub-orders pending → open; false when no longer pending. */
  private markPlaced(orderId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(lotteryOrders)
        .set({ status: 'placed' })
        .where(and(eq(lotteryOrders.id, orderId), eq(lotteryOrders.status, 'pending_payment')))
        .returning({ id: lotteryOrders.id });
      if (!done.length) return false;
      await tx
        .update(lotterySubOrders)
        .set({ status: 'open' })
        .where(and(eq(lotterySubOrders.orderId, orderId), eq(lotterySubOrders.status, 'pending')));
      return true;
    });
  }

  private async markFailed(orderId: number): Promise<boolean> {
    const done = await this.db
      .update(lotteryOrders)
      .set({ status: 'failed' })
      .where(and(eq(lotteryOrders.id, orderId), eq(lotteryOrders.status, 'pending_payment')))
      .returning({ id: lotteryOrders.id });
    return done.length > 0;
  }

  /** The member's orders, newest first (failed payments are left out: nothing was bought). */
  async page(memberId: number, pageNo: number, pageSize: number, lotteryCode?: string) {
    const where = and(
      eq(lotteryOrders.memberId, memberId),
      inArray(lotteryOrders.status, ['placed', 'pending_payment']),
      lotteryCode ? eq(lotteryOrders.lotteryCode, lotteryCode) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ order: lotteryOrders, draw: lotteryDraws })
        .from(lotteryOrders)
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryOrders.drawId))
        .where(where)
        .orderBy(desc(lotteryOrders.createdAt), desc(lotteryOrders.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(lotteryOrders).where(where),
    ]);
    return { list: await this.withSubOrders(rows), pageNo, pageSize, total: total?.n ?? 0 };
  }

  async get(memberId: number, orderId: number): Promise<Order | undefined> {
    const rows = await this.db
      .select({ order: lotteryOrders, draw: lotteryDraws })
      .from(lotteryOrders)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryOrders.drawId))
      .where(and(eq(lotteryOrders.id, orderId), eq(lotteryOrders.memberId, memberId)));
    const [order] = await this.withSubOrders(rows);
    return order;
  }

  private async withSubOrders(rows: { order: OrderRow; draw: DrawRow }[]): Promise<Order[]> {
    if (!rows.length) return [];
    const subs = await this.db
      .select()
      .from(lotterySubOrders)
      .where(
        inArray(
          lotterySubOrders.orderId,
          rows.map((r) => r.order.id),
        ),
      )
      .orderBy(lotterySubOrders.id);
    return rows.map(({ order, draw }) => ({
      id: order.id,
      lotteryCode: order.lotteryCode,
      drawId: draw.id,
      issue: draw.issue,
      status: order.status,
      totalCents: order.totalCents,
      createdAt: order.createdAt.toISOString(),
      drawStatus: draw.status,
      closeAt: draw.closeAt.toISOString(),
      result: draw.status === 'open' ? null : draw.result,
      subOrders: subs
        .filter((s) => s.orderId === order.id)
        .map((s) => ({
          id: s.id,
          betType: s.betType,
          numbers: s.numbers,
          amountCents: s.amountCents,
          status: s.status,
          payoutCents: s.payoutCents,
        })),
    }));
  }

  /**
   * Cancels one open sub-order while its issue is open: in one transaction, with the draw locked, the
   * sub-order becomes cancelled, its selection's liability goes down and its stake is refunded. A second
   * call replays the refund (idempotent reference) and answers the order.
   */
  async cancel(memberId: number, orderId: number, subId: number, now: number): Promise<Order> {
    await this.db.transaction(async (tx) => {
      const mine = and(
        eq(lotterySubOrders.id, subId),
        eq(lotterySubOrders.orderId, orderId),
        eq(lotterySubOrders.memberId, memberId),
      );
      const [sub] = await tx.select().from(lotterySubOrders).where(mine);
      if (!sub) throw new LotteryError(404, LOTTERY_CODES.orderUnknown, 'Unknown order');
      const draw = await lockDraw(tx, sub.drawId);
      const [cancelled] =
        sub.status === 'open' && openAt(draw, now)
          ? await tx
              .update(lotterySubOrders)
              .set({ status: 'cancelled', settledAt: new Date(now) })
              .where(and(mine, eq(lotterySubOrders.status, 'open')))
              .returning()
          : [];
      const status = cancelled?.status ?? (await tx.select().from(lotterySubOrders).where(mine))[0]?.status;
      if (status === 'open') throw new LotteryError(409, LOTTERY_CODES.closed, 'The issue is closed');
      if (status !== 'cancelled') {
        throw new LotteryError(409, LOTTERY_CODES.subOrderSettled, `Already ${status}`);
      }
      if (cancelled && draw) {
        const [lottery] = await tx
          .select({ game: lotteries.game })
          .from(lotteries)
          .where(eq(lotteries.code, draw.lotteryCode));
        if (!lottery) throw new Error(`lottery ${draw.lotteryCode} missing`);
        const cents = maxPayoutCents(lottery.game, sub.betType, sub.amountCents);
        // Orders from before migration 0008 raised no liability: never below zero.
        await tx
          .update(lotteryLiabilities)
          .set({ payoutCents: sql`greatest(${lotteryLiabilities.payoutCents} - ${cents}, 0)` })
          .where(
            and(
              eq(lotteryLiabilities.drawId, sub.drawId),
              eq(lotteryLiabilities.selection, selectionKey(lottery.game, sub.betType, sub.numbers)),
            ),
          );
      }
      // The first cancel refunds; a repeated one replays it (also after a legacy crash before the refund).
      mustMove(
        await credit(tx, {
          memberId,
          amountCents: sub.amountCents,
          reason: 'lottery.refund',
          reference: ledgerRef.lotteryRefund(sub.id),
        }),
      );
    });
    const order = await this.get(memberId, orderId);
    if (!order) throw new LotteryError(404, LOTTERY_CODES.orderUnknown, 'Unknown order');
    return order;
  }

  /**
   * Settles a drawn issue; safe to run any number of times, concurrently. 1. pending orders are resolved
   * from the ledger; 2. each open sub-order is claimed won/lost by a conditional UPDATE (one claimer per
   * row); 3. every won, cancelled or voided row gets its credit (idempotent references: a re-run after a
   * crash, or a second settler, replays); 4. the draw is marked settled. A credit that fails throws
   * before step 4: the draw stays drawn and the next run retries it (nothing is silently dropped).
   */
  async settle(draw: DrawRow, game: LotteryGame, now: number): Promise<SettleReport> {
    const result = draw.result;
    if (!result) throw new Error(`draw ${draw.id} has no result`);
    const report: SettleReport = { won: 0, lost: 0 };

    const pending = await this.db
      .select()
      .from(lotteryOrders)
      .where(and(eq(lotteryOrders.drawId, draw.id), eq(lotteryOrders.status, 'pending_payment')));
    for (const order of pending) {
      if (await findEntry(this.db, ledgerRef.lotteryOrder(order.id))) await this.markPlaced(order.id);
      else await this.markFailed(order.id);
    }

    const open = await this.db
      .select()
      .from(lotterySubOrders)
      .where(and(eq(lotterySubOrders.drawId, draw.id), eq(lotterySubOrders.status, 'open')));
    for (const sub of open) {
      const payout = payoutCents(game, sub.betType, sub.numbers, result, sub.amountCents);
      const claimed = await this.db
        .update(lotterySubOrders)
        .set({ status: payout > 0 ? 'won' : 'lost', payoutCents: payout, settledAt: new Date(now) })
        .where(and(eq(lotterySubOrders.id, sub.id), eq(lotterySubOrders.status, 'open')))
        .returning({ id: lotterySubOrders.id });
      if (claimed.length) report[payout > 0 ? 'won' : 'lost']++;
    }

    const owed = await this.db
      .select()
      .from(lotterySubOrders)
      .where(
        and(eq(lotterySubOrders.drawId, draw.id), inArray(lotterySubOrders.status, ['won', 'cancelled'])),
      );
    for (const sub of owed) {
      const won = sub.status === 'won';
      mustMove(
        await credit(this.db, {
          memberId: sub.memberId,
          amountCents: won ? sub.payoutCents : sub.amountCents,
          reason: won ? 'lottery.payout' : 'lottery.refund',
          reference: won ? ledgerRef.lotteryPayout(sub.id) : ledgerRef.lotteryRefund(sub.id),
        }),
      );
    }
    const failed = await this.db
      .select()
      .from(lotteryOrders)
      .where(and(eq(lotteryOrders.drawId, draw.id), eq(lotteryOrders.status, 'failed')));
    for (const order of failed) {
      if (!(await findEntry(this.db, ledgerRef.lotteryOrder(order.id)))) continue;
      mustMove(
        await credit(this.db, {
          memberId: order.memberId,
          amountCents: order.totalCents,
          reason: 'lottery.void',
          reference: ledgerRef.lotteryVoid(order.id),
        }),
      );
    }

    await this.db
      .update(lotteryDraws)
      .set({ status: 'settled', settledAt: new Date(now) })
      .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, 'drawn')));
    return report;
  }
}
