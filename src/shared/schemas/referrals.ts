// Invite friends (issue 14): the member's code, the programme's rules, invited friends and rewards; the
// operators' programme. Shared by the invite-friends screen and the server.
import * as v from 'valibot';
import { REFERRAL_PAGE_SIZE } from '../constants/referrals.ts';
import { DB_INT_MAX, IsoDateTimeSchema } from './common.ts';
import { PageOf, PageQueryEntries } from './page.ts';

/** What earns a reward (0 reward: that kind is off), as members see it. */
export const ReferralRulesSchema = v.object({
  depositRewardCents: v.number(),
  /** The friend's credited deposit that qualifies: at least this. */
  depositMinCents: v.number(),
  turnoverRewardCents: v.number(),
  /** The friend's total stakes that qualify: at least this. */
  turnoverMinCents: v.number(),
});
export type ReferralRules = v.InferOutput<typeof ReferralRulesSchema>;

/** GET: the member's code (made on the first visit), the rules and the totals. */
export const ReferralSummarySchema = v.object({
  code: v.string(),
  rules: ReferralRulesSchema,
  friends: v.number(),
  /** Rewards credited to the wallet. */
  earnedCents: v.number(),
  /** Rewards earned but not paid yet (the programme's budget is spent, or the member is on a time-out). */
  pendingCents: v.number(),
});
export type ReferralSummary = v.InferOutput<typeof ReferralSummarySchema>;

export const ReferralFriendsQuerySchema = v.object({ ...PageQueryEntries(REFERRAL_PAGE_SIZE, 50) });

/** One invited friend: the account masked, when they joined, what they qualified for and what it earned. */
export const ReferralFriendSchema = v.object({
  account: v.string(),
  joinedAt: IsoDateTimeSchema,
  deposited: v.boolean(),
  wagered: v.boolean(),
  earnedCents: v.number(),
  pendingCents: v.number(),
});
export type ReferralFriend = v.InferOutput<typeof ReferralFriendSchema>;
export const ReferralFriendsPageSchema = PageOf(ReferralFriendSchema);

// --- Operators -------------------------------------------------------------------------------------

const RuleCents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DB_INT_MAX));
/** 10^13 cents (₱100 billion): any real budget, far below bigint's and JavaScript's safe range. */
const BudgetCents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000_000_000));

/** PUT: the whole programme (a reward needs its threshold above 0 when it is on). */
export const ReferralProgrammeInputSchema = v.object({
  depositRewardCents: RuleCents,
  depositMinCents: RuleCents,
  turnoverRewardCents: RuleCents,
  turnoverMinCents: BudgetCents,
  /** The most the programme may ever pay, rewards already paid included. */
  budgetCents: BudgetCents,
});
export type ReferralProgrammeInput = v.InferOutput<typeof ReferralProgrammeInputSchema>;

/** The programme as operators see it: its rules, budget, what was paid and what waits. */
export const ReferralProgrammeSchema = v.object({
  ...ReferralRulesSchema.entries,
  budgetCents: v.number(),
  spentCents: v.number(),
  /** Earned rewards not paid yet (budget spent, or the referrer excluded). */
  pendingCents: v.number(),
  pendingCount: v.number(),
  updatedAt: v.nullable(IsoDateTimeSchema),
});
export type ReferralProgramme = v.InferOutput<typeof ReferralProgrammeSchema>;
