import { describe, expect, it } from 'vitest';
import { type MissionActivity, missionProgress, missionTarget } from '../../../server/missions/rules.ts';

const activity: MissionActivity[] = [
  { category: 'INHOUSE', rounds: 2, wagerCents: 400 },
  { category: 'LOTTERY', rounds: 1, wagerCents: 1_000 },
];

describe('mission progress', () => {
  it('counts rounds in the rule’s category only', () => {
    expect(missionProgress({ kind: 'rounds', count: 3, category: 'INHOUSE' }, activity)).toEqual({
      progress: 2,
      target: 3,
      complete: false,
    });
    expect(missionProgress({ kind: 'rounds', count: 3, category: 'FISH' }, activity).progress).toBe(0);
  });

  it('counts every category when the rule names none, and is complete at the target', () => {
    expect(missionProgress({ kind: 'rounds', count: 3 }, activity)).toEqual({
      progress: 3,
      target: 3,
      complete: true,
    });
    expect(missionProgress({ kind: 'wager', cents: 1_400 }, activity).complete).toBe(true);
    expect(missionProgress({ kind: 'wager', cents: 1_401 }, activity).complete).toBe(false);
  });

  it('caps progress at the target and never goes below 0 (refunds)', () => {
    expect(missionProgress({ kind: 'wager', cents: 500 }, activity).progress).toBe(500);
    const refunded: MissionActivity[] = [{ category: 'RNG', rounds: -1, wagerCents: -200 }];
    expect(missionProgress({ kind: 'wager', cents: 500 }, refunded)).toEqual({
      progress: 0,
      target: 500,
      complete: false,
    });
    expect(missionTarget({ kind: 'rounds', count: 7 })).toBe(7);
  });
});
