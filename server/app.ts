// The Hono app: platform API (/wps), operator API (/ops), image CDN (/cdn) and the built app, mounted over
// the services server/services.ts builds. Used by main.ts over HTTP and by the tests in-process (`app.request()`).
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { Registry } from 'prom-client';
import { CODES } from '../src/shared/errors/general.ts';
import { PATHS } from '../src/shared/paths.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { describeDbError, isDatabaseUnavailable } from './db/pg-errors.ts';
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
import { Metrics } from './lib/metrics.ts';
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
import { opsContentRoutes } from './routes/ops-content.ts';
import { opsFeedbackRoutes } from './routes/ops-feedback.ts';
import { opsInboxRoutes } from './routes/ops-inbox.ts';
import { opsLobbyRoutes } from './routes/ops-lobby.ts';
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
import { socialCallbackRoutes, socialRoutes } from './routes/social.ts';
import { isApiPath, staticRoutes } from './routes/static.ts';
import { studioRoutes } from './routes/studio.ts';
import { uplineTransferRoutes } from './routes/upline-transfer.ts';
import { vipRoutes } from './routes/vip.ts';
import { withdrawalRoutes } from './routes/withdrawals.ts';
import { buildServices } from './services.ts';

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
  const app = new Hono<AppEnv>();
  const { services, domains, testClock } = buildServices(deps, logError, (path, init) =>
    app.request(path, init),
  );
  const { deposits, studio } = domains;
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
  // The sign-in providers' redirect back is a browser navigation: it always answers a redirect to the app's
  // landing page (the round trip's merchant from its state), in front of the platform context and gates.
  app.route('/', socialCallbackRoutes(domains.socialLogins));
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
  app.route('/', announcementRoutes(services, domains.siteContent));
  app.route('/', noticeRoutes(services, domains.siteContent));
  app.route('/', gameRoutes(services, domains.lobby));
  app.route('/', helpRoutes(domains.siteContent));
  app.route('/', installRoutes(services));
  app.route('/', sessionRoutes(services, domains.logins));
  app.route('/', captchaRoutes(services));
  app.route('/', smsRoutes(services, domains.logins));
  app.route('/', registerRoutes(services, domains.registrations));
  // Google and Facebook sign-in, and the security centre's links (issue 34).
  app.route('/', socialRoutes(services, domains.socialLogins));
  app.route('/', passwordRoutes(services, domains.passwordChanges));
  app.route('/', memberRoutes(services));
  app.route('/', launchRoutes(services, domains.launcher));
  app.route('/', seamlessRoutes(services, domains.seamlessWallet));
  app.route('/', studioRoutes(services, studio, domains.liveRounds));
  app.route('/', lotteryRoutes(services));
  app.route('/', opsRoutes(services));
  app.route('/', opsSiteRoutes(services));
  app.route('/', opsLobbyRoutes(services, domains.vendorAvailability, domains.hotMatches));
  app.route('/', opsContentRoutes(services, domains.opsContent));
  app.route('/', recordRoutes(services));
  // Deposits: members' routes and gateway webhooks, the sandbox's hosted page (it delivers its signed
  // callback through this app's own request path), the operators' channels and queue.
  app.route('/', depositRoutes(services, deposits));
  app.route(
    '/',
    sandboxPageRoutes(deposits, (path, init) => app.request(path, init)),
  );
  app.route('/', opsPaymentRoutes(services, deposits));
  // Transfers to the upline agent; operators' adjustments and the audit trail.
  app.route('/', uplineTransferRoutes(services, domains.uplineTransfers));
  app.route('/', opsAdjustmentRoutes(services));
  // Withdrawals: payout accounts and the payment password, the members' orders, the operators' queue.
  app.route(
    '/',
    payoutRoutes(
      services,
      domains.payoutAccounts,
      domains.paymentPasswords,
      domains.passwordChanges,
      domains.paymentPasswordResets,
    ),
  );
  app.route('/', withdrawalRoutes(services, domains.withdrawals, domains.paymentPasswords));
  app.route('/', opsWithdrawalRoutes(services, domains.withdrawals));
  // The member's inbox and the operators' messages (issue 13).
  app.route('/', inboxRoutes(services, domains.inbox));
  app.route('/', opsInboxRoutes(services, domains.inbox));
  // The security centre: e-mail and mobile bindings, the member's sessions (issue 13).
  app.route('/', contactRoutes(services, domains.contactBindings));
  app.route('/', deviceRoutes(services));
  // Player protection: time-out, self-exclusion and age (issue 13).
  app.route('/', protectionExclusionRoutes(services, domains.exclusions, testClock));
  // Player protection: deposit and loss limits, the reality check (issue 13).
  app.route('/', protectionLimitRoutes(services));
  // Red envelope rain: members' grabs paid from a session's budget, operators' schedule (issue 14).
  app.route('/', redRainRoutes(services, domains.redRain));
  app.route('/', opsRedRainRoutes(services, domains.redRain, domains.rainSchedules));
  // Player rebates: accrual, claims and their report; operators' rates (issue 14).
  app.route('/', rebateRoutes(services, domains.rebates));
  app.route('/', opsRebateRoutes(services, domains.rebates));
  // Missions: progress, claims and the ranking; operators' missions (issue 14).
  app.route('/', missionRoutes(services, domains.missions, domains.leaderboard));
  app.route('/', opsMissionRoutes(services, domains.missions, domains.leaderboard));
  // Liabilities across every campaign kind (issue 14).
  app.route('/', opsCampaignRoutes(services));
  // Feedback: images under DATA_DIR/feedback.
  app.route('/', feedbackRoutes(services, domains.feedback));
  app.route('/', opsFeedbackRoutes(services, domains.feedback));
  // The security centre and profile: head icons under DATA_DIR/avatars, security questions hashed.
  app.route('/', securityRoutes(services, domains.avatars, domains.securityQuestions));
  // Invite friends: referral codes, invited friends and their rewards; the operators' programme (issue 14).
  app.route('/', referralRoutes(services, domains.referrals));
  app.route('/', opsReferralRoutes(services, domains.referrals));
  // The VIP club: the member's level and level-up bonuses; the operators' levels (issue 14).
  app.route('/', vipRoutes(services, domains.vip));
  app.route('/', opsVipRoutes(services, domains.vip));
  // Promotions and the reward centre; application images under DATA_DIR/promotions (issue 14).
  app.route('/', promotionRoutes(services, domains.promotions));
  app.route('/', opsPromotionRoutes(services, domains.promotions));
  // The agency centre's figures: the team KPI of the agent home and the team overview (issue 15).
  app.route('/', agentInfoRoutes(services));
  // The downline list, the team's profit and loss and its bets (issue 15).
  app.route('/', agentTeamRoutes(services));
  // Account opening, rebate rates and team rebate income (issue 15, AFFMAN3); operators' agent rates.
  app.route('/', agentAccountRoutes(services));
  app.route('/', agentRebateRoutes(services, domains.agentRebates, domains.agentRebateSettlement));
  app.route('/', opsAgentRoutes(services, domains.agentRebates, domains.agentRebateSettlement));
  // Salary, hourly salary and dividend contracts between agents and their settlement (issue 15).
  app.route('/', agentContractRoutes(services, domains.contracts, domains.contractSettlement));
  app.route('/', opsAgentContractRoutes(services, domains.contracts, domains.contractSettlement));
  // The contract for operators building their own platform: public, outside the player gates.
  app.get('/openapi.json', openApiRoute(app as never));
  app.route('/', cdnRoutes());
  // A navigation's page carries the answers the app asks for first (server/site/boot.ts): asked of this
  // app itself, with the request's env so the client address (and so its country) is the visitor's.
  app.route(
    '/',
    staticRoutes(deps.config.distDir, domains.shell, (url, headers, env) =>
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
  return { app, services, domains, studio, hotReads, deposits };
}
