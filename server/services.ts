// The composition root: every service of the platform built once, here, from the app's dependencies. app.ts
// mounts the routes over them and main.ts starts the jobs beside them; a route never builds a service.
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { SOCIAL_PROVIDERS } from '../src/shared/schemas/social.ts';
import { Contracts } from './agents/contracts.ts';
import { AgentRebateSettlement } from './agents/rebate-settlement.ts';
import { AgentRebates } from './agents/rebates.ts';
import { Settlement } from './agents/settlement.ts';
import { CaptchaStore } from './auth/captcha-store.ts';
import { CodeTexts } from './auth/code-texts.ts';
import { Logins } from './auth/login.ts';
import { PasswordChanges } from './auth/password-changes.ts';
import { PasswordHasher } from './auth/passwords.ts';
import { Registrations } from './auth/registration.ts';
import { ResetTokenStore } from './auth/reset-tokens.ts';
import { ServerKeyStore } from './auth/server-keys.ts';
import { SessionStore } from './auth/sessions.ts';
import { SmsCodeStore } from './auth/sms-codes.ts';
import { createIdentityProviders } from './auth/social/providers.ts';
import { SocialLogins } from './auth/social/social-logins.ts';
import { Throttle } from './auth/throttle.ts';
import { DEFAULT_SEAMLESS_LIMITS, DEV_SEED_KEY, DEV_STUDIO_SECRET } from './config.ts';
import { ContactBindings } from './contacts/bindings.ts';
import type { AppDeps, Services } from './context.ts';
import { FeedbackService } from './feedback/service.ts';
import { Inbox } from './inbox/inbox.ts';
import { LeaderboardService } from './leaderboard/leaderboard.ts';
import { SeedSeal } from './lib/seed-seal.ts';
import { TestClock } from './lib/test-clock.ts';
import { FileStore } from './lib/uploads.ts';
import { VendorAvailability } from './lobby/availability.ts';
import { HotMatches } from './lobby/hot-matches.ts';
import { Launcher } from './lobby/launch.ts';
import { Lobby } from './lobby/lobby.ts';
import { recordRecentGame } from './lobby/recents.ts';
import { LotteryService } from './lottery/service.ts';
import { Missions } from './missions/missions.ts';
import { createDeposits } from './payments/index.ts';
import { PaymentPasswords } from './payments/payment-password.ts';
import { PaymentPasswordResets } from './payments/payment-password-reset.ts';
import { PayoutAccounts } from './payments/payout-accounts.ts';
import { UplineTransfers } from './payments/upline-transfer.ts';
import { Withdrawals } from './payments/withdrawals.ts';
import { Avatars } from './profile/avatar.ts';
import { SecurityQuestions } from './profile/security-questions.ts';
import { Promotions } from './promotions/promotions.ts';
import { Exclusions } from './protection/exclusion.ts';
import { createProviders } from './providers/index.ts';
import { RedRain } from './rain/rain.ts';
import { RainSchedules } from './rain/schedules.ts';
import { Rebates } from './rebates/rebates.ts';
import { Referrals } from './referrals/referrals.ts';
import { type ShellCaches, ShellTexts } from './site/boot.ts';
import { SiteConfigStore } from './site/config-store.ts';
import { SiteContent } from './site/content.ts';
import { OpsContent } from './site/ops-content.ts';
import { RoutePreloads } from './site/route-preloads.ts';
import { LiveRounds } from './studio/live-rounds.ts';
import { SeamlessClient } from './studio/seamless-client.ts';
import { Studio } from './studio/studio.ts';
import { STUDIO_VENDOR } from './vendors/in-house.ts';
import { VendorRegistry } from './vendors/registry.ts';
import { Vip } from './vip/vip.ts';
import { SeamlessWallet } from './wallet/seamless.ts';

/** A request to this app itself (the studio reaches the seamless wallet through the app's own path). */
export type SelfRequest = (path: string, init?: RequestInit) => Response | Promise<Response>;

/** The domain services routes and jobs use, one instance each. */
export interface Domains {
  deposits: ReturnType<typeof createDeposits>;
  payoutAccounts: PayoutAccounts;
  paymentPasswords: PaymentPasswords;
  withdrawals: Withdrawals;
  inbox: Inbox;
  exclusions: Exclusions;
  redRain: RedRain;
  rainSchedules: RainSchedules;
  rebates: Rebates;
  missions: Missions;
  leaderboard: LeaderboardService;
  feedback: FeedbackService;
  avatars: Avatars;
  securityQuestions: SecurityQuestions;
  referrals: Referrals;
  vip: Vip;
  promotions: Promotions;
  agentRebates: AgentRebates;
  agentRebateSettlement: AgentRebateSettlement;
  contracts: Contracts;
  contractSettlement: Settlement;
  contactBindings: ContactBindings;
  seamlessWallet: SeamlessWallet;
  uplineTransfers: UplineTransfers;
  studio: Studio;
  /** The studio's live games (crash, mines): rounds open while the player decides. */
  liveRounds: LiveRounds;
  /** Which vendors' games are offered now (configured, enabled, not down). */
  vendorAvailability: VendorAvailability;
  /** Operators' notices, pop-ups and banners with their start and end. */
  opsContent: OpsContent;
  /** Operators' hot matches (the home's ticker). */
  hotMatches: HotMatches;
  lobby: Lobby;
  siteContent: SiteContent;
  logins: Logins;
  registrations: Registrations;
  /** Google and Facebook sign-in and the member's links (issue 34). */
  socialLogins: SocialLogins;
  passwordChanges: PasswordChanges;
  launcher: Launcher;
  /** The built shell's texts and route preloads, read from DIST_DIR. */
  shell: ShellCaches;
  paymentPasswordResets: PaymentPasswordResets;
}

export interface Built {
  services: Services;
  domains: Domains;
  /** PROTECTION_TEST_CLOCK=1 only (never in production): a clock /ops/test/clock moves ahead. */
  testClock: TestClock | undefined;
}

export function buildServices(
  deps: AppDeps,
  logError: (message: string, err: unknown) => void,
  selfRequest: SelfRequest,
): Built {
  const { db, config } = deps;
  const testClock = config.testClock ? new TestClock(deps.now ?? Date.now) : undefined;
  const now = testClock?.now ?? deps.now ?? Date.now;
  const studioSecret = config.studioSecret ?? DEV_STUDIO_SECRET;
  // Unrevealed provably fair seeds are sealed at rest with SEED_KEY.
  const seedSeal = new SeedSeal(config.seedKey ?? DEV_SEED_KEY);
  const providers = deps.providers ?? createProviders(db);
  const identityProviders = createIdentityProviders(config.social);
  const siteConfig = new SiteConfigStore(db, {
    imageCdns: config.imageCdns,
    socialLogins: SOCIAL_PROVIDERS.filter((p) => identityProviders[p]),
  });
  const smsCodes = new SmsCodeStore(db, now);
  const throttle = new Throttle(db, now);
  const services: Services = {
    db,
    config,
    providers,
    now,
    siteConfig,
    keys: new ServerKeyStore(db, now),
    sessions: new SessionStore(db, now),
    captchas: new CaptchaStore(db, config.opsToken, now),
    smsCodes,
    codeTexts: new CodeTexts({ throttle, smsCodes, providers, siteConfig }, config.smsCountries),
    throttle,
    passwords: new PasswordHasher(config.passwordCost),
    resetTokens: new ResetTokenStore(db, now),
    lottery: new LotteryService(db, seedSeal),
    vendors: new VendorRegistry(config.vendors ?? [], studioSecret, config.opsToken, now),
    recordRecentGame,
  };
  // Uploaded images under DATA_DIR (the system's temporary folder without one, as receipts).
  const files = (folder: string) =>
    new FileStore(join(config.dataDir ?? join(tmpdir(), 'swerte-data'), folder));
  const payoutAccounts = new PayoutAccounts(db);
  const paymentPasswords = new PaymentPasswords(db, services.passwords, now);
  const inbox = new Inbox(db, now);
  const vendorAvailability = new VendorAvailability(db, () => services.vendors.codes(), now);
  const promotions = new Promotions(db, files('promotions'), now);
  // The studio is a vendor: it reaches the seamless wallet through this app's own request path.
  const studio = new Studio(db, new SeamlessClient(STUDIO_VENDOR, studioSecret, selfRequest), seedSeal);
  const domains: Domains = {
    deposits: createDeposits(services),
    payoutAccounts,
    paymentPasswords,
    withdrawals: new Withdrawals(db, payoutAccounts, now),
    inbox,
    exclusions: new Exclusions(db, { ...services, inbox, logError }),
    redRain: new RedRain(db, now),
    rainSchedules: new RainSchedules(db, now),
    rebates: new Rebates(db, now),
    missions: new Missions(db, now),
    leaderboard: new LeaderboardService(db, now),
    feedback: new FeedbackService(db, files('feedback')),
    avatars: new Avatars(db, files('avatars')),
    securityQuestions: new SecurityQuestions(db, services.passwords, now),
    referrals: new Referrals(db, now),
    vip: new Vip(db, now),
    promotions,
    agentRebates: new AgentRebates(db, now),
    agentRebateSettlement: new AgentRebateSettlement(db, now),
    contracts: new Contracts(db, now),
    contractSettlement: new Settlement(db, now),
    contactBindings: new ContactBindings(services),
    seamlessWallet: new SeamlessWallet(db, config.seamlessLimits ?? DEFAULT_SEAMLESS_LIMITS, now),
    uplineTransfers: new UplineTransfers(db, services.siteConfig),
    studio,
    liveRounds: new LiveRounds(db, studio, now),
    vendorAvailability,
    hotMatches: new HotMatches(db),
    opsContent: new OpsContent(db, now),
    lobby: new Lobby(db, vendorAvailability),
    siteContent: new SiteContent(db, promotions),
    logins: new Logins(services),
    registrations: new Registrations(services),
    socialLogins: new SocialLogins(services, identityProviders),
    passwordChanges: new PasswordChanges(services),
    launcher: new Launcher(services, vendorAvailability, logError),
    paymentPasswordResets: new PaymentPasswordResets(services, payoutAccounts, paymentPasswords),
    shell: { texts: new ShellTexts(), preloads: new RoutePreloads(normalize(config.distDir)) },
  };
  return { services, domains, testClock };
}
