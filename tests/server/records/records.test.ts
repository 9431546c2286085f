import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, walletLedger } from '../../../server/db/schema.ts';
import { hmacHex } from '../../../server/vendors/signing.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { OPERATOR_TIME_ZONE } from '../../../src/shared/constants/time.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { ChannelSchema, DepositCreatedSchema } from '../../../src/shared/schemas/deposits.ts';
import { OrderSchema } from '../../../src/shared/schemas/lottery.ts';
import { DrawNowResultSchema } from '../../../src/shared/schemas/ops.ts';
import {
  GameRecordPageSchema,
  LedgerPageSchema,
  type LedgerRecord,
  PnlSchema,
} from '../../../src/shared/schemas/records.ts';
import {
  PlayResultSchema,
  SEAMLESS_HEADERS,
  SeamlessResultSchema,
} from '../../../src/shared/schemas/studio.ts';
import {
  createHarness,
  databases,
  failure,
  type Harness,
  memberIdOf,
  okValue,
  TEST_OPS_TOKEN,
} from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { studioPlayer } from '../support/studio-client.ts';

// A member's records come from real money movements: a deposit an operator approves, a lottery order
// drawn at once, studio rounds. Each list is checked against the database, paged, bounded by its range,
// and never shows another member's rows; closed switches and trial accounts are refused.
const PK10 = 'SWERTE-PK10';
const DEPOSIT_CENTS = 25_000;
const STUDIO_ROUNDS = 4;
/** A third-party vendor on the seamless wallet: round 1 bet 3.00 and won 4.50; round 2 bet 2.00, rolled back. */
const VENDOR = { code: 'PGX', launchUrl: 'https://pgx.invalid/launch', secret: 'pgx-secret-0123456789' };

describe.each(databases)('records ($kind)', ({ kind }) => {
  let h: Harness;
  let juan: Awaited<ReturnType<typeof studioPlayer>>;
  let juanId: number;
  let maria: Awaited<ReturnType<typeof studioPlayer>>;
  let studioBet = 0;
  let studioWin = 0;
  const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}` };
  const opsJson = { ...ops, 'Content-Type': 'application/json' };
  const switches = (s: Record<string, boolean>) =>
    h.app.request(PATHS.opsConfig, {
      method: 'PATCH',
      headers: opsJson,
      body: JSON.stringify({ switches: s }),
    });
  const ledger = async (query = '', token = juan.token) =>
    okValue(await juan.client.get(`${PATHS.recordsLedger}${query}`, token), LedgerPageSchema);
  const games = async (query: string, token = juan.token) =>
    okValue(await juan.client.get(`${PATHS.recordsGames}${query}`, token), GameRecordPageSchema);
  const pnl = async (query = '', token = juan.token) =>
    okValue(await juan.client.get(`${PATHS.recordsPnl}${query}`, token), PnlSchema);

  beforeAll(async () => {
    h = await createHarness(kind);
    juan = await studioPlayer(h, 'juan', 'Member1234');
    maria = await studioPlayer(h, 'maria', 'Member1234');
    juanId = await memberIdOf(h, 'juan');

    // A manual deposit the operator approves.
    const channels = await okValue(
      await juan.client.get(PATHS.depositChannels, juan.token),
      v.array(ChannelSchema),
    );
    const bank = channels.find((c) => c.kind === 'manual_bank');
    if (!bank) throw new Error('no manual bank channel seeded');
    const created = await okValue(
      await juan.client.json(
        'POST',
        PATHS.depositOrders,
        { channelId: bank.id, amountCents: DEPOSIT_CENTS },
        juan.token,
      ),
      DepositCreatedSchema,
    );
    await okValue(
      await h.app.request(`${PATHS.opsDeposits}/${created.order.id}/approve`, {
        method: 'POST',
        headers: ops,
      }),
      v.unknown(),
    );

    // A lottery order of ten sub-orders, drawn at once (one champion wins).
    await h.services.lottery.runDue(h.services.now());
    const bets = Array.from({ length: 10 }, (_, i) => ({
      betType: 'champion',
      numbers: [i + 1],
      amountCents: 100,
    }));
    const order = await okValue(
      await juan.client.json('POST', PATHS.lotteryOrders, { lotteryCode: PK10, bets }, juan.token),
      OrderSchema,
    );
    expect(order.subOrders).toHaveLength(10);
    await okValue(
      await h.app.request(`${PATHS.opsLotteryDrawNow}?lotteryCode=${PK10}`, { method: 'POST', headers: ops }),
      DrawNowResultSchema,
    );

    // Studio rounds.
    const launched = await juan.launch('swerte-slots');
    if (launched.kind !== 'inHouse') throw new Error('the slots are in-house');
    await juan.client.json('POST', PATHS.studioSession, { token: launched.token }, juan.token);
    for (let i = 0; i < STUDIO_ROUNDS; i++) {
      const r = await okValue(
        await juan.client.json(
          'POST',
          PATHS.studioPlay,
          { token: launched.token, betCents: 100, clientSeed: 'records' },
          juan.token,
        ),
        PlayResultSchema,
      );
      studioBet += r.round.betCents;
      studioWin += r.round.winCents;
    }

    // A partner vendor's rounds through the seamless wallet.
    const session = await h.services.sessions.find(juan.token);
    const playerToken = h.services.vendors.tokens.issue({
      m: juanId,
      c: 'SWERTE',
      v: VENDOR.code,
      g: 'g',
      n: 1,
      e: Date.now() + 60_000,
      s: session?.id,
    });
    const vendorApp = h.appWith({ vendors: [VENDOR] });
    const vendorCall = async (kind: string, body: Record<string, unknown>) => {
      const raw = JSON.stringify({ playerToken, ...body });
      await okValue(
        await vendorApp.request(`/wps/seamless/${kind}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Merchant: 'SWERTE',
            [SEAMLESS_HEADERS.vendor]: VENDOR.code,
            [SEAMLESS_HEADERS.signature]: hmacHex(VENDOR.secret, raw),
          },
          body: raw,
        }),
        SeamlessResultSchema,
      );
    };
    await vendorCall('bet', { transactionId: 'pgx-r1:bet', roundId: 'pgx-r1', amountCents: 300 });
    await vendorCall('win', { transactionId: 'pgx-r1:win', roundId: 'pgx-r1', amountCents: 450 });
    await vendorCall('bet', { transactionId: 'pgx-r2:bet', roundId: 'pgx-r2', amountCents: 200 });
    await vendorCall('rollback', { transactionId: 'pgx-r2:bet', roundId: 'pgx-r2' });
  }, 120_000);
  afterAll(() => closeReconciled(h));

  const dbEntries = () => h.database.db.select().from(walletLedger).where(eq(walletLedger.memberId, juanId));

  it('the ledger lists every entry of the member, newest first, with its group and balance after', async () => {
    const page = await ledger('?pageSize=50');
    const rows = await dbEntries();
    expect(page.total).toBe(rows.length);
    expect(page.list.map((e) => e.id).sort((a, b) => a - b)).toEqual(
      rows.map((r) => r.id).sort((a, b) => a - b),
    );
    // Newest first: the first entry's balance is the wallet's.
    expect(page.list[0]?.balanceAfterCents).toBe(await balanceOf(h.database.db, juanId));
    const times = page.list.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const byReason = (reason: string) => page.list.filter((e) => e.reason === reason);
    expect(byReason('deposit')).toMatchObject([{ amountCents: DEPOSIT_CENTS, group: 'deposit' }]);
    expect(byReason('lottery.order')).toMatchObject([{ amountCents: -1000, group: 'bet' }]);
    expect(byReason('lottery.payout').every((e) => e.group === 'win' && e.amountCents > 0)).toBe(true);
    expect(byReason('seamless.bet')).toHaveLength(STUDIO_ROUNDS + 2);
    expect(byReason('seamless.rollback')).toMatchObject([{ amountCents: 200, group: 'refund' }]);
    expect(byReason('opening')).toMatchObject([{ group: 'other' }]);
  });

  it('filters by reason group', async () => {
    const deposits = await ledger('?group=deposit');
    expect(deposits.list.map((e) => e.reason)).toEqual(['deposit']);
    const bets = await ledger('?group=bet&pageSize=50');
    expect(new Set(bets.list.map((e) => e.reason))).toEqual(new Set(['lottery.order', 'seamless.bet']));
    expect(bets.total).toBe(1 + STUDIO_ROUNDS + 2);
    const others = await ledger('?group=other');
    expect(others.list.map((e) => e.reason)).toEqual(['opening']);
    expect((await ledger('?group=bonus')).total).toBe(0);
  });

  it('pages without gaps or repeats', async () => {
    const all = await ledger('?pageSize=50');
    const seen: LedgerRecord[] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(all.total / 3); pageNo++) {
      const page = await ledger(`?pageSize=3&pageNo=${pageNo}`);
      expect(page).toMatchObject({ pageNo, pageSize: 3, total: all.total });
      seen.push(...page.list);
    }
    expect(seen.map((e) => e.id)).toEqual(all.list.map((e) => e.id));
    expect((await ledger(`?pageSize=3&pageNo=${Math.ceil(all.total / 3) + 1}`)).list).toEqual([]);
  });

  it('bounds every list by its range: from inclusive, to exclusive, at most 92 days', async () => {
    const rows = await dbEntries();
    const deposit = rows.find((r) => r.reason === 'deposit');
    if (!deposit) throw new Error('no deposit entry');
    const at = deposit.createdAt.toISOString();
    const after = new Date(deposit.createdAt.getTime() + 1).toISOString();
    expect((await ledger(`?group=deposit&from=${at}&to=${after}`)).total).toBe(1);
    expect((await ledger(`?group=deposit&to=${at}`)).total).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = new Date(Date.now() + 7_200_000).toISOString();
    expect((await ledger(`?from=${future}&to=${later}`)).list).toEqual([]);
    expect((await games(`?category=studio&from=${future}&to=${later}`)).total).toBe(0);
    expect((await pnl(`?from=${future}&to=${later}`)).days).toEqual([]);
    for (const bad of [
      `?from=${later}&to=${future}`,
      `?from=2020-01-01T00:00:00Z&to=2020-06-01T00:00:00Z`,
      `?from=2020-01-01T00:00:00Z`,
      '?from=yesterday',
      '?pageSize=51',
      '?group=nope',
    ]) {
      const res = await juan.client.get(`${PATHS.recordsLedger}${bad}`, juan.token);
      expect(await failure(res), bad).toMatchObject({ status: 400, code: CODES.invalidRequest });
    }
  });

  it('game records by category: studio rounds, lottery sub-orders settled by the draw, vendor rounds with their wins', async () => {
    const studio = await games('?category=studio');
    const dbRounds = await h.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, juanId));
    expect(studio.total).toBe(STUDIO_ROUNDS);
    expect(studio.list.map((r) => r.id).sort()).toEqual(dbRounds.map((r) => r.roundId).sort());
    expect(studio.list.reduce((s, r) => s + r.betCents, 0)).toBe(studioBet);
    expect(studio.list.reduce((s, r) => s + r.winCents, 0)).toBe(studioWin);
    expect(studio.list.every((r) => r.category === 'studio' && r.status === 'settled')).toBe(true);

    const lottery = await games('?category=lottery&pageSize=5');
    expect(lottery.total).toBe(10);
    expect(lottery.list).toHaveLength(5);
    expect(lottery.list[0]).toMatchObject({
      category: 'lottery',
      game: PK10,
      betType: 'champion',
      betCents: 100,
    });
    const all = [...lottery.list, ...(await games('?category=lottery&pageSize=5&pageNo=2')).list];
    expect(new Set(all.map((r) => r.id)).size).toBe(10);
    expect(all.every((r) => r.status === 'settled')).toBe(true);
    expect(all.filter((r) => r.winCents > 0)).toHaveLength(1);

    const vendor = await games('?category=vendor');
    expect(vendor.total).toBe(2);
    expect(Object.fromEntries(vendor.list.map((r) => [r.id, r]))).toMatchObject({
      'pgx-r1': { category: 'vendor', vendor: 'PGX', betCents: 300, winCents: 450, status: 'settled' },
      'pgx-r2': { category: 'vendor', vendor: 'PGX', betCents: 200, winCents: 0, status: 'refunded' },
    });
  });

  it('profit and loss adds bets, wins and net per day of Manila and per category', async () => {
    const p = await pnl();
    const lotteryWin = (await dbEntries())
      .filter((e) => e.reason === 'lottery.payout')
      .reduce((s, e) => s + e.amountCents, 0);
    // The rolled-back vendor stake is no bet: 3.00 of the vendor's 5.00 counts.
    expect(p.total).toEqual({
      betCents: studioBet + 1000 + 300,
      winCents: studioWin + lotteryWin + 450,
      bonusCents: 0,
      rebateCents: 0,
      netCents: studioWin + lotteryWin + 450 - studioBet - 1000 - 300,
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TIME_ZONE }).format(new Date());
    expect(p.days.map((d) => d.day)).toEqual([today]);
    expect(p.days[0]).toMatchObject({ betCents: p.total.betCents, netCents: p.total.netCents });
    const cat = Object.fromEntries(p.categories.map((c) => [c.category, c]));
    expect(cat.studio).toMatchObject({ betCents: studioBet, winCents: studioWin });
    expect(cat.lottery).toMatchObject({ betCents: 1000, winCents: lotteryWin });
    expect(cat.vendor).toMatchObject({ betCents: 300, winCents: 450, netCents: 150 });
  });

  it('a cancelled lottery sub-order is refunded: its stake leaves the bets and the record says so', async () => {
    await h.services.lottery.runDue(h.services.now());
    const order = await okValue(
      await maria.client.json(
        'POST',
        PATHS.lotteryOrders,
        { lotteryCode: 'SWERTE-3D', bets: [{ betType: 'straight', numbers: [1, 2, 3], amountCents: 200 }] },
        maria.token,
      ),
      OrderSchema,
    );
    const sub = order.subOrders[0];
    if (!sub) throw new Error('no sub-order');
    await okValue(
      await maria.client.json(
        'POST',
        `${PATHS.lotteryOrders}/${order.id}/suborders/${sub.id}/cancel`,
        {},
        maria.token,
      ),
      OrderSchema,
    );
    const mine = await games('?category=lottery', maria.token);
    expect(mine.list).toMatchObject([{ id: String(sub.id), status: 'refunded', betCents: 200 }]);
    const p = await pnl('', maria.token);
    expect(p.total.betCents).toBe(0);
    expect((await ledger('?group=refund', maria.token)).list.map((e) => e.reason)).toEqual([
      'lottery.refund',
    ]);
  });

  it("never shows another member's rows", async () => {
    const mine = new Set((await dbEntries()).map((e) => e.id));
    const theirs = await ledger('?pageSize=50', maria.token);
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.list.some((e) => mine.has(e.id))).toBe(false);
    expect((await games('?category=studio', maria.token)).total).toBe(0);
    const lottery = await games('?category=lottery', maria.token);
    expect(lottery.list.every((r) => r.game !== PK10)).toBe(true);
    expect((await pnl('', maria.token)).categories.map((c) => c.category)).toEqual(['lottery']);
    expect((await games('?category=vendor', maria.token)).total).toBe(0);
  });

  it('each list answers only while its member-centre switch is on (403 feature.disabled)', async () => {
    const cases = [
      ['TRANSREC3', PATHS.recordsLedger],
      ['TRANSBETREPMEM3', PATHS.recordsGames],
      ['PERSREP', PATHS.recordsPnl],
    ] as const;
    for (const [name, path] of cases) {
      expect((await switches({ [name]: false })).status).toBe(200);
      expect(await failure(await juan.client.get(path, juan.token)), name).toMatchObject({
        status: 403,
        code: CODES.featureDisabled,
      });
      // The other lists still answer.
      for (const [, other] of cases.filter(([n]) => n !== name)) {
        expect((await juan.client.get(other, juan.token)).status).toBe(200);
      }
      expect((await switches({ [name]: true })).status).toBe(200);
      expect((await juan.client.get(path, juan.token)).status).toBe(200);
    }
  });

  it('refuses visitors (401) and trial accounts (403 free_reject)', async () => {
    const trial = await okValue(
      await h.app.request(PATHS.freeplay, { method: 'POST', headers: { 'X-Forwarded-For': '10.8.8.8' } }),
      LoginResultSchema,
    );
    for (const path of [PATHS.recordsLedger, PATHS.recordsGames, PATHS.recordsPnl]) {
      expect(await failure(await h.get(path)), path).toMatchObject({
        status: 401,
        code: CODES.sessionExpired,
      });
      expect(await failure(await h.get(path, { [HEADERS.token]: trial.token })), path).toMatchObject({
        status: 403,
        code: AUTH_CODES.freeReject,
      });
    }
  });
  it('days are days of Asia/Manila, computed in SQL: 17:00 UTC is the next day there', async () => {
    // Maria's lottery stake moved to 10 January 17:00 UTC (11 January 01:00 in Manila); its refund stays today.
    const mariaId = await memberIdOf(h, 'maria');
    await h.database.db
      .update(walletLedger)
      .set({ createdAt: new Date('2026-01-10T17:00:00Z') })
      .where(and(eq(walletLedger.memberId, mariaId), eq(walletLedger.reason, 'lottery.order')));
    const day = await pnl('?from=2026-01-10T16:00:00Z&to=2026-01-11T16:00:00Z', maria.token);
    expect(day.days).toEqual([
      { day: '2026-01-11', betCents: 200, winCents: 0, bonusCents: 0, rebateCents: 0, netCents: -200 },
    ]);
    expect((await pnl('?from=2026-01-09T16:00:00Z&to=2026-01-10T16:00:00Z', maria.token)).days).toEqual([]);
    const ledgerDay = await ledger('?from=2026-01-10T16:00:00Z&to=2026-01-11T16:00:00Z', maria.token);
    expect(ledgerDay.list.map((e) => e.reason)).toEqual(['lottery.order']);
  });
});
