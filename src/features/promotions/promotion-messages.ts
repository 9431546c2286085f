// Texts of the promotion screens: the spec's state labels, the categories and the codes these screens
// answer. Only these screens show them, so they live here, not in src/lib/messages.ts.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/http.ts';
import { errorMessage } from '../../lib/messages.ts';
import type { PromotionCategory } from '../../shared/constants/promotion-categories.ts';
import { PROMOTION_COMMENT_MAX } from '../../shared/constants/promotions.ts';
import { PROMOTION_CODES as P } from '../../shared/errors/promotion.ts';
import type { PromotionMemberState } from '../../shared/promotion-state.ts';

/** SPEC.md section 4's labels (src/shared/promotion-state.ts PROMOTION_STATE_LABELS), translated. */
export const STATE_LABELS: Readonly<Record<PromotionMemberState, MessageDescriptor>> = {
  coming_soon: msg`coming soon`,
  open: msg`Join`,
  signed: msg`signed`,
  joined: msg`Joined`,
  process: msg`Process`,
  applying: msg`Applying`,
  rejected: msg`Rejected`,
  claimable: msg`Claim`,
  issued: msg`Issued`,
  claimed: msg`Claimed`,
  closed: msg`Close`,
};

export const CATEGORY_LABELS: Readonly<Record<PromotionCategory, MessageDescriptor>> = {
  all: msg`All`,
  new: msg`New members`,
  daily: msg`Daily`,
  deposit: msg`Deposit`,
  vip: msg`VIP`,
  other: msg`Other`,
};

/** Field code of the application form (the server answers P.commentInvalid for the same fault). */
export const COMMENT_REQUIRED = 'promotion.comment.required';

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [P.unknown]: msg`This promotion could not be found.`,
  [P.notLive]: msg`This promotion is not open right now.`,
  [P.stateInvalid]: msg`You have already taken part in this promotion.`,
  [P.budgetExhausted]: msg`This promotion has given out all its rewards.`,
  [P.commentInvalid]: msg`Please write a comment of at most ${PROMOTION_COMMENT_MAX} characters.`,
  [P.imageInvalid]: msg`Only PNG or JPG images can be attached.`,
  [P.imageTooLarge]: msg`Each image can be at most 5 MB.`,
  [P.tooManyImages]: msg`You can attach at most 3 images.`,
  [COMMENT_REQUIRED]: msg`This promotion asks for a comment.`,
};

/** Text of a failed call or a form code on these screens; other codes read as everywhere else. */
export function promotionMessage(err: unknown): MessageDescriptor {
  const code = err instanceof ApiError ? err.code : typeof err === 'string' ? err : undefined;
  return (code && MESSAGES[code]) || errorMessage(err);
}
