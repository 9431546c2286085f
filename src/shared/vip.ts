// The VIP level rule, in one place for the server and the benefits screen: a member's level is the
// highest one whose thresholds (turnover AND deposits over the period) they meet. Integer cents only.
import type { VipLevel } from './schemas/vip.ts';

export interface VipCounts {
  turnoverCents: number;
  depositCents: number;
}

type Thresholds = Pick<VipLevel, 'turnoverCents' | 'depositCents'>;

const meets = (l: Thresholds, c: VipCounts) =>
  c.turnoverCents >= l.turnoverCents && c.depositCents >= l.depositCents;

/** The 1-based rank of the highest level met (levels lowest first); 0 when none is. */
export function vipRankOf(levels: readonly Thresholds[], c: VipCounts): number {
  for (let i = levels.length - 1; i >= 0; i--) {
    const level = levels[i];
    if (level && meets(level, c)) return i + 1;
  }
  return 0;
}

export interface VipProgress {
  /** 0…100, what was counted against the threshold (100 when it is met or is 0). */
  percent: number;
  remainingCents: number;
}

/** How far `counted` is towards `threshold`. */
export function progressOf(countedCents: number, thresholdCents: number): VipProgress {
  if (countedCents >= thresholdCents) return { percent: 100, remainingCents: 0 };
  return {
    percent: Math.floor((Math.max(0, countedCents) * 100) / thresholdCents),
    remainingCents: thresholdCents - Math.max(0, countedCents),
  };
}
