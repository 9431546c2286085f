// The Hono app: platform API (/wps), operator API (/ops), image CDN (/cdn) and the built app.
// Used by main.ts over HTTP and by the tests in-process (`app.request()`).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { Registry } from 'prom-client';
import { CODES } from '../src/shared/errors/general.ts';
import { PATHS } from '../src/shared/paths.ts';
import { CaptchaStore } from './auth/captcha-store.ts';
import { PasswordHasher } from './auth/passwords.ts';
import { ResetTokenStore } from './auth/reset-tokens.ts';
import { ServerKeyStore } from './auth/server-keys.ts';
import { SessionStore } from './auth/sessions.ts';
import { SmsCodeStore } from './auth/sms-codes.ts';
import { Throttle } from './auth/throttle.ts';
import { DEV_SEED_KEY, DEV_STUDIO_SECRET } from './config.ts';
import type { AppDeps, AppEnv, Services } from './context.ts';
import { describeDbError, isDatabaseUnavailable } from './db/pg-errors.ts';
import { FeedbackService } from './feedback/service.ts';
import { accessLog, accessLogger } from './http/access-log.ts';
import { compress } from './http/compress.ts';
import { fail } from './http/envelope.ts';
import { siteGates } from './http/gates.ts';
import { Health, healthRoutes } from './http/health.ts';
import { inputHygiene } from './http/input-hygiene.ts';
import { moduleGate } from './http/module-gate.ts';
import { openApiRoute } from './http/openapi.ts';
import { platformContext } from './http/platform-context.ts';
import { RECEIPT_UPLOAD_PATH, receiptBody } from './http/receipt-upload.ts';
import { setResponseHeader } from './http/response-headers.ts';
import { securityHeaders } from './http/security-headers.ts';
import { Inbox } from './inbox/inbox.ts';
import { Metrics } from './lib/metrics.ts';
import { SeedSeal } from './lib/seed-seal.ts';
import { TestClock } from './lib/test-clock.ts';
import { FileStore } from './lib/uploads.ts';
import { recordRecentGame } from './lobby/recents.ts';
import { LotteryService } from './lottery/service.ts';
import { createDeposits } from './payments/index.ts';
import { PaymentPasswords } from './payments/payment-password.ts';
import { PayoutAccounts } from './payments/payout-accounts.ts';
import { Withdrawals } from './payments/withdrawals.ts';
import { Avatars } from './profile/avatar.ts';
import { SecurityQuestions } from './profile/security-questions.ts';
import { Promotions } from './promotions/promotions.ts';
import { Exclusions } from './protection/exclusion.ts';
import { createProviders } from './providers/index.ts';
import { RedRain } from './rain/rain.ts';
import { Referrals } from './referrals/referrals.ts';
import { agentAccountRoutes } from './routes/agent-accounts.ts';
import { agentContractRoutes } from './routes/agent-contracts.ts';
import { agentInfoRoutes } from './routes/agent-info.ts';
import { agentRebateRoutes } from './routes/agent-rebates.ts';
import { agentTeamRoutes } from './routes/agent-team.ts';
import { announcementRoutes } from './routes/announcements.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { cdnRoutes } from './routes/cdn.ts';
import { contactRoutes } from './routes/contacts.ts';
import { depositRoutes } from './routes/deposits.ts';
import { deviceRoutes } from './routes/devices.ts';
import { feedbackBody, feedbackRoutes } from './routes/feedback.ts';
import { gameRoutes } from './routes/games.ts';
import { helpRoutes } from './routes/help.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { installRoutes } from './routes/install.ts';
import { launchRoutes } from './routes/launch.ts';
import { lotteryRoutes } from './routes/lottery.ts';
import { memberRoutes } from './routes/member.ts';
import { missionRoutes } from './routes/missions.ts';
import { noticeRoutes } from './routes/notices.ts';
import { opsRoutes } from './routes/ops.ts';
import { opsAdjustmentRoutes } from './routes/ops-adjustments.ts';
import { opsAgentContractRoutes } from './routes/ops-agent-contracts.ts';
import { opsAgentRoutes } from './routes/ops-agents.ts';
import { opsCampaignRoutes } from './routes/ops-campaigns.ts';
import { opsFeedbackRoutes } from './routes/ops-feedback.ts';
import { opsInboxRoutes } from './routes/ops-inbox.ts';
import { opsMissionRoutes } from './routes/ops-missions.ts';
import { opsPaymentRoutes } from './routes/ops-payments.ts';
import { opsPromotionRoutes } from './routes/ops-promotions.ts';
import { opsRebateRoutes } from './routes/ops-rebates.ts';
import { opsRedRainRoutes } from './routes/ops-red-rain.ts';
import { opsReferralRoutes } from './routes/ops-referrals.ts';
import { opsSiteRoutes } from './routes/ops-site.ts';
import { opsVipRoutes } from './routes/ops-vip.ts';
import { opsWithdrawalRoutes } from './routes/ops-withdrawals.ts';
import { passwordRoutes } from './routes/password.ts';
import { payoutRoutes } from './routes/payout.ts';
import { PROMOTION_APPLY_PATH, promotionApplyBody, promotionRoutes } from './routes/promotions.ts';
import { protectionExclusionRoutes } from './routes/protection-exclusion.ts';
import { protectionLimitRoutes } from './routes/protection-limits.ts';
import { rebateRoutes } from './routes/rebates.ts';
import { recordRoutes } from './routes/records.ts';
import { redRainRoutes } from './routes/red-rain.ts';
import { referralRoutes } from './routes/referrals.ts';
import { registerRoutes } from './routes/register.ts';
import { sandboxPageRoutes } from './routes/sandbox-page.ts';
import { seamlessRoutes } from './routes/seamless.ts';
import { avatarBody, securityRoutes } from './routes/security.ts';
import { sessionRoutes } from './routes/session.ts';
import { siteConfigHotRead, siteRoutes } from './routes/site.ts';
import { smsRoutes } from './routes/sms.ts';
import { isApiPath, staticRoutes } from './routes/static.ts';
import { studioRoutes } from './routes/studio.ts';
import { uplineTransferRoutes } from './routes/upline-transfer.ts';
import { vipRoutes } from './routes/vip.ts';
import { withdrawalRoutes } from './routes/withdrawals.ts';
import { SiteConfigStore } from './site/config-store.ts';
import { SeamlessClient } from './studio/seamless-client.ts';
import { Studio } from './studio/studio.ts';
import { STUDIO_VENDOR } from './vendors/in-house.ts';
import { VendorRegistry } from './vendors/registry.ts';
import { Vip } from './vip/vip.ts';

/**
 * A body limit for requests that can have a body: a GET or HEAD has none here (@hono/node-server gives
 * them no body stream), and checking built the full Request object of every read. A declared length is
 * the body's exact size (Node's parser holds the body to it), so it is checked without opening the body:
 * hono's check opens it as a web stream, and the route's read then lost @hono/node-server's direct path
 * (~8 % of a bet's server CPU). A chunked body is counted as it streams, by hono's check.
 */
function bodyLimitOf(maxSize: number): MiddlewareHandler {
  const tooLarge = (c: Context) => fail(c, 413, CODES.invalidRequest, 'body: too large');
  const limit = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('Content-Length');
    if (length !== undefined && /^\d{1,15}$/.test(length) && c.req.header('Transfer-Encoding') === undefined)
      return Number(length) > maxSize ? Promise.resolve(tooLarge(c)) : next();
    return limit(c, next);
  };
}

export function createApp(deps: AppDeps) {
  const logError = deps.logError ?? ((message, err) => console.error(message, err));
  // PROTECTION_TEST_CLOCK=1 only (never in production): a clock /ops/test/clock moves ahead (e2e of time-outs).
  const testClock = deps.config.testClock ? new TestClock(deps.now ?? Date.now) : undefined;
  const now = testClock?.now ?? deps.now ?? Date.now;
  const studioSecret = deps.config.studioSecret ?? DEV_STUDIO_SECRET;
  // Unrevealed provably fair seeds are sealed at rest with SEED_KEY.
  const seedSeal = new SeedSeal(deps.config.seedKey ?? DEV_SEED_KEY);
  const services: Services = {
    db: deps.db,
    config: deps.config,
    providers: deps.providers ?? createProviders(deps.db),
    now,
    siteConfig: new SiteConfigStore(deps.db, deps.config.imageCdns),
    keys: new ServerKeyStore(deps.db, now),
    sessions: new SessionStore(deps.db, now),
    captchas: new CaptchaStore(deps.db, deps.config.opsToken, now),
    smsCodes: new SmsCodeStore(deps.db, now),
    throttle: new Throttle(deps.db, now),
    passwords: new PasswordHasher(deps.config.passwordCost),
    resetTokens: new ResetTokenStore(deps.db, now),
    lottery: new LotteryService(deps.db, seedSeal),
    vendors: new VendorRegistry(deps.config.vendors ?? [], studioSecret, deps.config.opsToken, now),
    recordRecentGame,
  };

  const app = new Hono<AppEnv>();
  // Probes and scrapes answer first: outside the access log, the metrics and every gate.
  const health = deps.health ?? new Health(deps.db);
  const metrics = deps.metrics ?? new Metrics({}, new Registry());
  app.route('/', healthRoutes(health, metrics, deps.config));
  app.use('*', accessLog({ sink: deps.accessLog, trustProxy: deps.config.trustProxy }));
  app.use('*', metrics.middleware());
  // CSP, HSTS over HTTPS, framing denied, Referrer- and Permissions-Policy.
  app.use('*', securityHeaders(deps.config));

  // Players are on mobile data: JSON, JS, CSS and SVG art go out gzipped (PNG and woff2 already are).
  app.use('*', compress());
  app.use('*', async (c, next) => {
    await next();
    setResponseHeader(c, 'X-Content-Type-Options', 'nosniff');
    // API answers are per user and per moment: never stored by browsers or shared caches.
    if (c.req.path.startsWith('/wps/') || c.req.path.startsWith('/ops/') || c.req.path.startsWith('/lgw/'))
      setResponseHeader(c, 'Cache-Control', 'no-store');
  });
  // Except a deposit's receipt image (up to 5 MB): read first under its own limit (server/payments/receipts.ts).
  app.use(RECEIPT_UPLOAD_PATH, receiptBody());
  // And a member's feedback with up to three images of 5 MB (server/routes/feedback.ts).
  app.use(PATHS.feedback, feedbackBody());
  // And a member's head icon of 5 MB (server/routes/security.ts).
  app.use(PATHS.avatar, avatarBody());
  // And a promotion application with up to three images of 5 MB (server/routes/promotions.ts).
  app.use(PROMOTION_APPLY_PATH, promotionApplyBody());
  // Platform bodies are small (the largest, a sealed registration, is a few KiB): refuse big ones unread.
  app.use('/wps/*', bodyLimitOf(128 * 1024));
  app.use('/wps/*', platformContext(services), siteGates(services), moduleGate(services));
  // The lottery gateway: same body limit, context and gates as the platform.
  app.use(
    '/lgw/*',
    bodyLimitOf(64 * 1024),
    platformContext(services),
    siteGates(services),
    moduleGate(services),
  );

  // Operator bodies (a site-config patch, a broadcast) are small too; the input check reads whole bodies.
  app.use('/ops/*', bodyLimitOf(256 * 1024));
  // No NUL or malformed text reaches a handler: it would fail in the database as a 500.
  // After the body limits: they wrap the body stream this reads.
  app.use('/wps/*', inputHygiene());
  app.use('/lgw/*', inputHygiene());
  app.use('/ops/*', inputHygiene());

  app.route('/', siteRoutes(services));
  app.route('/', announcementRoutes(services));
  app.route('/', noticeRoutes(services));
  app.route('/', gameRoutes(services));
  app.route('/', helpRoutes(services));
  app.route('/', installRoutes(services));
  app.route('/', sessionRoutes(services));
  app.route('/', captchaRoutes(services));
  app.route('/', smsRoutes(services));
  app.route('/', registerRoutes(services));
  app.route('/', passwordRoutes(services));
  app.route('/', memberRoutes(services));
  app.route('/', launchRoutes(services));
  app.route('/', seamlessRoutes(services));
  // The studio is a vendor: it reaches the seamless wallet through this app's own request path.
  const studioWallet = new SeamlessClient(STUDIO_VENDOR, studioSecret, (path, init) =>
    app.request(path, init),
  );
  const studio = new Studio(deps.db, studioWallet, seedSeal);
  app.route('/', studioRoutes(services, studio));
  app.route('/', lotteryRoutes(services));
  app.route('/', opsRoutes(services));
  app.route('/', opsSiteRoutes(services));
  app.route('/', recordRoutes(services));
  // Deposits: members' routes and gateway webhooks, the sandbox's hosted page (it delivers its signed
  // callback through this app's own request path), the operators' channels and queue.
  const deposits = createDeposits(services);
  app.route('/', depositRoutes(services, deposits));
  app.route(
    '/',
    sandboxPageRoutes(deposits, (path, init) => app.request(path, init)),
  );
  app.route('/', opsPaymentRoutes(services, deposits));
  // Transfers to the upline agent; operators' adjustments and the audit trail.
  app.route('/', uplineTransferRoutes(services));
  app.route('/', opsAdjustmentRoutes(services));
  // Withdrawals: payout accounts and the payment password, the members' orders, the operators' queue.
  const payoutAccounts = new PayoutAccounts(deps.db);
  const paymentPasswords = new PaymentPasswords(deps.db, services.passwords, services.now);
  const withdrawals = new Withdrawals(deps.db, payoutAccounts, services.now);
  app.route('/', payoutRoutes(services, payoutAccounts, paymentPasswords));
  app.route('/', withdrawalRoutes(services, withdrawals, paymentPasswords));
  app.route('/', opsWithdrawalRoutes(services, withdrawals));
  // The member's inbox and the operators' messages (issue 13).
  const inbox = new Inbox(deps.db, services.now);
  app.route('/', inboxRoutes(services, inbox));
  app.route('/', opsInboxRoutes(services, inbox));
  // The security centre: e-mail and mobile bindings, the member's sessions (issue 13).
  app.route('/', contactRoutes(services));
  app.route('/', deviceRoutes(services));
  // Player protection: time-out, self-exclusion and age (issue 13).
  const exclusions = new Exclusions(deps.db, { ...services, inbox, logError });
  app.route('/', protectionExclusionRoutes(services, exclusions, testClock));
  // Player protection: deposit and loss limits, the reality check (issue 13).
  app.route('/', protectionLimitRoutes(services));
  // Red envelope rain: members' grabs paid from a session's budget, operators' schedule (issue 14).
  const redRain = new RedRain(deps.db, services.now);
  app.route('/', redRainRoutes(services, redRain));
  app.route('/', opsRedRainRoutes(services, redRain));
  // Player rebates: accrual, claims and their report; operators' rates (issue 14).
  app.route('/', rebateRoutes(services));
  app.route('/', opsRebateRoutes(services));
  // Missions: progress, claims and the ranking; operators' missions (issue 14).
  app.route('/', missionRoutes(services));
  app.route('/', opsMissionRoutes(services));
  // Liabilities across every campaign kind (issue 14).
  app.route('/', opsCampaignRoutes(services));
  // Feedback: images under DATA_DIR/feedback (the system's temporary folder without one, as receipts).
  const feedbackService = new FeedbackService(
    deps.db,
    new FileStore(join(deps.config.dataDir ?? join(tmpdir(), 'swerte-data'), 'feedback')),
  );
  app.route('/', feedbackRoutes(services, feedbackService));
  app.route('/', opsFeedbackRoutes(services, feedbackService));
  // The security centre and profile: head icons under DATA_DIR/avatars, security questions hashed.
  app.route(
    '/',
    securityRoutes(
      services,
      new Avatars(
        deps.db,
        new FileStore(join(deps.config.dataDir ?? join(tmpdir(), 'swerte-data'), 'avatars')),
      ),
      new SecurityQuestions(deps.db, services.passwords, services.now),
    ),
  );
  // Invite friends: referral codes, invited friends and their rewards; the operators' programme (issue 14).
  const referralService = new Referrals(deps.db, services.now);
  app.route('/', referralRoutes(services, referralService));
  app.route('/', opsReferralRoutes(services, referralService));
  // The VIP club: the member's level and level-up bonuses; the operators' levels (issue 14).
  const vipService = new Vip(deps.db, services.now);
  app.route('/', vipRoutes(services, vipService));
  app.route('/', opsVipRoutes(services, vipService));
  // Promotions and the reward centre; application images under DATA_DIR/promotions (issue 14).
  const promotions = new Promotions(
    deps.db,
    new FileStore(join(deps.config.dataDir ?? join(tmpdir(), 'swerte-data'), 'promotions')),
    services.now,
  );
  app.route('/', promotionRoutes(services, promotions));
  app.route('/', opsPromotionRoutes(services, promotions));
  // The agency centre's figures: the team KPI of the agent home and the team overview (issue 15).
  app.route('/', agentInfoRoutes(services));
  // The downline list, the team's profit and loss and its bets (issue 15).
  app.route('/', agentTeamRoutes(services));
  // Account opening, rebate rates and team rebate income (issue 15, AFFMAN3); operators' agent rates.
  app.route('/', agentAccountRoutes(services));
  app.route('/', agentRebateRoutes(services));
  app.route('/', opsAgentRoutes(services));
  // Salary, hourly salary and dividend contracts between agents and their settlement (issue 15).
  app.route('/', agentContractRoutes(services));
  app.route('/', opsAgentContractRoutes(services));
  // The contract for operators building their own platform: public, outside the player gates.
  app.get('/openapi.json', openApiRoute(app as never));
  app.route('/', cdnRoutes());
  // A navigation's page carries the answers the app asks for first (server/site/boot.ts): asked of this
  // app itself, with the request's env so the client address (and so its country) is the visitor's.
  app.route(
    '/',
    staticRoutes(deps.config.distDir, (url, headers, env) =>
      Promise.resolve(app.request(url, { headers }, env)),
    ),
  );

  app.notFound((c) =>
    isApiPath(c.req.path)
      ? fail(c, 404, CODES.notFound, `No route for ${c.req.method} ${c.req.path}`)
      : c.text('Not found', 404),
  );

  app.onError((err, c) => {
    if (err instanceof HTTPException && err.status < 500) {
      return fail(
        c,
        err.status,
        err.status === 400 ? CODES.invalidRequest : CODES.serverError,
        err.message || undefined,
      );
    }
    // A database that is down (or too slow) answers 503 at once, one line logged, no stack.
    if (isDatabaseUnavailable(err)) {
      logError(`${c.req.method} ${c.req.path}: database unavailable:`, describeDbError(err));
      c.header('Retry-After', '5');
      return fail(c, 503, CODES.databaseUnavailable, 'Database unavailable, try again shortly');
    }
    logError(`${c.req.method} ${c.req.path} failed:`, err);
    return fail(c, 500, CODES.serverError, 'Unexpected server error');
  });

  // Answered in front of the app when they can (server/http/hot-reads.ts): the site config's warm reads.
  const logLine = accessLogger(deps.accessLog);
  const hotReads = [
    siteConfigHotRead(services, (line) => {
      logLine(line);
      metrics.observe(line.method, line.path, line.status, (performance.now() - line.started) / 1000);
    }),
  ];
  return { app, services, studio, hotReads, deposits };
}
