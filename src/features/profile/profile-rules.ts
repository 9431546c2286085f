// The profile forms' checks: pure, answering message codes (texts: profile-messages.ts). The server
// checks the same rules again (server/profile/).
import {
  NICKNAME_FORBIDDEN,
  NICKNAME_LENGTH,
  SECURITY_ANSWER_LENGTH,
} from '../../shared/constants/security.ts';
import { SECURITY_CODES } from '../../shared/errors/security.ts';

/** The forms' own codes (the server's are SECURITY_CODES). */
export const PROFILE_FIELD = {
  nicknameRequired: 'profile.field.nickname.required',
  questionRequired: 'profile.field.question.required',
  questionRepeated: 'profile.field.question.repeated',
  answerLength: 'profile.field.answer.length',
} as const;

type Problem = string | null;

/** Characters as the member sees them (an emoji is one). */
const length = (s: string) => [...s].length;

export function nicknameProblem(raw: string): Problem {
  const name = raw.trim();
  if (!name) return PROFILE_FIELD.nicknameRequired;
  if (NICKNAME_FORBIDDEN.test(name)) return SECURITY_CODES.nicknameInvalid;
  const n = length(name.replace(/ +/g, ' '));
  return n < NICKNAME_LENGTH.min || n > NICKNAME_LENGTH.max ? SECURITY_CODES.nicknameInvalid : null;
}

export function answerProblem(raw: string): Problem {
  const n = length(raw.trim().replace(/\s+/g, ' '));
  return n < SECURITY_ANSWER_LENGTH.min || n > SECURITY_ANSWER_LENGTH.max ? PROFILE_FIELD.answerLength : null;
}

/** A question must be chosen, and differ from the ones before it. */
export function questionProblem(question: string, before: readonly string[]): Problem {
  if (!question) return PROFILE_FIELD.questionRequired;
  return before.includes(question) ? PROFILE_FIELD.questionRepeated : null;
}
