// Google and Facebook sign-in (issue 34). The OAuth round trip runs here: the start keeps state, PKCE
// verifier and nonce in social_states (the state hashed) and answers the provider's URL; the callback
// uses that row once, verifies the provider's answer (providers.ts) and hands the page a one-time ticket
// (or, for a member linking a provider, links it at once); the page trades the ticket for a session.
//
// One provider account signs in one member (unique index). A known account signs its member in exactly
// as a password login ends (the login throttle per address, a disabled account refused, a time-out or
// self-exclusion refused with its end, then a session); a new one registers a member through the
// registration form's rules (the method switches, the invitation code first, the minimum age), asking
// with 409 social.details for what the provider did not give, without using the ticket up. An e-mail
// address never links accounts.
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import {
  LOGIN_FAILURES_PER_IP_PER_HOUR,
  type RegisterMethod,
} from '../../../src/shared/constants/accounts.ts';
import type { Language } from '../../../src/shared/constants/language.ts';
import { AGENT_REBATE_CODES } from '../../../src/shared/errors/agent-rebate.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { WITHDRAW_CODES } from '../../../src/shared/errors/cashier.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { EXCLUSION_CODES } from '../../../src/shared/errors/protection.ts';
import { SOCIAL_CODES } from '../../../src/shared/errors/social.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import type { LoginResult } from '../../../src/shared/schemas/auth.ts';
import {
  SOCIAL_LANDING_ROUTE,
  SOCIAL_PROVIDERS,
  type SocialComplete,
  type SocialDetailsNeeded,
  type SocialLinks,
  type SocialProvider,
  type SocialRedirect,
  type SocialStart,
} from '../../../src/shared/schemas/social.ts';
import { roomBelow, TOO_DEEP_MESSAGE } from '../../agents/team.ts';
import { linkOrigin } from '../../config.ts';
import { notifyMember } from '../../contacts/notify.ts';
import type { Services } from '../../context.ts';
import { done, type Outcome, refused, refusedWith, throttledFor } from '../../core/outcome.ts';
import { uniqueViolation } from '../../db/pg-errors.ts';
import { members, socialIdentities, socialStates, socialTickets } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/types.ts';
import { maskEmail } from '../../lib/mask.ts';
import { newToken, randomDigits, sha256 } from '../../lib/tokens.ts';
import { activeExclusion, excludedMessage, excludedValue, openCashout } from '../../protection/exclusion.ts';
import { linkReferrer } from '../../referrals/referrals.ts';
import { openEmptyWallet } from '../../wallet/ledger.ts';
import { agentOfCode } from '../affiliates.ts';
import { startSession } from '../login-result.ts';
import { findById } from '../members.ts';
import { NO_PASSWORD } from '../passwords.ts';
import { registrationSettings, ruleOf, storedRegistration } from '../registration-rules.ts';
import type { SessionDevice } from '../sessions.ts';
import { THROTTLE } from '../throttle.ts';
import {
  type IdentityProvider,
  type IdentityProviders,
  type ProviderAccount,
  SocialFailure,
} from './providers.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A round trip at the provider may take this long (a player typing a password, a second factor). */
export const SOCIAL_STATE_TTL_MS = 10 * MINUTE;
/** The landing page trades its ticket at once; a details form (age, invitation code) takes a moment. */
export const SOCIAL_TICKET_TTL_MS = 2 * MINUTE;
/** Regular members (registration `type` 0). */
const MEMBER_TYPE = 0;
const SWITCHES = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const;
const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;
/** Account names made for social sign-ups: the provider and digits, within the user name rule (4-16). */
const accountNameOf = (provider: SocialProvider) => `${provider}${randomDigits(8)}`;

/** A signed-in member asking to link, list or unlink (the security centre). */
export interface SocialCaller {
  memberId: number;
  merchantCode: string;
  recentAuth: boolean;
  lang: Language;
}

/** Where a sign-in comes from: the merchant, the client address (ipKey) and its device. */
export interface SocialAttempt {
  merchant: string;
  ip: string;
  device: SessionDevice;
}

const recentAuthRequired = () =>
  refused(403, WITHDRAW_CODES.recentAuthRequired, 'Confirm your login password first');
const ticketExpired = () =>
  refused(400, SOCIAL_CODES.expired, 'The sign-in has expired or was used: start again');

type LandingIntent = 'login' | 'link';

/** The app's landing page with its fragment (never a query: it stays out of logs and Referer headers). */
function landing(origin: string, intent: LandingIntent, fields: Record<string, string>): string {
  const fragment = new URLSearchParams({ ...fields, intent });
  return `${origin}${SOCIAL_LANDING_ROUTE}#${fragment.toString()}`;
}

const isProvider = (name: string): name is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(name);

export class SocialLogins {
  private readonly origin: string;

  constructor(
    private readonly s: Services,
    private readonly providers: IdentityProviders,
  ) {
    this.origin = linkOrigin(s.config);
  }

  /** The providers the server has credentials for (the site config's `socialLogins`). */
  configured(): SocialProvider[] {
    return SOCIAL_PROVIDERS.filter((p) => this.providers[p]);
  }

  /** The redirect URI registered at the provider: PUBLIC_ORIGIN + the callback path. */
  redirectUri(provider: SocialProvider): string {
    return `${this.origin}${PATHS.socialCallback}/${provider}`;
  }

  /** The provider, when configured and its switch is on; else 403 feature.disabled. */
  private async open(merchant: string, provider: SocialProvider): Promise<Outcome<IdentityProvider>> {
    const client = this.providers[provider];
    const site = await this.s.siteConfig.stored(merchant);
    if (!client || !site?.switches[SWITCHES[provider]])
      return refused(403, CODES.featureDisabled, `${PROVIDER_NAMES[provider]} sign-in is switched off`);
    return done(client);
  }

  /** A new round trip: its row, then the provider's URL. */
  private async roundTrip(
    client: IdentityProvider,
    row: {
      merchantCode: string;
      intent: LandingIntent;
      memberId?: number;
      affiliateCode?: string | undefined;
      recommenderId?: string | undefined;
      ageConfirmed?: boolean | undefined;
      registerMethod?: RegisterMethod | undefined;
      language: Language;
    },
  ): Promise<Outcome<SocialRedirect>> {
    const trip = {
      state: oidc.randomState(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      nonce: client.id === 'google' ? oidc.randomNonce() : undefined,
    };
    let url: URL;
    try {
      url = await client.authorizationUrl(trip, this.redirectUri(client.id));
    } catch (err) {
      if (!(err instanceof SocialFailure)) throw err;
      return refused(
        502,
        err.code === SOCIAL_CODES.unavailable ? err.code : SOCIAL_CODES.failed,
        err.message,
      );
    }
    const now = this.s.now();
    await this.s.db.insert(socialStates).values({
      stateHash: sha256(trip.state),
      provider: client.id,
      merchantCode: row.merchantCode,
      intent: row.intent,
      memberId: row.memberId ?? null,
      codeVerifier: trip.codeVerifier,
      nonce: trip.nonce ?? null,
      affiliateCode: row.affiliateCode?.trim() || null,
      recommenderId: row.recommenderId?.trim() || null,
      ageConfirmed: row.ageConfirmed === true,
      registerMethod: row.registerMethod ?? null,
      language: row.language,
      createdAt: new Date(now),
      expiresAt: new Date(now + SOCIAL_STATE_TTL_MS),
    });
    return done({ url: url.href });
  }

  /** POST start: sign in (or register) with the provider. */
  async start(
    provider: SocialProvider,
    body: SocialStart,
    at: { merchant: string; lang: Language },
  ): Promise<Outcome<SocialRedirect>> {
    const opened = await this.open(at.merchant, provider);
    if (!opened.ok) return opened;
    return this.roundTrip(opened.value, {
      merchantCode: at.merchant,
      intent: 'login',
      affiliateCode: body.affiliateCode,
      recommenderId: body.recommenderId,
      ageConfirmed: body.ageConfirmed,
      registerMethod: body.registerMethod,
      language: at.lang,
    });
  }

  /** POST security/social/:provider: link the provider to the signed-in member (recent login needed). */
  async linkStart(provider: SocialProvider, caller: SocialCaller): Promise<Outcome<SocialRedirect>> {
    const opened = await this.open(caller.merchantCode, provider);
    if (!opened.ok) return opened;
    if (!caller.recentAuth) return recentAuthRequired();
    if (await this.identityOfMember(caller.memberId, provider))
      return refused(
        409,
        SOCIAL_CODES.alreadyLinked,
        `A ${PROVIDER_NAMES[provider]} account is linked already`,
      );
    return this.roundTrip(opened.value, {
      merchantCode: caller.merchantCode,
      intent: 'link',
      memberId: caller.memberId,
      language: caller.lang,
    });
  }

  /**
   * GET callback/:provider: the provider's redirect. Always answers where to send the browser: the
   * landing page with a ticket, `linked=<provider>`, or an error code (never a JSON or blank page).
   */
  async callback(providerName: string, query: Record<string, string>): Promise<string> {
    const failed = (code: string, intent: LandingIntent = 'login') =>
      landing(this.origin, intent, { error: code });
    if (!isProvider(providerName)) return failed(SOCIAL_CODES.failed);
    const provider = providerName;
    const state = query.state;
    if (!state || state.length > 512) return failed(SOCIAL_CODES.expired);
    // Used once: the row goes whatever follows (a replayed callback finds nothing).
    const [trip] = await this.s.db
      .delete(socialStates)
      .where(and(eq(socialStates.stateHash, sha256(state)), eq(socialStates.provider, provider)))
      .returning();
    if (!trip || trip.expiresAt.getTime() <= this.s.now()) return failed(SOCIAL_CODES.expired);
    const intent = trip.intent;
    if (query.error)
      return failed(query.error === 'access_denied' ? SOCIAL_CODES.cancelled : SOCIAL_CODES.failed, intent);
    const opened = await this.open(trip.merchantCode, provider);
    if (!opened.ok) return failed(opened.code, intent);

    // What the provider sent, on the registered redirect URI (never the request's Host).
    const url = new URL(this.redirectUri(provider));
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let account: ProviderAccount;
    try {
      account = await opened.value.account(url, {
        state,
        codeVerifier: trip.codeVerifier,
        nonce: trip.nonce ?? undefined,
      });
    } catch (err) {
      if (!(err instanceof SocialFailure)) throw err;
      return failed(err.code, intent);
    }
    const label = account.name?.trim().slice(0, 64) || maskEmail(account.email ?? null) || null;

    if (intent === 'link') {
      if (trip.memberId === null) return failed(SOCIAL_CODES.failed, intent);
      const linked = await this.link(trip.memberId, trip.merchantCode, provider, account.subject, label);
      if (!linked.ok) return failed(linked.code, intent);
      await notifyMember(
        this.s,
        { memberId: trip.memberId, merchantCode: trip.merchantCode, lang: trip.language },
        { kind: 'social', provider: PROVIDER_NAMES[provider], how: 'linked' },
      );
      return landing(this.origin, intent, { linked: provider });
    }

    const ticket = newToken();
    const now = this.s.now();
    await this.s.db.insert(socialTickets).values({
      ticketHash: sha256(ticket),
      provider,
      merchantCode: trip.merchantCode,
      subject: account.subject,
      name: account.name?.trim().slice(0, 64) || null,
      label,
      affiliateCode: trip.affiliateCode,
      recommenderId: trip.recommenderId,
      ageConfirmed: trip.ageConfirmed,
      registerMethod: trip.registerMethod,
      createdAt: new Date(now),
      expiresAt: new Date(now + SOCIAL_TICKET_TTL_MS),
    });
    return landing(this.origin, intent, { ticket });
  }

  /** Links a verified provider account to a member (the callback of a `link` round trip). */
  private async link(
    memberId: number,
    merchant: string,
    provider: SocialProvider,
    subject: string,
    label: string | null,
  ): Promise<Outcome<null>> {
    const member = await findById(this.s.db, memberId);
    if (!member || member.disabled || member.merchantCode !== merchant)
      return refused(403, SOCIAL_CODES.failed, 'No such member');
    const owner = await this.identityOf(merchant, provider, subject);
    if (owner) {
      return owner.memberId === memberId
        ? done(null)
        : refused(409, SOCIAL_CODES.linkedElsewhere, 'This account signs in another member');
    }
    try {
      await this.s.db.insert(socialIdentities).values({
        merchantCode: merchant,
        provider,
        subject,
        memberId,
        label,
        createdAt: new Date(this.s.now()),
      });
    } catch (err) {
      const index = uniqueViolation(err);
      if (index === undefined) throw err;
      return index.includes('member')
        ? refused(409, SOCIAL_CODES.alreadyLinked, 'A provider account of this kind is linked already')
        : refused(409, SOCIAL_CODES.linkedElsewhere, 'This account signs in another member');
    }
    return done(null);
  }

  private async identityOf(merchant: string, provider: SocialProvider, subject: string) {
    const [row] = await this.s.db
      .select()
      .from(socialIdentities)
      .where(
        and(
          eq(socialIdentities.merchantCode, merchant),
          eq(socialIdentities.provider, provider),
          eq(socialIdentities.subject, subject),
        ),
      );
    return row;
  }

  private async identityOfMember(memberId: number, provider: SocialProvider) {
    const [row] = await this.s.db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.memberId, memberId), eq(socialIdentities.provider, provider)));
    return row;
  }

  /** Uses the ticket up, in `tx`: false when another request used it first (or it ran out). */
  private async spendTicket(tx: DbOrTx, id: number): Promise<boolean> {
    const used = await tx
      .update(socialTickets)
      .set({ usedAt: new Date(this.s.now()) })
      .where(
        and(
          eq(socialTickets.id, id),
          isNull(socialTickets.usedAt),
          gt(socialTickets.expiresAt, new Date(this.s.now())),
        ),
      )
      .returning({ id: socialTickets.id });
    return used.length === 1;
  }

  /** POST complete: the landing page's ticket for a session, registering a new member if need be. */
  async complete(body: SocialComplete, at: SocialAttempt): Promise<Outcome<LoginResult>> {
    const { db, throttle } = this.s;
    // Counted as a login attempt of the address, before anything is looked up.
    const attempt = await throttle.attempt([
      { kind: THROTTLE.loginIp, key: at.ip, windowMs: HOUR, limit: LOGIN_FAILURES_PER_IP_PER_HOUR },
    ]);
    if (!attempt.ok) return throttledFor(attempt.retryAfterS);
    const [ticket] = await db
      .select()
      .from(socialTickets)
      .where(
        and(
          eq(socialTickets.ticketHash, sha256(body.ticket)),
          eq(socialTickets.merchantCode, at.merchant),
          isNull(socialTickets.usedAt),
          gt(socialTickets.expiresAt, new Date(this.s.now())),
        ),
      );
    if (!ticket) return ticketExpired();
    const opened = await this.open(at.merchant, ticket.provider);
    if (!opened.ok) return opened;

    const known = await this.identityOf(at.merchant, ticket.provider, ticket.subject);
    if (known) return this.signIn(ticket.id, known.memberId, at);
    return this.register(ticket, body, at);
  }

  /** A known provider account: its member signs in as a password login ends. */
  private async signIn(ticketId: number, memberId: number, at: SocialAttempt): Promise<Outcome<LoginResult>> {
    if (!(await this.spendTicket(this.s.db, ticketId))) return ticketExpired();
    const member = await findById(this.s.db, memberId);
    if (!member || member.disabled)
      return refusedWith(401, AUTH_CODES.loginFailed, { captcha: false }, 'This account is disabled');
    const excluded = await activeExclusion(this.s.db, member.id, this.s.now());
    if (excluded) {
      const cashout = await openCashout(this.s, member.id, at.merchant, excluded, at.device);
      return refusedWith(
        403,
        EXCLUSION_CODES.excluded,
        { ...excludedValue(excluded), ...(cashout ? { cashout } : {}) },
        excludedMessage(excluded),
      );
    }
    // The provider has just proven the person: the session counts as recently authenticated.
    return done(await startSession(this.s, member, at.merchant, { recentAuth: true, device: at.device }));
  }

  /** A new provider account: a member through the registration form's rules. */
  private async register(
    ticket: typeof socialTickets.$inferSelect,
    body: SocialComplete,
    at: SocialAttempt,
  ): Promise<Outcome<LoginResult>> {
    const { db } = this.s;
    const site = await this.s.siteConfig.stored(at.merchant);
    if (!site) return refused(400, CODES.merchantUnknown, '');
    const settings = registrationSettings(site, await storedRegistration(db, at.merchant));
    if (!settings.methods.username && !settings.methods.mobile)
      return refused(403, CODES.featureDisabled, 'Registration is switched off');
    const codeRule = ruleOf(settings.fields, 'affiliateCode');

    // 1. The invitation code first (SPEC), as the form checks it.
    const affiliate = (body.affiliateCode ?? ticket.affiliateCode ?? '').trim();
    let parentId: number | null = null;
    if (codeRule?.enabled && affiliate) {
      const agent = await agentOfCode(db, at.merchant, affiliate);
      if (agent === undefined) return refused(400, AUTH_CODES.invitationCodeError, 'Invalid invitation code');
      if (!(await roomBelow(db, agent))) return refused(409, AGENT_REBATE_CODES.tooDeep, TOO_DEEP_MESSAGE);
      parentId = agent;
    }
    // 2. What the provider did not give: asked for, the ticket kept.
    const codeMissing = codeRule?.enabled === true && codeRule.required && !affiliate;
    const ageConfirmed = body.ageConfirmed ?? ticket.ageConfirmed;
    if (codeMissing || ageConfirmed !== true) {
      const needed: SocialDetailsNeeded = {
        provider: ticket.provider,
        ...(ticket.name ? { name: ticket.name } : {}),
        ...(ageConfirmed !== true ? { minimumAge: settings.minimumAge } : {}),
        affiliateCodeRequired: codeMissing,
      };
      return refusedWith(409, SOCIAL_CODES.details, needed, 'A few details are needed to open the account');
    }

    const registerUrl = new URL(this.origin).hostname;
    // Invite friends: the referral code's owner becomes the referrer while the promotion is on (as the form).
    const recommender = ticket.recommenderId && site.promotions.REFERRAL ? ticket.recommenderId : undefined;
    for (let attempt = 0; ; attempt++) {
      const at0 = new Date(this.s.now());
      try {
        const created = await db.transaction(async (tx) => {
          if (!(await this.spendTicket(tx, ticket.id))) return undefined;
          const [member] = await tx
            .insert(members)
            .values({
              merchantCode: at.merchant,
              account: accountNameOf(ticket.provider),
              passwordHash: NO_PASSWORD,
              type: MEMBER_TYPE,
              regDate: at0,
              parentId,
              registerMethod: ticket.registerMethod ?? 'H5',
              registerUrl,
            })
            .returning({ id: members.id, account: members.account, type: members.type });
          if (!member) throw new Error('member not created');
          await openEmptyWallet(tx, member.id);
          await tx.insert(socialIdentities).values({
            merchantCode: at.merchant,
            provider: ticket.provider,
            subject: ticket.subject,
            memberId: member.id,
            label: ticket.label,
            createdAt: at0,
          });
          if (recommender) await linkReferrer(tx, at.merchant, member.id, recommender, at0);
          return member;
        });
        if (!created) return ticketExpired();
        return done(
          await startSession(this.s, created, at.merchant, { recentAuth: true, device: at.device }),
        );
      } catch (err) {
        const index = uniqueViolation(err);
        if (index === undefined) throw err;
        // Another ticket of the same provider account registered it a moment ago: sign that member in.
        if (index.includes('social_identities')) {
          const known = await this.identityOf(at.merchant, ticket.provider, ticket.subject);
          if (known) return this.signIn(ticket.id, known.memberId, at);
        }
        // A generated account name taken (1 in 10^8 per such member): draw another.
        if (attempt >= 4) throw err;
      }
    }
  }

  /** GET security/social: the providers the merchant offers and the member's links. */
  async links(caller: SocialCaller): Promise<SocialLinks> {
    const site = await this.s.siteConfig.stored(caller.merchantCode);
    const rows = await this.s.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.memberId, caller.memberId));
    const member = await findById(this.s.db, caller.memberId);
    const offered = SOCIAL_PROVIDERS.filter(
      (p) => (this.providers[p] && site?.switches[SWITCHES[p]]) || rows.some((r) => r.provider === p),
    );
    return {
      providers: offered.map((provider) => {
        const row = rows.find((r) => r.provider === provider);
        return row
          ? {
              provider,
              linked: true,
              linkedAt: row.createdAt.toISOString(),
              ...(row.label ? { label: row.label } : {}),
            }
          : { provider, linked: false };
      }),
      hasPassword: !!member && member.passwordHash !== NO_PASSWORD,
    };
  }

  /** DELETE security/social/:provider: unlinks (recent login; never the last way to sign in). */
  async unlink(provider: SocialProvider, caller: SocialCaller): Promise<Outcome<null>> {
    if (!caller.recentAuth) return recentAuthRequired();
    const { db } = this.s;
    const outcome = await db.transaction(async (tx) => {
      // The member's row locked: two unlinks at once cannot both leave it without a way in.
      const [member] = await tx
        .select({ passwordHash: members.passwordHash })
        .from(members)
        .where(eq(members.id, caller.memberId))
        .for('update');
      if (!member) return refused(401, CODES.sessionExpired, '');
      const [linked] = await tx
        .select({ n: count() })
        .from(socialIdentities)
        .where(eq(socialIdentities.memberId, caller.memberId));
      const mine = and(
        eq(socialIdentities.memberId, caller.memberId),
        eq(socialIdentities.provider, provider),
      );
      const [row] = await tx.select({ id: socialIdentities.id }).from(socialIdentities).where(mine);
      if (!row) return refused(404, CODES.notFound, `No ${PROVIDER_NAMES[provider]} account is linked`);
      if (member.passwordHash === NO_PASSWORD && (linked?.n ?? 0) <= 1)
        return refused(409, SOCIAL_CODES.lastSignIn, 'It is the only way to sign in: set a password first');
      await tx.delete(socialIdentities).where(eq(socialIdentities.id, row.id));
      return done(null);
    });
    if (outcome.ok)
      await notifyMember(
        this.s,
        { memberId: caller.memberId, merchantCode: caller.merchantCode, lang: caller.lang },
        { kind: 'social', provider: PROVIDER_NAMES[provider], how: 'unlinked' },
      );
    return outcome;
  }
}
