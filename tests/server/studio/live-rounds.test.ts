// Swerte Originals that stay open while the player decides: crash and mines. The stake is taken when the
// round opens, the win when it ends, each exactly once; what decides a round (crash point, mines) is fixed
// and recorded before the stake is taken and never shown while it is open; a cash-out after the crash is
// refused; moves fired at once end a round once; recovery ends what players leave; the ledger stays clean.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../../server/db/schema.ts';
import { MINES_IDLE_MS } from '../../../server/studio/live-rounds.ts';
import { recoverPendingRounds } from '../../../server/studio/recovery.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  ActResultSchema,
  RotateResultSchema,
  StartResultSchema,
  StudioSessionSchema,
  VerifySchema,
} from '../../../src/shared/schemas/studio.ts';
import {
  CRASH_MAX_X100,
  crashEndsAtMs,
  crashMultiplierAt,
  crashTimeMs,
} from '../../../src/shared/studio/crash.ts';
import { MINES_TILES, minesMultiplierX100 } from '../../../src/shared/studio/mines.ts';
import type { RoundOutcome } from '../../../src/shared/studio/rounds.ts';
import { failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled, expectLedgerClean } from '../support/ledger-assert.ts';
import { studioPlayer } from '../support/studio-client.ts';

type Crash = Extract<RoundOutcome, { game: 'crash' }>;
type Mines = Extract<RoundOutcome, { game: 'mines' }>;

describe.each(databases)('live Originals: crash and mines ($kind)', ({ kind }) => {
  let h: Harness;
  let p: Awaited<ReturnType<typeof studioPlayer>>;
  let crash: string;
  let mines: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    p = await studioPlayer(h);
    const token = async (gameId: string, game: string) => {
      const launched = await p.launch(gameId);
      if (launched.kind !== 'inHouse') throw new Error('in house');
      expect(launched.game).toBe(game);
      return launched.token;
    };
    crash = await token('swerte-crash', 'crash');
    mines = await token('swerte-mines', 'mines');
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const post = (path: string, body: unknown) => p.client.json('POST', path, body, p.token);
  const start = async (body: Record<string, unknown>) =>
    okValue(await post(PATHS.studioStart, { betCents: 200, ...body }), StartResultSchema);
  const act = async (token: string, roundId: string, action: Record<string, unknown>) =>
    okValue(await post(PATHS.studioAct, { token, roundId, action }), ActResultSchema);
  /** What the server recorded (the test may look; the player may not). */
  const recorded = async <T extends RoundOutcome>(roundId: string) => {
    const [row] = await h.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId));
    if (!row) throw new Error(`no round ${roundId}`);
    return { ...row, outcome: row.outcome as T };
  };
  /** A crash round whose crash point is at least `min` and below the cap (nearly every round's is). */
  const crashRound = async (min: number, auto?: number) => {
    for (;;) {
      const before = await p.balance();
      const started = await start({ token: crash, crash: { autoX100: auto ?? null } });
      expect(started.balanceCents).toBe(before - 200);
      const { outcome } = await recorded<Crash>(started.live.roundId);
      if (outcome.crashX100 >= min && outcome.crashX100 < CRASH_MAX_X100) return { started, outcome, before };
      await p.client.json(
        'POST',
        PATHS.studioAct,
        {
          token: crash,
          roundId: started.live.roundId,
          action: { kind: 'cashOut' },
        },
        p.token,
      );
    }
  };

  it('crash: the stake is taken at the bet, a cash-out below the crash point pays exactly the multiplier', async () => {
    const { started, outcome, before } = await crashRound(150);
    // Open, nothing that decides it is shown: no crash point in the answer or the session.
    expect(JSON.stringify(started)).not.toMatch(/crashX100|cashedX100/);
    expect(started.live.crash).toMatchObject({ autoX100: null });
    const session = await okValue(await post(PATHS.studioSession, { token: crash }), StudioSessionSchema);
    expect(session.live?.roundId).toBe(started.live.roundId);
    expect(JSON.stringify(session.live)).not.toContain('crashX100');
    // A second bet on the same game and a seed rotation both wait for the round to end.
    expect(
      (await failed(await post(PATHS.studioStart, { token: crash, betCents: 200, crash: {} }))).code,
    ).toBe('studio.round.open');
    expect((await failed(await post(PATHS.studioRotate, {}))).code).toBe('studio.round.open');
    expect(await p.balance()).toBe(before - 200);

    // Cash out at 1.50× (the clock moved to where the curve reaches it).
    h.advance(crashTimeMs(150));
    const ended = await act(crash, started.live.roundId, { kind: 'cashOut' });
    if (ended.state !== 'settled' || ended.round.outcome.game !== 'crash') throw new Error('settled crash');
    const cashed = ended.round.outcome.cashedX100;
    expect(cashed).toBeGreaterThanOrEqual(150);
    expect(cashed).toBeLessThanOrEqual(outcome.crashX100);
    expect(ended.round.winCents).toBe(Math.floor((200 * (cashed ?? 0)) / 100));
    expect(ended.balanceCents).toBe(before - 200 + ended.round.winCents);
    expect(await p.balance()).toBe(ended.balanceCents);
    // Asking again answers the same end; nothing moves twice.
    const again = await act(crash, started.live.roundId, { kind: 'cashOut' });
    expect(again).toMatchObject({ state: 'settled', balanceCents: ended.balanceCents });
    expect(await p.balance()).toBe(ended.balanceCents);
  });

  it('crash: a cash-out after the crash point is refused: the round is lost', async () => {
    const { started, outcome, before } = await crashRound(100);
    h.advance(crashEndsAtMs(outcome) + 1);
    expect(crashMultiplierAt(crashEndsAtMs(outcome))).toBeGreaterThan(outcome.crashX100);
    const ended = await act(crash, started.live.roundId, { kind: 'cashOut' });
    expect(ended).toMatchObject({ state: 'settled', round: { winCents: 0, outcome: { cashedX100: null } } });
    expect(await p.balance()).toBe(before - 200);
  });

  it('crash: the long wait answers the end; an automatic cash-out reached is paid', async () => {
    const { started, before } = await crashRound(101, 101);
    // The wait holds until the curve reaches 1.01× (a fraction of a second) and answers the paid end.
    const ended = await act(crash, started.live.roundId, { kind: 'wait' });
    expect(ended).toMatchObject({ state: 'settled', round: { winCents: 202, outcome: { cashedX100: 101 } } });
    expect(await p.balance()).toBe(before - 200 + 202);
  });

  it('mines: reveals raise the multiplier, a cash-out pays it; a mine loses the stake', async () => {
    const before = await p.balance();
    const started = await start({ token: mines, mines: { mines: 3 } });
    expect(started.balanceCents).toBe(before - 200);
    expect(JSON.stringify(started)).not.toContain('minesAt');
    const { outcome } = await recorded<Mines>(started.live.roundId);
    const safe = [...Array(MINES_TILES).keys()].filter((t) => !outcome.minesAt.includes(t));
    // Nothing revealed yet: nothing to cash out.
    expect(
      (
        await failed(
          await post(PATHS.studioAct, {
            token: mines,
            roundId: started.live.roundId,
            action: { kind: 'cashOut' },
          }),
        )
      ).code,
    ).toBe('bet.invalid');
    for (const [i, tile] of safe.slice(0, 2).entries()) {
      const r = await act(mines, started.live.roundId, { kind: 'reveal', tile });
      if (r.state !== 'live') throw new Error('still live');
      expect(r.live.mines).toMatchObject({
        revealed: safe.slice(0, i + 1),
        multiplierX100: minesMultiplierX100(3, i + 1),
      });
      expect(JSON.stringify(r)).not.toContain('minesAt');
    }
    const cashed = await act(mines, started.live.roundId, { kind: 'cashOut' });
    const pays = Math.floor((200 * minesMultiplierX100(3, 2)) / 100);
    expect(cashed).toMatchObject({
      state: 'settled',
      balanceCents: before - 200 + pays,
      round: { winCents: pays },
    });
    expect(await p.balance()).toBe(before - 200 + pays);

    const second = await start({ token: mines, mines: { mines: 24 } });
    const field = await recorded<Mines>(second.live.roundId);
    const mine = field.outcome.minesAt[0] as number;
    const lost = await act(mines, second.live.roundId, { kind: 'reveal', tile: mine });
    if (lost.state !== 'settled' || lost.round.outcome.game !== 'mines') throw new Error('lost');
    expect(lost.round.winCents).toBe(0);
    expect(lost.round.outcome.minesAt).toEqual(field.outcome.minesAt);
    expect(await p.balance()).toBe(before - 200 + pays - 200);
  });

  it('a rotated seed verifies crash and mines rounds', async () => {
    const { started } = await crashRound(100);
    await act(crash, started.live.roundId, { kind: 'cashOut' });
    const field = await start({ token: mines, mines: { mines: 5 } });
    const { outcome } = await recorded<Mines>(field.live.roundId);
    const tile = [...Array(MINES_TILES).keys()].find((t) => !outcome.minesAt.includes(t));
    await act(mines, field.live.roundId, { kind: 'reveal', tile });
    await act(mines, field.live.roundId, { kind: 'cashOut' });
    await okValue(await post(PATHS.studioRotate, {}), RotateResultSchema);
    for (const roundId of [started.live.roundId, field.live.roundId]) {
      const r = await okValue(
        await p.client.get(`${PATHS.studioVerify}?roundId=${roundId}`, p.token),
        VerifySchema,
      );
      expect(r.verified).toBe(true);
    }
  });

  it('cash-outs fired at once end a crash round once; concurrent reveals all apply', async () => {
    const { started, before } = await crashRound(120);
    h.advance(crashTimeMs(110));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => act(crash, started.live.roundId, { kind: 'cashOut' })),
    );
    const wins = new Set(answers.map((a) => (a.state === 'settled' ? a.round.winCents : -1)));
    expect(wins.size).toBe(1);
    const [win] = [...wins];
    expect(await p.balance()).toBe(before - 200 + (win ?? 0));

    // Bets fired at once on one game: one opens, the rest are refused, one stake taken.
    const mid = await p.balance();
    const bets = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(PATHS.studioStart, { token: mines, betCents: 200, mines: { mines: 1 } }),
      ),
    );
    const opened = bets.filter((r) => r.status === 200);
    expect(opened).toHaveLength(1);
    for (const r of bets.filter((r) => r.status !== 200))
      expect((await failed(r)).code).toBe('studio.round.open');
    expect(await p.balance()).toBe(mid - 200);
    const field = v.parse(v.object({ value: StartResultSchema }), await opened[0]?.json()).value;
    const { outcome } = await recorded<Mines>(field.live.roundId);
    const safe = [...Array(MINES_TILES).keys()].filter((t) => !outcome.minesAt.includes(t)).slice(0, 5);
    await Promise.all(safe.map((tile) => act(mines, field.live.roundId, { kind: 'reveal', tile })));
    const after = await recorded<Mines>(field.live.roundId);
    expect([...after.outcome.revealed].sort((a, b) => a - b)).toEqual(safe);
    const cashed = await act(mines, field.live.roundId, { kind: 'cashOut' });
    const pays = Math.floor((200 * minesMultiplierX100(1, 5)) / 100);
    expect(cashed).toMatchObject({ state: 'settled', round: { winCents: pays } });
    expect(await p.balance()).toBe(mid - 200 + pays);
    await expectLedgerClean(h);
  });

  it('recovery ends what players leave: a crash at its end, an untouched mines field refunded', async () => {
    const { started, outcome, before } = await crashRound(100);
    const field = await start({ token: mines, mines: { mines: 3 } });
    expect(await p.balance()).toBe(before - 400);
    const deps = {
      db: h.database.db,
      studio: h.domains.studio,
      liveRounds: h.domains.liveRounds,
      tokens: h.services.vendors.tokens,
    };
    // Neither is past its end yet: recovery leaves them open.
    await recoverPendingRounds({ ...deps, now: h.services.now() });
    expect((await recorded(started.live.roundId)).status).toBe('live');
    h.advance(crashEndsAtMs(outcome) + 10_000);
    const report = await recoverPendingRounds({ ...deps, now: h.services.now() });
    expect(report.completed).toBe(1);
    expect((await recorded(started.live.roundId)).winCents).toBe(0);
    expect((await recorded(field.live.roundId)).status).toBe('live');
    h.advance(MINES_IDLE_MS);
    await recoverPendingRounds({ ...deps, now: h.services.now() });
    expect((await recorded(field.live.roundId)).status).toBe('void');
    // A day later the session is gone: a fresh login reads the balance, the untouched field's stake back.
    expect(await (await studioPlayer(h)).balance()).toBe(before - 200);
    const open = await h.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.vendor, 'SWERTE'), eq(gameRounds.status, 'live')));
    expect(open).toHaveLength(0);
  });
});
