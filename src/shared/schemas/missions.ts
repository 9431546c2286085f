// Missions (issue 14, /m/leaderBoard): the operator's rules and what the member sees. Shared by the app
// and the server; only the leaderboard screen (lazy) and the server import it.
import * as v from 'valibot';
import {
  MISSION_MAX_COUNT,
  MISSION_MAX_REWARD_CENTS,
  MISSION_MAX_WAGER_CENTS,
} from '../constants/missions.ts';
import { REBATE_CATEGORIES } from '../constants/rebates.ts';
import { LEADERBOARD_MAX_PRIZES, LEADERBOARD_PERIOD_KINDS } from '../leaderboard.ts';

const Category = v.optional(v.picklist(REBATE_CATEGORIES));

/** Play `count` rounds, or wager `cents`, in the period (in `category` when given; else anywhere). */
export const MissionRuleSchema = v.variant('kind', [
  v.object({
    kind: v.literal('rounds'),
    count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MISSION_MAX_COUNT)),
    category: Category,
  }),
  v.object({
    kind: v.literal('wager'),
    cents: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MISSION_MAX_WAGER_CENTS)),
    category: Category,
  }),
]);
export type MissionRule = v.InferOutput<typeof MissionRuleSchema>;

const MissionTitle = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80));
export const MissionCreateSchema = v.object({
  title: MissionTitle,
  /** The title in Filipino; without it Filipino players read `title`. */
  titleTy: v.optional(v.nullable(MissionTitle), null),
  rule: MissionRuleSchema,
  startsAt: v.pipe(v.string(), v.isoTimestamp()),
  endsAt: v.pipe(v.string(), v.isoTimestamp()),
  rewardCents: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MISSION_MAX_REWARD_CENTS)),
  budgetCents: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
});
export type MissionCreate = v.InferOutput<typeof MissionCreateSchema>;

export const MissionUpdateSchema = v.object({
  budgetCents: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  ),
  cancel: v.optional(v.boolean()),
});
export type MissionUpdate = v.InferOutput<typeof MissionUpdateSchema>;

export const MissionOpsSchema = v.object({
  id: v.number(),
  title: v.string(),
  titleTy: v.nullable(v.string()),
  rule: MissionRuleSchema,
  startsAt: v.string(),
  endsAt: v.string(),
  rewardCents: v.number(),
  budgetCents: v.number(),
  spentCents: v.number(),
  cancelledAt: v.nullable(v.string()),
  createdBy: v.string(),
});
export type MissionOps = v.InferOutput<typeof MissionOpsSchema>;
export const MissionOpsListSchema = v.object({ list: v.array(MissionOpsSchema) });

/** A mission as the member sees it: progress computed from their own stakes of the period. */
export const MissionViewSchema = v.object({
  id: v.number(),
  title: v.string(),
  rule: MissionRuleSchema,
  startsAt: v.string(),
  endsAt: v.string(),
  rewardCents: v.number(),
  /** Rounds played or cents wagered so far (toward the rule's count or cents). */
  progress: v.number(),
  target: v.number(),
  complete: v.boolean(),
  claimed: v.boolean(),
  /** The budget still covers the reward. */
  available: v.boolean(),
});
export type MissionView = v.InferOutput<typeof MissionViewSchema>;
export const MissionListSchema = v.object({ list: v.array(MissionViewSchema) });
export type MissionList = v.InferOutput<typeof MissionListSchema>;

export const MissionRankSchema = v.object({
  rank: v.number(),
  account: v.string(),
  wagerCents: v.number(),
});
export const MissionBoardSchema = v.object({
  list: v.array(MissionRankSchema),
  /** The member's own place (null: no wager in the scope this period). */
  mine: v.nullable(MissionRankSchema),
});
export type MissionBoard = v.InferOutput<typeof MissionBoardSchema>;

export const MissionClaimResultSchema = v.object({
  amountCents: v.number(),
  balanceCents: v.number(),
});
export type MissionClaimResult = v.InferOutput<typeof MissionClaimResultSchema>;

// --- The period leaderboard (src/shared/leaderboard.ts has its rules) ---

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

/**
 * The operator's leaderboard: period kind, the wager counted (one category's, or every game's when
 * absent or null), prize per rank (rank 1 first, cents) and the budget.
 */
export const LeaderboardSettingsInputSchema = v.object({
  periodKind: v.picklist(LEADERBOARD_PERIOD_KINDS),
  category: v.optional(v.nullable(v.picklist(REBATE_CATEGORIES))),
  prizes: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MISSION_MAX_REWARD_CENTS))),
    v.maxLength(LEADERBOARD_MAX_PRIZES),
  ),
  budgetCents: Cents,
});
export type LeaderboardSettingsInput = v.InferOutput<typeof LeaderboardSettingsInputSchema>;

export const LeaderboardPeriodSchema = v.object({
  kind: v.picklist(LEADERBOARD_PERIOD_KINDS),
  startsAt: v.string(),
  endsAt: v.string(),
});

export const LeaderboardSettingsSchema = v.object({
  periodKind: v.picklist(LEADERBOARD_PERIOD_KINDS),
  category: v.nullable(v.picklist(REBATE_CATEGORIES)),
  prizes: v.array(v.number()),
  budgetCents: v.number(),
  spentCents: v.number(),
  updatedAt: v.string(),
  updatedBy: v.string(),
});
export const OpsLeaderboardSchema = v.object({
  /** Null: not configured yet (the board ranks, nobody wins). */
  settings: v.nullable(LeaderboardSettingsSchema),
  current: LeaderboardPeriodSchema,
});

export const LeaderboardRankSchema = v.object({
  rank: v.number(),
  account: v.string(),
  wagerCents: v.number(),
  /** What this rank wins if the period ended now (0: no prize). */
  prizeCents: v.number(),
});
/** A settled period's winner (SPEC section 3: winner list entries sorted by winAmount, descending). */
export const LeaderboardWinnerSchema = v.object({
  rank: v.number(),
  account: v.string(),
  winAmount: v.number(),
});
export const LeaderboardWinnersSchema = v.object({
  /** The last settled period (null: none settled yet, and the list is empty). */
  period: v.nullable(LeaderboardPeriodSchema),
  list: v.array(LeaderboardWinnerSchema),
});
export type LeaderboardWinners = v.InferOutput<typeof LeaderboardWinnersSchema>;

/** The member's view: the current period's ranking by valid wager, their own place, the prize table. */
export const LeaderboardSchema = v.object({
  period: LeaderboardPeriodSchema,
  /** The wager counted: one category's, or every game's (null). */
  category: v.nullable(v.picklist(REBATE_CATEGORIES)),
  prizes: v.array(v.number()),
  list: v.array(LeaderboardRankSchema),
  mine: v.nullable(LeaderboardRankSchema),
});
export type Leaderboard = v.InferOutput<typeof LeaderboardSchema>;

export const LeaderboardSettleResultSchema = v.object({
  /** Merchants' periods settled by this call (0: nothing had ended unsettled). */
  periods: v.number(),
  prizes: v.number(),
  paidCents: v.number(),
});
export type LeaderboardSettleResult = v.InferOutput<typeof LeaderboardSettleResultSchema>;

// --- Operators' liabilities across every campaign kind (server/campaigns/liabilities.ts) ---

export const CAMPAIGN_KINDS = [
  'promotions',
  'redRain',
  'missions',
  'referrals',
  'vip',
  'rebates',
  'leaderboard',
] as const;
export const CampaignLiabilitySchema = v.object({
  kind: v.picklist(CAMPAIGN_KINDS),
  /** Null: the kind has no budget (VIP bonuses, rebates). */
  budgetCents: v.nullable(v.number()),
  spentCents: v.number(),
  /** Issued but not in the wallet yet. */
  outstandingCents: v.number(),
  budgetLeftCents: v.nullable(v.number()),
});
export const CampaignLiabilitiesSchema = v.object({
  kinds: v.array(CampaignLiabilitySchema),
  totals: v.object({
    budgetCents: v.number(),
    spentCents: v.number(),
    outstandingCents: v.number(),
    budgetLeftCents: v.number(),
  }),
});
export type CampaignLiabilities = v.InferOutput<typeof CampaignLiabilitiesSchema>;
