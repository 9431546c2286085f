// Crash and mines, the rules alone: when a crash round ends and what it pays, and that verification
// accepts only ends the rules allow (a recorded cash-out past the crash point, or a field whose mines
// moved, fails however the rest looks).
import { describe, expect, it } from 'vitest';
import { fairFloats, newServerSeed, seedHash } from '../../../../src/shared/fair.ts';
import {
  CRASH_MAX_X100,
  crashEnd,
  crashEndsAtMs,
  crashMultiplierAt,
  crashTimeMs,
} from '../../../../src/shared/studio/crash.ts';
import { minesMultiplierX100 } from '../../../../src/shared/studio/mines.ts';
import { playRound, type RecordedRound, verifyRound } from '../../../../src/shared/studio/rounds.ts';

describe('crash', () => {
  it('climbs from 1.00× and reaches each multiplier at crashTimeMs', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    for (const x of [101, 150, 200, 1000, 10_000, CRASH_MAX_X100]) {
      expect(crashMultiplierAt(crashTimeMs(x))).toBeGreaterThanOrEqual(x);
      expect(crashMultiplierAt(crashTimeMs(x) - 1)).toBeLessThan(x);
    }
  });

  it('pays a cash-out at or below the crash point, loses after it, and pays an automatic one reached', () => {
    const round = { crashX100: 250, autoX100: null, cashedX100: null };
    expect(crashEnd(round, 180, false)).toBeUndefined(); // still climbing, nobody asked
    expect(crashEnd(round, 180, true)).toEqual({ cashedX100: 180 });
    expect(crashEnd(round, 250, true)).toEqual({ cashedX100: 250 });
    expect(crashEnd(round, 251, true)).toEqual({ cashedX100: null });
    expect(crashMultiplierAt(crashEndsAtMs(round))).toBe(251);
    const auto = { ...round, autoX100: 200 };
    expect(crashEnd(auto, 240, true)).toEqual({ cashedX100: 200 }); // asked late: the automatic one stood
    expect(crashEnd({ ...round, autoX100: 300 }, 251, false)).toEqual({ cashedX100: null });
    // Below 1.00× nobody can cash out.
    expect(crashEnd({ crashX100: 99, autoX100: null, cashedX100: null }, 100, true)).toEqual({
      cashedX100: null,
    });
  });
});

describe('verifying a live game', () => {
  const recorded = async (game: 'crash' | 'mines') => {
    const serverSeed = newServerSeed();
    const floats = await fairFloats(serverSeed, 'client', 7, game === 'crash' ? 1 : 24);
    const choice = game === 'crash' ? { game, autoX100: null } : { game, mines: 3 };
    const { outcome } = playRound(choice, floats, 1000);
    const round: RecordedRound = {
      game,
      betCents: 1000,
      winCents: 0,
      outcome,
      seedHash: await seedHash(serverSeed),
      clientSeed: 'client',
      nonce: 7,
    };
    return { round, serverSeed };
  };

  it('crash: a cash-out at the crash point verifies; one above it does not', async () => {
    const { round, serverSeed } = await recorded('crash');
    if (round.outcome.game !== 'crash') throw new Error('crash');
    const at = Math.max(100, round.outcome.crashX100);
    const fair = {
      ...round,
      outcome: { ...round.outcome, cashedX100: at },
      winCents: Math.floor((1000 * at) / 100),
    };
    expect(await verifyRound(fair, serverSeed)).toBe(round.outcome.crashX100 >= 100);
    const late = {
      ...fair,
      outcome: { ...fair.outcome, cashedX100: at + 1 },
      winCents: Math.floor((1000 * (at + 1)) / 100),
    };
    expect(await verifyRound(late, serverSeed)).toBe(false);
    expect(await verifyRound({ ...round, outcome: { ...round.outcome, cashedX100: null } }, serverSeed)).toBe(
      true,
    );
  });

  it('mines: safe reveals and their multiplier verify; a moved mine or an overpaid win does not', async () => {
    const { round, serverSeed } = await recorded('mines');
    if (round.outcome.game !== 'mines') throw new Error('mines');
    const safe = [...Array(25).keys()].filter(
      (t) => !(round.outcome.game === 'mines' && round.outcome.minesAt.includes(t)),
    );
    const cashedX100 = minesMultiplierX100(3, 2);
    const won = {
      ...round,
      outcome: { ...round.outcome, revealed: safe.slice(0, 2), cashedX100 },
      winCents: Math.floor((1000 * cashedX100) / 100),
    };
    expect(await verifyRound(won, serverSeed)).toBe(true);
    expect(await verifyRound({ ...won, winCents: won.winCents + 1 }, serverSeed)).toBe(false);
    const moved = { ...won.outcome, minesAt: [safe[5] as number, ...round.outcome.minesAt.slice(1)] };
    expect(await verifyRound({ ...won, outcome: moved }, serverSeed)).toBe(false);
    const mine = round.outcome.minesAt[0] as number;
    const lost = {
      ...round,
      outcome: { ...round.outcome, revealed: [safe[0] as number, mine], cashedX100: null },
    };
    expect(await verifyRound(lost, serverSeed)).toBe(true);
  });
});
