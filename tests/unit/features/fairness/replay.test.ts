import { describe, expect, it } from 'vitest';
import { parsePicks, replay } from '../../../../src/features/fairness/replay.ts';
import { fairFloats, seedHash } from '../../../../src/shared/fair.ts';
import { crashPointX100 } from '../../../../src/shared/studio/crash.ts';
import { kenoOutcome } from '../../../../src/shared/studio/keno.ts';
import { MINES_MAX, minesAt } from '../../../../src/shared/studio/mines.ts';

const SEED = 'c0ffee'.repeat(10);

describe('the fairness page re-plays a round from what the player typed', () => {
  it('a keno round: the commitment and the draw the seeds give', async () => {
    const r = await replay({
      game: 'keno',
      serverSeed: SEED,
      clientSeed: 'mine',
      nonce: 7,
      picks: [3, 14, 27],
    });
    expect(r?.seedHash).toBe(await seedHash(SEED));
    expect(r?.outcome).toEqual({
      game: 'keno',
      ...kenoOutcome([3, 14, 27], await fairFloats(SEED, 'mine', 7, 10)),
    });
  });

  it('a crash round: the crash point from the seeds alone; its pay only with an automatic cash-out', async () => {
    const [float = 0] = await fairFloats(SEED, 'mine', 3, 1);
    const crashX100 = crashPointX100(float);
    const r = await replay({ game: 'crash', serverSeed: SEED, clientSeed: 'mine', nonce: 3 });
    expect(r?.seedHash).toBe(await seedHash(SEED));
    expect(r?.outcome).toEqual({ game: 'crash', crashX100, autoX100: null, cashedX100: null });
    // Cashed out by hand: the seeds do not say when, so no pay is claimed.
    expect(r?.paysPer100).toBe(undefined);
    // An automatic cash-out at or below the crash point pays it; above, the round is lost.
    const low = await replay({
      game: 'crash',
      serverSeed: SEED,
      clientSeed: 'mine',
      nonce: 3,
      autoX100: 101,
    });
    expect(low?.paysPer100).toBe(crashX100 >= 101 ? 101 : 0);
    const high = await replay({
      game: 'crash',
      serverSeed: SEED,
      clientSeed: 'mine',
      nonce: 3,
      autoX100: crashX100 + 1,
    });
    expect(high?.outcome).toMatchObject({ crashX100, autoX100: crashX100 + 1 });
    expect(high?.paysPer100).toBe(0);
  });

  it('a mines round: the mines the seeds place for the count chosen', async () => {
    const floats = await fairFloats(SEED, 'mine', 4, MINES_MAX);
    for (const mines of [1, 3, 24]) {
      const r = await replay({ game: 'mines', serverSeed: SEED, clientSeed: 'mine', nonce: 4, mines });
      expect(r?.outcome).toEqual({
        game: 'mines',
        mines,
        minesAt: minesAt(mines, floats),
        revealed: [],
        cashedX100: null,
      });
      expect(r?.outcome.game === 'mines' && r.outcome.minesAt.length).toBe(mines);
      expect(r?.paysPer100).toBe(undefined);
    }
  });

  it('incomplete or invalid input shows nothing rather than a wrong round', async () => {
    expect(
      await replay({ game: 'keno', serverSeed: SEED, clientSeed: 'mine', nonce: 7, picks: [1, 1] }),
    ).toBe(undefined);
    expect(await replay({ game: 'dice', serverSeed: SEED, clientSeed: 'mine', nonce: 0 })).toBe(undefined);
    expect(await replay({ game: 'slot', serverSeed: '', clientSeed: 'mine', nonce: 0 })).toBe(undefined);
    expect(await replay({ game: 'slot', serverSeed: SEED, clientSeed: 'mine', nonce: -1 })).toBe(undefined);
    // Mines needs its count (1-24); crash's automatic cash-out, when given, is 1.01-1000.00 in hundredths.
    expect(await replay({ game: 'mines', serverSeed: SEED, clientSeed: 'mine', nonce: 0 })).toBe(undefined);
    expect(await replay({ game: 'mines', serverSeed: SEED, clientSeed: 'mine', nonce: 0, mines: 25 })).toBe(
      undefined,
    );
    for (const autoX100 of [100, 100_001, 150.5, Number.NaN])
      expect(await replay({ game: 'crash', serverSeed: SEED, clientSeed: 'mine', nonce: 0, autoX100 })).toBe(
        undefined,
      );
    expect(parsePicks('3, 14 27')).toEqual([3, 14, 27]);
    expect(parsePicks('3, x')).toBe(undefined);
    expect(parsePicks('')).toBe(undefined);
  });
});
