// Missions (issue 14, /m/leaderBoard): the operator's rules and what the member sees. Shared by the app
// and the server; only the leaderboard screen (lazy) and the server import it.
import * as v from 'valibot';
import {
  MISSION_MAX_COUNT,
  MISSION_MAX_REWARD_CENTS,
  MISSION_MAX_WAGER_CENTS,
} from '../constants/missions.ts';
import { REBATE_CATEGORIES } from '../constants/rebates.ts';

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

export const MissionCreateSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
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
