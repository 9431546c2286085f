// Google and Facebook sign-in (issue 34): start, the provider's callback, the ticket's completion, and the
// security centre's links. What decides each is server/auth/social/social-logins.ts.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { AGENT_REBATE_CODES } from '../../src/shared/errors/agent-rebate.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { WITHDRAW_CODES } from '../../src/shared/errors/cashier.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { SOCIAL_CODES } from '../../src/shared/errors/social.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { LoginResultSchema } from '../../src/shared/schemas/auth.ts';
import {
  SOCIAL_LANDING_ROUTE,
  SocialCompleteSchema,
  SocialLinksSchema,
  SocialProviderSchema,
  SocialRedirectSchema,
  SocialStartSchema,
} from '../../src/shared/schemas/social.ts';
import type { SocialCaller, SocialLogins } from '../auth/social/social-logins.ts';
import { ipKey } from '../auth/throttle.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { isRecentAuth } from '../http/recent-auth.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import { sessionDevice } from '../http/session-device.ts';
import { validJson } from '../http/validate.ts';
import { clientIp } from '../lib/client-ip.ts';

const params = { provider: SocialProviderSchema };
/** The provider of the path, or undefined (the route answers 404). */
const providerOf = (c: Context) => {
  const parsed = v.safeParse(SocialProviderSchema, c.req.param('provider'));
  return parsed.success ? parsed.output : undefined;
};
const unknownProvider = (c: Context) => fail(c, 404, CODES.notFound, 'Unknown sign-in provider');
/** The OAuth answer's parameters the callback reads (anything else is dropped, each value bounded). */
const CALLBACK_PARAMS = ['code', 'state', 'error', 'error_reason', 'error_description', 'iss', 'scope'];

/**
 * The provider's redirect back (a browser navigation, not a platform call): mounted by app.ts before the
 * platform context and gates, so whatever happens the browser gets a redirect to the app's landing page
 * (SOCIAL_LANDING_ROUTE), never a JSON or blank page. The merchant is the one the round trip began for.
 */
export function socialCallbackRoutes(social: SocialLogins) {
  const app = new Hono<AppEnv>();
  app.get(
    `${PATHS.socialCallback}/:provider`,
    documented({
      summary: "The provider's redirect URI (PUBLIC_ORIGIN + this path, registered at Google and Facebook)",
      description: `Uses the round trip's state once, trades the code (PKCE) and verifies the account, then redirects to \`${SOCIAL_LANDING_ROUTE}#ticket=…&intent=login\`, \`#linked=<provider>&intent=link\` or \`#error=<code>&intent=…\` (${Object.values(SOCIAL_CODES).join(', ')}).`,
      params,
      redirect: `Found: the app's landing page ${SOCIAL_LANDING_ROUTE} with the outcome in the fragment`,
    }),
    async (c) => {
      const query: Record<string, string> = {};
      for (const name of CALLBACK_PARAMS) {
        const value = c.req.query(name);
        if (value !== undefined) query[name] = value.slice(0, 2048);
      }
      const location = await social.callback(c.req.param('provider'), query);
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(location, 302);
    },
  );
  return app;
}

export function socialRoutes(services: Services, social: SocialLogins) {
  const { config } = services;
  const app = new Hono<AppEnv>();
  const session = [requireSession(services), rejectTrial] as const;
  const caller = (c: Context<AppEnv>): SocialCaller => ({
    memberId: c.get('session').memberId,
    merchantCode: c.get('merchant'),
    recentAuth: isRecentAuth(services, c),
    lang: c.get('lang'),
  });

  app.post(
    `${PATHS.socialStart}/:provider`,
    documented({
      summary:
        "Start a sign-in (or a first sign-in that registers) with Google or Facebook: the provider's URL",
      description:
        'State, PKCE verifier and nonce stay on the server for 10 minutes. The page navigates to `url`; the provider comes back to the callback.',
      params,
      value: SocialRedirectSchema,
      failures: {
        403: [CODES.featureDisabled],
        404: [CODES.notFound],
        502: [SOCIAL_CODES.unavailable, SOCIAL_CODES.failed],
      },
    }),
    validJson(SocialStartSchema),
    async (c) => {
      const provider = providerOf(c);
      if (!provider) return unknownProvider(c);
      return answer(
        c,
        await social.start(provider, c.req.valid('json'), {
          merchant: c.get('merchant'),
          lang: c.get('lang'),
        }),
      );
    },
  );

  app.post(
    PATHS.socialComplete,
    documented({
      summary: "Trade the landing page's one-time ticket for a session",
      description:
        'A known provider account signs its member in (as a password login). A new one registers a member; 409 `social.details` (SocialDetailsNeeded) asks for the age confirmation or a required invitation code, and the ticket stays valid (2 minutes from the callback).',
      value: LoginResultSchema,
      failures: {
        400: [SOCIAL_CODES.expired, AUTH_CODES.invitationCodeError],
        401: [AUTH_CODES.loginFailed],
        403: [CODES.featureDisabled, EXCLUSION_CODES.excluded],
        409: [SOCIAL_CODES.details, AGENT_REBATE_CODES.tooDeep],
        429: [AUTH_CODES.throttled],
      },
    }),
    validJson(SocialCompleteSchema),
    async (c) =>
      answer(
        c,
        await social.complete(c.req.valid('json'), {
          merchant: c.get('merchant'),
          ip: ipKey(clientIp(c, config.trustProxy)),
          device: sessionDevice(c, config.trustProxy),
        }),
      ),
  );

  app.get(
    PATHS.securitySocial,
    documented({
      summary: 'The sign-in providers the merchant offers and which the member has linked',
      auth: 'session',
      value: SocialLinksSchema,
    }),
    ...session,
    async (c) => ok(c, await social.links(caller(c))),
  );

  app.post(
    `${PATHS.securitySocial}/:provider`,
    documented({
      summary: "Link a provider to the member: the provider's URL (a recently authenticated session)",
      description:
        'The callback links the account and lands on `#linked=<provider>&intent=link`, or `#error=social.linked.elsewhere` when it signs in another member.',
      auth: 'session',
      params,
      value: SocialRedirectSchema,
      failures: {
        403: [CODES.featureDisabled, WITHDRAW_CODES.recentAuthRequired, AUTH_CODES.freeReject],
        404: [CODES.notFound],
        409: [SOCIAL_CODES.alreadyLinked],
        502: [SOCIAL_CODES.unavailable, SOCIAL_CODES.failed],
      },
    }),
    ...session,
    async (c) => {
      const provider = providerOf(c);
      if (!provider) return unknownProvider(c);
      return answer(c, await social.linkStart(provider, caller(c)));
    },
  );

  app.delete(
    `${PATHS.securitySocial}/:provider`,
    documented({
      summary: 'Unlink a provider (a recently authenticated session; never the only way to sign in)',
      auth: 'session',
      params,
      failures: {
        403: [WITHDRAW_CODES.recentAuthRequired, AUTH_CODES.freeReject],
        404: [CODES.notFound],
        409: [SOCIAL_CODES.lastSignIn],
      },
    }),
    ...session,
    async (c) => {
      const provider = providerOf(c);
      if (!provider) return unknownProvider(c);
      return answer(c, await social.unlink(provider, caller(c)));
    },
  );

  return app;
}
