// Lottery orders and settlement (issue 4). Money moves only through the wallet ledger, each movement
// with an idempotent reference: `lottery:order:<orderId>` (the debit), `lottery:refund:<subId>` (a
// cancel), `lottery:payout:<subId>` (a win), `lottery:void:<orderId>` (a debit that landed after its
// order was given up). State changes are conditional UPDATEs (`WHERE status = …`), so two settlers, a
// settler and a cancel, or a re-run after a crash each change a row once; the ledger's references make
// the money follow exactly once.
//
// An order is written `pending_payment` (sub-orders `pending`) before its debit, then `placed` (`open`).
// A crash in between leaves a pending order: settlement of its draw resolves it from the ledger (debit
// found → placed and settled; none → failed), and refunds a debit that lands after it was failed.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { LOTTERY_CODES } from '../../src/shared/errors.ts';
import { type LotteryGame, payoutCents, pickError } from '../../src/shared/lottery-rules.ts';
import type { Order, PlaceOrder } from '../../src/shared/schemas/lottery.ts';
import type { Db } from '../db/client.ts';
import { lotteryDraws, lotteryOrders, lotterySubOrders } from '../db/schema.ts';
import { credit, debit, findEntry } from '../wallet/ledger.ts';
import type { DrawStore } from './draws.ts';

export const orderRef = (orderId: number) => `lottery:order:${orderId}`;
export const refundRef = (subId: number) => `lottery:refund:${subId}`;
export const payoutRef = (subId: number) => `lottery:payout:${subId}`;
export const voidRef = (orderId: number) => `lottery:void:${orderId}`;

type DrawRow = typeof lotteryDraws.$inferSelect;
type OrderRow = typeof lotteryOrders.$inferSelect;

/** A refused request: HTTP status, machine code and a short message. */
export class LotteryError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface SettleReport {
  won: number;
  lost: number;
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
    const draw = await this.draws.current(lottery.code, now);
    if (!draw) throw new LotteryError(409, LOTTERY_CODES.noDraw, 'No open issue');
    if (input.issue && input.issue !== draw.issue) {
      throw new LotteryError(409, LOTTERY_CODES.closed, `Issue ${input.issue} is closed`);
    }
    const totalCents = input.bets.reduce((sum, b) => sum + b.amountCents, 0);

    const orderId = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .insert(lotteryOrders)
        .values({
          memberId,
          drawId: draw.id,
          lotteryCode: lottery.code,
          totalCents,
          status: 'pending_payment',
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
          status: 'pending' as const,
        })),
      );
      return order.id;
    });

    const paid = await debit(this.db, {
      memberId,
      amountCents: totalCents,
      reason: 'lottery.order',
      reference: orderRef(orderId),
    });
    if (!paid.ok) {
      await this.markFailed(orderId);
      throw new LotteryError(409, LOTTERY_CODES.fundsInsufficient, 'Insufficient funds');
    }
    if (!(await this.markPlaced(orderId))) {
      // Settlement gave the order up (its draw was drawn before our debit landed): give the money back.
      const [row] = await this.db.select().from(lotteryOrders).where(eq(lotteryOrders.id, orderId));
      if (row?.status !== 'placed') {
        await credit(this.db, {
          memberId,
          amountCents: totalCents,
          reason: 'lottery.void',
          reference: voidRef(orderId),
        });
        throw new LotteryError(409, LOTTERY_CODES.closed, `Issue ${draw.issue} is closed`);
      }
    }
    const order = await this.get(memberId, orderId);
    if (!order) throw new Error('placed order vanished');
    return order;
  }

  /** pending_payment → placed, its sub-orders pending → open; false when it was no longer pending. */
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

  /** Cancels one open sub-order while its issue is open; refunds it once (a second call replays). */
  async cancel(memberId: number, orderId: number, subId: number, now: number): Promise<Order> {
    const [cancelled] = await this.db
      .update(lotterySubOrders)
      .set({ status: 'cancelled', settledAt: new Date(now) })
      .where(
        and(
          eq(lotterySubOrders.id, subId),
          eq(lotterySubOrders.orderId, orderId),
          eq(lotterySubOrders.memberId, memberId),
          eq(lotterySubOrders.status, 'open'),
          sql`exists (select 1 from ${lotteryDraws} where ${lotteryDraws.id} = ${lotterySubOrders.drawId}
            and ${lotteryDraws.status} = 'open' and ${lotteryDraws.closeAt} > ${new Date(now).toISOString()})`,
        ),
      )
      .returning();
    const sub =
      cancelled ??
      (
        await this.db
          .select()
          .from(lotterySubOrders)
          .where(
            and(
              eq(lotterySubOrders.id, subId),
              eq(lotterySubOrders.orderId, orderId),
              eq(lotterySubOrders.memberId, memberId),
            ),
          )
      )[0];
    if (!sub) throw new LotteryError(404, LOTTERY_CODES.orderUnknown, 'Unknown order');
    if (sub.status === 'open') throw new LotteryError(409, LOTTERY_CODES.closed, 'The issue is closed');
    if (sub.status !== 'cancelled') {
      throw new LotteryError(409, LOTTERY_CODES.subOrderSettled, `Already ${sub.status}`);
    }
    // First cancel refunds; a repeated one (or one after a crash before the refund) replays it.
    await credit(this.db, {
      memberId,
      amountCents: sub.amountCents,
      reason: 'lottery.refund',
      reference: refundRef(sub.id),
    });
    const order = await this.get(memberId, orderId);
    if (!order) throw new LotteryError(404, LOTTERY_CODES.orderUnknown, 'Unknown order');
    return order;
  }

  /**
   * Settles a drawn issue; safe to run any number of times, concurrently. 1. pending orders are resolved
   * from the ledger; 2. each open sub-order is claimed won/lost by a conditional UPDATE (one claimer per
   * row); 3. every won, cancelled or voided row gets its credit (idempotent references: a re-run after a
   * crash, or a second settler, replays); 4. the draw is marked settled.
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
      if (await findEntry(this.db, orderRef(order.id))) await this.markPlaced(order.id);
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
      await credit(this.db, {
        memberId: sub.memberId,
        amountCents: won ? sub.payoutCents : sub.amountCents,
        reason: won ? 'lottery.payout' : 'lottery.refund',
        reference: won ? payoutRef(sub.id) : refundRef(sub.id),
      });
    }
    const failed = await this.db
      .select()
      .from(lotteryOrders)
      .where(and(eq(lotteryOrders.drawId, draw.id), eq(lotteryOrders.status, 'failed')));
    for (const order of failed) {
      if (!(await findEntry(this.db, orderRef(order.id)))) continue;
      await credit(this.db, {
        memberId: order.memberId,
        amountCents: order.totalCents,
        reason: 'lottery.void',
        reference: voidRef(order.id),
      });
    }

    await this.db
      .update(lotteryDraws)
      .set({ status: 'settled', settledAt: new Date(now) })
      .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, 'drawn')));
    return report;
  }
}
