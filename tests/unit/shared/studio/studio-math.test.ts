import { describe, expect, it } from 'vitest';
import { diceOutcome, diceTargetValid, diceWin } from '../../../../src/shared/studio/dice.ts';
import { SLOT_LINES, SLOT_REELS, slotOutcome, slotRtp, slotWin } from '../../../../src/shared/studio/slot.ts';

/** mulberry32: a seeded PRNG, so the simulation is the same every run. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('slot machine', () => {
  it('has an exact RTP of about 96 %', () => {
    expect(slotRtp()).toBeGreaterThan(0.955);
    expect(slotRtp()).toBeLessThan(0.965);
  });

  it('returns about 96 % over 200,000 simulated spins', () => {
    const rand = mulberry32(42);
    const bet = 100;
    let paid = 0;
    const spins = 200_000;
    for (let i = 0; i < spins; i++) {
      const stops = SLOT_REELS.map((s) => Math.floor(rand() * s.length));
      paid += slotWin(bet, slotOutcome(stops).multiplier);
    }
    expect(paid / (spins * bet)).toBeGreaterThan(0.93);
    expect(paid / (spins * bet)).toBeLessThan(0.99);
  });

  it('pays three of a kind on a line', () => {
    // Stops showing the same symbol on the middle row of all reels.
    const target = 4; // seven
    const stops = SLOT_REELS.map((s) => (s.indexOf(target) - 1 + s.length) % s.length);
    const o = slotOutcome(stops);
    expect(o.window.map((col) => col[1])).toEqual([target, target, target]);
    expect(o.lines.some((l) => l.line === 0 && l.multiplier === 150)).toBe(true);
    expect(slotWin(SLOT_LINES.length * 10, 150)).toBe(1500);
  });
});

describe('dice', () => {
  it('pays 99 / chance and returns 99 % at any target', () => {
    const o = diceOutcome(0.1, 5000, 'under');
    expect(o.roll).toBe(1000);
    expect(o.won).toBe(true);
    expect(diceWin(100, o)).toBe(198);
    for (const [target, dir] of [
      [5000, 'over'],
      [200, 'under'],
      [9000, 'under'],
    ] as const) {
      let paid = 0;
      for (let roll = 0; roll < 10_000; roll++)
        paid += diceWin(10_000, diceOutcome(roll / 10_000, target, dir));
      expect(paid / 10_000 / 10_000).toBeCloseTo(0.99, 2);
    }
  });

  it('accepts chances from 2 % to 95 % only', () => {
    expect(diceTargetValid(200, 'under')).toBe(true);
    expect(diceTargetValid(199, 'under')).toBe(false);
    expect(diceTargetValid(9999, 'over')).toBe(false);
    expect(diceTargetValid(400, 'over')).toBe(false);
    expect(diceTargetValid(500, 'over')).toBe(true);
  });
});
