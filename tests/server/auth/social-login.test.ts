// Google and Facebook sign-in (issue 34) against real protocol stand-ins on local ports: a real OpenID
// Connect provider (oidc-provider) for Google, Facebook's dialog, token endpoint and Graph API for
// Facebook (tests/server/support/identity-providers.ts). The round trip is driven as a browser would:
// start → the provider's page (Sign in / Cancel) → our callback → the landing page's fragment → complete.
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeep } from '../../../server/auth/housekeeping.ts';
import {
  memberExclusions,
  members,
  referrals,
  socialIdentities,
  socialStates,
  socialTickets,
} from '../../../server/db/schema.ts';
import { SEED_ACCOUNTS, SEED_AFFILIATE_CODES } from '../../../server/seed/seed.ts';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { EXCLUSION_CODES } from '../../../src/shared/errors/protection.ts';
import { SOCIAL_CODES } from '../../../src/shared/errors/social.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { LoginResultSchema } from '../../../src/shared/schemas/auth.ts';
import { ReferralSummarySchema } from '../../../src/shared/schemas/referrals.ts';
import { MemberInfoSchema } from '../../../src/shared/schemas/session.ts';
import { SiteConfigSchema } from '../../../src/shared/schemas/site.ts';
import {
  SOCIAL_LANDING_ROUTE,
  SocialDetailsNeededSchema,
  SocialLinksSchema,
  type SocialProvider,
  SocialRedirectSchema,
} from '../../../src/shared/schemas/social.ts';
import { type AuthClient, authClient, failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import {
  type FacebookStandIn,
  type OidcStandIn,
  startFacebookStandIn,
  startOidcProvider,
} from '../support/identity-providers.ts';

const ORIGIN = 'http://localhost';
const callbackOf = (p: SocialProvider) => `${ORIGIN}${PATHS.socialCallback}/${p}`;
let serial = 0;
/** The seeded downline members (juan, maria, pedro). */
const downline = () => {
  const [juan, maria, pedro] = SEED_ACCOUNTS.downline;
  if (!juan || !maria || !pedro) throw new Error('the seed has three downline members');
  return [juan, maria, pedro] as const;
};
const uniqueSub = () => `sub-${Date.now().toString(36)}-${serial++}`;

describe.each(databases)('social login on $kind', ({ kind }) => {
  let h: Harness;
  let google: OidcStandIn;
  let facebook: FacebookStandIn;
  /** The app configured with both providers (h.app has none). */
  let social: Harness;
  let client: AuthClient;

  const patchSwitches = async (switches: Record<string, boolean>) => {
    const res = await social.app.request(PATHS.opsConfig, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ switches }),
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    h = await createHarness(kind);
    google = await startOidcProvider({ redirectUris: [callbackOf('google')] });
    facebook = await startFacebookStandIn({ redirectUris: [callbackOf('facebook')] });
    const app = h.appWith({
      social: {
        google: { clientId: google.clientId, clientSecret: google.clientSecret, issuer: google.issuer },
        facebook: {
          appId: facebook.appId,
          appSecret: facebook.appSecret,
          graphBase: facebook.base,
          dialogBase: facebook.base,
        },
      },
    });
    social = { ...h, app, get: (path, headers = {}) => Promise.resolve(app.request(path, { headers })) };
    client = authClient(social);
    await patchSwitches({ GOOGLELOGIN3: true, FACEBOOKLOGIN3: true });
  }, 60_000);
  afterAll(async () => {
    await google?.close();
    await facebook?.close();
    await h?.close();
  });

  const idp = (p: SocialProvider) => (p === 'google' ? google : facebook);

  /** POST start: the provider's URL. */
  async function start(provider: SocialProvider, body: Record<string, unknown> = {}) {
    return okValue(await client.json('POST', `${PATHS.socialStart}/${provider}`, body), SocialRedirectSchema);
  }

  /** Our callback as the browser reaches it: the landing page's fragment. */
  async function callback(url: URL): Promise<URLSearchParams> {
    expect(url.origin + url.pathname).toMatch(/\/wps\/session\/social\/callback\/(google|facebook)$/);
    const res = await social.app.request(`${url.pathname}${url.search}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${ORIGIN}${SOCIAL_LANDING_ROUTE}`);
    return new URLSearchParams(location.hash.slice(1));
  }

  /** The whole round trip: the landing fragment. */
  async function roundTrip(
    provider: SocialProvider,
    action: 'allow' | 'deny' = 'allow',
    body: Record<string, unknown> = {},
    startWith: () => Promise<{ url: string }> = () => start(provider, body),
  ) {
    const { url } = await startWith();
    return callback(await idp(provider).authorize(url, action));
  }

  const complete = (body: Record<string, unknown>) => client.json('POST', PATHS.socialComplete, body);

  it('the site config names the configured providers; the bare app names none', async () => {
    const configured = await okValue(await social.get(PATHS.siteConfig), SiteConfigSchema);
    expect(configured.socialLogins).toEqual(['google', 'facebook']);
    const bare = await okValue(await h.get(PATHS.siteConfig), SiteConfigSchema);
    expect(bare.socialLogins).toEqual([]);
    // Not configured: the start is refused whatever the switch.
    const res = await h.app.request(`${PATHS.socialStart}/google`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect((await failed(res)).code).toBe(CODES.featureDisabled);
  });

  it('Google: a first sign-in asks for the age, registers, then a second signs the same member in', async () => {
    google.account = {
      sub: uniqueSub(),
      email: 'new.player@example.com',
      email_verified: true,
      name: 'Nena Cruz',
    };
    const landing = await roundTrip('google');
    expect(landing.get('intent')).toBe('login');
    const ticket = landing.get('ticket') ?? '';
    expect(ticket).toMatch(/^[\w-]{40,}$/);

    // The age was not confirmed on the way: 409 details, the ticket kept.
    const asked = await failed(await complete({ ticket }));
    expect(asked.status).toBe(409);
    expect(asked.code).toBe(SOCIAL_CODES.details);
    const needed = v.parse(SocialDetailsNeededSchema, asked.value);
    expect(needed).toEqual({
      provider: 'google',
      name: 'Nena Cruz',
      minimumAge: 21,
      affiliateCodeRequired: false,
    });

    const first = await okValue(await complete({ ticket, ageConfirmed: true }), LoginResultSchema);
    expect(first.userName).toMatch(/^google\d{8}$/);
    expect(first.customerType).toBe(0);
    const info = await okValue(await client.get(PATHS.memberInfo, first.token), MemberInfoSchema);
    expect(info.account).toBe(first.userName);
    const [member] = await h.database.db.select().from(members).where(eq(members.account, first.userName));
    expect(member?.passwordHash).toBe('!none');
    expect(member?.registerMethod).toBe('H5');
    expect(member?.email).toBeNull();

    // The ticket was used: a replay is refused.
    expect((await failed(await complete({ ticket, ageConfirmed: true }))).code).toBe(SOCIAL_CODES.expired);

    // A second sign-in of the same Google account: the same member, no questions.
    const again = await roundTrip('google');
    const second = await okValue(await complete({ ticket: again.get('ticket') }), LoginResultSchema);
    expect(second.userName).toBe(first.userName);
    expect(second.firstTimeLogin).toBe(false);
  });

  it('Facebook: the age and invitation code given at the start register at once, below that agent', async () => {
    facebook.user = { id: String(20_000_000_000 + serial++), name: 'Fe Reyes', email: 'fe@example.com' };
    const landing = await roundTrip('facebook', 'allow', {
      ageConfirmed: true,
      affiliateCode: SEED_AFFILIATE_CODES[0],
      registerMethod: 'PWA',
    });
    const result = await okValue(await complete({ ticket: landing.get('ticket') }), LoginResultSchema);
    expect(result.userName).toMatch(/^facebook\d{8}$/);
    const [member] = await h.database.db.select().from(members).where(eq(members.account, result.userName));
    const agent = await h.database.db
      .select()
      .from(members)
      .where(eq(members.account, SEED_ACCOUNTS.agent.account));
    expect(member?.parentId).toBe(agent[0]?.id);
    expect(member?.registerMethod).toBe('PWA');
    // Every Graph call carried the right app-secret proof.
    expect(facebook.graphCalls.length).toBeGreaterThan(0);
    expect(facebook.graphCalls.every((c) => c.proofOk)).toBe(true);
  });

  it('an invite link’s referral code carried through the round trip makes its owner the referrer', async () => {
    const promotions = (REFERRAL: boolean) =>
      social.app.request(PATHS.opsConfig, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ promotions: { REFERRAL } }),
      });
    expect((await promotions(true)).status).toBe(200);
    try {
      const token = await client.passwordLogin(SEED_ACCOUNTS.demo.account, SEED_ACCOUNTS.demo.password);
      const { code } = await okValue(await client.get(PATHS.referral, token), ReferralSummarySchema);
      google.account = { ...google.account, sub: uniqueSub(), name: 'Invited Friend' };
      const landing = await roundTrip('google', 'allow', { ageConfirmed: true, recommenderId: code });
      const result = await okValue(await complete({ ticket: landing.get('ticket') }), LoginResultSchema);
      const [friend] = await h.database.db.select().from(members).where(eq(members.account, result.userName));
      const [demo] = await h.database.db
        .select()
        .from(members)
        .where(eq(members.account, SEED_ACCOUNTS.demo.account));
      const [link] = await h.database.db
        .select()
        .from(referrals)
        .where(eq(referrals.friendId, friend?.id ?? -1));
      expect(link?.referrerId).toBe(demo?.id);
    } finally {
      await promotions(false);
    }
  });

  it('an unknown invitation code is refused first; an unknown, used or expired state lands on expired', async () => {
    facebook.user = { id: String(20_000_000_000 + serial++), name: 'X' };
    const landing = await roundTrip('facebook');
    const bad = await failed(
      await complete({ ticket: landing.get('ticket'), ageConfirmed: true, affiliateCode: 'NOPE9999' }),
    );
    expect(bad.code).toBe(AUTH_CODES.invitationCodeError);

    // An unknown state.
    const unknown = await callback(new URL(`${callbackOf('google')}?code=abc&state=not-a-state`));
    expect(Object.fromEntries(unknown)).toEqual({ error: SOCIAL_CODES.expired, intent: 'login' });
    // A used one: the same callback twice.
    const { url } = await start('google');
    const back = await google.authorize(url, 'allow');
    expect((await callback(back)).get('ticket')).toBeTruthy();
    expect((await callback(back)).get('error')).toBe(SOCIAL_CODES.expired);
    // An expired one (past ten minutes).
    const late = await start('facebook');
    const lateBack = await facebook.authorize(late.url, 'allow');
    h.advance(11 * 60_000);
    try {
      expect((await callback(lateBack)).get('error')).toBe(SOCIAL_CODES.expired);
    } finally {
      h.advance(-11 * 60_000);
    }
    // An unknown provider in the path still lands on the page.
    const res = await social.app.request(`${PATHS.socialCallback}/myspace?state=x`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain(`${SOCIAL_LANDING_ROUTE}#error=${SOCIAL_CODES.failed}`);
  });

  it('cancel at either provider lands on cancelled', async () => {
    expect((await roundTrip('google', 'deny')).get('error')).toBe(SOCIAL_CODES.cancelled);
    expect((await roundTrip('facebook', 'deny')).get('error')).toBe(SOCIAL_CODES.cancelled);
  });

  it('Google: an unverified e-mail is refused', async () => {
    google.account = { sub: uniqueSub(), email: 'u@example.com', email_verified: false, name: 'U' };
    expect((await roundTrip('google')).get('error')).toBe(SOCIAL_CODES.unverified);
  });

  it('an ID token for another audience, from another issuer or signed by another key is refused', async () => {
    google.account = { sub: uniqueSub(), email: 't@example.com', email_verified: true, name: 'T' };
    try {
      google.tamper = (claims) => ({ ...claims, aud: 'someone-else.apps.test' });
      expect((await roundTrip('google')).get('error')).toBe(SOCIAL_CODES.failed);
      google.tamper = (claims) => ({ ...claims, iss: 'https://accounts.evil.example' });
      expect((await roundTrip('google')).get('error')).toBe(SOCIAL_CODES.failed);
      google.tamper = (claims) => ({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 });
      expect((await roundTrip('google')).get('error')).toBe(SOCIAL_CODES.failed);
      google.tamper = undefined;
      google.otherKey = true;
      expect((await roundTrip('google')).get('error')).toBe(SOCIAL_CODES.failed);
    } finally {
      google.tamper = undefined;
      google.otherKey = false;
    }
    // Nobody was registered by those.
    const rows = await h.database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, google.account.sub));
    expect(rows).toEqual([]);
  });

  it('a provider that does not answer lands on unavailable (start or callback)', async () => {
    const { url } = await start('facebook');
    const back = await facebook.authorize(url, 'allow');
    facebook.down = true;
    try {
      expect((await callback(back)).get('error')).toBe(SOCIAL_CODES.unavailable);
    } finally {
      facebook.down = false;
    }
    const g = await start('google');
    const gBack = await google.authorize(g.url, 'allow');
    google.down = true;
    try {
      expect((await callback(gBack)).get('error')).toBe(SOCIAL_CODES.unavailable);
    } finally {
      google.down = false;
    }
    // A Google that cannot be discovered: the start answers 502 unavailable.
    const nowhere = h.appWith({
      social: { google: { clientId: 'x', clientSecret: 'y', issuer: 'http://127.0.0.1:9' } },
    });
    const res = await nowhere.request(`${PATHS.socialStart}/google`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const refused = await failed(res);
    expect([refused.status, refused.code]).toEqual([502, SOCIAL_CODES.unavailable]);
  });

  it('links from a recently authenticated session, lists and unlinks; another member’s account is refused', async () => {
    const [juan, maria] = downline();
    const token = await client.passwordLogin(juan.account, juan.password);
    const linkStart = async () =>
      okValue(await client.json('POST', `${PATHS.securitySocial}/google`, {}, token), SocialRedirectSchema);

    google.account = {
      sub: uniqueSub(),
      email: 'juan@example.com',
      email_verified: true,
      name: 'Juan dela Cruz',
    };
    const linked = await roundTrip('google', 'allow', {}, linkStart);
    expect(Object.fromEntries(linked)).toEqual({ linked: 'google', intent: 'link' });
    const list = await okValue(await client.get(PATHS.securitySocial, token), SocialLinksSchema);
    expect(list.hasPassword).toBe(true);
    expect(list.providers.find((p) => p.provider === 'google')).toMatchObject({
      linked: true,
      label: 'Juan dela Cruz',
    });
    expect(list.providers.find((p) => p.provider === 'facebook')).toEqual({
      provider: 'facebook',
      linked: false,
    });

    // Linking Google again: already linked.
    const again = await failed(await client.json('POST', `${PATHS.securitySocial}/google`, {}, token));
    expect([again.status, again.code]).toEqual([409, SOCIAL_CODES.alreadyLinked]);

    // The linked Google account now signs juan in.
    const signIn = await roundTrip('google');
    const session = await okValue(await complete({ ticket: signIn.get('ticket') }), LoginResultSchema);
    expect(session.userName).toBe(juan.account);

    // Maria tries to link the same Google account: it signs in juan already.
    const mariaToken = await client.passwordLogin(maria.account, maria.password);
    const elsewhere = await roundTrip('google', 'allow', {}, async () =>
      okValue(
        await client.json('POST', `${PATHS.securitySocial}/google`, {}, mariaToken),
        SocialRedirectSchema,
      ),
    );
    expect(Object.fromEntries(elsewhere)).toEqual({ error: SOCIAL_CODES.linkedElsewhere, intent: 'link' });

    // Unlink, and the member is told in the inbox.
    const res = await client.json('DELETE', `${PATHS.securitySocial}/google`, {}, token);
    expect(res.status).toBe(200);
    const after = await okValue(await client.get(PATHS.securitySocial, token), SocialLinksSchema);
    expect(after.providers.find((p) => p.provider === 'google')?.linked).toBe(false);
    expect(
      (await failed(await client.json('DELETE', `${PATHS.securitySocial}/google`, {}, token))).status,
    ).toBe(404);
  });

  it('link and unlink need a recent login; a trial cannot link', async () => {
    const [, , pedro] = downline();
    const [row] = await h.database.db.select().from(members).where(eq(members.account, pedro.account));
    // A session that is not recently authenticated (an SMS-code login, or an old password login).
    const stale = await h.services.sessions.create(row?.id ?? 0, 'SWERTE', { recentAuth: false });
    const link = await failed(await client.json('POST', `${PATHS.securitySocial}/facebook`, {}, stale));
    expect([link.status, link.code]).toEqual([403, 'auth.recent.required']);
    const unlink = await failed(await client.json('DELETE', `${PATHS.securitySocial}/facebook`, {}, stale));
    expect([unlink.status, unlink.code]).toEqual([403, 'auth.recent.required']);

    const trial = await okValue(await client.json('POST', PATHS.freeplay, {}), LoginResultSchema);
    const refused = await failed(
      await client.json('POST', `${PATHS.securitySocial}/facebook`, {}, trial.token),
    );
    expect([refused.status, refused.code]).toEqual([403, 'free_reject']);
  });

  it('a social-only member cannot unlink its last way to sign in', async () => {
    google.account = { sub: uniqueSub(), email: 'only@example.com', email_verified: true, name: 'Only' };
    const landing = await roundTrip('google', 'allow', { ageConfirmed: true });
    const result = await okValue(await complete({ ticket: landing.get('ticket') }), LoginResultSchema);
    const list = await okValue(await client.get(PATHS.securitySocial, result.token), SocialLinksSchema);
    expect(list.hasPassword).toBe(false);
    const last = await failed(
      await client.json('DELETE', `${PATHS.securitySocial}/google`, {}, result.token),
    );
    expect([last.status, last.code]).toEqual([409, SOCIAL_CODES.lastSignIn]);
  });

  it('an e-mail address that matches a member links nothing: a new member is made', async () => {
    google.account = {
      sub: uniqueSub(),
      email: SEED_ACCOUNTS.demo.email,
      email_verified: true,
      name: 'Not Demo',
    };
    const landing = await roundTrip('google', 'allow', { ageConfirmed: true });
    const result = await okValue(await complete({ ticket: landing.get('ticket') }), LoginResultSchema);
    expect(result.userName).not.toBe(SEED_ACCOUNTS.demo.account);
    expect(result.userName).toMatch(/^google\d{8}$/);
  });

  it('a self-excluded member is refused, as at a password login', async () => {
    google.account = { sub: uniqueSub(), email: 'ex@example.com', email_verified: true, name: 'Ex' };
    const first = await roundTrip('google', 'allow', { ageConfirmed: true });
    const result = await okValue(await complete({ ticket: first.get('ticket') }), LoginResultSchema);
    const [member] = await h.database.db.select().from(members).where(eq(members.account, result.userName));
    const now = new Date();
    await h.database.db.insert(memberExclusions).values({
      memberId: member?.id ?? 0,
      merchantCode: 'SWERTE',
      kind: 'exclusion',
      period: '6m',
      startsAt: new Date(now.getTime() - 60_000),
      endsAt: new Date(now.getTime() + 180 * 86_400_000),
      createdAt: now,
    });
    const again = await roundTrip('google');
    const refused = await failed(await complete({ ticket: again.get('ticket') }));
    expect([refused.status, refused.code]).toEqual([403, EXCLUSION_CODES.excluded]);
    expect(refused.value).toMatchObject({ kind: 'exclusion' });
  });

  it('concurrent completes of one ticket make one member', async () => {
    const sub = String(20_000_000_000 + serial++);
    facebook.user = { id: sub, name: 'Race' };
    const landing = await roundTrip('facebook', 'allow', { ageConfirmed: true });
    const ticket = landing.get('ticket');
    const answers = await Promise.all(Array.from({ length: 6 }, () => complete({ ticket })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of answers) if (r.status !== 200) expect((await failed(r)).code).toBe(SOCIAL_CODES.expired);
    const rows = await h.database.db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, 'facebook'), eq(socialIdentities.subject, sub)));
    expect(rows).toHaveLength(1);

    // Two tickets of one new account at once (two tabs): still one member, both signed in.
    const sub2 = String(20_000_000_000 + serial++);
    facebook.user = { id: sub2, name: 'Twins' };
    const [a, b] = await Promise.all([
      roundTrip('facebook', 'allow', { ageConfirmed: true }),
      roundTrip('facebook', 'allow', { ageConfirmed: true }),
    ]);
    const [ra, rb] = await Promise.all([
      complete({ ticket: a?.get('ticket') }),
      complete({ ticket: b?.get('ticket') }),
    ]);
    const names = [await okValue(ra, LoginResultSchema), await okValue(rb, LoginResultSchema)].map(
      (r) => r.userName,
    );
    expect(names[0]).toBe(names[1]);
  });

  it('switches off: the start, the link and the completion answer 403 feature.disabled', async () => {
    facebook.user = { id: String(20_000_000_000 + serial++), name: 'Off' };
    const landing = await roundTrip('facebook', 'allow', { ageConfirmed: true });
    await patchSwitches({ GOOGLELOGIN3: false, FACEBOOKLOGIN3: false });
    try {
      for (const p of ['google', 'facebook'] as const) {
        const res = await failed(await client.json('POST', `${PATHS.socialStart}/${p}`, {}));
        expect([res.status, res.code]).toEqual([403, CODES.featureDisabled]);
      }
      const done = await failed(await complete({ ticket: landing.get('ticket') }));
      expect([done.status, done.code]).toEqual([403, CODES.featureDisabled]);
    } finally {
      await patchSwitches({ GOOGLELOGIN3: true, FACEBOOKLOGIN3: true });
    }
  });

  it('housekeeping removes states and tickets a day after they expired', async () => {
    await start('google');
    const now = Date.now();
    const report = await housekeep(h.database.db, { now: now + 2 * 86_400_000 });
    expect(report.socialStates).toBeGreaterThan(0);
    expect(report.socialTickets).toBeGreaterThan(0);
    expect(await h.database.db.select().from(socialStates)).toEqual([]);
    expect(await h.database.db.select().from(socialTickets)).toEqual([]);
  });

  it('the callback answers a redirect even with a Merchant nobody knows and during maintenance', async () => {
    const res = await social.app.request(`${PATHS.socialCallback}/google?state=zzz`, {
      headers: { [HEADERS.merchant]: 'NOBODY' },
    });
    expect(res.status).toBe(302);
  });
});
