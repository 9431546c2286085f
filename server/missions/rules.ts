// The mission progress rule (issue 14), pure so the server and the unit tests share it: a member's stakes
// of the period, per category, become the rule's progress toward its target.
import type { RebateCategory } from '../../src/shared/constants/rebates.ts';
import type { MissionRule } from '../../src/shared/schemas/missions.ts';

/** A member's stakes in one category over the period: rounds played and net cents wagered. */
export interface MissionActivity {
  category: RebateCategory;
  rounds: number;
  wagerCents: number;
}

export interface MissionProgress {
  progress: number;
  target: number;
  complete: boolean;
}

/** The rule's target: its round count or its cents. */
export const missionTarget = (rule: MissionRule) => (rule.kind === 'rounds' ? rule.count : rule.cents);

/**
 * Progress = Σ over the rule's category (every category when it names none) of rounds or wager, never
 * below 0 (refunds may outweigh stakes) and capped at the target; complete once it reaches the target.
 */
export function missionProgress(rule: MissionRule, activity: readonly MissionActivity[]): MissionProgress {
  const target = missionTarget(rule);
  let sum = 0;
  for (const a of activity) {
    if (rule.category && a.category !== rule.category) continue;
    sum += rule.kind === 'rounds' ? a.rounds : a.wagerCents;
  }
  const progress = Math.min(target, Math.max(0, sum));
  return { progress, target, complete: progress >= target };
}
