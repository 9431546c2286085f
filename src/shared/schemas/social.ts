// Google and Facebook sign-in (issue 34): the OAuth 2.0 round trip runs on the server (PKCE, state,
// nonce); the page only starts it, lands on /m/socialLogin with a one-time ticket in the fragment, and
// trades the ticket for a session. Tokens of the provider never reach the page.
import * as v from 'valibot';
import { REGISTER_METHODS } from '../constants/accounts.ts';
import { AFFILIATE_CODE_MAX_LENGTH } from '../constants/ui.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SocialProviderSchema = v.picklist(SOCIAL_PROVIDERS);

/** The app's route the server's callback redirects to (fragment: `ticket=…` or `error=<code>`, `intent=…`). */
export const SOCIAL_LANDING_ROUTE = '/m/socialLogin';

/**
 * POST PATHS.socialStart/:provider: where to send the browser. `login` signs in, or registers a new
 * member when the provider account is new (with what the registration page had: age confirmation and
 * invitation code, carried through the state).
 */
export const SocialStartSchema = v.object({
  affiliateCode: v.optional(v.pipe(v.string(), v.maxLength(AFFILIATE_CODE_MAX_LENGTH))),
  /** An invite link's referral code (`?ref=`): its owner becomes the referrer, as with the form. */
  recommenderId: v.optional(v.pipe(v.string(), v.maxLength(AFFILIATE_CODE_MAX_LENGTH))),
  ageConfirmed: v.optional(v.boolean()),
  /** How the app runs (as the registration form sends it): recorded on a member the sign-in registers. */
  registerMethod: v.optional(v.picklist(REGISTER_METHODS)),
});
export type SocialStart = v.InferOutput<typeof SocialStartSchema>;

/** The provider's authorization URL; the page navigates to it (location.assign). */
export const SocialRedirectSchema = v.object({ url: v.string() });
export type SocialRedirect = v.InferOutput<typeof SocialRedirectSchema>;

/** POST PATHS.socialComplete: the landing page's ticket, and the details a first sign-in was asked for. */
export const SocialCompleteSchema = v.object({
  ticket: v.pipe(v.string(), v.maxLength(128)),
  ageConfirmed: v.optional(v.boolean()),
  affiliateCode: v.optional(v.pipe(v.string(), v.maxLength(AFFILIATE_CODE_MAX_LENGTH))),
});
export type SocialComplete = v.InferOutput<typeof SocialCompleteSchema>;

/** The value of 409 SOCIAL_CODES.details: what the registration still needs before the member exists. */
export const SocialDetailsNeededSchema = v.object({
  provider: SocialProviderSchema,
  /** The name the provider gave (shown: "Continue as …"), if any. */
  name: v.optional(v.string()),
  /** The minimum age to confirm, when not confirmed yet. */
  minimumAge: v.optional(v.number()),
  /** Whether an invitation code is required (the merchant's affiliateCode rule). */
  affiliateCodeRequired: v.boolean(),
});
export type SocialDetailsNeeded = v.InferOutput<typeof SocialDetailsNeededSchema>;

/** GET PATHS.securitySocial: each provider the merchant offers, and whether the member has it linked. */
export const SocialLinksSchema = v.object({
  providers: v.array(
    v.object({
      provider: SocialProviderSchema,
      linked: v.boolean(),
      /** ISO time of the link. */
      linkedAt: v.optional(v.string()),
      /** What the provider calls the account (name, or a masked e-mail), to recognise it. */
      label: v.optional(v.string()),
    }),
  ),
  /** False when the member has no password: the last linked provider cannot be unlinked. */
  hasPassword: v.boolean(),
});
export type SocialLinks = v.InferOutput<typeof SocialLinksSchema>;
