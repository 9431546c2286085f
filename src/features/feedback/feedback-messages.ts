// Texts of the feedback codes, the form's own field codes and the types. Only this screen shows them,
// so they live here (and in the screen's catalog), not in src/lib/messages.ts.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/http.ts';
import { errorMessage, fieldMessage } from '../../lib/messages.ts';
import {
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  type FeedbackStatus,
  type FeedbackType,
} from '../../shared/constants/feedback.ts';
import { FEEDBACK_CODES as F } from '../../shared/errors/member.ts';

/** Field codes of the form (the server answers the F codes for the same faults). */
export const FEEDBACK_FIELD = {
  typeRequired: 'feedback.type.required',
  textShort: 'feedback.text.short',
  textLong: 'feedback.text.long',
} as const;

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [F.textInvalid]: msg`Please check the type and the length of your message.`,
  [F.imageInvalid]: msg`Only PNG or JPG images can be attached.`,
  [F.imageTooLarge]: msg`Each image can be at most 5 MB.`,
  [F.tooManyImages]: msg`You can attach at most 3 images.`,
  [F.storageFull]: msg`Images cannot be received right now. Please send your feedback without images.`,
  [F.memberStorageFull]: msg`You have already sent as many images as we can keep for you. Please send this feedback without images.`,
  [F.unknown]: msg`This feedback could not be found.`,
  [FEEDBACK_FIELD.typeRequired]: msg`Please choose what your feedback is about.`,
  [FEEDBACK_FIELD.textShort]: msg`Please write at least ${FEEDBACK_TEXT_MIN} characters.`,
  [FEEDBACK_FIELD.textLong]: msg`Please write at most ${FEEDBACK_TEXT_MAX} characters.`,
};

/** Text of a failed call on this screen; other codes read as everywhere else. */
export function feedbackErrorMessage(err: unknown): MessageDescriptor {
  const own = err instanceof ApiError ? MESSAGES[err.code] : undefined;
  return own ?? errorMessage(err);
}

/** Text of a code of this screen (an image check's, a field's) or a shared field code. */
export const feedbackMessage = (code: string): MessageDescriptor => MESSAGES[code] ?? fieldMessage(code);

export const FEEDBACK_TYPE_LABELS: Readonly<Record<FeedbackType, MessageDescriptor>> = {
  suggestion: msg`Suggestion`,
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  game: msg`Games`,
  account: msg`Account`,
  other: msg`Other`,
};

export const FEEDBACK_STATUS_LABELS: Readonly<Record<FeedbackStatus, MessageDescriptor>> = {
  open: msg`Waiting for a reply`,
  replied: msg`Replied`,
};
