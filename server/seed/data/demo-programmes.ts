// The demo's standing programmes, so a new team or a customer sees each one working (issue 33): the
// invite-friends rewards, player rebate rates, the weekly leaderboard and an evening red envelope rain.
// Demo only: in production each is an operator's decision with its own budget, set through /ops (audited).
// Every amount here is one the engine pays (src/shared rules, the campaign jobs); the seeded texts name none
// of them, so nothing promises more than these rows do.
import { HOUSE_EDGE_BP, REBATE_CATEGORIES, REBATE_MAX_RATE_BP } from '../../../src/shared/constants/rebates.ts';
import {
  leaderboardSettings,
  rainSchedules,
  rebateRates,
  rebateSettings,
  referralProgrammes,
} from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { SEED_MERCHANT } from './site-config.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Invite friends: ₱50 when a friend first deposits ₱500, ₱100 once they have wagered ₱5,000. */
export const DEMO_REFERRALS = {
  depositRewardCents: 5_000,
  depositMinCents: 50_000,
  turnoverRewardCents: 10_000,
  turnoverMinCents: 500_000,
  budgetCents: 10_000_000,
} as const;

/** Player rebates: 0.5 % of settled turnover, never above a house edge the platform knows (INHOUSE 1 %). */
export const DEMO_REBATE_BP = 50;

/** The weekly leaderboard's prizes by rank (₱1,000, ₱500, ₱250, then ₱100 to rank 10). */
export const DEMO_LEADERBOARD_PRIZES = [100_000, 50_000, 25_000, ...Array(7).fill(10_000)] as number[];

/** An evening rain every day at 20:00 Manila: 5 minutes, ₱2,000 shared in grabs of ₱1-₱20, 3 per member. */
export const DEMO_RAIN = {
  minuteOfDay: 20 * 60,
  weekdays: 0b111_1111,
  durationSeconds: 300,
  budgetCents: 200_000,
  minGrabCents: 100,
  maxGrabCents: 2_000,
  maxGrabsPerMember: 3,
} as const;

export async function seedDemoProgrammes(tx: Tx, now: number): Promise<void> {
  const at = new Date(now);
  const merchantCode = SEED_MERCHANT;
  await tx.insert(referralProgrammes).values({ merchantCode, ...DEMO_REFERRALS, updatedAt: at });
  await tx.insert(rebateRates).values(
    REBATE_CATEGORIES.map((category) => ({
      merchantCode,
      category,
      rateBp: Math.min(DEMO_REBATE_BP, HOUSE_EDGE_BP[category] ?? REBATE_MAX_RATE_BP),
      capCents: 500_000,
      updatedAt: at,
      updatedBy: 'seed',
    })),
  );
  await tx.insert(rebateSettings).values({ merchantCode, claimIntervalMinutes: 60, updatedAt: at, updatedBy: 'seed' });
  await tx.insert(leaderboardSettings).values({
    merchantCode,
    periodKind: 'week',
    category: null,
    prizes: DEMO_LEADERBOARD_PRIZES,
    budgetCents: 10_000_000,
    createdAt: at,
    updatedAt: at,
    updatedBy: 'seed',
  });
  // Planned from now by the rain schedules' job (server/rain/schedules.ts), like an operator's.
  await tx
    .insert(rainSchedules)
    .values({ merchantCode, ...DEMO_RAIN, plannedUntil: at, createdBy: 'seed', createdAt: at });
}
