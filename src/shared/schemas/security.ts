// The security centre (module PROFPIC3): the hub's one answer, the nickname, the security questions.
// Shared by the security-centre and profile features and the server.
import * as v from 'valibot';
import {
  NICKNAME_LENGTH,
  SECURITY_ANSWER_LENGTH,
  SECURITY_QUESTIONS,
  SECURITY_QUESTIONS_COUNT,
} from '../constants/security.ts';

/** Everything the hub shows: one call, every row's state. */
export const SecurityProfileSchema = v.object({
  account: v.string(),
  nickname: v.nullable(v.string()),
  /** Whether a head icon is set (GET PATHS.avatar answers it); false: the default icon. */
  avatarSet: v.boolean(),
  /** The bound e-mail, masked (`ju•••@example.com`); null: none bound. */
  maskedEmail: v.nullable(v.string()),
  /** The bound mobile, masked (`63917•••4567`); null: none bound. */
  maskedMobile: v.nullable(v.string()),
  /** The payee name (set once, the real name payouts go to), masked; null: not set yet. */
  maskedPayeeName: v.nullable(v.string()),
  paymentPasswordSet: v.boolean(),
  /** Active bank cards and e-wallets. */
  payoutAccountCount: v.number(),
  securityQuestionsSet: v.boolean(),
  birthDateSet: v.boolean(),
});
export type SecurityProfile = v.InferOutput<typeof SecurityProfileSchema>;

/**
 * A nickname: NICKNAME_LENGTH characters (trimmed), none of NICKNAME_FORBIDDEN — checked by the server,
 * which answers `security.nickname.invalid`; only a body far too long is refused unread.
 */
export const NicknameSchema = v.object({
  nickname: v.pipe(v.string(), v.maxLength(NICKNAME_LENGTH.max * 8)),
});
export const NicknameSetSchema = v.object({ nickname: v.string() });
/** The head icon was saved (GET PATHS.avatar answers the square JPEG). */
export const AvatarSavedSchema = v.object({ avatarSet: v.boolean() });

/** Set (or replace) the security questions: SECURITY_QUESTIONS_COUNT different ones, each answered. */
export const SetSecurityQuestionsSchema = v.object({
  answers: v.pipe(
    v.array(
      v.object({
        question: v.picklist(SECURITY_QUESTIONS),
        answer: v.pipe(v.string(), v.maxLength(SECURITY_ANSWER_LENGTH.max * 4)),
      }),
    ),
    v.minLength(SECURITY_QUESTIONS_COUNT),
    v.maxLength(SECURITY_QUESTIONS_COUNT),
  ),
});
export type SetSecurityQuestions = v.InferOutput<typeof SetSecurityQuestionsSchema>;

/** The member's chosen questions (never the answers); empty: none set. */
export const SecurityQuestionsSchema = v.object({ questions: v.array(v.picklist(SECURITY_QUESTIONS)) });
