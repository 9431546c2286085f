// The lottery's services, one object in `Services`: draws, orders, and the scheduler's work.

import type { Db } from '../db/types.ts';
import type { SeedSeal } from '../lib/seed-seal.ts';
import { DrawStore } from './draws.ts';
import { OrderBook, type SettleReport } from './orders.ts';

export interface TickReport {
  created: number;
  drawn: number;
  settled: number;
}

export class LotteryService {
  readonly draws: DrawStore;
  readonly orders: OrderBook;

  /** `seal`: seals the seeds of open draws at rest. */
  constructor(db: Db, seal: SeedSeal) {
    this.draws = new DrawStore(db, seal);
    this.orders = new OrderBook(db, this.draws);
  }

  /**
   * One round of the scheduler's work at `now`: create the coming issues, draw the due ones, settle the
   * drawn ones (also those a crash left drawn but unsettled).
   */
  async runDue(now: number): Promise<TickReport> {
    const created = await this.draws.ensureAhead(now);
    let drawn = 0;
    for (const { draw, game } of await this.draws.due(now)) {
      if (await this.draws.draw(draw, game, now)) drawn++;
    }
    const settled = await this.settleDrawn(now);
    return { created, drawn, settled };
  }

  /** Settles every drawn issue; answers how many. */
  async settleDrawn(now: number): Promise<number> {
    const pending = await this.draws.unsettled();
    for (const { draw, game } of pending) await this.orders.settle(draw, game, now);
    return pending.length;
  }

  /** Operator aid: closes and draws the current issue of `code` now, then settles it. */
  async drawNow(code: string, now: number): Promise<{ id: number; settle: SettleReport } | undefined> {
    await this.draws.ensureAhead(now);
    const closed = await this.draws.closeNow(code, now);
    if (!closed) return undefined;
    const found = await this.draws.byId(closed.id);
    if (!found) return undefined;
    await this.draws.draw(found.draw, found.game, now);
    const drawn = await this.draws.byId(closed.id);
    if (drawn?.draw.status !== 'drawn') return { id: closed.id, settle: { won: 0, lost: 0 } };
    return { id: closed.id, settle: await this.orders.settle(drawn.draw, drawn.game, now) };
  }
}
