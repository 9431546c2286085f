import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lotteries,
  lotteryDraws,
  lotteryLiabilities,
  lotteryOrders,
  lotterySubOrders,
  walletLedger,
  wallets,
} from '../../../server/db/schema.ts';
import { balanceOf, debit } from '../../../server/wallet/ledger.ts';
import { LOTTERY_CODES } from '../../../src/shared/errors/game.ts';
import { maxPayoutCents, selectionKey } from '../../../src/shared/lottery-rules.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { type Bet, LotteryListSchema, type Order, OrderSchema } from '../../../src/shared/schemas/lottery.ts';
import { type AuthClient, authClient } from '../support/auth-client.ts';
import { createHarness, databases, failure, type Harness, memberIdOf, okValue } from '../support/harness.ts';
import { adjustBalance, closeReconciled } from '../support/ledger-assert.ts';

// Lottery orders are exact under races. An order locks its draw and is paid in the same
// transaction, so it either lands on an open draw that then settles it, or leaves nothing behind; a
// per-draw liability cap bounds what one selection can win, also under concurrent orders.
const PK10 = 'SWERTE-PK10';
const LOTTO = 'SWERTE-LOTTO';
const INTERVALS: Record<string, number> = { [PK10]: 120_000, [LOTTO]: 300_000 };

/** Requests run inside `held.run(gate, …)` wait for `gate` right after reading the current draw. */
const held = new AsyncLocalStorage<Promise<void> | undefined>();

describe.each(databases)('lottery races on $kind', ({ kind }) => {
  let h: Harness;
  let client: AuthClient;
  let token: string;
  let memberId: number;
  const db = () => h.database.db;
  const balance = async () => (await balanceOf(db(), memberId)) ?? -1;
  const place = (body: unknown) => client.json('POST', PATHS.lotteryOrders, body, token);
  const cancel = (orderId: number, subId: number) =>
    client.json('POST', `${PATHS.lotteryOrders}/${orderId}/suborders/${subId}/cancel`, {}, token);
  const getOrder = async (id: number) =>
    okValue(await client.get(`${PATHS.lotteryOrders}/${id}`, token), OrderSchema);

  /** Moves the clock just past the start of `code`'s next slot and creates its issues: a full slot ahead. */
  async function freshSlot(code: string) {
    const interval = INTERVALS[code] ?? 0;
    h.advance(interval - (h.services.now() % interval) + 1_000);
    await h.services.lottery.runDue(h.services.now());
    const [lottery] = await okValue(await client.get(`${PATHS.lotteries}?code=${code}`), LotteryListSchema);
    if (!lottery?.nextDraw) throw new Error(`${code} has no open issue`);
    return lottery.nextDraw;
  }

  const setCap = (code: string, cents: number) =>
    db().update(lotteries).set({ maxLiabilityCents: cents }).where(eq(lotteries.code, code));
  const liability = async (drawId: number, selection: string) => {
    const [row] = await db()
      .select()
      .from(lotteryLiabilities)
      .where(and(eq(lotteryLiabilities.drawId, drawId), eq(lotteryLiabilities.selection, selection)));
    return row?.payoutCents;
  };
  const orderDebits = async () =>
    db()
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, memberId), like(walletLedger.reference, 'lottery:order:%')));
  const orderRows = (drawId: number) =>
    db()
      .select()
      .from(lotteryOrders)
      .where(and(eq(lotteryOrders.memberId, memberId), eq(lotteryOrders.drawId, drawId)));

  beforeAll(async () => {
    h = await createHarness(kind);
    client = authClient(h);
    token = await client.passwordLogin('demo', 'Demo1234');
    memberId = await memberIdOf(h, 'demo');
    await adjustBalance(db(), memberId, 50_000_000);
    const draws = h.services.lottery.draws;
    const current = draws.current.bind(draws);
    draws.current = async (code, now) => {
      const row = await current(code, now);
      await held.getStore();
      return row;
    };
  });
  afterAll(() => closeReconciled(h));

  it('60 orders racing the close, draw and settlement: each lands, is paid and settles, or leaves nothing', async () => {
    for (let round = 0; round < 3; round++) {
      const draw = await freshSlot(PK10);
      const before = await balance();
      const debitsBefore = (await orderDebits()).length;
      const bodies = Array.from({ length: 60 }, (_, i) => ({
        lotteryCode: PK10,
        issue: draw.issue,
        bets: [
          { betType: 'champion', numbers: [(i % 10) + 1], amountCents: 100 + i },
          { betType: 'top2', numbers: [(i % 10) + 1, ((i + 3) % 10) + 1], amountCents: 200 },
        ] satisfies Bet[],
      }));
      // 10 orders go at once; when 5 are through the operator's draw-now (close, draw, settle) starts,
      // and orders keep coming one per turn of the event loop while it runs, then the rest after it.
      // Every 6th order is held between reading the open draw and going on until draw-now has finished:
      // the worst interleaving (it read "open", the draw was then closed, drawn and settled), every round.
      let answered = 0;
      let fired = 0;
      let drawn = false;
      let drawNow: Promise<unknown> | undefined;
      let finished: () => void = () => {};
      const drawFinished = new Promise<void>((resolve) => {
        finished = resolve;
      });
      let release: () => void = () => {};
      const started = new Promise<void>((resolve) => {
        release = resolve;
      });
      const pending: Promise<Response>[] = [];
      const fire = () => {
        const i = fired++;
        const sent = Promise.resolve(
          held.run(i % 6 === 0 ? drawFinished : undefined, () => place(bodies[i])),
        );
        pending.push(
          sent.then((res) => {
            if (++answered === 5) {
              drawNow = h.services.lottery.drawNow(PK10, h.services.now()).finally(() => {
                drawn = true;
                finished();
              });
              release();
            }
            return res;
          }),
        );
      };
      while (fired < 10) fire();
      await started;
      while (fired < 50 && !drawn) {
        fire();
        await new Promise((resolve) => setImmediate(resolve));
      }
      await drawNow;
      while (fired < bodies.length) fire();
      const responses = await Promise.all(pending);

      const placed: Order[] = [];
      for (const res of responses) {
        if (res.status === 200) placed.push(await okValue(res, OrderSchema));
        else expect(await failure(res)).toMatchObject({ status: 409, code: LOTTERY_CODES.closed });
      }
      expect(placed.length).toBeGreaterThanOrEqual(4);
      expect(placed.length).toBeLessThanOrEqual(50);

      // Every placed order is on the drawn issue, settled: its sub-orders won or lost.
      const settled = await Promise.all(placed.map((o) => getOrder(o.id)));
      let payouts = 0;
      for (const o of settled) {
        expect(o).toMatchObject({ drawId: draw.id, status: 'placed', drawStatus: 'settled' });
        for (const s of o.subOrders) {
          expect(['won', 'lost']).toContain(s.status);
          payouts += s.payoutCents;
        }
      }
      // The database holds exactly the answered orders: refused ones wrote nothing, and no sub-order
      // sits open on a drawn or settled issue.
      const rows = await orderRows(draw.id);
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
        placed.map((o) => o.id).sort((a, b) => a - b),
      );
      const stranded = await db()
        .select({ id: lotterySubOrders.id })
        .from(lotterySubOrders)
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotterySubOrders.drawId))
        .where(
          and(
            inArray(lotterySubOrders.status, ['open', 'pending']),
            inArray(lotteryDraws.status, ['drawn', 'settled']),
          ),
        );
      expect(stranded).toEqual([]);
      // Money: one debit per placed order, none for the refused; balance = before − stakes + payouts.
      const stakes = placed.reduce((sum, o) => sum + o.totalCents, 0);
      const debits = await orderDebits();
      expect(debits).toHaveLength(debitsBefore + placed.length);
      const paid = new Map(debits.map((d) => [d.reference, d.amountCents]));
      for (const o of placed) expect(paid.get(`lottery:order:${o.id}`)).toBe(-o.totalCents);
      expect(await balance()).toBe(before - stakes + payouts);
    }
  });

  // PostgreSQL only: PGlite runs one transaction at a time, so an order cannot be caught half-way there.
  if (kind === 'postgres')
    it('a draw waits for an order caught inside its transaction, then settles it (the draw row lock)', async () => {
      const draw = await freshSlot(PK10);
      const before = await balance();
      // Another transaction holds the member's wallet row: the order stops at its debit, after it has
      // locked the draw and written its rows.
      let unlock: () => void = () => {};
      const unlocked = new Promise<void>((resolve) => {
        unlock = resolve;
      });
      let walletHeld: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        walletHeld = resolve;
      });
      const blocker = db().transaction(async (tx) => {
        await tx.select().from(wallets).where(eq(wallets.memberId, memberId)).for('update');
        walletHeld();
        await unlocked;
      });
      await held;
      const waiting = async (n: number) => {
        for (let i = 0; i < 200; i++) {
          const res = (await db().execute(
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] };
          if ((res.rows[0]?.n ?? 0) >= n) return;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        throw new Error(`fewer than ${n} sessions waiting on a lock`);
      };
      const order = place({
        lotteryCode: PK10,
        issue: draw.issue,
        bets: [{ betType: 'champion', numbers: [5], amountCents: 300 }],
      });
      let drawDone = false;
      let drawNow: Promise<unknown> | undefined;
      try {
        await waiting(1);
        drawNow = h.services.lottery.drawNow(PK10, h.services.now()).finally(() => {
          drawDone = true;
        });
        // The close (an UPDATE of the draw row) queues behind the order's FOR SHARE lock.
        await waiting(2);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(drawDone).toBe(false);
      } finally {
        unlock();
        await blocker;
      }
      const placed = await okValue(await order, OrderSchema);
      await drawNow;
      const settled = await getOrder(placed.id);
      expect(settled.drawStatus).toBe('settled');
      const [sub] = settled.subOrders;
      expect(['won', 'lost']).toContain(sub?.status);
      expect(await balance()).toBe(before - 300 + (sub?.payoutCents ?? 0));
    });

  it('an order past the cap is refused with its code and moves nothing; its other selections roll back', async () => {
    const draw = await freshSlot(PK10);
    await setCap(PK10, 100_000); // ₱1,000 of top prize per selection
    try {
      const before = await balance();
      // 9.5 × ₱110 = ₱1,045: over the cap on its own.
      const alone = await place({
        lotteryCode: PK10,
        bets: [{ betType: 'champion', numbers: [3], amountCents: 11_000 }],
      });
      expect(await failure(alone)).toMatchObject({ status: 409, code: LOTTERY_CODES.liabilityExceeded });
      // Two sub-orders on one selection count together: 2 × 9.5 × ₱60 = ₱1,140.
      const twice = await place({
        lotteryCode: PK10,
        bets: [
          { betType: 'champion', numbers: [3], amountCents: 6_000 },
          { betType: 'champion', numbers: [3], amountCents: 6_000 },
        ],
      });
      expect((await failure(twice)).code).toBe(LOTTERY_CODES.liabilityExceeded);
      expect(await balance()).toBe(before);
      expect(await orderRows(draw.id)).toEqual([]);
      expect(await liability(draw.id, selectionKey('pk10', 'champion', [3]))).toBeUndefined();

      // champion 4 fills up to ₱950; an order on champion 2 (fits) and champion 4 (does not) is refused
      // whole: champion 2's liability, the order rows and the debit all roll back.
      await okValue(
        await place({
          lotteryCode: PK10,
          bets: [{ betType: 'champion', numbers: [4], amountCents: 10_000 }],
        }),
        OrderSchema,
      );
      const afterFirst = await balance();
      const mixed = await place({
        lotteryCode: PK10,
        bets: [
          { betType: 'champion', numbers: [2], amountCents: 1_000 },
          { betType: 'champion', numbers: [4], amountCents: 1_000 },
        ],
      });
      expect((await failure(mixed)).code).toBe(LOTTERY_CODES.liabilityExceeded);
      expect(await balance()).toBe(afterFirst);
      expect(await liability(draw.id, selectionKey('pk10', 'champion', [2]))).toBeUndefined();
      expect(await liability(draw.id, selectionKey('pk10', 'champion', [4]))).toBe(95_000);
      expect(await orderRows(draw.id)).toHaveLength(1);
    } finally {
      await setCap(PK10, 100_000_000);
    }
  });

  it('40 concurrent orders on one selection: exactly the k that fit are placed; cancel lowers it', async () => {
    const draw = await freshSlot(PK10);
    const stake = 1_000;
    const top = maxPayoutCents('pk10', 'champion', stake); // 9,500
    const k = 7;
    await setCap(PK10, k * top + top / 2);
    try {
      const before = await balance();
      const body = { lotteryCode: PK10, bets: [{ betType: 'champion', numbers: [7], amountCents: stake }] };
      const responses = await Promise.all(Array.from({ length: 40 }, () => place(body)));
      const placed: Order[] = [];
      for (const res of responses) {
        if (res.status === 200) placed.push(await okValue(res, OrderSchema));
        else expect(await failure(res)).toMatchObject({ status: 409, code: LOTTERY_CODES.liabilityExceeded });
      }
      const selection = selectionKey('pk10', 'champion', [7]);
      expect(placed).toHaveLength(k);
      expect(await liability(draw.id, selection)).toBe(k * top);
      expect(await balance()).toBe(before - k * stake);
      expect(await orderRows(draw.id)).toHaveLength(k);

      // A cancel gives the room back (and the stake), once: one more order fits, then no more.
      const [first] = placed;
      const sub = first?.subOrders[0];
      if (!first || !sub) throw new Error('no placed order');
      await Promise.all([cancel(first.id, sub.id), cancel(first.id, sub.id)]);
      expect(await liability(draw.id, selection)).toBe((k - 1) * top);
      expect(await balance()).toBe(before - (k - 1) * stake);
      await okValue(await place(body), OrderSchema);
      expect((await failure(await place(body))).code).toBe(LOTTERY_CODES.liabilityExceeded);
      expect(await liability(draw.id, selection)).toBe(k * top);
      expect(await balance()).toBe(before - k * stake);
    } finally {
      await setCap(PK10, 100_000_000);
    }
  });

  it('insufficient funds roll the whole order back: no order, no liability', async () => {
    const draw = await freshSlot(PK10);
    const before = await balance();
    await adjustBalance(db(), memberId, 500);
    try {
      const res = await place({
        lotteryCode: PK10,
        bets: [{ betType: 'top2', numbers: [9, 10], amountCents: 600 }],
      });
      expect(await failure(res)).toMatchObject({ status: 409, code: LOTTERY_CODES.fundsInsufficient });
      expect(await balance()).toBe(500);
      expect(await orderRows(draw.id)).toEqual([]);
      expect(await liability(draw.id, selectionKey('pk10', 'top2', [9, 10]))).toBeUndefined();
    } finally {
      await adjustBalance(db(), memberId, before);
    }
  });

  it('legacy pending_payment orders (written before migration 0008) are still resolved by settlement', async () => {
    const draw = await freshSlot(PK10);
    const before = await balance();
    const legacy = async (paid: boolean) => {
      const [order] = await db()
        .insert(lotteryOrders)
        .values({
          memberId,
          drawId: draw.id,
          lotteryCode: PK10,
          totalCents: 500,
          status: 'pending_payment',
          createdAt: new Date(h.services.now()),
        })
        .returning();
      if (!order) throw new Error('insert failed');
      await db()
        .insert(lotterySubOrders)
        .values({
          orderId: order.id,
          drawId: draw.id,
          memberId,
          betType: 'champion',
          numbers: [1],
          amountCents: 500,
          status: 'pending',
        });
      if (paid) {
        const moved = await debit(db(), {
          memberId,
          amountCents: 500,
          reason: 'lottery.order',
          reference: `lottery:order:${order.id}`,
        });
        expect(moved.ok).toBe(true);
      }
      return order.id;
    };
    const paidId = await legacy(true);
    const unpaidId = await legacy(false);
    await h.services.lottery.drawNow(PK10, h.services.now());
    const rows = await db()
      .select()
      .from(lotteryOrders)
      .where(inArray(lotteryOrders.id, [paidId, unpaidId]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [paidId]: 'placed',
      [unpaidId]: 'failed',
    });
    const settled = await getOrder(paidId);
    const [sub] = settled.subOrders;
    expect(['won', 'lost']).toContain(sub?.status);
    expect(await balance()).toBe(before - 500 + (sub?.payoutCents ?? 0));
    // The failed order's sub-order stays `pending` (it bought nothing); afterAll's ledger check knows.
  });

  it('lotto 6/45 "six" pays the re-priced table: 8×, 200×, 5,000×, 100,000× the stake', async () => {
    const draw = await freshSlot(LOTTO);
    const stake = 200;
    const picks = [
      [1, 2, 40, 41, 42, 43], // 2 matches: lost
      [1, 2, 3, 41, 42, 43], // 3
      [1, 2, 3, 4, 42, 43], // 4
      [1, 2, 3, 4, 5, 43], // 5
      [6, 5, 4, 3, 2, 1], // 6
    ];
    const placed = await okValue(
      await place({
        lotteryCode: LOTTO,
        issue: draw.issue,
        bets: picks.map((numbers) => ({ betType: 'six', numbers, amountCents: stake })),
      }),
      OrderSchema,
    );
    const before = await balance();
    // The draw's result is forced to 1-6 (its seed would pick another), then it is settled as usual.
    await h.services.lottery.draws.closeNow(LOTTO, h.services.now());
    await db()
      .update(lotteryDraws)
      .set({ status: 'drawn', result: [1, 2, 3, 4, 5, 6], drawnAt: sql`now()` })
      .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, 'open')));
    await h.services.lottery.settleDrawn(h.services.now());

    const settled = await getOrder(placed.id);
    expect(settled.drawStatus).toBe('settled');
    expect(settled.subOrders.map((s) => [s.status, s.payoutCents])).toEqual([
      ['lost', 0],
      ['won', stake * 8],
      ['won', stake * 200],
      ['won', stake * 5_000],
      ['won', stake * 100_000],
    ]);
    expect(await balance()).toBe(before + stake * (8 + 200 + 5_000 + 100_000));
  });
});
