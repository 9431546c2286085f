// Stable machine codes of promotions and the reward centre (issue 14). Apart from general.ts so the first
// page's chunk does not carry them; the app translates each in src/features/promotions and reward-centre.
export const PROMOTION_CODES = {
  /** 404: no such promotion for this merchant (or a draft, which members never see). */
  unknown: 'promotion.unknown',
  /** 409: the promotion is not live (not started, paused or ended). */
  notLive: 'promotion.not.live',
  /** 409: this action does not fit the member's state (already joined, applied, or the wrong kind). */
  stateInvalid: 'promotion.state.invalid',
  /** 409: the promotion's budget cannot pay this reward. */
  budgetExhausted: 'promotion.budget.exhausted',
  /** 400: the comment is longer than 140 characters. */
  commentInvalid: 'promotion.comment.invalid',
  /** 400: a file that is not a PNG or JPEG image (checked by its bytes). */
  imageInvalid: 'promotion.image.invalid',
  /** 413: an image above 5 MB. */
  imageTooLarge: 'promotion.image.size',
  /** 400: more than 3 images. */
  tooManyImages: 'promotion.image.count',
  /** 404 (operators): no such application. */
  applicationUnknown: 'promotion.application.unknown',
  /** 409 (operators): the application was already decided. */
  applicationClosed: 'promotion.application.closed',
  /** 404: no such reward of this member. */
  rewardUnknown: 'reward.unknown',
  /** 409: the reward expired before it was claimed. */
  rewardExpired: 'reward.expired',
} as const;
