// Promotions (COMM3: the list and detail are public; joining and applying need a real member), the
// reward centre (REWCEN3) and the operators' side: shared by the app and the server.
import * as v from 'valibot';
import type { LANGUAGES } from '../constants/language.ts';
import { PROMOTION_CATEGORIES } from '../constants/promotion-categories.ts';
import {
  IDENTITY_STATUSES,
  PROMOTION_COMMENT_MAX,
  PROMOTION_KINDS,
  PROMOTION_REJECT_REASON_MAX,
  PROMOTION_STATUSES,
  REWARD_PAGE_SIZE,
  REWARD_STATUSES,
} from '../constants/promotions.ts';
import { PROMOTION_MEMBER_STATES } from '../promotion-state.ts';
import { IsoDateTimeSchema } from './common.ts';
import { PageOf, PageQueryEntries } from './page.ts';

// integer + MAX_SAFE_INTEGER rather than safeInteger(): every valibot action used anywhere ships in the entry.
const Cents = (min: number) =>
  v.pipe(v.number(), v.integer(), v.maxValue(Number.MAX_SAFE_INTEGER), v.minValue(min));
const Multiplier = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));
const ExpiryDays = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365));

/** The rules of each kind (the operators' JSON, validated per kind by its `kind`). */
export const ManualRulesSchema = v.strictObject({
  kind: v.literal('manual'),
  /** What an approved application pays, cents. */
  amountCents: Cents(1),
  /** The bonus must be wagered this many times before it can be withdrawn (0: never). */
  turnoverMultiplier: Multiplier,
  commentRequired: v.optional(v.boolean(), false),
  /** The member's identity is verified by an operator before the application is decided. */
  identityRequired: v.optional(v.boolean(), false),
  expiryDays: v.optional(ExpiryDays),
});
export const SignupRulesSchema = v.strictObject({
  kind: v.literal('signup'),
  amountCents: Cents(1),
  turnoverMultiplier: Multiplier,
  expiryDays: v.optional(ExpiryDays),
});
export const DepositRulesSchema = v.strictObject({
  kind: v.literal('deposit'),
  /** Bonus as a percentage of the qualifying deposit, 1–500. */
  percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)),
  /** The most one deposit's bonus pays, cents. */
  capCents: Cents(1),
  turnoverMultiplier: Multiplier,
  minDepositCents: Cents(1),
  expiryDays: v.optional(ExpiryDays),
});
export const PromotionRulesSchema = v.variant('kind', [
  ManualRulesSchema,
  SignupRulesSchema,
  DepositRulesSchema,
]);
export type PromotionRules = v.InferOutput<typeof PromotionRulesSchema>;

const TextsEntry = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
  summary: v.pipe(v.string(), v.trim(), v.maxLength(500)),
  /** HTML, sanitised when stored and again when served. */
  termsHtml: v.pipe(v.string(), v.maxLength(100_000)),
});
export type PromotionTexts = Record<(typeof LANGUAGES)[number], v.InferOutput<typeof TextsEntry>>;
const TextsSchema = v.object({ TY: TextsEntry, EN: TextsEntry });

/** An operator's promotion: created as a draft, changed only while it is one. */
export const PromotionInputSchema = v.pipe(
  v.strictObject({
    category: v.picklist(PROMOTION_CATEGORIES),
    texts: TextsSchema,
    bannerUrl: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500), v.regex(/^(https:\/\/|\/)/)))),
    startsAt: IsoDateTimeSchema,
    endsAt: v.optional(v.nullable(IsoDateTimeSchema)),
    budgetCents: Cents(1),
    /** The most one member can receive from this promotion, cents (null: only the budget limits). */
    memberCapCents: v.optional(v.nullable(Cents(1))),
    rules: PromotionRulesSchema,
  }),
  v.check((p) => !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt), 'endsAt: after startsAt'),
);
export type PromotionInput = v.InferOutput<typeof PromotionInputSchema>;

/** The comment beside an application's images (the multipart field). */
export const ApplicationCommentSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => [...s].length <= PROMOTION_COMMENT_MAX, `at most ${PROMOTION_COMMENT_MAX} characters`),
);

export const PromotionListQuerySchema = v.object({
  category: v.optional(v.picklist(PROMOTION_CATEGORIES), 'all'),
});

/** What the member needs to take part, from the rules (the rest of them is the operator's). */
const PromotionOfferEntries = {
  id: v.number(),
  kind: v.picklist(PROMOTION_KINDS),
  category: v.picklist(PROMOTION_CATEGORIES),
  title: v.string(),
  summary: v.string(),
  bannerUrl: v.nullable(v.string()),
  startsAt: v.string(),
  endsAt: v.nullable(v.string()),
  /** The member's state (a visitor: the promotion's, `open` while live). */
  state: v.picklist(PROMOTION_MEMBER_STATES),
  /** What it pays (manual, signup), or the most a deposit's bonus pays. */
  rewardCents: v.number(),
  turnoverMultiplier: v.number(),
  /** deposit: the bonus percentage and the smallest qualifying deposit. */
  percent: v.nullable(v.number()),
  minDepositCents: v.nullable(v.number()),
  /** The most one member receives from the promotion (null: only the budget limits); the cashier's
   * bonus preview needs it (src/shared/deposit-bonus.ts). */
  memberCapCents: v.nullable(v.number()),
};
export const PromotionSummarySchema = v.object(PromotionOfferEntries);
export type PromotionSummary = v.InferOutput<typeof PromotionSummarySchema>;
export const PromotionListSchema = v.object({ list: v.array(PromotionSummarySchema) });

export const PromotionDetailSchema = v.object({
  ...PromotionOfferEntries,
  termsHtml: v.string(),
  commentRequired: v.boolean(),
  identityRequired: v.boolean(),
  /** The member's application, when there is one. */
  rejectReason: v.nullable(v.string()),
  identity: v.picklist(IDENTITY_STATUSES),
  /** The reward to claim (state `claimable`), else null. */
  rewardId: v.nullable(v.number()),
});
export type PromotionDetail = v.InferOutput<typeof PromotionDetailSchema>;

// The reward centre (REWCEN3)
export const RewardSchema = v.object({
  id: v.number(),
  promotionId: v.number(),
  title: v.string(),
  amountCents: v.number(),
  /** What must be wagered before the bonus can be withdrawn, cents (shown before claiming). */
  turnoverCents: v.number(),
  /** `expired`: left unclaimed past `expiresAt`. */
  status: v.picklist(REWARD_STATUSES),
  issuedAt: v.string(),
  expiresAt: v.string(),
  claimedAt: v.nullable(v.string()),
});
export type Reward = v.InferOutput<typeof RewardSchema>;

export const REWARD_TABS = ['unclaimed', 'history'] as const;
export type RewardTab = (typeof REWARD_TABS)[number];
export const RewardQuerySchema = v.object({
  tab: v.optional(v.picklist(REWARD_TABS), 'unclaimed'),
  ...PageQueryEntries(REWARD_PAGE_SIZE, 50),
});
export const RewardPageSchema = PageOf(RewardSchema);
export const RewardCountSchema = v.object({ unclaimed: v.number() });
export const RewardClaimSchema = v.object({
  reward: RewardSchema,
  balanceCents: v.number(),
  /** The reward had been claimed already (by this call's twin): nothing more was credited. */
  replayed: v.boolean(),
});

// Operators
export const OpsPromotionSchema = v.object({
  id: v.number(),
  kind: v.picklist(PROMOTION_KINDS),
  category: v.picklist(PROMOTION_CATEGORIES),
  status: v.picklist(PROMOTION_STATUSES),
  texts: TextsSchema,
  bannerUrl: v.nullable(v.string()),
  startsAt: v.string(),
  endsAt: v.nullable(v.string()),
  budgetCents: v.number(),
  spentCents: v.number(),
  memberCapCents: v.nullable(v.number()),
  rules: PromotionRulesSchema,
  createdAt: v.string(),
});
export type OpsPromotion = v.InferOutput<typeof OpsPromotionSchema>;
export const OpsPromotionListSchema = v.object({ list: v.array(OpsPromotionSchema) });

export const OpsApplicationSchema = v.object({
  id: v.number(),
  promotionId: v.number(),
  memberId: v.number(),
  account: v.string(),
  state: v.picklist(PROMOTION_MEMBER_STATES),
  comment: v.string(),
  imageCount: v.number(),
  identity: v.picklist(IDENTITY_STATUSES),
  rejectReason: v.nullable(v.string()),
  createdAt: v.string(),
});
export const OpsApplicationPageSchema = PageOf(OpsApplicationSchema);
export const OpsApplicationQuerySchema = v.object({
  promotionId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
  /** process: identity pending review; applying: waiting for a decision. */
  state: v.optional(v.picklist(['process', 'applying', 'rejected', 'claimable'] as const)),
  ...PageQueryEntries(50, 200),
});
export const RejectApplicationSchema = v.object({
  reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(PROMOTION_REJECT_REASON_MAX)),
});

export const LiabilitiesSchema = v.object({
  /** Issued, unclaimed and not expired: what members can still claim, cents. */
  bonusOutstandingCents: v.number(),
  promotions: v.array(
    v.object({
      id: v.number(),
      title: v.string(),
      status: v.picklist(PROMOTION_STATUSES),
      budgetCents: v.number(),
      spentCents: v.number(),
      budgetLeftCents: v.number(),
      outstandingCents: v.number(),
    }),
  ),
});
