// Promotions and the reward centre (issue 14; SPEC.md sections 2, 4 "Activity labels", 6 content type PR
// and 9: an activity comment of 140 characters, at most 3 images of 5 MB each).

/** How a promotion pays: `manual` an operator approves an application; `signup` joining issues the
 * reward at once; `deposit` a bonus paid with a qualifying deposit that chose it in the cashier
 * (server/promotions/deposit-bonus.ts). */
export const PROMOTION_KINDS = ['manual', 'signup', 'deposit'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** draft (operators only) → scheduled → live ⇄ paused → ended. */
export const PROMOTION_STATUSES = ['draft', 'scheduled', 'live', 'paused', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const REWARD_STATUSES = ['unclaimed', 'claimed', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** An entry's identity verification, when the promotion asks for one. */
export const IDENTITY_STATUSES = ['not_required', 'pending_review', 'verified'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

export const PROMOTION_COMMENT_MAX = 140;
export const PROMOTION_IMAGES_MAX = 3;
export const PROMOTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart fields of an application. */
export const PROMOTION_FIELDS = { comment: 'comment', image: 'image' } as const;
export const PROMOTION_REJECT_REASON_MAX = 200;
/** Unclaimed rewards expire this many days after issue unless the promotion's rules say otherwise. */
export const REWARD_EXPIRY_DAYS_DEFAULT = 7;
export const REWARD_PAGE_SIZE = 20;
