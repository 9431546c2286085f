import { describe, expect, it } from 'vitest';
import { parsePicks, replay } from '../../../../src/features/fairness/replay.ts';
import { fairFloats, seedHash } from '../../../../src/shared/fair.ts';
import { kenoOutcome } from '../../../../src/shared/studio/keno.ts';

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

  it('incomplete or invalid input shows nothing rather than a wrong round', async () => {
    expect(
      await replay({ game: 'keno', serverSeed: SEED, clientSeed: 'mine', nonce: 7, picks: [1, 1] }),
    ).toBe(undefined);
    expect(await replay({ game: 'dice', serverSeed: SEED, clientSeed: 'mine', nonce: 0 })).toBe(undefined);
    expect(await replay({ game: 'slot', serverSeed: '', clientSeed: 'mine', nonce: 0 })).toBe(undefined);
    expect(await replay({ game: 'slot', serverSeed: SEED, clientSeed: 'mine', nonce: -1 })).toBe(undefined);
    expect(parsePicks('3, 14 27')).toEqual([3, 14, 27]);
    expect(parsePicks('3, x')).toBe(undefined);
    expect(parsePicks('')).toBe(undefined);
  });
});
