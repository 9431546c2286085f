// The one database schema (PostgreSQL dialect), used on PGlite and on PostgreSQL alike.
// Change it, then `npm run db:generate` to add a migration under server/db/migrations.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AgentRebateLine } from '../../src/shared/agent-rebate.ts';
import type { RegisterMethod, SmsCodePurpose } from '../../src/shared/constants/accounts.ts';
import { AGENT_REBATE_MAX_RATE_BP } from '../../src/shared/constants/agent-rebates.ts';
import type { AnnouncementGroup, ContentType, Execution } from '../../src/shared/constants/announcements.ts';
import type { FeedbackStatus, FeedbackType } from '../../src/shared/constants/feedback.ts';
import type { Language } from '../../src/shared/constants/language.ts';
import type { GameCategory } from '../../src/shared/constants/lobby.ts';
import type { PromotionCategory } from '../../src/shared/constants/promotion-categories.ts';
import type {
  IdentityStatus,
  PromotionKind,
  PromotionStatus,
  RewardStatus,
} from '../../src/shared/constants/promotions.ts';
import type { LimitKind, LimitPeriod } from '../../src/shared/constants/protection.ts';
import type { RebateCategory } from '../../src/shared/constants/rebates.ts';
import type { LeaderboardPeriodKind } from '../../src/shared/leaderboard.ts';
import type { EntryState } from '../../src/shared/promotion-state.ts';
import type {
  CalcLine,
  ContractKind,
  ContractStatus,
  SettlementStatus,
} from '../../src/shared/schemas/agent-contracts.ts';
import type { FieldRule } from '../../src/shared/schemas/auth.ts';
import type { ChannelKind, DepositStatus } from '../../src/shared/schemas/deposits.ts';
import type { MissionRule } from '../../src/shared/schemas/missions.ts';
import type { PayoutKind } from '../../src/shared/schemas/payout.ts';
import type { PromotionRules, PromotionTexts } from '../../src/shared/schemas/promotions.ts';
import type { SocialProvider } from '../../src/shared/schemas/social.ts';
import type { VipLevel } from '../../src/shared/schemas/vip.ts';
import type { WithdrawStatus } from '../../src/shared/schemas/withdrawals.ts';
import type { SafeHtml } from '../lib/platform-html.ts';

/** One row per merchant; `config` is the stored site config (see StoredSiteConfigSchema). */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  config: jsonb('config').notNull(),
  /** Registration field rules and captcha switch; null = the built-in defaults (server/auth/registration-rules.ts). */
  registration: jsonb('registration').$type<{ captcha: boolean; fields: FieldRule[] }>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    type: text('type').$type<ContentType>().notNull(),
    execution: text('execution').$type<Execution>().notNull(),
    groupName: text('group_name').$type<AnnouncementGroup>().notNull(),
    promotionType: text('promotion_type'),
    action: text('action').$type<'REWARD_CENTER'>(),
    titleTy: text('title_ty').notNull(),
    titleEn: text('title_en').notNull(),
    /** Sanitised when written (server/lib/platform-html.ts): the app renders it without DOMPurify. */
    contentTy: text('content_ty').$type<SafeHtml>().notNull(),
    contentEn: text('content_en').$type<SafeHtml>().notNull(),
    /** Shown from this moment (an operator's start time)… */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** …until this one; null: no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('announcements_lookup_idx').on(t.merchantCode, t.groupName, t.publishedAt)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    groupName: text('group_name').$type<AnnouncementGroup>().notNull(),
    imageUrl: text('image_url').notNull(),
    /** The picture with Filipino words (TY); null: Filipino players see `imageUrl`. */
    imageUrlTy: text('image_url_ty'),
    link: text('link'),
    titleTy: text('title_ty').notNull(),
    titleEn: text('title_en').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Shown from this moment until `endsAt` (null: no end). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('banners_lookup_idx').on(t.merchantCode, t.groupName, t.sort)],
);

export const hotMatches = pgTable(
  'hot_matches',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    league: text('league').notNull(),
    matchTime: timestamp('match_time', { withTimezone: true }).notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    homeTeamImageUrl: text('home_team_image_url').notNull(),
    awayTeamImageUrl: text('away_team_image_url').notNull(),
    vendor: text('vendor').notNull(),
    roomId: text('room_id').notNull(),
    nodeId: integer('node_id').notNull(),
  },
  (t) => [index('hot_matches_time_idx').on(t.merchantCode, t.matchTime)],
);

/** Popular categories of a merchant, in tab order. */
export const gameTypes = pgTable(
  'game_types',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    gameType: text('game_type').$type<GameCategory>().notNull(),
    nameTy: text('name_ty').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.gameType] })],
);

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    gameType: text('game_type').$type<GameCategory>().notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    accountTypeName: text('account_type_name'),
    sort: integer('sort').notNull(),
    /** Operators switch a vendor off (every category of its code together): its games leave the lobby. */
    enabled: boolean('enabled').notNull().default(true),
    /** Set when a launch failed at the vendor: its games leave the lobby until then (lobby/availability.ts). */
    unavailableUntil: timestamp('unavailable_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('vendors_merchant_type_code_idx').on(t.merchantCode, t.gameType, t.code)],
);

export const games = pgTable(
  'games',
  {
    nodeId: serial('node_id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    gameType: text('game_type').$type<GameCategory>().notNull(),
    vassalage: text('vassalage').notNull(),
    gameId: text('game_id').notNull(),
    name: text('name').notNull(),
    iconUrl: text('icon_url').notNull(),
    mobileLargeIcon: text('mobile_large_icon'),
    mobileSmallIcon: text('mobile_small_icon'),
    supportPlay: boolean('support_play').notNull().default(true),
    isNew: boolean('is_new').notNull().default(false),
    /** Hot games are ordered by `hotRank` (lower first); null means not hot. */
    hotRank: integer('hot_rank'),
    gameClassify: text('game_classify').notNull(),
    minBet: integer('min_bet').notNull(),
    sort: integer('sort').notNull(),
    /**
     * Lobby: the name in lower case, stored, for the name search (a plain LIKE on it is
     * several times cheaper per row than ILIKE on the name, and needs no trigram extension).
     */
    nameLower: text('name_lower').generatedAlwaysAs(sql`lower(name)`),
  },
  (t) => [
    index('games_type_sort_idx').on(t.merchantCode, t.gameType, t.sort),
    index('games_type_vendor_idx').on(t.merchantCode, t.gameType, t.vassalage, t.sort),
    index('games_hot_idx').on(t.merchantCode, t.hotRank).where(sql`${t.hotRank} is not null`),
    index('games_name_idx').on(t.merchantCode, sql`lower(${t.name})`),
    // Lobby: a name search within a category: prefix searches use it directly, contains
    // searches scan it (index-only where the visibility map allows) instead of the table.
    index('games_type_name_idx').on(t.merchantCode, t.gameType, sql`${t.nameLower} text_pattern_ops`),
    uniqueIndex('games_vendor_game_idx').on(t.merchantCode, t.vassalage, t.gameId),
  ],
);

export const helpEntries = pgTable(
  'help_entries',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    /** 'TY' or 'EN'; other catalogue codes fall back to EN. */
    language: text('language').$type<Language>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('help_entries_lookup_idx').on(t.merchantCode, t.language, t.sort)],
);

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    account: text('account').notNull(),
    nickname: text('nickname'),
    /** `scrypt$N$r$p$salt$hash` (base64), see server/lib/password.ts. */
    passwordHash: text('password_hash').notNull(),
    type: integer('type').notNull(),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    toUpline: boolean('to_upline').notNull().default(false),
    /** The upline agent. */
    parentId: integer('parent_id').references((): AnyPgColumn => members.id),
    /**
     * The agent that opened this account itself (/m/agentRegister), not a sign-up through its code. Its
     * play earns agents rebates and contract figures only once it has deposited its own money (issue 31,
     * server/agents/team.ts `agentCounted`).
     */
    openedBy: integer('opened_by').references((): AnyPgColumn => members.id),
    /** Dialing code + national number without leading zeros, digits only: '639171234567'. */
    mobile: text('mobile'),
    email: text('email'),
    /**
     * When the member bound the mobile / e-mail in the security centre (issue 31): a password reset through
     * a contact bound less than CONTACT_RESET_HOLD_HOURS ago is held. Null: given at sign-up, or bound
     * before this was recorded; both count as long ago (server/contacts/reset-hold.ts).
     */
    mobileBoundAt: timestamp('mobile_bound_at', { withTimezone: true }),
    emailBoundAt: timestamp('email_bound_at', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    registerMethod: text('register_method').$type<RegisterMethod>(),
    registerUrl: text('register_url'),
    /** Null until the first login: LoginResult.firstTimeLogin. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The password was chosen by someone else (an agent opening the account): every session refuses money
     * and play until the member sets its own (issue 35, docs/decisions/0050-first-password.md).
     */
    mustSetPassword: boolean('must_set_password').notNull().default(false),
    /** The real name payouts go to: set once; every payout account's holder must match it. */
    payeeName: text('payee_name'),
    /** The 6-digit payment password that confirms withdrawals (server/lib/password.ts format). */
    paymentPasswordHash: text('payment_password_hash'),
    /** Date of birth (YYYY-MM-DD, a Manila calendar date): set once, never under the configured age. */
    birthDate: date('birth_date', { mode: 'string' }),
    /** The head icon's FileStore key (a square JPEG under DATA_DIR/avatars); null: the default icon. */
    avatarKey: text('avatar_key'),
  },
  (t) => [
    uniqueIndex('members_merchant_account_idx').on(t.merchantCode, sql`lower(${t.account})`),
    uniqueIndex('members_merchant_mobile_idx').on(t.merchantCode, t.mobile),
    index('members_parent_idx').on(t.parentId),
    // The trial purge (server/auth/trial-purge.ts) finds old trials (type 4) without scanning members.
    index('members_trial_reg_idx').on(t.regDate).where(sql`${t.type} = 4`),
  ],
);

/** Agents' invitation codes (registration affiliateCode). */
export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    code: text('code').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
  },
  (t) => [uniqueIndex('affiliate_codes_code_idx').on(t.merchantCode, sql`lower(${t.code})`)],
);

/** Integer cents; the CHECK is the last line of defence against overdrawing. */
export const wallets = pgTable(
  'wallets',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_nonnegative', sql`${t.balanceCents} >= 0`)],
);

/** Sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    merchantCode: text('merchant_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Password login, registration or reset: the password may change without the old one for a while. */
    recentAuthAt: timestamp('recent_auth_at', { withTimezone: true }),
    /** The device that opened the session (User-Agent, at most 256 characters), for the member's device list. */
    userAgent: text('user_agent'),
    /** The client address, coarsened (IPv4 /24, IPv6 /48): enough to recognise a place, not a person. */
    ip: text('ip'),
    /**
     * A self-excluded member's cash-out session (issue 31): the session gate (server/http/require-session.ts)
     * lets it reach only the withdraw overview, payout accounts and its withdrawals.
     */
    cashoutOnly: boolean('cashout_only').notNull().default(false),
  },
  (t) => [
    uniqueIndex('sessions_token_idx').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberId),
    // Housekeeping (server/auth/housekeeping.ts) finds expired and revoked sessions by these.
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_revoked_idx').on(t.revokedAt).where(sql`${t.revokedAt} is not null`),
  ],
);

/** The RSA-OAEP key pair for sealed bodies, shared by every process; the newest row is current. */
export const serverKeys = pgTable('server_keys', {
  keyId: text('key_id').primaryKey(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Image captchas: the answer hashed for checking, and sealed for the operator aid GET /ops/captcha/:id. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    codeSealed: text('code_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** SMS one-time codes; the latest row per (merchant, mobile, purpose) is the live one. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').$type<SmsCodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_lookup_idx').on(t.merchantCode, t.mobile, t.purpose, t.id),
    index('sms_codes_expires_idx').on(t.expiresAt),
  ],
);

/** One-time password-reset links sent by e-mail (token hashed). */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reset_tokens_token_idx').on(t.tokenHash),
    // Every member_id foreign key is indexed: deleting a member (the trial purge) checks each of them.
    index('reset_tokens_member_idx').on(t.memberId),
    index('reset_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Rate-limit events (login failures, SMS sends, trials, resets): counted over sliding windows. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_events_lookup_idx').on(t.kind, t.key, t.createdAt)],
);

/** What the built-in SMS and e-mail providers "send": operators and tests read it at /ops/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * Every text handed to the SMS provider, whichever it is (issue 34): what operators read at /ops/sms to
 * see whether codes reach players. Never the message or its code: the number, why it was sent, the
 * outcome, the attempts it took and the gateway's own id of the message, to look it up there.
 */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: serial('id').primaryKey(),
    /** The merchant whose member it was for; null for a notice not tied to one. */
    merchantCode: text('merchant_code'),
    /** E.164. */
    recipient: text('recipient').notNull(),
    /** A code's purpose (login, register, reset, bind, payout) or 'notice'. */
    purpose: text('purpose').notNull(),
    /** SMS_PROVIDER of the send: outbox, semaphore or twilio. */
    provider: text('provider').notNull(),
    /** sent: the gateway took it; refused: it answered it will not (final); failed: no answer it took. */
    status: text('status').$type<'sent' | 'refused' | 'failed'>().notNull(),
    /** HTTP attempts made (retries included). */
    attempts: integer('attempts').notNull(),
    /** The gateway's id of the message (Semaphore message_id, Twilio SID, the outbox row). */
    providerId: text('provider_id'),
    /** Why it did not go (the gateway's answer, shortened). */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_sends_created_idx').on(t.createdAt),
    index('sms_sends_recipient_idx').on(t.recipient, t.createdAt),
  ],
);

/**
 * Google and Facebook sign-in (issue 34, server/auth/social/): one provider account signs in one member
 * of a merchant, and a member has at most one account of each provider. An e-mail address never links
 * anything: only a sign-in through the provider while signed in here (or a first sign-in that registers).
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    /** The provider's stable id of the account (OpenID Connect `sub`, Facebook's app-scoped user id). */
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** What the member recognises the account by in the security centre: its name, or a masked e-mail. */
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('social_identities_subject_idx').on(t.merchantCode, t.provider, t.subject),
    uniqueIndex('social_identities_member_idx').on(t.memberId, t.provider),
  ],
);

/**
 * One round trip to a provider, from the start to its callback: the `state` hashed (the key), the PKCE
 * verifier and the OpenID Connect nonce, and what the page started it with. Used once (deleted by the
 * callback), for ten minutes; housekeeping removes the abandoned ones.
 */
export const socialStates = pgTable(
  'social_states',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    merchantCode: text('merchant_code').notNull(),
    intent: text('intent').$type<'login' | 'link'>().notNull(),
    /** The signed-in member a `link` is for. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce'),
    affiliateCode: text('affiliate_code'),
    /** An invite link's referral code (`?ref=`), for a first sign-in that registers. */
    recommenderId: text('recommender_id'),
    ageConfirmed: boolean('age_confirmed').notNull().default(false),
    registerMethod: text('register_method').$type<RegisterMethod>(),
    language: text('language').$type<Language>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('social_states_state_idx').on(t.stateHash),
    index('social_states_member_idx').on(t.memberId),
    index('social_states_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The one-time ticket the callback hands the page (hashed): the verified provider account, for two
 * minutes, until POST /wps/session/social/complete trades it for a session (used_at set once).
 */
export const socialTickets = pgTable(
  'social_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    merchantCode: text('merchant_code').notNull(),
    subject: text('subject').notNull(),
    /** The provider's display name of the account. */
    name: text('name'),
    label: text('label'),
    affiliateCode: text('affiliate_code'),
    /** An invite link's referral code (`?ref=`), for a first sign-in that registers. */
    recommenderId: text('recommender_id'),
    ageConfirmed: boolean('age_confirmed').notNull().default(false),
    registerMethod: text('register_method').$type<RegisterMethod>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_tickets_ticket_idx').on(t.ticketHash),
    index('social_tickets_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Every movement of a wallet, append-only. `amountCents` is signed (debits negative);
 * `reference` is the idempotency key of the movement (e.g. a vendor's transaction id): a replay finds
 * the first entry instead of moving money again.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_ledger_reference_idx').on(t.reference),
    index('wallet_ledger_member_idx').on(t.memberId, t.createdAt),
  ],
);

// Lobby

/** A member's starred games (SPEC.md section 4): one row per (member, game); adding twice changes nothing. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('favourite_games_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** A member's recently launched games, newest first; server/lobby/recents.ts keeps the latest 50. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('recent_games_member_idx').on(t.memberId, t.playedAt),
  ],
);

// Lottery

/** The in-house lotteries: a draw every `intervalSeconds`, orders close `closeSeconds` before it. */
export const lotteries = pgTable('lotteries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Lott, ZY or Elott (SPEC.md section 9). */
  prizeMode: text('prize_mode').$type<'Lott' | 'ZY' | 'Elott'>().notNull(),
  /** The rule in src/shared/lottery-rules.ts: lotto645, digits3, pk10. */
  game: text('game').$type<'lotto645' | 'digits3' | 'pk10'>().notNull(),
  intervalSeconds: integer('interval_seconds').notNull(),
  closeSeconds: integer('close_seconds').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /**
   * The most one selection (bet type + numbers) may win on one draw, all members' stakes
   * together, in cents; an order that would pass it is refused (lottery_liabilities keeps the sums).
   */
  maxLiabilityCents: bigint('max_liability_cents', { mode: 'number' }).notNull().default(500_000_000),
});

/**
 * One issue of a lottery. Created ahead with a secret server seed committed by `seed_hash`; drawn when
 * due (status drawn, `result` and the seed revealed), then settled once every sub-order is paid.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    lotteryCode: text('lottery_code')
      .notNull()
      .references(() => lotteries.code),
    issue: text('issue').notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** Sealed (server/lib/seed-seal.ts) while the draw is open; in clear once drawn. */
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    status: text('status').$type<'open' | 'drawn' | 'settled'>().notNull().default('open'),
    result: jsonb('result').$type<number[]>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_draws_issue_idx').on(t.lotteryCode, t.issue),
    index('lottery_draws_due_idx').on(t.status, t.drawAt),
    index('lottery_draws_lottery_idx').on(t.lotteryCode, t.drawAt),
  ],
);

/** An order: paid as one debit (`lottery:order:<id>`); `pending_payment` until the debit is through. */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    drawId: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id),
    lotteryCode: text('lottery_code').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending_payment' | 'placed' | 'failed'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lottery_orders_member_idx').on(t.memberId, t.createdAt),
    index('lottery_orders_draw_idx').on(t.drawId, t.status),
  ],
);

/** A bet of an order; settled exactly once by `UPDATE … WHERE status = 'open'`. */
export const lotterySubOrders = pgTable(
  'lottery_sub_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => lotteryOrders.id),
    drawId: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    betType: text('bet_type').notNull(),
    numbers: jsonb('numbers').$type<number[]>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'open' | 'won' | 'lost' | 'cancelled'>().notNull(),
    payoutCents: bigint('payout_cents', { mode: 'number' }).notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The player rebate claim that counted this stake once settled (server/rebates/rebates.ts); null: none yet. */
    rebateClaimId: integer('rebate_claim_id'),
  },
  (t) => [
    index('lottery_sub_orders_order_idx').on(t.orderId),
    index('lottery_sub_orders_draw_idx').on(t.drawId, t.status),
    index('lottery_sub_orders_member_idx').on(t.memberId),
    index('lottery_sub_orders_settled_idx')
      .on(t.memberId, t.settledAt)
      .where(sql`${t.status} in ('won', 'lost')`),
    // What the member's next rebate claim takes: settled stakes no claim counted yet.
    index('lottery_sub_orders_unrebated_idx')
      .on(t.memberId)
      .where(sql`${t.status} in ('won', 'lost') and ${t.rebateClaimId} is null`),
    index('lottery_sub_orders_rebate_claim_idx').on(t.rebateClaimId),
  ],
);

/**
 * What one selection of a draw would pay at most, summed over every open sub-order on it. Raised
 * by a conditional upsert (`… where payout_cents + x <= cap`) in the order's transaction, so concurrent
 * orders can never pass the lottery's cap together; lowered when a sub-order is cancelled.
 */
export const lotteryLiabilities = pgTable(
  'lottery_liabilities',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id),
    /** selectionKey() of src/shared/lottery-rules.ts: bet type and its numbers in canonical order. */
    selection: text('selection').notNull(),
    payoutCents: bigint('payout_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.selection] }),
    check('lottery_liabilities_nonnegative', sql`${t.payoutCents} >= 0`),
  ],
);

// Studio

/**
 * The in-house studio's provably fair seeds, one live (unrevealed) per member: its hash is shown before
 * play, `nonce` is the next round's, and rotating stamps `revealed_at` (the seed may then be shown).
 */
export const studioSeeds = pgTable(
  'studio_seeds',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Sealed (server/lib/seed-seal.ts) while live; in clear once revealed. */
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('studio_seeds_live_idx').on(t.memberId).where(sql`${t.revealedAt} is null`),
    index('studio_seeds_member_idx').on(t.memberId),
  ],
);

/** Every played round of a vendor's game (the studio's now), for game records and P&L. */
export type RoundStatus = 'opening' | 'live' | 'pending' | 'complete' | 'void';

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vendor: text('vendor').notNull(),
    gameId: text('game_id').notNull(),
    betCents: bigint('bet_cents', { mode: 'number' }).notNull(),
    winCents: bigint('win_cents', { mode: 'number' }).notNull(),
    outcome: jsonb('outcome').notNull(),
    seedId: integer('seed_id').references(() => studioSeeds.id),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /**
     * `pending` from the moment the outcome is fixed until its bet and win went through the
     * wallet; `complete` then; `void` when the bet was refused (nothing moved). A crash leaves
     * `pending`, and server/studio/recovery.ts completes the round.
     * A live game's round (crash, mines) is `opening` while its bet goes through, then `live` while the
     * player decides, then `pending` once its end is fixed (server/studio/live-rounds.ts).
     */
    status: text('status').$type<RoundStatus>().notNull().default('complete'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A live round: when it went live, then its latest move (crash: the multiplier's start). */
    actedAt: timestamp('acted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_round_idx').on(t.vendor, t.roundId),
    index('game_rounds_member_idx').on(t.memberId, t.createdAt),
    index('game_rounds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // One open round per member and game: a second bet waits until the first has ended.
    uniqueIndex('game_rounds_open_idx')
      .on(t.memberId, t.gameId)
      .where(sql`${t.status} in ('opening', 'live')`),
  ],
);

/**
 * The platform's side of the seamless wallet: which bet opened a vendor's round (the ledger holds the
 * money; this maps a round to its bet so a win can be checked against it).
 */
export const seamlessRounds = pgTable(
  'seamless_rounds',
  {
    vendor: text('vendor').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    betTransactionId: text('bet_transaction_id').notNull(),
    /** The stake taken, cents. */
    betCents: bigint('bet_cents', { mode: 'number' }).notNull().default(0),
    /** `open` after the bet, `settled` after a win (of any amount), `rolled_back` after a refund. */
    status: text('status').$type<'open' | 'settled' | 'rolled_back'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The catalogue game the bet was placed in (the player token's node id): its lobby category is the
     * round's (rebates rate by category). Null on rounds from before issue 14.
     */
    nodeId: integer('node_id'),
    /** When the round got its result (its first win call): from then on its stake is settled wagering. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The player rebate claim that counted this stake once settled (server/rebates/rebates.ts); null: none yet. */
    rebateClaimId: integer('rebate_claim_id'),
  },
  (t) => [
    primaryKey({ columns: [t.vendor, t.roundId] }),
    index('seamless_rounds_member_idx').on(t.memberId),
    index('seamless_rounds_settled_idx').on(t.memberId, t.settledAt).where(sql`${t.status} = 'settled'`),
    // What the member's next rebate claim takes: settled rounds no claim counted yet.
    index('seamless_rounds_unrebated_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'settled' and ${t.rebateClaimId} is null`),
    index('seamless_rounds_rebate_claim_idx').on(t.rebateClaimId),
  ],
);

/**
 * Every seamless call that was applied, by (vendor, kind, transaction id): a replay is compared
 * with it (another member, round or amount is `transaction.mismatch`) and answered without moving money.
 * A rollback whose bet never arrived is a `tombstone`: the late bet finds it and is refused.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    vendor: text('vendor').notNull(),
    kind: text('kind').$type<'bet' | 'win' | 'rollback'>().notNull(),
    transactionId: text('transaction_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    roundId: text('round_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    outcome: text('outcome').$type<'applied' | 'tombstone'>().notNull().default('applied'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendor, t.kind, t.transactionId] }),
    index('seamless_transactions_member_idx').on(t.memberId),
    // A round's bets, for when its stake was placed (records/stakes.ts: a turnover obligation counts play
    // placed after its credit).
    index('seamless_transactions_round_idx').on(t.vendor, t.roundId),
  ],
);

// Payments

/**
 * Where members send money: a manual bank or e-wallet account the operator watches, or a payment
 * gateway (`providerCode`: a provider in server/payments/). Amounts in cents.
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    kind: text('kind').$type<ChannelKind>().notNull(),
    name: text('name').notNull(),
    /** The name in Filipino (TY); null: players of every language read `name`. */
    nameTy: text('name_ty'),
    /** Gateways only: which provider takes the payment (sandbox, paymongo). */
    providerCode: text('provider_code'),
    /** Manual channels only: the receiving account the member transfers to. */
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    bankName: text('bank_name'),
    minCents: bigint('min_cents', { mode: 'number' }).notNull(),
    maxCents: bigint('max_cents', { mode: 'number' }).notNull(),
    quickAmounts: jsonb('quick_amounts').$type<number[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_channels_merchant_idx').on(t.merchantCode, t.sort),
    check('payment_channels_limits', sql`${t.minCents} > 0 and ${t.maxCents} >= ${t.minCents}`),
  ],
);

/**
 * A member's deposit. `reference` is what the member quotes on a manual transfer. Money arrives once,
 * as the ledger entry `deposit:<id>`, written in the transaction that moves the order from `pending`
 * to `approved` (an operator confirmed a manual transfer) or `credited` (a gateway confirmed payment).
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    /** Manual: who sent the money and the bank's or e-wallet's reference number. */
    senderName: text('sender_name'),
    senderReference: text('sender_reference'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Gateway: the provider, its checkout session and, once paid, its payment id. */
    provider: text('provider'),
    gatewaySessionId: text('gateway_session_id'),
    externalId: text('external_id'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Manual: the member's receipt image, its storage key and MIME type. */
    receiptKey: text('receipt_key'),
    receiptType: text('receipt_type'),
    /**
     * The deposit promotion the member chose with this order (issue 14): its bonus is paid with the
     * credit, as `bonus:deposit:<orderId>` (server/promotions/deposit-bonus.ts). Null: none chosen.
     */
    promotionId: integer('promotion_id').references((): AnyPgColumn => promotions.id),
  },
  (t) => [
    uniqueIndex('deposit_orders_reference_idx').on(t.reference),
    uniqueIndex('deposit_orders_gateway_session_idx').on(t.provider, t.gatewaySessionId),
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_pending_idx').on(t.merchantCode, t.createdAt).where(sql`${t.status} = 'pending'`),
    check('deposit_orders_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A member's bank card or e-wallet. Removing one only stamps `removedAt`: withdrawals keep their own
 * snapshot, and the number may be added again.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<PayoutKind>().notNull(),
    /** The bank's name or the e-wallet's. */
    provider: text('provider').notNull(),
    holderName: text('holder_name').notNull(),
    /** Digits only. */
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('payout_accounts_member_idx').on(t.memberId),
    uniqueIndex('payout_accounts_active_idx')
      .on(t.memberId, t.kind, sql`lower(${t.provider})`, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * A member's withdrawal. Its amount is held by the ledger debit `withdraw:hold:<id>`, written in the
 * transaction that inserts it; a rejection refunds it once as `withdraw:refund:<id>`; an approval moves
 * nothing (the money is paid out of band). The payout account is copied: the order shows where it went.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    payoutAccountId: integer('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<WithdrawStatus>().notNull().default('pending'),
    payoutKind: text('payout_kind').$type<PayoutKind>().notNull(),
    payoutProvider: text('payout_provider').notNull(),
    payoutHolderName: text('payout_holder_name').notNull(),
    payoutAccountNumber: text('payout_account_number').notNull(),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    index('withdrawal_orders_member_idx').on(t.memberId, t.createdAt),
    index('withdrawal_orders_queue_idx').on(t.merchantCode, t.status, t.createdAt),
    // One pending withdrawal per member: the last guard behind the service's check.
    uniqueIndex('withdrawal_orders_one_pending_idx').on(t.memberId).where(sql`${t.status} = 'pending'`),
    check('withdrawal_orders_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** A merchant's cashier rules; no row: the defaults (server/payments/cashier-settings.ts). */
export const cashierSettings = pgTable(
  'cashier_settings',
  {
    merchantCode: text('merchant_code')
      .primaryKey()
      .references(() => merchants.code),
    withdrawMinCents: bigint('withdraw_min_cents', { mode: 'number' }).notNull(),
    withdrawMaxCents: bigint('withdraw_max_cents', { mode: 'number' }).notNull(),
    withdrawDailyCount: integer('withdraw_daily_count').notNull(),
    /** Turnover required, in percent of the member's deposits (100 = 1×). */
    turnoverPercent: integer('turnover_percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'cashier_settings_limits',
      sql`${t.withdrawMinCents} > 0 and ${t.withdrawMaxCents} >= ${t.withdrawMinCents} and ${t.withdrawDailyCount} > 0 and ${t.turnoverPercent} >= 0`,
    ),
  ],
);

/** Every operator action: who (the ops token's label), what, on what, with which details. Append-only. */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ops_audit_target_idx').on(t.target, t.at)],
);

// --- Notices (issue 13): announcement read state and the user agreement ---

/** One row per (member, announcement) the member has opened; visitors keep read state locally. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);

/** The user agreement per merchant and language (HTML, sanitised when shown); no row: none yet. */
export const userAgreements = pgTable(
  'user_agreements',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    language: text('language').$type<Language>().notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.language] })],
);

// Feedback (FEEDBACK3): a member's message to the operator, its images (files under DATA_DIR, only
// the key here) and the operator's replies.
export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').$type<FeedbackType>().notNull(),
    text: text('text').notNull(),
    status: text('status').$type<FeedbackStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_member_idx').on(t.memberId, t.createdAt),
    index('feedback_queue_idx').on(t.merchantCode, t.status, t.createdAt),
  ],
);

export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedback.id),
    /** The merchant's, for its storage cap (the sum of sizeBytes). */
    merchantCode: text('merchant_code').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('feedback_images_position_idx').on(t.feedbackId, t.position),
    index('feedback_images_merchant_idx').on(t.merchantCode),
  ],
);

export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedback.id),
    text: text('text').notNull(),
    /** The ops token's label. */
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.createdAt)],
);

// Inbox (issue 13): operators' messages to members. A message names its audience; a broadcast to
// everyone writes no row per member up front: a member's read/deleted state row appears on first read or
// delete. Messages to one member or a list get their state rows (unread) when sent: that is the list.
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    /** `all`: every member of the merchant registered by `created_at`; else the state rows say who. */
    audience: text('audience').$type<'member' | 'list' | 'all'>().notNull(),
    title: text('title').notNull(),
    /** Sanitised by the server when sent (server/lib/platform-html.ts); the app sanitises again. */
    bodyHtml: text('body_html').notNull(),
    sentBy: text('sent_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_messages_merchant_idx').on(t.merchantCode, t.audience, t.createdAt)],
);

/** One member's copy of a message: read and deleted marks (a broadcast's row appears on first use). */
export const inboxStates = pgTable(
  'inbox_states',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.memberId] }),
    index('inbox_states_member_idx').on(t.memberId),
  ],
);

// Player protection (issue 13): time-outs and self-exclusions. Rows are never updated or deleted (no one
// shortens one); a longer one is a new row. The member is excluded while any row covers `now`.
export const memberExclusions = pgTable(
  'member_exclusions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    /** `timeout` or `exclusion`, and the period chosen (src/shared/constants/protection.ts). */
    kind: text('kind').$type<'timeout' | 'exclusion'>().notNull(),
    period: text('period').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_exclusions_member_idx').on(t.memberId, t.startsAt),
    index('member_exclusions_merchant_idx').on(t.merchantCode, t.createdAt),
  ],
);

/**
 * Codes that prove a signed-in member reads an e-mail address before it is bound (issue 13). The latest
 * row per member is the live one: hashed, short-lived, burnt after a few wrong tries (server/contacts).
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_member_idx').on(t.memberId, t.id),
    index('email_codes_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A member's security questions (issue 13): the chosen question of the fixed list and the answer, normalised
 * (trimmed, case-folded, spaces collapsed) and hashed with server/lib/password.ts — never stored plain.
 * Setting them again replaces every row.
 */
export const memberSecurityQuestions = pgTable(
  'member_security_questions',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Its order of choosing: 0, 1, … */
    position: integer('position').notNull(),
    /** One of SECURITY_QUESTIONS (src/shared/constants/security.ts). */
    question: text('question').notNull(),
    answerHash: text('answer_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.position] }),
    uniqueIndex('member_security_questions_question_idx').on(t.memberId, t.question),
  ],
);

/**
 * A member's deposit and loss limits (issue 13), one row per kind and period. `limitCents` is the limit in
 * force (null: none); a raise or removal waits its cooling-off as `pendingCents` (null: removal) applying at
 * `pendingAt` (server/protection/limit-rules.ts reads a due one as in force; the next change writes it down).
 */
export const memberLimits = pgTable(
  'member_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    limitCents: bigint('limit_cents', { mode: 'number' }),
    pendingCents: bigint('pending_cents', { mode: 'number' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

/** The reality check's interval a member chose (issue 13), minutes; no row or 0: off. */
export const realityChecks = pgTable('reality_checks', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  intervalMinutes: integer('interval_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Red envelope rain sessions (issue 14): an operator schedules a window with a budget; members' grabs are
 * paid from it. `spentCents` only grows, by a conditional UPDATE in the grab's transaction (the CHECK is the
 * last line of defence), so no number of concurrent grabs pays more than the budget. `cancelledAt`: an
 * operator cancelled it before it started.
 */
/**
 * A recurring red envelope rain: at `minute_of_day` (Manila time) on the Manila weekdays of `weekdays` (bit
 * 0 = Sunday), a session with these rules. The leader job creates its sessions ahead of time, up to a day;
 * `planned_until` is how far it has (a session ops cancel by hand is not made again). Paused or ended plans
 * nothing.
 */
export const rainSchedules = pgTable(
  'rain_schedules',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    minuteOfDay: integer('minute_of_day').notNull(),
    weekdays: integer('weekdays').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    budgetCents: bigint('budget_cents', { mode: 'number' }).notNull(),
    minGrabCents: integer('min_grab_cents').notNull(),
    maxGrabCents: integer('max_grab_cents').notNull(),
    maxGrabsPerMember: integer('max_grabs_per_member').notNull(),
    plannedUntil: timestamp('planned_until', { withTimezone: true }).notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'rain_schedules_rules',
      sql`${t.minuteOfDay} >= 0 and ${t.minuteOfDay} < 1440 and ${t.weekdays} > 0 and ${t.weekdays} < 128 and ${t.durationSeconds} > 0 and ${t.minGrabCents} > 0 and ${t.maxGrabCents} >= ${t.minGrabCents} and ${t.maxGrabsPerMember} > 0`,
    ),
    index('rain_schedules_merchant_idx').on(t.merchantCode),
  ],
);

export const rainSessions = pgTable(
  'rain_sessions',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    /** The schedule that made it (null: made by hand). */
    scheduleId: integer('schedule_id').references(() => rainSchedules.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    budgetCents: bigint('budget_cents', { mode: 'number' }).notNull(),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    minGrabCents: integer('min_grab_cents').notNull(),
    maxGrabCents: integer('max_grab_cents').notNull(),
    maxGrabsPerMember: integer('max_grabs_per_member').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'rain_sessions_spent_within_budget',
      sql`${t.spentCents} >= 0 and ${t.spentCents} <= ${t.budgetCents}`,
    ),
    check(
      'rain_sessions_rules',
      sql`${t.endsAt} > ${t.startsAt} and ${t.minGrabCents} > 0 and ${t.maxGrabCents} >= ${t.minGrabCents} and ${t.maxGrabsPerMember} > 0`,
    ),
    index('rain_sessions_merchant_idx').on(t.merchantCode, t.endsAt),
    // One live session per (schedule, start): two leaders planning at once make it once.
    uniqueIndex('rain_sessions_schedule_start_idx')
      .on(t.scheduleId, t.startsAt)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

/** One paid grab of a rain session: `seq` is the member's 1…max grab number, so a replayed grab pays once. */
export const rainGrabs = pgTable(
  'rain_grabs',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => rainSessions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rain_grabs_session_member_seq_idx').on(t.sessionId, t.memberId, t.seq),
    check('rain_grabs_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

// --- Invite friends (issue 14): referral codes, who invited whom, the programme and its rewards ---

/** A real member's referral code, made on the first visit to invite friends; unique per merchant. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    merchantCode: text('merchant_code').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_codes_merchant_code_idx').on(t.merchantCode, t.code)],
);

/** The member who invited a registered friend (set once at registration; never a trial, never oneself). */
export const referrals = pgTable(
  'referrals',
  {
    friendId: integer('friend_id')
      .primaryKey()
      .references(() => members.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    check('referrals_not_self', sql`${t.friendId} <> ${t.referrerId}`),
  ],
);

/**
 * The merchant's referral programme as operators configure it: a reward when a friend's credited deposit
 * reaches `depositMinCents`, and one when the friend's turnover reaches `turnoverMinCents` (0 reward: that
 * kind is off). `spentCents` only grows, by a conditional UPDATE in the paying transaction.
 */
export const referralProgrammes = pgTable(
  'referral_programmes',
  {
    merchantCode: text('merchant_code').primaryKey(),
    depositRewardCents: integer('deposit_reward_cents').notNull().default(0),
    depositMinCents: integer('deposit_min_cents').notNull().default(0),
    turnoverRewardCents: integer('turnover_reward_cents').notNull().default(0),
    turnoverMinCents: bigint('turnover_min_cents', { mode: 'number' }).notNull().default(0),
    budgetCents: bigint('budget_cents', { mode: 'number' }).notNull().default(0),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'referral_programmes_spent_within_budget',
      sql`${t.spentCents} >= 0 and ${t.spentCents} <= ${t.budgetCents}`,
    ),
  ],
);

/**
 * One reward per (friend, kind), so per (referrer, friend, kind): written `pending` when the friend
 * qualifies, `paid` once the ledger credit `referral:<kind>:<friendId>` went through in the same transaction.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id),
    friendId: integer('friend_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'deposit' | 'turnover'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'pending' | 'paid'>().notNull().default('pending'),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referral_rewards_friend_kind_idx').on(t.friendId, t.kind),
    index('referral_rewards_referrer_idx').on(t.referrerId, t.status),
    index('referral_rewards_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    check('referral_rewards_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Promotions (issue 14). The budget is spent when a reward is issued: a conditional
 * `spent_cents + x <= budget_cents` UPDATE in the reward's transaction, backed by the CHECK.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    kind: text('kind').$type<PromotionKind>().notNull(),
    category: text('category').$type<PromotionCategory>().notNull(),
    status: text('status').$type<PromotionStatus>().notNull().default('draft'),
    /** Per language: title, summary and terms HTML (sanitised when stored). */
    texts: jsonb('texts').$type<PromotionTexts>().notNull(),
    bannerUrl: text('banner_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    budgetCents: bigint('budget_cents', { mode: 'number' }).notNull(),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    memberCapCents: bigint('member_cap_cents', { mode: 'number' }),
    /** Validated by the kind's valibot schema (src/shared/schemas/promotions.ts). */
    rules: jsonb('rules').$type<PromotionRules>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_merchant_idx').on(t.merchantCode, t.status, t.startsAt),
    check('promotions_budget', sql`${t.spentCents} >= 0 and ${t.spentCents} <= ${t.budgetCents}`),
  ],
);

/** A member's part in a promotion: one per member and promotion (its state: src/shared/promotion-state.ts). */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    state: text('state').$type<EntryState>().notNull(),
    comment: text('comment').notNull().default(''),
    identity: text('identity').$type<IdentityStatus>().notNull().default('not_required'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_entries_member_idx').on(t.promotionId, t.memberId),
    index('promotion_entries_queue_idx').on(t.state, t.createdAt),
    check('promotion_entries_comment', sql`char_length(${t.comment}) <= 140`),
  ],
);

export const promotionEntryImages = pgTable(
  'promotion_entry_images',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => promotionEntries.id),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('promotion_entry_images_position_idx').on(t.entryId, t.position)],
);

/**
 * A reward issued to a member: claimed once, as the ledger credit `bonus:claim:<id>` written in the
 * transaction that moves it from `unclaimed` to `claimed`. `idempotencyKey` makes issuing replay-safe.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    turnoverCents: bigint('turnover_cents', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<RewardStatus>().notNull().default('unclaimed'),
    idempotencyKey: text('idempotency_key').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rewards_idempotency_idx').on(t.idempotencyKey),
    index('rewards_member_idx').on(t.memberId, t.status, t.expiresAt),
    index('rewards_promotion_idx').on(t.promotionId, t.status),
    // The expiry job's scan: unclaimed rewards by expiry (server/promotions/expiry.ts).
    index('rewards_unclaimed_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'unclaimed'`),
    check('rewards_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

// Player rebates (issue 14)

/** A merchant's rebate rate per category (src/shared/constants/rebates.ts); a missing row is 0. */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    category: text('category').$type<RebateCategory>().notNull(),
    rateBp: integer('rate_bp').notNull(),
    /** The most one claim pays in this category; null: no cap. */
    capCents: bigint('cap_cents', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.category] }),
    check(
      'rebate_rates_bounds',
      sql`${t.rateBp} between 0 and 10000 and (${t.capCents} is null or ${t.capCents} > 0)`,
    ),
  ],
);

/**
 * A member's rebate claim: credited once (ledger `rebate:<member>:c<id>`); the settled stakes it counted
 * carry its id (`rebate_claim_id` of lottery_sub_orders and seamless_rounds). `requestId` makes a retried
 * press answer this claim again.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    /**
     * Claims before migration 0032 only (credited as `rebate:<member>:<watermark>`): the last ledger entry
     * of the member they counted stakes up to, at bet time. Null since: the marked stakes are the count.
     */
    watermark: bigint('watermark', { mode: 'number' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rebate_claims_request_idx').on(t.memberId, t.requestId),
    uniqueIndex('rebate_claims_watermark_idx').on(t.memberId, t.watermark),
    uniqueIndex('rebate_claims_reference_idx').on(t.reference),
    index('rebate_claims_member_idx').on(t.memberId, t.createdAt),
    check('rebate_claims_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** A claim's line per category: the turnover counted, the rate and cap then, what it paid. */
export const rebateClaimLines = pgTable(
  'rebate_claim_lines',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => rebateClaims.id),
    category: text('category').$type<RebateCategory>().notNull(),
    turnoverCents: bigint('turnover_cents', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    capCents: bigint('cap_cents', { mode: 'number' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /**
     * Claims before migration 0032: the negative turnover (a refund after a claim) carried into the next
     * claim. Settled stakes are never taken back: 0 since.
     */
    carryCents: bigint('carry_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.category] })],
);

/** A merchant's rebate rules beyond the rates; no row: the defaults (src/shared/constants/rebates.ts). */
export const rebateSettings = pgTable(
  'rebate_settings',
  {
    merchantCode: text('merchant_code')
      .primaryKey()
      .references(() => merchants.code),
    /** The least time between two claims of a member: the cap per claim is then a cap per interval. */
    claimIntervalMinutes: integer('claim_interval_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [check('rebate_settings_interval', sql`${t.claimIntervalMinutes} >= 0`)],
);

// --- Missions (issue 14, /m/leaderBoard): operators' missions and the members' claims ---

/**
 * A mission of a merchant's period: a rule (play N rounds or wager X, optionally in one category) met by
 * the member's own stakes between starts_at and ends_at, and a reward paid once from its budget.
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    title: text('title').notNull(),
    /** The title in Filipino (TY); null: players of every language read `title`. */
    titleTy: text('title_ty'),
    rule: jsonb('rule').$type<MissionRule>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    rewardCents: integer('reward_cents').notNull(),
    budgetCents: bigint('budget_cents', { mode: 'number' }).notNull(),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('missions_spent_within_budget', sql`${t.spentCents} >= 0 and ${t.spentCents} <= ${t.budgetCents}`),
    check('missions_rules', sql`${t.endsAt} > ${t.startsAt} and ${t.rewardCents} > 0`),
    index('missions_merchant_idx').on(t.merchantCode, t.endsAt),
  ],
);

/** A member's paid mission: one per mission and member (the credit's reference `mission:<id>:<member>`). */
export const missionClaims = pgTable(
  'mission_claims',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.memberId] }),
    check('mission_claims_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

// --- VIP club (issue 14): the operators' levels and the levels members reached ---

/**
 * The merchant's VIP levels as operators configure them (src/shared/schemas/vip.ts `VipLevel`, lowest
 * first; a level's rank is its 1-based position) and the period the thresholds count over.
 */
export const vipProgrammes = pgTable('vip_programmes', {
  merchantCode: text('merchant_code').primaryKey(),
  periodDays: integer('period_days').notNull(),
  levels: jsonb('levels').$type<VipLevel[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A level a member reached, once per (member, rank): its level-up bonus is `pending` until the ledger
 * credit `vip:<member>:<rank>` went through in the same transaction (`paid`); `none` when it had none.
 * Rows are never deleted, so falling back and climbing again never pays twice.
 */
export const vipMemberLevels = pgTable(
  'vip_member_levels',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    levelName: text('level_name').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    bonusCents: integer('bonus_cents').notNull(),
    bonusStatus: text('bonus_status').$type<'pending' | 'paid' | 'none'>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.rank] }),
    index('vip_member_levels_pending_idx').on(t.memberId).where(sql`${t.bonusStatus} = 'pending'`),
    check('vip_member_levels_bonus', sql`${t.bonusCents} >= 0`),
  ],
);

// --- The period leaderboard (issue 14, /m/leaderBoard): its prize table, settled periods and prizes ---

/**
 * The merchant's leaderboard as operators configure it: the period kind, the prize per rank (cents, rank 1
 * first) and the budget prizes are paid from. `spentCents` only grows, in the settling transaction.
 */
export const leaderboardSettings = pgTable(
  'leaderboard_settings',
  {
    merchantCode: text('merchant_code').primaryKey(),
    periodKind: text('period_kind').$type<LeaderboardPeriodKind>().notNull(),
    /** The wager counted: one category's (the rebate categories), or every game's when null. */
    category: text('category').$type<RebateCategory>(),
    prizes: jsonb('prizes').$type<number[]>().notNull(),
    budgetCents: bigint('budget_cents', { mode: 'number' }).notNull(),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    check(
      'leaderboard_settings_spent_within_budget',
      sql`${t.spentCents} >= 0 and ${t.spentCents} <= ${t.budgetCents}`,
    ),
  ],
);

/** A settled period: written once (the unique index) in the transaction that pays its prizes. */
export const leaderboardPeriods = pgTable(
  'leaderboard_periods',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    periodKind: text('period_kind').$type<LeaderboardPeriodKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('leaderboard_periods_merchant_period_idx').on(t.merchantCode, t.startsAt, t.endsAt)],
);

/** A prize paid for a settled period's rank: credited once, as `leaderboard:<period>:<rank>`. */
export const leaderboardPrizes = pgTable(
  'leaderboard_prizes',
  {
    periodId: integer('period_id')
      .notNull()
      .references(() => leaderboardPeriods.id),
    rank: integer('rank').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    wagerCents: bigint('wager_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.rank] }),
    check('leaderboard_prizes_amount_positive', sql`${t.amountCents} > 0 and ${t.rank} > 0`),
  ],
);

// --- Agent rebates (issue 15, /m/member/agent/agentRebeat and /m/member/teamRebate) ---

/**
 * An agent's rate per category (basis points of its team's valid turnover, src/shared/agent-rebate.ts):
 * a top agent's set by operators, a sub-agent's by its direct upline, never above the upline's own.
 * A category without a row: 0.
 */
export const agentRebateRates = pgTable(
  'agent_rebate_rates',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    category: text('category').$type<RebateCategory>().notNull(),
    rateBp: integer('rate_bp').notNull(),
    /** `ops:<actor>` or `agent:<member id>`. */
    setBy: text('set_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.category] }),
    check(
      'agent_rebate_rates_bounds',
      sql`${t.rateBp} between 0 and ${sql.raw(String(AGENT_REBATE_MAX_RATE_BP))}`,
    ),
  ],
);

/**
 * An agent's settled day (Manila): written once (the primary key) in the transaction that credits it as
 * `agent.rebate:<agent>:<day>` (none when it earned 0).
 */
export const agentRebateSettlements = pgTable(
  'agent_rebate_settlements',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Every category's line as settled (rates in force then). */
    lines: jsonb('lines').$type<AgentRebateLine[]>().notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.day] }),
    check('agent_rebate_settlements_amount', sql`${t.amountCents} >= 0`),
  ],
);

// --- Agent contracts (issue 15): salary, hourly salary and dividend terms between agents, and their pay ---

/**
 * Terms an upline agent offers a direct sub-agent (upline_id null: the platform to a top agent, offered by
 * operators). States per src/shared/agent-contract-state.ts; at most one pending and one accepted per
 * agent and kind (partial unique indexes), every move a conditional UPDATE on the state it leaves.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    uplineId: integer('upline_id').references(() => members.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    terms: jsonb('terms').notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    /** Who offered: `member:<id>` or the operator (`ops:<name>`). */
    offeredBy: text('offered_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_contracts_pending_idx').on(t.agentId, t.kind).where(sql`${t.status} = 'pending'`),
    uniqueIndex('agent_contracts_accepted_idx').on(t.agentId, t.kind).where(sql`${t.status} = 'accepted'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind),
    index('agent_contracts_kind_idx').on(t.kind, t.status),
    check('agent_contracts_not_self', sql`${t.uplineId} is null or ${t.uplineId} <> ${t.agentId}`),
  ],
);

/**
 * A contract's pay for one period, written once (unique per contract and period) with the team's figures
 * and the calculation; paid in one transaction with its ledger credit `contract:pay:<id>` (the downline)
 * and debit `contract:charge:<id>` (the upline; none for the platform). Unpaid: retried by the next run.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    kind: text('kind').$type<ContractKind>().notNull(),
    uplineId: integer('upline_id').references(() => members.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    turnoverCents: bigint('turnover_cents', { mode: 'number' }).notNull(),
    activePlayers: integer('active_players').notNull(),
    lossCents: bigint('loss_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<CalcLine[]>().notNull(),
    status: text('status').$type<SettlementStatus>().notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_settlements_period_idx').on(t.contractId, t.period),
    index('agent_settlements_agent_idx').on(t.agentId, t.kind, t.periodStart),
    index('agent_settlements_upline_idx').on(t.uplineId, t.kind, t.periodStart),
    index('agent_settlements_unpaid_idx').on(t.status).where(sql`${t.status} = 'unpaid'`),
    check('agent_settlements_amount', sql`${t.amountCents} >= 0`),
  ],
);
