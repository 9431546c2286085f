// Member feedback (SPEC.md catalogue hints: content length between bounds, images png or jpg, 5 MB each,
// at most 3). The bounds are the platform's; the site config does not carry them yet.

/** What a member's feedback is about. */
export const FEEDBACK_TYPES = ['suggestion', 'deposit', 'withdrawal', 'game', 'account', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** open: waiting for the operator; replied: the operator has answered at least once. */
export const FEEDBACK_STATUSES = ['open', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_TEXT_MIN = 10;
export const FEEDBACK_TEXT_MAX = 500;
export const FEEDBACK_REPLY_MAX = 1000;
export const FEEDBACK_IMAGES_MAX = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** All stored feedback images of a merchant together: past it new images are refused, not old ones dropped. */
export const FEEDBACK_STORAGE_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/**
 * One member's stored feedback images together (two full submissions): past it their new images are
 * refused, so one member cannot fill the merchant's storage for everyone.
 */
export const FEEDBACK_MEMBER_STORAGE_MAX_BYTES = 30 * 1024 * 1024;
/** The multipart fields of the submit call. */
export const FEEDBACK_FIELDS = { type: 'type', text: 'text', image: 'image' } as const;
export const FEEDBACK_PAGE_SIZE = 20;
