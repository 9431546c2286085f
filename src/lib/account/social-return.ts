// What the Google and Facebook sign-in's landing page (issue 34) hands to the page it sends the member
// to, in that history entry's state (kept across a reload of the entry, gone with it): a refused or
// failed sign-in to the login page, a link's outcome to the security centre. Read back through a
// schema: history state is anyone's to write.
import { useLocation } from '@tanstack/react-router';
import * as v from 'valibot';
import { SocialProviderSchema } from '../../shared/schemas/social.ts';
import { ApiError } from '../http.ts';
import { errorCode } from '../messages.ts';

const SignInNoticeSchema = v.object({
  signInNotice: v.object({ code: v.string(), status: v.number(), value: v.unknown() }),
});
const LinkResultSchema = v.object({
  socialLink: v.union([v.object({ linked: SocialProviderSchema }), v.object({ code: v.string() })]),
});
export type LinkResult = v.InferOutput<typeof LinkResultSchema>['socialLink'];

/** The history state that shows `err` on the login page (its code and value, which history can keep). */
export const signInNoticeState =
  (err: unknown) =>
  <S extends object>(prev: S) => ({
    ...prev,
    signInNotice: {
      code: errorCode(err),
      status: err instanceof ApiError ? err.status : 0,
      value: err instanceof ApiError ? err.value : null,
    },
  });

/** The refusal the landing page sent to the login page, as the failure it was; null for none. */
export function useSignInNotice(): ApiError | null {
  const state = useLocation({ select: (l) => l.state });
  const parsed = v.safeParse(SignInNoticeSchema, state);
  if (!parsed.success) return null;
  const { code, status, value } = parsed.output.signInNotice;
  return new ApiError(code, status, undefined, value);
}

/** The history state that tells the security centre how a link went. */
export const linkResultState =
  (socialLink: LinkResult) =>
  <S extends object>(prev: S) => ({ ...prev, socialLink });

/** How the link the member just came back from went; null when they did not come from one. */
export function useLinkResult(): LinkResult | null {
  const state = useLocation({ select: (l) => l.state });
  const parsed = v.safeParse(LinkResultSchema, state);
  return parsed.success ? parsed.output.socialLink : null;
}
