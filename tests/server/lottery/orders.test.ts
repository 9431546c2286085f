import { and, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryDraws, walletLedger } from '../../../server/db/schema.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { verifySeed } from '../../../src/shared/fair.ts';
import { drawResult } from '../../../src/shared/lottery-rules.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  type Bet,
  DrawDetailSchema,
  LotteryListSchema,
  OrderPageSchema,
  OrderSchema,
  ResultListSchema,
} from '../../../src/shared/schemas/lottery.ts';
import { type AuthClient, authClient } from '../support/auth-client.ts';
import { createHarness, databases, failure, type Harness, memberIdOf, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

// Lottery orders: order → one debit; draw → settled exactly once; cancel while open refunds once.
const PK10 = 'SWERTE-PK10';
const PK10_INTERVAL = 120_000;
const champions = (amountCents = 100): Bet[] =>
  Array.from({ length: 10 }, (_, i) => ({ betType: 'champion', numbers: [i + 1], amountCents }));

describe.each(databases)('lottery orders on $kind', ({ kind }) => {
  let h: Harness;
  let client: AuthClient;
  let token: string;
  let memberId: number;
  const db = () => h.database.db;
  const tick = () => h.services.lottery.runDue(h.services.now());
  const balance = async () => (await balanceOf(db(), memberId)) ?? -1;
  /** `null` sends no token (a visitor). */
  const place = (body: unknown, t: string | null = token) =>
    client.json('POST', PATHS.lotteryOrders, body, t ?? undefined);
  const order = async (bets: Bet[], lotteryCode = PK10) =>
    okValue(await place({ lotteryCode, bets }), OrderSchema);
  const cancel = (orderId: number, subId: number) =>
    client.json('POST', `${PATHS.lotteryOrders}/${orderId}/suborders/${subId}/cancel`, {}, token);
  /** Moves the clock past the current PK10 issue's draw time and runs the scheduler's work. */
  const drawCurrent = async () => {
    // The open issue may be the slot after the current one (when its close time passed): up to 130 s.
    h.advance(PK10_INTERVAL + 11_000);
    return tick();
  };

  beforeAll(async () => {
    h = await createHarness(kind);
    client = authClient(h);
    token = await client.passwordLogin('demo', 'Demo1234');
    memberId = await memberIdOf(h, 'demo');
    await tick();
  });
  afterAll(() => closeReconciled(h));

  it('lists lotteries by prize mode, each with its next draw committed by hash', async () => {
    const lott = await okValue(await client.get(`${PATHS.lotteries}?prizeMode=Lott`), LotteryListSchema);
    expect(lott.map((l) => l.code)).toEqual(['SWERTE-LOTTO']);
    const all = await okValue(await client.get(PATHS.lotteries), LotteryListSchema);
    expect(all.map((l) => l.prizeMode).sort()).toEqual(['Elott', 'Lott', 'ZY']);
    for (const l of all) {
      expect(l.nextDraw?.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(l.nextDraw?.closeAt ?? '')).toBeGreaterThan(h.services.now());
    }
    const bad = await client.get(`${PATHS.lotteries}?prizeMode=Nope`);
    expect((await failure(bad)).code).toBe('request.invalid');
  });

  it('an order is one debit of its total, referenced lottery:order:<id>', async () => {
    // maria's order: a 3D win settled later must not move demo's balance in the other tests.
    const maria = await client.passwordLogin('maria', 'Member1234');
    const mariaId = await memberIdOf(h, 'maria');
    const before = (await balanceOf(db(), mariaId)) ?? -1;
    const bets = [
      { betType: 'straight', numbers: [1, 2, 3], amountCents: 500 },
      { betType: 'last1', numbers: [7], amountCents: 100 },
    ];
    const placed = await okValue(await place({ lotteryCode: 'SWERTE-3D', bets }, maria), OrderSchema);
    expect(placed).toMatchObject({ status: 'placed', totalCents: 600, drawStatus: 'open' });
    expect(placed.subOrders.map((s) => s.status)).toEqual(['open', 'open']);
    expect(await balanceOf(db(), mariaId)).toBe(before - 600);
    const entries = await db()
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `lottery:order:${placed.id}`));
    expect(entries.map((e) => e.amountCents)).toEqual([-600]);

    const page = await okValue(await client.get(`${PATHS.lotteryOrders}?pageSize=5`, maria), OrderPageSchema);
    expect(page.list[0]?.id).toBe(placed.id);
    const detail = await okValue(await client.get(`${PATHS.lotteryOrders}/${placed.id}`, maria), OrderSchema);
    expect(detail.subOrders).toHaveLength(2);
    // Someone else's order is not found.
    expect((await failure(await client.get(`${PATHS.lotteryOrders}/${placed.id}`, token))).status).toBe(404);
  });

  it('refuses bad bets, visitors, and orders the balance does not cover', async () => {
    const bad = await place({
      lotteryCode: PK10,
      bets: [{ betType: 'top2', numbers: [4, 4], amountCents: 100 }],
    });
    expect(await failure(bad)).toMatchObject({ status: 400, code: 'lottery.bet.invalid' });
    const wrongType = await place({
      lotteryCode: PK10,
      bets: [{ betType: 'six', numbers: [1], amountCents: 100 }],
    });
    expect((await failure(wrongType)).code).toBe('lottery.bet.invalid');
    const unknown = await place({ lotteryCode: 'NOPE', bets: champions() });
    expect((await failure(unknown)).code).toBe('lottery.unknown');
    const visitor = await place({ lotteryCode: PK10, bets: champions() }, null);
    expect((await failure(visitor)).status).toBe(401);

    // juan has ₱500; 20 × ₱1,000 does not fit.
    const juan = await client.passwordLogin('juan', 'Member1234');
    const rich = { lotteryCode: PK10, bets: champions(100_000).concat(champions(100_000)) };
    const refused = await place(rich, juan);
    expect(await failure(refused)).toMatchObject({ status: 409, code: 'funds.insufficient' });
    const page = await okValue(await client.get(PATHS.lotteryOrders, juan), OrderPageSchema);
    expect(page.total).toBe(0);
  });

  it('an issue that moved on refuses the order', async () => {
    const res = await place({ lotteryCode: PK10, issue: '199001010001', bets: champions() });
    expect(await failure(res)).toMatchObject({ status: 409, code: 'lottery.closed' });
  });

  it('a drawn issue settles every sub-order once: one of ten champions wins 9.5×', async () => {
    const placed = await order(champions(100));
    const before = await balance();
    const report = await drawCurrent();
    expect(report.drawn).toBeGreaterThan(0);
    const settled = await okValue(
      await client.get(`${PATHS.lotteryOrders}/${placed.id}`, token),
      OrderSchema,
    );
    expect(settled.drawStatus).toBe('settled');
    const won = settled.subOrders.filter((s) => s.status === 'won');
    expect(won).toHaveLength(1);
    expect(won[0]?.payoutCents).toBe(950);
    expect(won[0]?.numbers[0]).toBe(settled.result?.[0]);
    expect(settled.subOrders.filter((s) => s.status === 'lost')).toHaveLength(9);
    expect(await balance()).toBe(before + 950);

    // Settling again (a second settler, a restart) changes nothing.
    const [draw] = await db().select().from(lotteryDraws).where(eq(lotteryDraws.id, settled.drawId));
    if (!draw) throw new Error('draw missing');
    await h.services.lottery.orders.settle(draw, 'pk10', h.services.now());
    await tick();
    expect(await balance()).toBe(before + 950);
  });

  it('two settlers racing on one drawn issue pay each win once', async () => {
    const placed = await order(champions(200));
    h.advance(PK10_INTERVAL + 11_000);
    const lottery = h.services.lottery;
    const [due] = (await lottery.draws.due(h.services.now())).filter((d) => d.draw.id === placed.drawId);
    if (!due) throw new Error('draw not due');
    expect(await lottery.draws.draw(due.draw, due.game, h.services.now())).toBe(true);
    expect(await lottery.draws.draw(due.draw, due.game, h.services.now())).toBe(false);
    const found = await lottery.draws.byId(placed.drawId);
    if (!found) throw new Error('draw missing');
    const before = await balance();
    const reports = await Promise.all([
      lottery.orders.settle(found.draw, found.game, h.services.now()),
      lottery.orders.settle(found.draw, found.game, h.services.now()),
    ]);
    expect(reports.reduce((n, r) => n + r.won + r.lost, 0)).toBe(10);
    const payouts = await db()
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.memberId, memberId), like(walletLedger.reference, 'lottery:payout:%')));
    const ids = new Set(placed.subOrders.map((s) => `lottery:payout:${s.id}`));
    expect(payouts.filter((p) => ids.has(p.reference))).toHaveLength(1);
    expect(await balance()).toBe(before + 1_900);
  });

  it('cancel while the issue is open refunds once; after close it is refused', async () => {
    await tick();
    const placed = await order([
      { betType: 'champion', numbers: [5], amountCents: 300 },
      { betType: 'champion', numbers: [6], amountCents: 400 },
    ]);
    const [first, second] = placed.subOrders;
    if (!first || !second) throw new Error('sub-orders missing');
    const before = await balance();
    const [a, b] = await Promise.all([cancel(placed.id, first.id), cancel(placed.id, first.id)]);
    const after = await okValue(a, OrderSchema);
    await okValue(b, OrderSchema);
    expect(after.subOrders[0]?.status).toBe('cancelled');
    expect(await balance()).toBe(before + 300);
    await okValue(await cancel(placed.id, first.id), OrderSchema);
    expect(await balance()).toBe(before + 300);

    // Past the close time (not yet drawn): refused, nothing moves.
    h.advance(Date.parse(placed.closeAt) - h.services.now() + 1);
    expect(await failure(await cancel(placed.id, second.id))).toMatchObject({
      status: 409,
      code: 'lottery.closed',
    });
    expect(await balance()).toBe(before + 300);
    expect((await failure(await cancel(placed.id, 999_999))).code).toBe('lottery.order.unknown');

    // Drawn: the cancelled one stays cancelled, the other settles.
    await drawCurrent();
    const settled = await okValue(
      await client.get(`${PATHS.lotteryOrders}/${placed.id}`, token),
      OrderSchema,
    );
    expect(settled.subOrders[0]?.status).toBe('cancelled');
    expect(['won', 'lost']).toContain(settled.subOrders[1]?.status);
    expect(await failure(await cancel(placed.id, second.id))).toMatchObject({
      status: 409,
      code: 'lottery.suborder.settled',
    });
  });

  it('a draw shows its seed only once drawn, and the result verifies with it', async () => {
    await tick();
    const [pk10] = await okValue(await client.get(`${PATHS.lotteries}?code=${PK10}`), LotteryListSchema);
    const nextId = pk10?.nextDraw?.id;
    if (!nextId) throw new Error('no next draw');
    const upcoming = await okValue(await client.get(`${PATHS.lotteryDraws}/${nextId}`), DrawDetailSchema);
    expect(upcoming).toMatchObject({ status: 'open', serverSeed: null, result: null });

    await drawCurrent();
    const drawn = await okValue(await client.get(`${PATHS.lotteryDraws}/${nextId}`), DrawDetailSchema);
    expect(drawn.status).toBe('settled');
    expect(drawn.seedHash).toBe(upcoming.seedHash);
    if (!drawn.serverSeed || !drawn.result) throw new Error('not revealed');
    expect(await verifySeed(drawn.serverSeed, drawn.seedHash)).toBe(true);
    expect(await drawResult(drawn.game, drawn.serverSeed, drawn.clientSeed)).toEqual(drawn.result);
    expect([...drawn.result].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const results = await okValue(
      await client.get(`${PATHS.lotteryResults}?lotteryCode=${PK10}&limit=2`),
      ResultListSchema,
    );
    expect(results[0]).toMatchObject({ id: nextId, result: drawn.result });
    expect((await failure(await client.get(`${PATHS.lotteryDraws}/abc`))).status).toBe(404);
  });

  it('draw-now (operator aid) closes, draws and settles the current issue', async () => {
    await tick();
    const placed = await order(champions(100));
    const unauth = await h.app.request(`${PATHS.opsLotteryDrawNow}?lotteryCode=${PK10}`, { method: 'POST' });
    expect(unauth.status).toBe(401);
    const res = await h.app.request(`${PATHS.opsLotteryDrawNow}?lotteryCode=${PK10}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer test-ops-token' },
    });
    const done = await okValue(res, v.object({ draw: DrawDetailSchema, won: v.number(), lost: v.number() }));
    expect(done.draw.id).toBe(placed.drawId);
    expect(done.won + done.lost).toBe(10);
    const settled = await okValue(
      await client.get(`${PATHS.lotteryOrders}/${placed.id}`, token),
      OrderSchema,
    );
    expect(settled.drawStatus).toBe('settled');
    // The next issue is open for orders at once.
    const next = await order(champions(100));
    expect(next.drawId).not.toBe(placed.drawId);
  });
});
