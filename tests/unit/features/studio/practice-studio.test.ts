// Practice offline (src/features/studio/practice/): the studio played in the tab with FUN money answers
// as the server's does (server/studio/studio.ts, live-rounds.ts), through the same shared rules and seeds.
import { describe, expect, it } from 'vitest';
import {
  PRACTICE_START_CENTS,
  type PracticeClock,
  type PracticeStorage,
  PracticeStudio,
} from '../../../../src/features/studio/practice/practice-studio.ts';
import { ApiError } from '../../../../src/lib/http.ts';
import { STUDIO_CODES } from '../../../../src/shared/errors/game.ts';
import { fairFloats, seedHash } from '../../../../src/shared/fair.ts';
import { CRASH_WAIT_MS, crashPointX100, crashTimeMs } from '../../../../src/shared/studio/crash.ts';
import { MINES_MAX, minesAt, minesMultiplierX100 } from '../../../../src/shared/studio/mines.ts';
import { verifyRound } from '../../../../src/shared/studio/rounds.ts';

const SERVER_SEED = 'ab'.repeat(32);

function memoryStorage(value: string | null = null): PracticeStorage & { value: string | null } {
  return {
    value,
    read() {
      return this.value;
    },
    write(next) {
      this.value = next;
    },
  };
}

/** A clock the test moves: a wait passes its time at once. */
function testClock(): PracticeClock & { t: number } {
  return {
    t: 1_000_000,
    now() {
      return this.t;
    },
    async sleep(ms) {
      this.t += ms;
    },
  };
}

/** A tab whose practice holds `balanceCents` and a known seed, so rounds can be foreseen. */
async function knownTab(balanceCents = PRACTICE_START_CENTS, clientSeed = 'practice-test') {
  const state = {
    version: 1,
    balanceCents,
    seed: { serverSeed: SERVER_SEED, seedHash: await seedHash(SERVER_SEED), clientSeed, nonce: 0 },
    revealed: {},
    rounds: [],
    open: [],
  };
  const storage = memoryStorage(JSON.stringify(state));
  const clock = testClock();
  return { studio: new PracticeStudio(storage, clock), storage, clock };
}

/** A client seed whose first round crashes between ×2.00 and ×50.00 (found by trying, deterministic). */
async function crashSeed(): Promise<{ clientSeed: string; crashX100: number }> {
  for (let i = 0; ; i++) {
    const clientSeed = `crash-${i}`;
    const [float] = await fairFloats(SERVER_SEED, clientSeed, 0, 1);
    const crashX100 = crashPointX100(float ?? 0);
    if (crashX100 >= 200 && crashX100 <= 5000) return { clientSeed, crashX100 };
  }
}

const refusal = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { code: (error as ApiError).code, status: (error as ApiError).status };
};

describe('practice studio: one-call games', () => {
  it('starts the tab at FUN 2,000.00 and moves the balance by exactly each round’s result', async () => {
    const studio = new PracticeStudio(memoryStorage(), testClock());
    const session = await studio.session('dice', 'swerte-dice');
    expect(session).toMatchObject({ currency: 'FUN', balanceCents: 200_000, live: null, rtp: [] });
    expect(session.bets).toContain(100);
    expect(session.seed.seedHash).toMatch(/^[0-9a-f]{64}$/);

    let balance = session.balanceCents;
    for (let nonce = 0; nonce < 5; nonce++) {
      const r = await studio.play('dice', 'swerte-dice', {
        betCents: 100,
        dice: { target: 4950, direction: 'under' },
      });
      expect(r.round.nonce).toBe(nonce);
      expect(r.balanceCents).toBe(balance - 100 + r.round.winCents);
      expect(r.seed.nonce).toBe(nonce + 1);
      balance = r.balanceCents;
    }
    // The history is the game's own, newest first, seeds still live.
    const rounds = await studio.rounds('swerte-dice');
    expect(rounds.map((r) => r.nonce)).toEqual([4, 3, 2, 1, 0]);
    expect(rounds.every((r) => r.serverSeed === null && r.roundId.startsWith('practice-'))).toBe(true);
    expect(await studio.rounds('swerte-slots')).toEqual([]);
    // One FUN balance for the tab: another game opens with it.
    expect((await studio.session('slot', 'swerte-slots')).balanceCents).toBe(balance);
  });

  it('refuses a bet above the balance with the server’s code, moving nothing', async () => {
    const { studio } = await knownTab(150);
    expect(
      await refusal(
        studio.play('dice', 'swerte-dice', { betCents: 200, dice: { target: 4950, direction: 'under' } }),
      ),
    ).toEqual({ code: STUDIO_CODES.fundsInsufficient, status: 409 });
    expect(await refusal(studio.start('crash', 'swerte-crash', { betCents: 200, crash: {} }))).toEqual({
      code: 'funds.insufficient',
      status: 409,
    });
    const session = await studio.session('dice', 'swerte-dice');
    expect(session.balanceCents).toBe(150);
    expect(session.seed.nonce).toBe(0);
  });

  it('refuses a bet the game does not offer, or a choice against its rules', async () => {
    const { studio } = await knownTab();
    expect(
      await refusal(
        studio.play('dice', 'swerte-dice', { betCents: 123, dice: { target: 4950, direction: 'under' } }),
      ),
    ).toEqual({
      code: STUDIO_CODES.betInvalid,
      status: 400,
    });
    expect((await refusal(studio.play('dice', 'swerte-dice', { betCents: 100 }))).code).toBe('bet.invalid');
    // A live game is started, not played.
    expect((await refusal(studio.play('crash', 'swerte-crash', { betCents: 100, crash: {} }))).code).toBe(
      'bet.invalid',
    );
  });

  it('keeps the tab’s practice in its storage: a reload finds the balance, seed and history', async () => {
    const storage = memoryStorage();
    const first = new PracticeStudio(storage, testClock());
    const r = await first.play('slot', 'swerte-slots', { betCents: 50 });
    const again = new PracticeStudio(storage, testClock());
    const session = await again.session('slot', 'swerte-slots');
    expect(session.balanceCents).toBe(r.balanceCents);
    expect(session.seed).toEqual(r.seed);
    expect((await again.rounds('swerte-slots')).map((x) => x.roundId)).toEqual([r.round.roundId]);
    // Unreadable storage starts afresh rather than failing.
    const broken = new PracticeStudio(memoryStorage('{"version":1,"balanceCents":"lots"}'), testClock());
    expect((await broken.session('slot', 'swerte-slots')).balanceCents).toBe(PRACTICE_START_CENTS);
  });
});

describe('practice studio: crash', () => {
  it('pays a cash-out below the crash point and loses one after it, the stake taken at the start', async () => {
    const { clientSeed, crashX100 } = await crashSeed();
    const { studio, clock } = await knownTab(PRACTICE_START_CENTS, clientSeed);

    const start = await studio.start('crash', 'swerte-crash', { betCents: 1000, crash: { autoX100: null } });
    expect(start.balanceCents).toBe(PRACTICE_START_CENTS - 1000);
    expect(start.live).toMatchObject({
      game: 'crash',
      betCents: 1000,
      crash: { autoX100: null, elapsedMs: 0 },
    });
    // The crash point stays hidden while the round is live.
    expect(JSON.stringify(start.live)).not.toContain(String(crashX100));

    // Cashed out at ×1.50, below the crash point: paid the stake times it.
    clock.t += crashTimeMs(150);
    const won = await studio.act('swerte-crash', start.live.roundId, { kind: 'cashOut' });
    if (won.state !== 'settled') throw new Error('the cash-out did not end the round');
    expect(won.round.outcome).toEqual({ game: 'crash', crashX100, autoX100: null, cashedX100: 150 });
    expect(won.round.winCents).toBe(1500);
    expect(won.balanceCents).toBe(PRACTICE_START_CENTS - 1000 + 1500);

    // The next round (nonce 1) cashed out after its own crash point: lost, the balance keeps the stake taken.
    const [float] = await fairFloats(SERVER_SEED, clientSeed, 1, 1);
    const nextCrash = crashPointX100(float ?? 0);
    const next = await studio.start('crash', 'swerte-crash', { betCents: 1000, crash: {} });
    clock.t += crashTimeMs(Math.max(100, nextCrash) + 1);
    const lost = await studio.act('swerte-crash', next.live.roundId, { kind: 'cashOut' });
    if (lost.state !== 'settled') throw new Error('a late cash-out left the round open');
    expect(lost.round.outcome).toMatchObject({ crashX100: nextCrash, cashedX100: null });
    expect(lost.round.winCents).toBe(0);
    expect(lost.balanceCents).toBe(won.balanceCents - 1000);
    // A move on a round already ended answers how it ended.
    const again = await studio.act('swerte-crash', next.live.roundId, { kind: 'cashOut' });
    expect(again).toMatchObject({ state: 'settled', round: { roundId: next.live.roundId, winCents: 0 } });
  });

  it('answers a wait after at most 5 s while the round climbs, and when it crashes', async () => {
    const { clientSeed, crashX100 } = await crashSeed();
    const { studio, clock } = await knownTab(PRACTICE_START_CENTS, clientSeed);
    const start = await studio.start('crash', 'swerte-crash', { betCents: 100, crash: {} });
    const t0 = clock.t;
    const ends = crashTimeMs(crashX100 + 1);
    let step = await studio.act('swerte-crash', start.live.roundId, { kind: 'wait' });
    while (step.state === 'live') {
      expect(step.live.crash?.elapsedMs).toBe(clock.t - t0);
      expect(clock.t - t0).toBeLessThan(ends);
      const before = clock.t;
      step = await studio.act('swerte-crash', start.live.roundId, { kind: 'wait' });
      expect(clock.t - before).toBeLessThanOrEqual(CRASH_WAIT_MS);
    }
    expect(clock.t - t0).toBe(ends);
    expect(step.round.outcome).toMatchObject({ crashX100, cashedX100: null });
    expect(step.balanceCents).toBe(PRACTICE_START_CENTS - 100);
  });

  it('pays an automatic cash-out the crash reaches, and one open round per game', async () => {
    const { clientSeed } = await crashSeed();
    const { studio } = await knownTab(PRACTICE_START_CENTS, clientSeed);
    const start = await studio.start('crash', 'swerte-crash', { betCents: 200, crash: { autoX100: 150 } });
    expect(await refusal(studio.start('crash', 'swerte-crash', { betCents: 200, crash: {} }))).toEqual({
      code: STUDIO_CODES.roundOpen,
      status: 409,
    });
    // Reopened (a reload), the table resumes the round.
    expect((await studio.session('crash', 'swerte-crash')).live?.roundId).toBe(start.live.roundId);
    expect(
      await refusal(studio.act('swerte-crash', start.live.roundId, { kind: 'reveal', tile: 1 })),
    ).toEqual({
      code: 'bet.invalid',
      status: 400,
    });
    let step = await studio.act('swerte-crash', start.live.roundId, { kind: 'wait' });
    while (step.state === 'live')
      step = await studio.act('swerte-crash', start.live.roundId, { kind: 'wait' });
    expect(step.round.outcome).toMatchObject({ autoX100: 150, cashedX100: 150 });
    expect(step.round.winCents).toBe(300);
    expect(step.balanceCents).toBe(PRACTICE_START_CENTS + 100);
    expect(await refusal(studio.act('swerte-crash', 'no-such-round', { kind: 'wait' }))).toEqual({
      code: STUDIO_CODES.roundUnknown,
      status: 404,
    });
  });

  it('aborts a wait when the table stops asking', async () => {
    const storage = memoryStorage();
    const studio = new PracticeStudio(storage); // the real clock
    const { live } = await studio.start('crash', 'swerte-crash', { betCents: 100, crash: {} });
    const controller = new AbortController();
    const waiting = studio.act('swerte-crash', live.roundId, { kind: 'wait' }, controller.signal);
    controller.abort();
    // Aborted at once (or already ended by a crash at ×1.00).
    const outcome = await waiting.then(
      (step) => step.state,
      (e: unknown) => (e as Error).name,
    );
    expect(['AbortError', 'settled']).toContain(outcome);
  });
});

describe('practice studio: mines', () => {
  it('reveals gems, loses on a mine and pays a cash-out at the multiplier', async () => {
    const { studio } = await knownTab();
    const floats = await fairFloats(SERVER_SEED, 'practice-test', 0, MINES_MAX);
    const mines = minesAt(3, floats);
    const safe = [...Array(25).keys()].filter((t) => !mines.includes(t));

    const start = await studio.start('mines', 'swerte-mines', { betCents: 1000, mines: { mines: 3 } });
    expect(start.balanceCents).toBe(PRACTICE_START_CENTS - 1000);
    expect(start.live.mines).toEqual({
      mines: 3,
      revealed: [],
      multiplierX100: 100,
      nextX100: minesMultiplierX100(3, 1),
    });
    // Nothing to cash before the first gem.
    expect(await refusal(studio.act('swerte-mines', start.live.roundId, { kind: 'cashOut' }))).toEqual({
      code: 'bet.invalid',
      status: 400,
    });
    const [a, b] = safe as [number, number];
    const one = await studio.act('swerte-mines', start.live.roundId, { kind: 'reveal', tile: a });
    expect(one).toMatchObject({
      state: 'live',
      live: { mines: { revealed: [a], multiplierX100: minesMultiplierX100(3, 1) } },
    });
    // A repeated tap changes nothing.
    expect(await studio.act('swerte-mines', start.live.roundId, { kind: 'reveal', tile: a })).toEqual(one);
    await studio.act('swerte-mines', start.live.roundId, { kind: 'reveal', tile: b });
    const cashed = await studio.act('swerte-mines', start.live.roundId, { kind: 'cashOut' });
    if (cashed.state !== 'settled') throw new Error('the cash-out did not end the round');
    const x = minesMultiplierX100(3, 2);
    expect(cashed.round.outcome).toEqual({
      game: 'mines',
      mines: 3,
      minesAt: mines,
      revealed: [a, b],
      cashedX100: x,
    });
    expect(cashed.round.winCents).toBe(Math.floor((1000 * x) / 100));
    expect(cashed.balanceCents).toBe(PRACTICE_START_CENTS - 1000 + cashed.round.winCents);

    // The next field (nonce 1): its first mine loses the stake.
    const next = await studio.start('mines', 'swerte-mines', { betCents: 500, mines: { mines: 3 } });
    const nextMines = minesAt(3, await fairFloats(SERVER_SEED, 'practice-test', 1, MINES_MAX));
    const mine = nextMines[0] as number;
    const lost = await studio.act('swerte-mines', next.live.roundId, { kind: 'reveal', tile: mine });
    if (lost.state !== 'settled') throw new Error('a mine did not end the round');
    expect(lost.round.outcome).toMatchObject({ revealed: [mine], cashedX100: null, minesAt: nextMines });
    expect(lost.round.winCents).toBe(0);
    expect(lost.balanceCents).toBe(cashed.balanceCents - 500);
  });

  it('cashes out by itself when the last safe tile is revealed', async () => {
    const { studio } = await knownTab();
    const mines = minesAt(24, await fairFloats(SERVER_SEED, 'practice-test', 0, MINES_MAX));
    const gem = [...Array(25).keys()].find((t) => !mines.includes(t)) as number;
    const start = await studio.start('mines', 'swerte-mines', { betCents: 10, mines: { mines: 24 } });
    const step = await studio.act('swerte-mines', start.live.roundId, { kind: 'reveal', tile: gem });
    expect(step).toMatchObject({
      state: 'settled',
      round: { outcome: { cashedX100: minesMultiplierX100(24, 1) } },
    });
  });
});

describe('practice studio: fairness', () => {
  it('refuses to rotate under an open round, then reveals a seed every round of it verifies with', async () => {
    const studio = new PracticeStudio(memoryStorage(), testClock());
    const committed = (await studio.session('dice', 'swerte-dice')).seed;
    await studio.play('dice', 'swerte-dice', { betCents: 100, dice: { target: 2000, direction: 'over' } });
    await studio.play('keno', 'swerte-keno', {
      betCents: 100,
      clientSeed: 'my-own-seed',
      keno: { picks: [1, 7, 33] },
    });
    const mines = await studio.start('mines', 'swerte-mines', { betCents: 100, mines: { mines: 1 } });
    expect(await refusal(studio.rotate(undefined))).toEqual({ code: STUDIO_CODES.roundOpen, status: 409 });
    // Tile by tile until the round ends (a mine, or every gem).
    let step = await studio.act('swerte-mines', mines.live.roundId, { kind: 'reveal', tile: 0 });
    for (let tile = 1; step.state === 'live'; tile++)
      step = await studio.act('swerte-mines', mines.live.roundId, { kind: 'reveal', tile });

    const rotated = await studio.rotate('next-seed');
    expect(rotated.revealed).toMatchObject({
      seedHash: committed.seedHash,
      clientSeed: 'my-own-seed',
      nonce: 3,
    });
    expect(await seedHash(rotated.revealed.serverSeed)).toBe(committed.seedHash);
    expect(rotated.seed).toMatchObject({ clientSeed: 'next-seed', nonce: 0 });
    expect(rotated.seed.seedHash).not.toBe(committed.seedHash);

    const rounds = [
      ...(await studio.rounds('swerte-dice')),
      ...(await studio.rounds('swerte-keno')),
      ...(await studio.rounds('swerte-mines')),
    ];
    expect(rounds).toHaveLength(3);
    for (const round of rounds) {
      expect(round.serverSeed).toBe(rotated.revealed.serverSeed);
      expect(await verifyRound(round, round.serverSeed ?? '')).toBe(true);
    }
    // A forged result does not verify.
    const dice = rounds[0];
    if (!dice) throw new Error('no dice round');
    expect(await verifyRound({ ...dice, winCents: dice.winCents + 1 }, dice.serverSeed ?? '')).toBe(false);
    // Rounds of the new seed stay unverifiable until it is rotated in turn.
    await studio.play('dice', 'swerte-dice', { betCents: 100, dice: { target: 2000, direction: 'over' } });
    expect((await studio.rounds('swerte-dice'))[0]?.serverSeed).toBeNull();
  });

  it('verifies a crash round cashed out by hand', async () => {
    const { clientSeed } = await crashSeed();
    const { studio, clock } = await knownTab(PRACTICE_START_CENTS, clientSeed);
    const start = await studio.start('crash', 'swerte-crash', { betCents: 100, crash: {} });
    clock.t += crashTimeMs(123);
    await studio.act('swerte-crash', start.live.roundId, { kind: 'cashOut' });
    const { revealed } = await studio.rotate(undefined);
    expect(revealed.serverSeed).toBe(SERVER_SEED);
    const [round] = await studio.rounds('swerte-crash');
    expect(round?.outcome).toMatchObject({ cashedX100: 123 });
    expect(round && (await verifyRound(round, SERVER_SEED))).toBe(true);
  });
});
