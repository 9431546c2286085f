// Texts of the security codes (SECURITY_CODES), the profile forms' own codes and the question labels.
// Only the profile screens show them, so they live here, in the screens' catalog.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/http.ts';
import { errorMessage, fieldMessage } from '../../lib/messages.ts';
import {
  NICKNAME_LENGTH,
  SECURITY_ANSWER_LENGTH,
  type SecurityQuestion,
} from '../../shared/constants/security.ts';
import { WITHDRAW_CODES } from '../../shared/errors/cashier.ts';
import { SECURITY_CODES as S } from '../../shared/errors/security.ts';
import { PROFILE_FIELD as F } from './profile-rules.ts';

const nick = NICKNAME_LENGTH;
const answer = SECURITY_ANSWER_LENGTH;

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [S.nicknameInvalid]: msg`A nickname has ${nick.min} to ${nick.max} characters, without quotes, slashes or the symbols < > &.`,
  [S.avatarInvalid]: msg`Only PNG or JPG images can be used.`,
  [S.avatarTooLarge]: msg`The image is larger than 5 MB.`,
  [S.questionsInvalid]: msg`Choose different questions and give answers of ${answer.min} to ${answer.max} characters.`,
  [WITHDRAW_CODES.recentAuthRequired]: msg`Please confirm your login password to continue.`,
  [F.nicknameRequired]: msg`Please enter a nickname.`,
  [F.questionRequired]: msg`Please choose a question.`,
  [F.questionRepeated]: msg`Choose a different question.`,
  [F.answerLength]: msg`An answer has ${answer.min} to ${answer.max} characters.`,
};

/** Text of a failed call on the profile screens; other codes read as everywhere else. */
export function profileErrorMessage(err: unknown): MessageDescriptor {
  const own = err instanceof ApiError ? MESSAGES[err.code] : undefined;
  return own ?? errorMessage(err);
}

/** Text of a field code (the forms' own, the server's security codes, or the shared ones). */
export const profileFieldMessage = (code: string): MessageDescriptor => MESSAGES[code] ?? fieldMessage(code);

export const QUESTION_LABELS: Readonly<Record<SecurityQuestion, MessageDescriptor>> = {
  'first-school': msg`What was the name of your first school?`,
  'mother-maiden': msg`What is your mother's maiden name?`,
  'first-pet': msg`What was the name of your first pet?`,
  'birth-city': msg`In which city were you born?`,
  'childhood-friend': msg`What is the name of your childhood best friend?`,
  'favourite-teacher': msg`Who was your favourite teacher?`,
  'first-street': msg`What is the name of the street you grew up on?`,
  'favourite-food': msg`What is your favourite food?`,
};
