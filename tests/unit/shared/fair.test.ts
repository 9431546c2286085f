// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fairFloats, fairInt, newServerSeed, seedHash, verifySeed } from '../../../src/shared/fair.ts';

describe('provably fair outcomes', () => {
  it('recomputes the same round from the revealed seed, client seed and nonce', async () => {
    const seed = newServerSeed();
    const a = await fairFloats(seed, 'player-seed', 7, 20);
    expect(await fairFloats(seed, 'player-seed', 7, 20)).toEqual(a);
    expect(a).toHaveLength(20);
    for (const f of a) expect(f >= 0 && f < 1).toBe(true);
  });

  it('changes with the nonce and with the client seed', async () => {
    const seed = newServerSeed();
    const base = await fairFloats(seed, 'c', 1, 3);
    expect(await fairFloats(seed, 'c', 2, 3)).not.toEqual(base);
    expect(await fairFloats(seed, 'd', 1, 3)).not.toEqual(base);
  });

  it('matches a known vector (HMAC-SHA256), so app and server agree byte for byte', async () => {
    // The first float is the first 4 bytes of HMAC-SHA256(key "seed", "client:0:0"), big-endian.
    const [first] = await fairFloats('seed', 'client', 0, 1);
    const { createHmac } = await import('node:crypto');
    const digest = createHmac('sha256', 'seed').update('client:0:0').digest();
    expect(first).toBe(digest.readUInt32BE(0) / 2 ** 32);
  });

  it('verifies the commitment only for the committed seed', async () => {
    const seed = newServerSeed();
    const hash = await seedHash(seed);
    expect(await verifySeed(seed, hash)).toBe(true);
    expect(await verifySeed(newServerSeed(), hash)).toBe(false);
  });

  it('spreads integers evenly enough over a range', async () => {
    const floats = await fairFloats(newServerSeed(), 'spread', 0, 6000);
    const counts = new Array(6).fill(0);
    for (const f of floats) counts[fairInt(f, 6)]++;
    for (const c of counts) expect(c).toBeGreaterThan(800); // 1000 expected per face
  });
});
