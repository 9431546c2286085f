// The two sign-in providers behind one interface, both through openid-client (issue 34): Google by
// OpenID Connect discovery of its issuer (the ID token's issuer, audience, expiry, nonce and signature
// from the issuer's JWKS checked by the library), Facebook as a plain OAuth 2.0 server described by hand
// and its user read from the Graph API with an app-secret proof. Authorization code flow with PKCE and
// `state` for both; tokens never leave this file. Every outside call has a deadline.
import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import * as v from 'valibot';
import { SOCIAL_CODES, type SocialCode } from '../../../src/shared/errors/social.ts';
import type { SocialProvider } from '../../../src/shared/schemas/social.ts';
import { isLoopbackHost, type SocialSettings } from '../../config.ts';

/** Seconds each call to a provider may take (discovery, token, JWKS, Graph). */
export const PROVIDER_TIMEOUT_S = 5;
/** The discovered Google configuration is asked again after this long (its keys rotate through JWKS). */
const DISCOVERY_TTL_MS = 24 * 3_600_000;
/** The Graph API version of the dialog, token endpoint and `/me`. */
export const FACEBOOK_API_VERSION = 'v21.0';

/** What one round trip keeps on the server between the start and the callback. */
export interface RoundTrip {
  state: string;
  codeVerifier: string;
  /** OpenID Connect only. */
  nonce?: string | undefined;
}

/** The provider account the callback proved. */
export interface ProviderAccount {
  /** The provider's stable id: OpenID Connect `sub`, Facebook's app-scoped user id. */
  subject: string;
  name?: string | undefined;
  email?: string | undefined;
}

/** Why a round trip did not give an account: a SOCIAL_CODES code the landing page translates. */
export class SocialFailure extends Error {
  constructor(
    readonly code: SocialCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface IdentityProvider {
  readonly id: SocialProvider;
  /** Where to send the browser: the provider's authorization URL with state, PKCE challenge and nonce. */
  authorizationUrl(trip: RoundTrip, redirectUri: string): Promise<URL>;
  /**
   * Trades the callback's code (PKCE) and verifies what comes back; throws SocialFailure (unavailable when
   * the provider could not be reached in time, unverified for an unverified e-mail, failed otherwise).
   */
  account(callback: URL, trip: RoundTrip): Promise<ProviderAccount>;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
]);

/** Whether an error (or one of its causes) says the provider could not be reached or answered 5xx. */
export function isUnreachable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 8; depth++) {
    if (e instanceof Response) return e.status >= 500;
    if (typeof e !== 'object') return false;
    const { name, code, message, status, cause } = e as {
      name?: unknown;
      code?: unknown;
      message?: unknown;
      status?: unknown;
      cause?: unknown;
    };
    if (name === 'TimeoutError' || name === 'AbortError') return true;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('UND_ERR'))) return true;
    if (e instanceof TypeError && message === 'fetch failed') return true;
    if (typeof status === 'number' && status >= 500) return true;
    e = cause;
  }
  return false;
}

/** The SocialFailure of anything a provider call threw. */
const failureOf = (provider: SocialProvider, err: unknown): SocialFailure =>
  err instanceof SocialFailure
    ? err
    : isUnreachable(err)
      ? new SocialFailure(SOCIAL_CODES.unavailable, `${provider}: not reachable`, { cause: err })
      : new SocialFailure(SOCIAL_CODES.failed, `${provider}: ${(err as Error)?.message ?? err}`, {
          cause: err,
        });

/** Plain http only to a provider on this machine (tests and local stand-ins): the library refuses it otherwise. */
const insecureAllowed = (base: string) => {
  const url = new URL(base);
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
};

const IdTokenClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  email: v.optional(v.string()),
  email_verified: v.optional(v.unknown()),
  name: v.optional(v.string()),
});

class Google implements IdentityProvider {
  readonly id = 'google' as const;
  private discovered: { at: number; config: Promise<oidc.Configuration> } | undefined;

  constructor(private readonly settings: NonNullable<SocialSettings['google']>) {}

  /** The issuer's configuration, discovered once a day; a failed discovery is asked again next time. */
  private configuration(): Promise<oidc.Configuration> {
    const now = Date.now();
    if (this.discovered && now - this.discovered.at < DISCOVERY_TTL_MS) return this.discovered.config;
    const { issuer, clientId, clientSecret } = this.settings;
    const execute = [oidc.enableNonRepudiationChecks];
    if (insecureAllowed(issuer)) execute.push(oidc.allowInsecureRequests);
    const config = oidc.discovery(new URL(issuer), clientId, clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_S,
      execute,
    });
    const entry = { at: now, config };
    this.discovered = entry;
    config.catch(() => {
      if (this.discovered === entry) this.discovered = undefined;
    });
    return config;
  }

  async authorizationUrl(trip: RoundTrip, redirectUri: string): Promise<URL> {
    try {
      const config = await this.configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: trip.state,
        nonce: trip.nonce ?? '',
        code_challenge: await oidc.calculatePKCECodeChallenge(trip.codeVerifier),
        code_challenge_method: 'S256',
      });
    } catch (err) {
      throw failureOf(this.id, err);
    }
  }

  async account(callback: URL, trip: RoundTrip): Promise<ProviderAccount> {
    let claims: v.InferOutput<typeof IdTokenClaimsSchema>;
    try {
      const config = await this.configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: trip.codeVerifier,
        expectedState: trip.state,
        expectedNonce: trip.nonce ?? '',
        idTokenExpected: true,
      });
      const parsed = v.safeParse(IdTokenClaimsSchema, tokens.claims());
      if (!parsed.success) throw new SocialFailure(SOCIAL_CODES.failed, 'google: ID token without a subject');
      claims = parsed.output;
    } catch (err) {
      throw failureOf(this.id, err);
    }
    // No identity without a verified address (Google says so per account; a false or absent flag refuses).
    if (claims.email_verified !== true)
      throw new SocialFailure(SOCIAL_CODES.unverified, 'google: the e-mail address is not verified');
    return { subject: claims.sub, name: claims.name, email: claims.email };
  }
}

const GraphMeSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,64}$/)),
  name: v.optional(v.string()),
  email: v.optional(v.string()),
});

class Facebook implements IdentityProvider {
  readonly id = 'facebook' as const;
  private readonly config: oidc.Configuration;

  constructor(private readonly settings: NonNullable<SocialSettings['facebook']>) {
    const { appId, appSecret, dialogBase, graphBase } = settings;
    // Not an OpenID Connect provider here: its endpoints, by hand (the issuer is only an identifier).
    this.config = new oidc.Configuration(
      {
        issuer: dialogBase,
        authorization_endpoint: `${dialogBase}/${FACEBOOK_API_VERSION}/dialog/oauth`,
        token_endpoint: `${graphBase}/${FACEBOOK_API_VERSION}/oauth/access_token`,
      },
      appId,
      appSecret,
    );
    this.config.timeout = PROVIDER_TIMEOUT_S;
    if (insecureAllowed(dialogBase) || insecureAllowed(graphBase)) oidc.allowInsecureRequests(this.config);
  }

  async authorizationUrl(trip: RoundTrip, redirectUri: string): Promise<URL> {
    try {
      return oidc.buildAuthorizationUrl(this.config, {
        redirect_uri: redirectUri,
        scope: 'public_profile,email',
        state: trip.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(trip.codeVerifier),
        code_challenge_method: 'S256',
      });
    } catch (err) {
      throw failureOf(this.id, err);
    }
  }

  async account(callback: URL, trip: RoundTrip): Promise<ProviderAccount> {
    try {
      const tokens = await oidc.authorizationCodeGrant(this.config, callback, {
        pkceCodeVerifier: trip.codeVerifier,
        expectedState: trip.state,
      });
      // The Graph API call carries the app-secret proof: a stolen token is useless without the secret.
      const proof = createHmac('sha256', this.settings.appSecret).update(tokens.access_token).digest('hex');
      const me = new URL(`${this.settings.graphBase}/${FACEBOOK_API_VERSION}/me`);
      me.searchParams.set('fields', 'id,name,email');
      me.searchParams.set('appsecret_proof', proof);
      const res = await oidc.fetchProtectedResource(this.config, tokens.access_token, me, 'GET');
      if (!res.ok)
        throw Object.assign(new Error(`facebook: Graph /me answered ${res.status}`), { status: res.status });
      const parsed = v.safeParse(GraphMeSchema, await res.json());
      if (!parsed.success) throw new SocialFailure(SOCIAL_CODES.failed, 'facebook: Graph /me without an id');
      return { subject: parsed.output.id, name: parsed.output.name, email: parsed.output.email };
    } catch (err) {
      throw failureOf(this.id, err);
    }
  }
}

/** The configured providers (a provider without its credentials is absent). */
export type IdentityProviders = Partial<Record<SocialProvider, IdentityProvider>>;

export function createIdentityProviders(settings: SocialSettings | undefined): IdentityProviders {
  return {
    ...(settings?.google ? { google: new Google(settings.google) } : {}),
    ...(settings?.facebook ? { facebook: new Facebook(settings.facebook) } : {}),
  };
}
