// Google and Facebook sign-in's landing (issue 34): trading the one-time ticket for a session.
import { request } from '../../lib/http.ts';
import { PATHS } from '../../shared/paths.ts';
import { LoginResultSchema } from '../../shared/schemas/auth.ts';
import type { SocialComplete } from '../../shared/schemas/social.ts';

/**
 * The ticket (and, for a first sign-in, the details asked for) for a session: a LoginResult like a
 * password login's; 409 social.details when the registration still needs something.
 */
export const completeSocial = (body: SocialComplete) =>
  request('POST', PATHS.socialComplete, { schema: LoginResultSchema, body });
