// Platform paths, shared by the app's api.ts files and the server's route modules (DESIGN.md section 3).
// A new path goes here (and its module into PATH_MODULES of module-permissions.ts; if that module is not
// COMM3, check the app's prefix rules in module-prefixes.ts). The few paths /m/home calls before it is
// interactive live in paths/first-load.ts, which the home screen imports instead of this whole table.
import { FIRST_LOAD_PATHS } from './paths/first-load.ts';

export const PATHS = {
  ...FIRST_LOAD_PATHS,
  helpCenter: '/wps/system/helpCenter',
  vendorConfig: '/wps/game/vendors',
  gameList: '/wps/game/list',
  // Launching and the in-house studio
  launch: '/wps/game/launch',
  seamlessBalance: '/wps/seamless/balance',
  seamlessBet: '/wps/seamless/bet',
  seamlessWin: '/wps/seamless/win',
  seamlessRollback: '/wps/seamless/rollback',
  studioSession: '/wps/studio/session',
  studioPlay: '/wps/studio/play',
  studioStart: '/wps/studio/start',
  studioAct: '/wps/studio/act',
  studioRotate: '/wps/studio/seed/rotate',
  studioRounds: '/wps/studio/rounds',
  studioVerify: '/wps/studio/rounds/verify',
  // Lobby: favourites and recent games, all behind a session
  favouriteList: '/wps/game/favourite/list',
  favouriteIds: '/wps/game/favourite/ids',
  favourite: '/wps/game/favourite',
  recentList: '/wps/game/recent/list',
  recentAdd: '/wps/game/recent/add',
  // Accounts and sessions
  publicKey: '/wps/session/publicKey',
  login: '/wps/session/login',
  freeplay: '/wps/session/login/freeplay',
  // Google and Facebook sign-in (issue 34; src/shared/schemas/social.ts)
  /** POST `/:provider` SocialStart → `{ url }`: the provider's authorization URL (state, PKCE, nonce kept on the server). */
  socialStart: '/wps/session/social/start',
  /** GET `/:provider`: the redirect URI registered at the provider (PUBLIC_ORIGIN + this); redirects to SOCIAL_LANDING_ROUTE with a ticket or an error. */
  socialCallback: '/wps/session/social/callback',
  /** POST SocialComplete: the ticket for a session (LoginResult), or 409 social.details for a first sign-in. */
  socialComplete: '/wps/session/social/complete',
  session: '/wps/session',
  renew: '/wps/session/renew',
  captcha: '/wps/captcha',
  registrationSettings: '/wps/register/settings',
  register: '/wps/register',
  affiliateCheck: '/wps/register/affiliate/check',
  smsNoLogin: '/wps/verification/sms/noLogin',
  forgotEmail: '/wps/password/forgot/email',
  resetByEmail: '/wps/password/reset/email',
  setPasswordByPhone: '/wps/password/reset/sms',
  password: '/wps/password',
  passwordStatus: '/wps/password/status',
  /** POST `{ newPassword, confirmNewPassword }`: the member's own password in place of one an agent chose. */
  firstPassword: '/wps/password/first',
  memberInfo: '/wps/member/info',
  wallet: '/wps/member/wallet',
  // Deposits
  depositChannels: '/wps/deposit/channels',
  /** POST creates, GET lists; `/:id` one order; POST `/:id/submit` the sender's details of a transfer. */
  depositOrders: '/wps/deposit/orders',
  /** Gateways' notifications: POST `${paymentWebhook}/<provider>`, signed, outside the player gates. */
  paymentWebhook: '/wps/payments/webhook',
  // Withdrawals, payout accounts and the payment password (module FUNDTRANS3)
  /** GET: the withdraw screen in one call (balance, withdrawable, turnover, limits, accounts…). */
  withdrawOverview: '/wps/withdraw/overview',
  /** POST asks (holds the amount), GET lists; `/:id` one order. */
  withdrawOrders: '/wps/withdraw/orders',
  /** GET: payee name, payment password set, accounts, masked mobile. */
  payoutProfile: '/wps/payout/profile',
  /** POST: set the payee name (once). */
  payeeName: '/wps/payout/payee',
  /** GET lists, POST adds; DELETE `/:id` removes a bank card or e-wallet. */
  payoutAccounts: '/wps/payout/accounts',
  /** POST sets the first payment password, PUT changes it (old one required). */
  paymentPassword: '/wps/payout/paymentPassword',
  /** POST: SMS a reset code to the member's bound mobile. */
  paymentPasswordSms: '/wps/payout/paymentPassword/sms',
  /** POST: a new payment password with the SMS code. */
  paymentPasswordReset: '/wps/payout/paymentPassword/reset',
  /** POST: re-enter the login password; the session counts as recently authenticated again. */
  passwordConfirm: '/wps/password/confirm',
  /** The iOS web-clip profile (plist; S/MIME-signed when the server has a certificate). */
  webClipProfile: '/wps/install/webclip.mobileconfig',
  opsConfig: '/ops/config',
  /** GET: the customer-service links decrypted; PUT `{ links: [{ type, url }] }` replaces them (https only, audited). */
  opsServiceLinks: '/ops/config/serviceLinks',
  opsOutbox: '/ops/outbox',
  /** GET `?recipient=&status=`: every text sent through the SMS provider (outcome, attempts, gateway id; no body). */
  opsSms: '/ops/sms',
  /** GET: every vendor and whether players see its games; PATCH `/:code` `{ enabled }` switches one (audited). */
  opsVendors: '/ops/lobby/vendors',
  /** GET every hot match (past ones too); POST adds one; DELETE `/:id` takes one off (audited). */
  opsHotMatches: '/ops/lobby/hotMatches',
  /** GET / POST; PATCH / DELETE `/:id`: the home's notices and pop-ups with their start and end (audited). */
  opsAnnouncements: '/ops/content/announcements',
  /** GET / POST; PATCH / DELETE `/:id`: the home's and registration's banners with their start and end (audited). */
  opsBanners: '/ops/content/banners',
  /** GET lists, POST adds; PATCH `/:id` changes (and enables or disables) a channel. */
  opsPaymentChannels: '/ops/payments/channels',
  /** GET the queue (`?status=pending`); POST `/:id/approve`, `/:id/reject`. */
  opsDeposits: '/ops/payments/deposits',
  /** GET the withdrawal queue (`?status=pending`); POST `/:id/approve`, `/:id/reject`. */
  opsWithdrawals: '/ops/payments/withdrawals',
  /** GET / PUT the merchant's withdrawal limits and turnover multiplier. */
  opsCashierSettings: '/ops/payments/cashierSettings',
  /** POST: an operator's credit or debit of a member's wallet, with a mandatory note (audited). */
  opsAdjustments: '/ops/payments/adjustments',
  /** GET: the operators' audit trail, newest first (`?target=`, `?action=`), paged. */
  opsAudit: '/ops/payments/audit',
  /** Operator and e-2-e aid: GET `${opsCaptcha}/:captchaId` answers the captcha's code. */
  opsCaptcha: '/ops/captcha',
  /** GET: the upline agent, balance and limits; POST moves `amountCents` to the upline (idempotent by `requestId`). */
  uplineTransfer: '/wps/transfer/upline',
  // The member's records (MEMTRANS3 ledger and game records, PERSPNL3 profit and loss): GET, paged, `from`/`to`
  recordsLedger: '/wps/records/ledger',
  recordsGames: '/wps/records/games',
  recordsPnl: '/wps/records/pnl',
  // Lottery gateway
  lotteries: '/lgw/lotteries',
  lotteryResults: '/lgw/results',
  /** GET `${lotteryDraws}/:id`: one draw with its fairness data (the seed once drawn). */
  lotteryDraws: '/lgw/draws',
  /** POST places, GET lists; `/:id` detail; `/:id/suborders/:subId/cancel`. */
  lotteryOrders: '/lgw/orders',
  /** Operator aid: POST closes and draws the current issue of `?lotteryCode=` now. */
  opsLotteryDrawNow: '/ops/lottery/draw-now',
  /** Operator aid: GET reconciles the ledger; always 200, the report's `ok` tells. */
  opsLedgerCheck: '/ops/ledger/check',
  // Notices and the user agreement (issue 13)
  /** GET: announcements of `types` (default B,PL,PU,H) with the member's read state. */
  notices: '/wps/notice/list',
  /** POST `{ ids }`: marks announcements read for the session's member. */
  noticeRead: '/wps/notice/read',
  /** GET: the agents' announcements (type A) with read state; `/unread` their unread count. */
  agentNotices: '/wps/notice/agent',
  agentNoticeUnread: '/wps/notice/agent/unread',
  /** GET: the user agreement in the request's language. */
  userAgreement: '/wps/system/agreement',
  /** PUT `{ language, content }`: sets one language's user agreement (audited). */
  opsUserAgreement: '/ops/agreement',
  // Feedback (issue 13, module FEEDBACK3)
  /** GET: the feedback types and the text and image bounds. */
  feedbackTypes: '/wps/feedback/types',
  /** PUT (multipart `type`, `text`, up to 3 `image`): submit; GET: the member's feedback with replies; `/:id` one, `/:id/images/:n` an image. */
  feedback: '/wps/feedback',
  /** GET: the merchant's feedback (`?status=`); `/:id` one; POST `/:id/reply` (audited); `/:id/images/:n`. */
  opsFeedback: '/ops/feedback',
  // The member's inbox (issue 13, module INBOX3, switch MAILCEN)
  /** GET: the member's messages, paged (`?filter=all|unread|read`); GET `/:id` opens one (marks it read); DELETE `/:id`. */
  inboxMessages: '/wps/inbox/messages',
  /** GET: the unread count (the red dot and the app badge). */
  inboxCount: '/wps/inbox/count',
  /** POST: marks every message read. */
  inboxReadAll: '/wps/inbox/readAll',
  /** POST: an operator's message to one member, a list of accounts or everyone (audited). */
  opsInbox: '/ops/inbox/messages',
  // The security centre and profile (issue 13, module PROFPIC3)
  /** GET: everything the security centre's hub shows (nickname, avatar, bindings, what is set). */
  securityProfile: '/wps/security/profile',
  /** PUT `{ nickname }`: change the nickname. */
  nickname: '/wps/security/nickname',
  /** PUT (multipart `image`): a new head icon, resized to a square; GET: the member's own; DELETE: back to the default. */
  avatar: '/wps/security/avatar',
  /** GET: the chosen question ids; PUT `{ answers: [{ question, answer }] }` (a recently authenticated session). */
  securityQuestions: '/wps/security/questions',
  // Contact bindings and sessions (issue 13, module PROFPIC3); changing a bound one needs a recent login
  /** GET: the bound e-mail and mobile, masked, and whether changing them needs the login password first. */
  contacts: '/wps/security/contacts',
  /** POST `{ email }`: a 6-digit code to that address. */
  emailCode: '/wps/security/email/code',
  /** POST `{ email, code }`: binds the address (the old one is told). */
  emailBind: '/wps/security/email',
  /** POST `{ countryDialingCode, mobileNo }`: the logged-in SMS call, a 6-digit code to that number. */
  mobileCode: '/wps/security/mobile/code',
  /** POST `{ countryDialingCode, mobileNo, verificationCode }`: binds the number (the old contact is told). */
  mobileBind: '/wps/security/mobile',
  /** GET: the member's live sessions ("this device" marked); DELETE `/:id` signs one other session out. */
  securitySessions: '/wps/security/sessions',
  /** POST: signs out every session but the caller's. */
  securitySessionsOthers: '/wps/security/sessions/others',
  /** GET SocialLinks; POST `/:provider` → `{ url }` links one (recent login); DELETE `/:provider` unlinks (recent login). */
  securitySocial: '/wps/security/social',
  // Time-out, self-exclusion and age (issue 13, player protection)
  /** GET: the running time-out or self-exclusion (none while logged in, by construction); POST `{ kind, period, password }` takes one. */
  exclusion: '/wps/protection/exclusion',
  /** GET: the date of birth (null: not set) and the minimum age; POST `{ birthDate }` sets it once. */
  birthDate: '/wps/protection/birthDate',
  /** GET `?account=`: a member's time-outs and self-exclusions (read only: none can be shortened). */
  opsExclusions: '/ops/protection/exclusions',
  /** GET / PUT `{ minimumAge }`: the merchant's minimum age (18 or 21). */
  opsProtectionSettings: '/ops/protection/settings',
  /** POST `{ offsetMs }`: moves the server clock ahead (only with PROTECTION_TEST_CLOCK=1, never in production). */
  opsTestClock: '/ops/test/clock',
  // Deposit and loss limits, the reality check (issue 13, player protection)
  /** GET: every limit (in force, pending raise with when it applies, the period's use); PUT `{ kind, period, limitCents }` sets one. */
  protectionLimits: '/wps/protection/limits',
  /** GET: the reality check (interval, playing since, minutes, net result); PUT `{ intervalMinutes }` chooses the interval. */
  realityCheck: '/wps/protection/reality',
  /** GET `?member=<account>`: a member's limits and pending changes (read only). */
  opsProtectionLimits: '/ops/protection/limits',
  // Red envelope rain (issue 14, /m/redRain; COMM3 with a real member's session)
  /** GET: the running or next session, the server's clock and the member's grabs in it. */
  rainSession: '/wps/rain/session',
  /** POST `{ sessionId, seq }`: one grab; the server decides the amount and credits it once. */
  rainGrab: '/wps/rain/grab',
  /** GET: the merchant's sessions with spent of budget; POST schedules one; POST `/:id/cancel` (audited). */
  opsRainSessions: '/ops/rain/sessions',
  /** GET: the recurring rains; POST makes one; POST `/:id/pause`, `/:id/resume`, `/:id/end` (audited). */
  opsRainSchedules: '/ops/rain/schedules',
  // Invite friends (issue 14, /m/inviteFriends; COMM3, a real member's session, REFERRAL promotion on)
  /** GET: the member's referral code (made on the first call), the rules and the totals; settles what is due. */
  referral: '/wps/referral',
  /** GET: the invited friends, newest first, paged, accounts masked. */
  referralFriends: '/wps/referral/friends',
  /** GET / PUT: the merchant's referral programme (rewards, thresholds, budget; audited). */
  opsReferralProgramme: '/ops/referral/programme',
  // The VIP club (issue 14, /m/member/benefits; MEMCLUB3, a real member's session, VIPBENEFIT3 on)
  /** GET: the member's level, turnover and deposits over the period, every level's benefits; pays level-up bonuses due. */
  vip: '/wps/vip',
  /** GET / PUT: the merchant's VIP levels (thresholds, benefits) and period (audited). */
  opsVipProgramme: '/ops/vip/programme',
  // Promotions and the reward centre (issue 14, /m/activity, /m/activityInfo, /m/rewardCenter)
  /** GET `?category=`: the promotions with the member's state; `/:id` one with its terms; POST `/:id/join`; POST `/:id/apply` (multipart `comment`, up to 3 `image`). */
  promotions: '/wps/activity',
  /** GET `?tab=unclaimed|history`: the member's rewards (REWCEN3); POST `/:id/claim` credits one once. */
  rewards: '/wps/rewards',
  /** GET: how many rewards wait to be claimed (the member centre's badge). */
  rewardCount: '/wps/rewards/count',
  /** GET: every promotion; POST creates a draft; PUT `/:id` changes a draft; POST `/:id/schedule|pause|end` (audited). */
  opsPromotions: '/ops/promotions',
  /** GET `?promotionId=&state=`: applications; POST `/:id/approve|reject|verify` (audited); `/:id/images/:n`. */
  opsPromotionApplications: '/ops/promotions/applications',
  /** GET: bonus outstanding (unclaimed rewards) and budget left per promotion. */
  opsPromotionLiabilities: '/ops/promotions/liabilities',
  // Player rebates (issue 14, /m/member/manualRebate MANPLAYREB3, /m/member/rebateReport PLYRBT; MEMTRANS3)
  /** GET: per category, the turnover since the last claim, the rate and what a claim pays now. */
  rebateAccrual: '/wps/rebate/accrual',
  /** POST `{ requestId }` claims now (credited once); GET: past claims with their lines, paged, `from`/`to`. */
  rebateClaims: '/wps/rebate/claims',
  /** GET / PUT `{ rates: [{ category, rateBp, capCents }] }`: the merchant's rebate rates (audited). */
  opsRebateRates: '/ops/rebate/rates',
  // Missions (issue 14, /m/leaderBoard; the MISSION promotion; COMM3)
  /** GET: the open missions with the member's progress; POST `/:id/claim`; GET `/:id/board` the ranking. */
  missions: '/wps/missions',
  /** GET: every mission; POST creates one; PATCH `/:id` changes the budget or cancels (audited). */
  opsMissions: '/ops/missions',
  /** GET: the period leaderboard (ranking by valid wager, prizes, the member's own place). */
  leaderboard: '/wps/leaderboard',
  /** GET: the winner board: the last settled period's winners, `value.list` by winAmount descending. */
  leaderboardWinners: '/wps/leaderboard/winners',
  /** GET: the leaderboard's settings and current period; PUT the period kind, prize table and budget (audited). */
  opsLeaderboard: '/ops/leaderboard',
  /** POST: settle the period that ended last now (idempotent; audited). */
  opsLeaderboardSettle: '/ops/leaderboard/settle',
  /** GET: budget, spent, outstanding and budget left of every campaign kind, in cents. */
  opsCampaignLiabilities: '/ops/campaigns/liabilities',
  // The agent's team (issue 15; agents only, every member named must be in the caller's team)
  /** GET: the downline of the caller or of `parentId` (paged; account prefix, level, type), with the breadcrumb. */
  agentTeamMembers: '/wps/agent/team/members',
  /** GET: the team's stakes, wins, bonuses, rebates and net over from/to, `by=day|member`, with totals. */
  agentTeamPnl: '/wps/agent/info/pnl',
  /** GET: the team's bets over from/to by category and by member (top turnover first, paged). */
  agentTeamBets: '/wps/agent/info/bets',
  /** GET: the team KPI for Manila days startDate..endDate (default today): the home's four counters, the overview's summary. */
  agentKpi: '/wps/agent/info/kpi',
  // Agent rebates and account opening (issue 15, AFFMAN3; agents only, every member named in the team)
  /** GET `?memberId=`: the agent's own rates, its direct sub-agents and one sub-agent's rates; PUT `/:memberId` `{ rates }`. */
  agentRebates: '/wps/agent/rebates',
  /** GET: the agent's settled team rebate days with their lines (paged) and today's estimate. */
  agentRebateIncome: '/wps/agent/rebates/income',
  /** POST `{ type, username, password, confirmPassword, rates? }`: a member or sub-agent directly below the agent. */
  agentAccounts: '/wps/agent/accounts',
  /** GET / PUT `/:memberId` `{ rates }`: a top agent's rebate rates (audited). */
  opsAgentRebates: '/ops/agent/rebates',
  /** POST `{ day }`: settle the team rebates of a Manila day now (idempotent per agent and day; audited). */
  opsAgentRebateSettle: '/ops/agent/rebates/settle',
  // Agent contracts (issue 15; agents only): daily salary DAILYSALCONT3, hourly salary HOURSAL3, dividend AFFMAN3
  /** GET: my offer waiting, my contract, my offers and sub-agents; POST `{ agentId, terms }` offers; POST `/:id/accept|reject|cancel`. */
  salaryContracts: '/wps/agent/salary/contracts',
  /** GET: daily salary settlements paid to me or by me (paged, with their calculation). */
  salarySettlements: '/wps/agent/salary/settlements',
  hourlyContracts: '/wps/agent/hourly/contracts',
  hourlySettlements: '/wps/agent/hourly/settlements',
  dividendContracts: '/wps/agent/dividend/contracts',
  dividendSettlements: '/wps/agent/dividend/settlements',
  /** GET: my team's figures (turnover, active players, loss) of the period running now, for the calculator. */
  salaryFigures: '/wps/agent/salary/figures',
  hourlyFigures: '/wps/agent/hourly/figures',
  dividendFigures: '/wps/agent/dividend/figures',
  /** GET: SPEC section 4's dividend info (after session renewal): contract, latest dividend, unpaid. */
  dividendInfo: '/wps/agent/dividend/info',
  /** GET: SPEC section 3's contract request response (home's pending-contract alert). */
  contractRequests: '/wps/agent/contract-requests',
  /** POST `{ kind, agentId, terms }`: the platform's offer to a top agent; POST `/:id/cancel` (audited). */
  opsAgentContracts: '/ops/agent/contracts',
  /** POST `{ kind, period }`: settle a period's contracts now (idempotent per contract and period; audited). */
  opsAgentContractSettle: '/ops/agent/contracts/settle',
} as const;

/** Image CDN paths: `{cdnBase}{path}`. The reference server serves two CDN bases under /cdn/a and /cdn/b. */
export const CDN_MOUNTS = ['/cdn/a', '/cdn/b'] as const;
