// The security centre and profile (PROFPIC3: a real member's session; trials get free_reject): the hub's
// one read, the nickname, the head icon (multipart, read under its own body limit registered in
// server/app.ts before the platform's small one) and the security questions (recent authentication).
// The rules live in server/profile/.
import { type Context, Hono } from 'hono';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  SECURITY_QUESTIONS_COUNT,
} from '../../src/shared/constants/security.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { WITHDRAW_CODES } from '../../src/shared/errors/cashier.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { SECURITY_CODES } from '../../src/shared/errors/security.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  AvatarSavedSchema,
  NicknameSchema,
  NicknameSetSchema,
  SecurityProfileSchema,
  SecurityQuestionsSchema,
  SetSecurityQuestionsSchema,
} from '../../src/shared/schemas/security.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { isRecentAuth, recentAuthRequired } from '../http/recent-auth.ts';
import { rejectTrial, requireSession, sessionExpired } from '../http/require-session.ts';
import { validJson } from '../http/validate.ts';
import { largeBody, multipartOf } from '../lib/uploads.ts';
import type { Avatars } from '../profile/avatar.ts';
import { setNickname } from '../profile/nickname.ts';
import { securityProfile } from '../profile/security-profile.ts';
import type { SecurityQuestions } from '../profile/security-questions.ts';

/** Room for the multipart envelope around one largest image. */
const AVATAR_BODY_MAX = AVATAR_MAX_BYTES + 64 * 1024;

/** For the avatar upload only, before the platform's body limit (server/lib/uploads.ts `largeBody`). */
export const avatarBody = () =>
  largeBody(
    AVATAR_BODY_MAX,
    (c) => fail(c, 413, SECURITY_CODES.avatarTooLarge, 'avatar: larger than 5 MB'),
    'PUT',
  );

export function securityRoutes(services: Services, avatars: Avatars, questions: SecurityQuestions) {
  const { db } = services;
  const app = new Hono<AppEnv>();
  const session = [requireSession(services), rejectTrial] as const;
  const memberId = (c: Context<AppEnv>) => c.get('session').memberId;

  app.get(
    PATHS.securityProfile,
    documented({
      summary: 'Everything the security centre shows: nickname, head icon, bindings (masked), what is set',
      auth: 'session',
      value: SecurityProfileSchema,
    }),
    ...session,
    async (c) => {
      const profile = await securityProfile(db, memberId(c));
      return profile ? ok(c, profile) : sessionExpired(c);
    },
  );

  app.put(
    PATHS.nickname,
    documented({
      summary: 'Change the nickname (2–20 characters, none of < > & " \' \\ / or control characters)',
      auth: 'session',
      value: NicknameSetSchema,
      failures: { 400: [SECURITY_CODES.nicknameInvalid, CODES.invalidRequest] },
    }),
    ...session,
    validJson(NicknameSchema),
    async (c) => answer(c, await setNickname(db, memberId(c), c.req.valid('json').nickname)),
  );

  app.put(
    PATHS.avatar,
    documented({
      summary: 'A new head icon: a png or jpeg of at most 5 MB, stored as a 256×256 JPEG without metadata',
      description: `Multipart/form-data with one \`${AVATAR_FIELD}\` file. Its type is read from the bytes (PNG signature, JPEG marker), never from a name or Content-Type; it is cropped to a square, resized and re-encoded, which drops EXIF and every other metadata block.`,
      auth: 'session',
      value: AvatarSavedSchema,
      failures: { 400: [SECURITY_CODES.avatarInvalid], 413: [SECURITY_CODES.avatarTooLarge] },
    }),
    ...session,
    async (c) => {
      const form = await multipartOf(c);
      const file = form?.get(AVATAR_FIELD);
      if (!(file instanceof Blob))
        return fail(
          c,
          400,
          SECURITY_CODES.avatarInvalid,
          `avatar: expected a multipart \`${AVATAR_FIELD}\` file`,
        );
      return answer(c, await avatars.set(memberId(c), new Uint8Array(await file.arrayBuffer())));
    },
  );

  app.get(
    PATHS.avatar,
    documented({
      summary: "The member's own head icon",
      auth: 'session',
      file: { media: 'image/jpeg', description: 'A square JPEG' },
      noContent: 'No head icon is set: the default icon shows',
    }),
    ...session,
    async (c) => {
      const bytes = await avatars.get(memberId(c));
      // 204, not 404: having no head icon is the usual state, not an error a browser should log.
      if (!bytes) return c.body(null, 204);
      return c.body(bytes, 200, {
        'Content-Type': 'image/jpeg',
        'Content-Disposition': 'inline',
        'Cache-Control': 'private, no-store',
      });
    },
  );

  app.delete(
    PATHS.avatar,
    documented({ summary: 'Back to the default head icon', auth: 'session' }),
    ...session,
    async (c) => {
      await avatars.remove(memberId(c));
      return ok(c, null);
    },
  );

  app.get(
    PATHS.securityQuestions,
    documented({
      summary: "The member's chosen security questions (never the answers)",
      auth: 'session',
      value: SecurityQuestionsSchema,
    }),
    ...session,
    async (c) => ok(c, { questions: await questions.questions(memberId(c)) }),
  );

  app.put(
    PATHS.securityQuestions,
    documented({
      summary: `Set or replace the security questions: ${SECURITY_QUESTIONS_COUNT} different ones, answers hashed (a recently authenticated session)`,
      auth: 'session',
      value: SecurityQuestionsSchema,
      failures: {
        400: [SECURITY_CODES.questionsInvalid],
        403: [WITHDRAW_CODES.recentAuthRequired, AUTH_CODES.freeReject],
      },
    }),
    ...session,
    validJson(SetSecurityQuestionsSchema),
    async (c) => {
      if (!isRecentAuth(services, c)) return recentAuthRequired(c);
      return answer(c, await questions.set(memberId(c), c.req.valid('json').answers));
    },
  );

  return app;
}
