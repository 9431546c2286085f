// The promotion list's tabs, alone: /m/activity's search validation sits in the entry chunk, and the
// rest of the promotion constants must not come with it.
export const PROMOTION_CATEGORIES = ['all', 'new', 'daily', 'deposit', 'vip', 'other'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
