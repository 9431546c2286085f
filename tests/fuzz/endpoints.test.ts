// No input answers 500. Every /wps, /lgw and /ops route of the app (read from `app.routes`, so a
// new route is fuzzed, or fails here until it is described) gets generated requests: inputs from the
// shared valibot schemas, hostile values mixed in (tests/fuzz/arbitraries.ts), with a live member
// session, the ops token, signed vendor calls and sealed bodies, so they reach the handlers' own checks.
// Every answer must be 2xx, or 4xx with the JSON failure envelope and a code.
//
// `npm test` runs a fixed seed and few runs; `npm run fuzz` many runs with a random seed (FUZZ_RUNS,
// FUZZ_SEED to replay the seed a failure printed).
import { deflateSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { DEV_STUDIO_SECRET } from '../../server/config.ts';
import { games, lotteries, lotteryDraws, sessions } from '../../server/db/schema.ts';
import { SEED_AFFILIATE_CODES } from '../../server/seed/seed.ts';
import { hmacHex } from '../../server/vendors/signing.ts';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { LANGUAGES } from '../../src/shared/constants/language.ts';
import { LOTTERY_MIN_STAKE_CENTS } from '../../src/shared/constants/lottery.ts';
import { MODULE_IDS } from '../../src/shared/constants/members.ts';
import { AVATAR_FIELD, AVATAR_MAX_BYTES } from '../../src/shared/constants/security.ts';
import { GAME_RULES } from '../../src/shared/lottery-rules.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { AgentAccountBodySchema } from '../../src/shared/schemas/agent-accounts.ts';
import {
  OFFER_BODY_SCHEMAS,
  OpsOfferBodySchema,
  OpsSettleBodySchema,
  SettlementsQuerySchema,
} from '../../src/shared/schemas/agent-contracts.ts';
import { AgentKpiQuerySchema } from '../../src/shared/schemas/agent-kpi.ts';
import {
  AgentRatesBodySchema,
  AgentRebateIncomeQuerySchema,
  AgentRebatesQuerySchema,
  OpsAgentSettleBodySchema,
} from '../../src/shared/schemas/agent-rebates.ts';
import {
  TeamBetsQuerySchema,
  TeamMembersQuerySchema,
  TeamPnlQuerySchema,
} from '../../src/shared/schemas/agent-team.ts';
import { AnnouncementQuerySchema, BannerQuerySchema } from '../../src/shared/schemas/announcements.ts';
import {
  AffiliateCheckSchema,
  ChangePasswordSchema,
  FirstPasswordSchema,
  ForgotEmailSchema,
  LoginPayloadSchema,
  RegistrationPayloadSchema,
  ResetByEmailSchema,
  SetPasswordByPhoneSchema,
  SmsRequestSchema,
} from '../../src/shared/schemas/auth.ts';
import {
  EmailBindSchema,
  EmailCodeRequestSchema,
  MobileBindSchema,
  MobileCodeRequestSchema,
} from '../../src/shared/schemas/contacts.ts';
import {
  ChannelCreateSchema,
  ChannelPatchSchema,
  CreateDepositSchema,
  DepositQueueQuerySchema,
  DepositsQuerySchema,
  PAYMENT_PROVIDERS,
  RejectDepositSchema,
  SubmitDepositSchema,
} from '../../src/shared/schemas/deposits.ts';
import {
  FeedbackQuerySchema,
  FeedbackReplyBodySchema,
  OpsFeedbackQuerySchema,
  SubmitFeedbackSchema,
} from '../../src/shared/schemas/feedback.ts';
import {
  FavouriteBodySchema,
  FavouriteListQuerySchema,
  GameListQuerySchema,
  GameTypeQuerySchema,
  HotGamesQuerySchema,
  RecentAddQuerySchema,
  RecentListQuerySchema,
} from '../../src/shared/schemas/games.ts';
import { HelpQuerySchema } from '../../src/shared/schemas/help.ts';
import { InboxQuerySchema, InboxSendSchema } from '../../src/shared/schemas/inbox.ts';
import {
  DrawNowQuerySchema,
  LotteryListQuerySchema,
  OrderSchema,
  OrdersQuerySchema,
  PlaceOrderSchema,
  ResultsQuerySchema,
} from '../../src/shared/schemas/lottery.ts';
import {
  LeaderboardSettingsInputSchema,
  MissionCreateSchema,
  MissionUpdateSchema,
} from '../../src/shared/schemas/missions.ts';
import {
  AgreementBodySchema,
  NoticeQuerySchema,
  NoticeReadBodySchema,
} from '../../src/shared/schemas/notices.ts';
import { OutboxQuerySchema, SmsSendsQuerySchema } from '../../src/shared/schemas/ops.ts';
import {
  OpsAnnouncementBodySchema,
  OpsAnnouncementPatchSchema,
  OpsBannerBodySchema,
  OpsBannerPatchSchema,
} from '../../src/shared/schemas/ops-content.ts';
import { OpsHotMatchBodySchema, OpsVendorBodySchema } from '../../src/shared/schemas/ops-lobby.ts';
import {
  AddPayoutAccountSchema,
  ChangePaymentPasswordSchema,
  ConfirmLoginPasswordSchema,
  ResetPaymentPasswordSchema,
  SetPayeeNameSchema,
  SetPaymentPasswordSchema,
} from '../../src/shared/schemas/payout.ts';
import {
  ApplicationCommentSchema,
  OpsApplicationQuerySchema,
  PromotionInputSchema,
  PromotionListQuerySchema,
  RejectApplicationSchema,
  RewardQuerySchema,
} from '../../src/shared/schemas/promotions.ts';
import {
  BirthDateSchema,
  ExclusionRequestSchema,
  OpsExclusionQuerySchema,
  OpsLimitsQuerySchema,
  ProtectionSettingsSchema,
  SetLimitSchema,
  SetRealityCheckSchema,
} from '../../src/shared/schemas/protection.ts';
import {
  RebateClaimBodySchema,
  RebateClaimsQuerySchema,
  RebateRatesBodySchema,
} from '../../src/shared/schemas/rebates.ts';
import {
  GameRecordsQuerySchema,
  LedgerQuerySchema,
  PnlQuerySchema,
} from '../../src/shared/schemas/records.ts';
import {
  RainCreateSchema,
  RainGrabSchema,
  RainOpsQuerySchema,
  RainScheduleCreateSchema,
} from '../../src/shared/schemas/red-rain.ts';
import {
  ReferralFriendsQuerySchema,
  ReferralProgrammeInputSchema,
} from '../../src/shared/schemas/referrals.ts';
import { NicknameSchema, SetSecurityQuestionsSchema } from '../../src/shared/schemas/security.ts';
import { ServiceLinksBodySchema } from '../../src/shared/schemas/service-links.ts';
import { SiteConfigPatchSchema } from '../../src/shared/schemas/site.ts';
import {
  SOCIAL_LANDING_ROUTE,
  SocialCompleteSchema,
  SocialStartSchema,
} from '../../src/shared/schemas/social.ts';
import {
  ActBodySchema,
  LaunchQuerySchema,
  LaunchResultSchema,
  PlayBodySchema,
  PlayResultSchema,
  RotateBodySchema,
  RoundsQuerySchema,
  SEAMLESS_HEADERS,
  SeamlessRequestSchema,
  StudioSessionBodySchema,
  VerifyQuerySchema,
} from '../../src/shared/schemas/studio.ts';
import {
  AdjustmentSchema,
  AuditQuerySchema,
  UplineTransferSchema,
} from '../../src/shared/schemas/transfer.ts';
import { VipProgrammeInputSchema } from '../../src/shared/schemas/vip.ts';
import {
  CashierSettingsPatchSchema,
  CreateWithdrawSchema,
  RejectWithdrawSchema,
  WithdrawalsQuerySchema,
  WithdrawQueueQuerySchema,
} from '../../src/shared/schemas/withdrawals.ts';
import { type PublicKey, PublicKeySchema, SEALED_ALGORITHM, sealBody } from '../../src/shared/sealed-body.ts';
import { authClient, failed } from '../server/support/auth-client.ts';
import {
  createHarness,
  databases,
  type Harness,
  okValue,
  TEST_OPS_TOKEN,
} from '../server/support/harness.ts';
import {
  arbitraryOf,
  DEEP_ARRAY_JSON,
  DEEP_OBJECT_JSON,
  encodeLoose,
  formEncode,
  type Hints,
  headerSafe,
  hostileString,
  hostileValue,
  ONE_MB,
} from './arbitraries.ts';

// --- Settings ---------------------------------------------------------------------------------------

const FUZZ = process.env.FUZZ === '1';
/** Runs per endpoint: few in `npm test` (about 60 endpoints, two databases), many in `npm run fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? (FUZZ ? 500 : 25));
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : FUZZ
    ? Math.floor(Math.random() * 2 ** 31)
    : 20_261_123;
/** Generous: shrinking a failure replays many requests. */
const TIMEOUT = 60_000 + RUNS * 100;
console.log(`fuzz: seed ${SEED}, ${RUNS} runs per endpoint (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`);

/** Each endpoint its own stream, stable when routes are added or removed. */
const seedOf = (endpoint: string) => {
  let x = SEED;
  for (const ch of endpoint) x = (Math.imul(x, 31) + (ch.codePointAt(0) ?? 0)) | 0;
  return x;
};

// --- What each endpoint reads -----------------------------------------------------------------------

type Auth = 'none' | 'session' | 'ops' | 'vendor';
interface Input {
  auth?: Auth;
  query?: v.GenericSchema;
  json?: v.GenericSchema;
  form?: v.GenericSchema;
  /** A sealed JSON body (Encryption header), as login and registration take. */
  sealed?: v.GenericSchema;
  /** A multipart upload: each field's file bytes, as a browser's FormData sends them. */
  files?: Record<string, fc.Arbitrary<Uint8Array>>;
  params?: Record<string, fc.Arbitrary<string>>;
  /** Puts back what a generated call may change for the calls after it. */
  after?: () => Promise<void>;
  /** A browser navigation that always answers a redirect to the app's page (the sign-in providers' callback). */
  redirectsTo?: string;
}

interface World {
  hints: Hints;
  id: fc.Arbitrary<string>;
  captchaId: fc.Arbitrary<string>;
  /** Ids of the member's own sessions (spare ones and the fuzzing one), and ids that are not theirs. */
  readonly sessionId: fc.Arbitrary<string>;
  /** Images as members upload them, and files that only look like one (tests/fuzz: `imagesOf`). */
  image: fc.Arbitrary<Uint8Array>;
  ensureSession: () => Promise<void>;
  /** Signs the spare sessions back in (a generated call may have signed them out). */
  restoreSessions: () => Promise<void>;
  restoreConfig: () => Promise<void>;
}

/** Every route under /wps, /lgw and /ops: `{}` when it reads nothing but headers. */
/** A sign-in provider in a path: the two known ones, and others. */
const socialProvider = fc.oneof(fc.constantFrom('google', 'facebook'), fc.string({ maxLength: 12 }));

function inputs(w: World): Record<string, Input> {
  const session = 'session' as const;
  const ops = 'ops' as const;
  const vendor = { auth: 'vendor' as const, json: SeamlessRequestSchema };
  return {
    [`GET ${PATHS.siteConfig}`]: {},
    [`GET ${PATHS.location}`]: {},
    [`GET ${PATHS.announcements}`]: { query: AnnouncementQuerySchema },
    [`GET ${PATHS.banners}`]: { query: BannerQuerySchema },
    [`GET ${PATHS.hotMatches}`]: {},
    [`GET ${PATHS.gameTypes}`]: { query: GameTypeQuerySchema },
    [`GET ${PATHS.hotGames}`]: { query: HotGamesQuerySchema },
    [`GET ${PATHS.gameList}`]: { query: GameListQuerySchema },
    [`GET ${PATHS.vendorConfig}`]: {},
    [`GET ${PATHS.favouriteIds}`]: { auth: session },
    [`GET ${PATHS.favouriteList}`]: { auth: session, query: FavouriteListQuerySchema },
    [`POST ${PATHS.favourite}`]: { auth: session, json: FavouriteBodySchema },
    [`DELETE ${PATHS.favourite}`]: { auth: session, json: FavouriteBodySchema },
    [`GET ${PATHS.recentList}`]: { auth: session, query: RecentListQuerySchema },
    [`GET ${PATHS.recentAdd}`]: { auth: session, query: RecentAddQuerySchema },
    [`GET ${PATHS.helpCenter}`]: { query: HelpQuerySchema },
    [`GET ${PATHS.webClipProfile}`]: {},
    [`GET ${PATHS.publicKey}`]: {},
    [`POST ${PATHS.login}`]: { sealed: LoginPayloadSchema },
    [`POST ${PATHS.freeplay}`]: {},
    // Google and Facebook sign-in (issue 34): no provider is configured here, so the starts answer 403.
    [`POST ${PATHS.socialStart}/:provider`]: {
      json: SocialStartSchema,
      params: { provider: socialProvider },
    },
    [`GET ${PATHS.socialCallback}/:provider`]: {
      params: { provider: socialProvider },
      redirectsTo: SOCIAL_LANDING_ROUTE,
    },
    [`POST ${PATHS.socialComplete}`]: { json: SocialCompleteSchema },
    [`DELETE ${PATHS.session}`]: { auth: session, after: w.ensureSession },
    [`POST ${PATHS.renew}`]: { auth: session },
    [`GET ${PATHS.captcha}`]: {},
    [`POST ${PATHS.smsNoLogin}`]: { json: SmsRequestSchema },
    [`GET ${PATHS.registrationSettings}`]: {},
    [`POST ${PATHS.affiliateCheck}`]: { json: AffiliateCheckSchema },
    [`PUT ${PATHS.register}`]: { sealed: RegistrationPayloadSchema },
    [`GET ${PATHS.passwordStatus}`]: { auth: session },
    [`PUT ${PATHS.password}`]: { auth: session, json: ChangePasswordSchema },
    [`POST ${PATHS.firstPassword}`]: { auth: session, json: FirstPasswordSchema },
    [`POST ${PATHS.forgotEmail}`]: { form: ForgotEmailSchema },
    [`POST ${PATHS.resetByEmail}`]: { json: ResetByEmailSchema },
    [`POST ${PATHS.setPasswordByPhone}`]: { json: SetPasswordByPhoneSchema },
    [`GET ${PATHS.memberInfo}`]: { auth: session },
    [`GET ${PATHS.wallet}`]: { auth: session },
    [`GET ${PATHS.launch}`]: { auth: session, query: LaunchQuerySchema },
    [`POST ${PATHS.seamlessBalance}`]: vendor,
    [`POST ${PATHS.seamlessBet}`]: vendor,
    [`POST ${PATHS.seamlessWin}`]: vendor,
    [`POST ${PATHS.seamlessRollback}`]: vendor,
    [`POST ${PATHS.studioSession}`]: { auth: session, json: StudioSessionBodySchema },
    [`POST ${PATHS.studioPlay}`]: { auth: session, json: PlayBodySchema },
    [`POST ${PATHS.studioStart}`]: { auth: session, json: PlayBodySchema },
    [`POST ${PATHS.studioAct}`]: { auth: session, json: ActBodySchema },
    [`POST ${PATHS.studioRotate}`]: { auth: session, json: RotateBodySchema },
    [`GET ${PATHS.studioRounds}`]: { auth: session, query: RoundsQuerySchema },
    [`GET ${PATHS.studioVerify}`]: { auth: session, query: VerifyQuerySchema },
    [`GET ${PATHS.lotteries}`]: { query: LotteryListQuerySchema },
    [`GET ${PATHS.lotteryResults}`]: { query: ResultsQuerySchema },
    [`GET ${PATHS.lotteryDraws}/:id`]: { params: { id: w.id } },
    [`GET ${PATHS.lotteryOrders}`]: { auth: session, query: OrdersQuerySchema },
    [`POST ${PATHS.lotteryOrders}`]: { auth: session, json: PlaceOrderSchema },
    [`GET ${PATHS.lotteryOrders}/:id`]: { auth: session, params: { id: w.id } },
    [`POST ${PATHS.lotteryOrders}/:id/suborders/:subId/cancel`]: {
      auth: session,
      params: { id: w.id, subId: w.id },
    },
    [`GET ${PATHS.recordsLedger}`]: { auth: session, query: LedgerQuerySchema },
    [`GET ${PATHS.recordsGames}`]: { auth: session, query: GameRecordsQuerySchema },
    [`GET ${PATHS.recordsPnl}`]: { auth: session, query: PnlQuerySchema },
    [`GET ${PATHS.opsConfig}`]: { auth: ops },
    // A generated patch may switch maintenance or region restriction on (503/403 for everyone after).
    [`PATCH ${PATHS.opsConfig}`]: { auth: ops, json: SiteConfigPatchSchema, after: w.restoreConfig },
    [`GET ${PATHS.opsOutbox}`]: { auth: ops, query: OutboxQuerySchema },
    [`GET ${PATHS.opsSms}`]: { auth: ops, query: SmsSendsQuerySchema },
    [`GET ${PATHS.opsCaptcha}/:captchaId`]: { auth: ops, params: { captchaId: w.captchaId } },
    [`POST ${PATHS.opsLotteryDrawNow}`]: { auth: ops, query: DrawNowQuerySchema },
    [`GET ${PATHS.opsLedgerCheck}`]: { auth: ops },
    [`GET ${PATHS.depositChannels}`]: { auth: session },
    [`POST ${PATHS.depositOrders}`]: { auth: session, json: CreateDepositSchema },
    [`GET ${PATHS.depositOrders}`]: { auth: session, query: DepositsQuerySchema },
    [`GET ${PATHS.depositOrders}/:id`]: { auth: session, params: { id: w.id } },
    [`POST ${PATHS.depositOrders}/:id/submit`]: {
      auth: session,
      params: { id: w.id },
      json: SubmitDepositSchema,
    },
    // Signed by the gateway's own scheme: generated bodies meet the signature check.
    ...Object.fromEntries(PAYMENT_PROVIDERS.map((code) => [`POST ${PATHS.paymentWebhook}/${code}`, {}])),
    [`GET ${PATHS.opsPaymentChannels}`]: { auth: ops },
    [`POST ${PATHS.opsPaymentChannels}`]: { auth: ops, json: ChannelCreateSchema },
    [`PATCH ${PATHS.opsPaymentChannels}/:id`]: { auth: ops, params: { id: w.id }, json: ChannelPatchSchema },
    [`GET ${PATHS.opsDeposits}`]: { auth: ops, query: DepositQueueQuerySchema },
    [`POST ${PATHS.opsDeposits}/:id/approve`]: { auth: ops, params: { id: w.id } },
    [`POST ${PATHS.opsDeposits}/:id/reject`]: { auth: ops, params: { id: w.id }, json: RejectDepositSchema },
    // Generated bodies are text: the receipt check (by the bytes) refuses them.
    [`POST ${PATHS.depositOrders}/:id/receipt`]: { auth: session, params: { id: w.id } },
    [`GET ${PATHS.opsDeposits}/:id/receipt`]: { auth: ops, params: { id: w.id } },
    [`GET ${PATHS.withdrawOverview}`]: { auth: session },
    [`POST ${PATHS.withdrawOrders}`]: { auth: session, json: CreateWithdrawSchema },
    [`GET ${PATHS.withdrawOrders}`]: { auth: session, query: WithdrawalsQuerySchema },
    [`GET ${PATHS.withdrawOrders}/:id`]: { auth: session, params: { id: w.id } },
    [`GET ${PATHS.payoutProfile}`]: { auth: session },
    [`POST ${PATHS.payeeName}`]: { auth: session, json: SetPayeeNameSchema },
    [`GET ${PATHS.payoutAccounts}`]: { auth: session },
    [`POST ${PATHS.payoutAccounts}`]: { auth: session, json: AddPayoutAccountSchema },
    [`DELETE ${PATHS.payoutAccounts}/:id`]: { auth: session, params: { id: w.id } },
    [`POST ${PATHS.paymentPassword}`]: { auth: session, json: SetPaymentPasswordSchema },
    [`PUT ${PATHS.paymentPassword}`]: { auth: session, json: ChangePaymentPasswordSchema },
    [`POST ${PATHS.paymentPasswordSms}`]: { auth: session },
    [`POST ${PATHS.paymentPasswordReset}`]: { auth: session, json: ResetPaymentPasswordSchema },
    [`POST ${PATHS.passwordConfirm}`]: { auth: session, json: ConfirmLoginPasswordSchema },
    [`GET ${PATHS.opsWithdrawals}`]: { auth: ops, query: WithdrawQueueQuerySchema },
    [`POST ${PATHS.opsWithdrawals}/:id/approve`]: { auth: ops, params: { id: w.id } },
    [`POST ${PATHS.opsWithdrawals}/:id/reject`]: {
      auth: ops,
      params: { id: w.id },
      json: RejectWithdrawSchema,
    },
    [`GET ${PATHS.opsCashierSettings}`]: { auth: ops },
    [`PUT ${PATHS.opsCashierSettings}`]: { auth: ops, json: CashierSettingsPatchSchema },
    [`GET ${PATHS.uplineTransfer}`]: { auth: session },
    [`POST ${PATHS.uplineTransfer}`]: { auth: session, json: UplineTransferSchema },
    [`POST ${PATHS.opsAdjustments}`]: { auth: ops, json: AdjustmentSchema },
    [`GET ${PATHS.opsAudit}`]: { auth: ops, query: AuditQuerySchema },
    [`GET ${PATHS.notices}`]: { query: NoticeQuerySchema },
    [`POST ${PATHS.noticeRead}`]: { auth: session, json: NoticeReadBodySchema },
    [`GET ${PATHS.agentNotices}`]: { auth: session },
    [`GET ${PATHS.agentNoticeUnread}`]: { auth: session },
    [`GET ${PATHS.agentKpi}`]: { auth: session, query: AgentKpiQuerySchema },
    [`GET ${PATHS.agentTeamMembers}`]: { auth: session, query: TeamMembersQuerySchema },
    [`GET ${PATHS.agentTeamPnl}`]: { auth: session, query: TeamPnlQuerySchema },
    [`GET ${PATHS.agentTeamBets}`]: { auth: session, query: TeamBetsQuerySchema },
    [`GET ${PATHS.agentRebates}`]: { auth: session, query: AgentRebatesQuerySchema },
    [`PUT ${PATHS.agentRebates}/:memberId`]: {
      auth: session,
      params: { memberId: w.id },
      json: AgentRatesBodySchema,
    },
    [`GET ${PATHS.agentRebateIncome}`]: { auth: session, query: AgentRebateIncomeQuerySchema },
    [`POST ${PATHS.agentAccounts}`]: { auth: session, json: AgentAccountBodySchema },
    [`GET ${PATHS.opsAgentRebates}/:memberId`]: { auth: ops, params: { memberId: w.id } },
    [`PUT ${PATHS.opsAgentRebates}/:memberId`]: {
      auth: ops,
      params: { memberId: w.id },
      json: AgentRatesBodySchema,
    },
    [`POST ${PATHS.opsAgentRebateSettle}`]: { auth: ops, json: OpsAgentSettleBodySchema },
    [`GET ${PATHS.salaryContracts}`]: { auth: session },
    [`POST ${PATHS.salaryContracts}`]: { auth: session, json: OFFER_BODY_SCHEMAS.salary },
    [`POST ${PATHS.salaryContracts}/:id/accept`]: { auth: session, params: { id: w.id } },
    [`POST ${PATHS.salaryContracts}/:id/reject`]: { auth: session, params: { id: w.id } },
    [`POST ${PATHS.salaryContracts}/:id/cancel`]: { auth: session, params: { id: w.id } },
    [`GET ${PATHS.salarySettlements}`]: { auth: session, query: SettlementsQuerySchema },
    [`GET ${PATHS.hourlyContracts}`]: { auth: session },
    [`POST ${PATHS.hourlyContracts}`]: { auth: session, json: OFFER_BODY_SCHEMAS.hourly },
    [`POST ${PATHS.hourlyContracts}/:id/accept`]: { auth: session, params: { id: w.id } },
    [`POST ${PATHS.hourlyContracts}/:id/reject`]: { auth: session, params: { id: w.id } },
    [`POST ${PATHS.hourlyContracts}/:id/cancel`]: { auth: session, params: { id: w.id } },
    [`GET ${PATHS.hourlySettlements}`]: { auth: session, query: SettlementsQuerySchema },
    [`GET ${PATHS.dividendContracts}`]: { auth: session },
    [`POST ${PATHS.dividendContracts}`]: { auth: session, json: OFFER_BODY_SCHEMAS.dividend },
    [`POST ${PATHS.dividendContracts}/:id/accept`]: { auth: session, params: { id: w.id } },
    [`POST ${PATHS.dividendContracts}/:id/reject`]: { auth: session, params: { id: w.id } },
    [`POST ${PATHS.dividendContracts}/:id/cancel`]: { auth: session, params: { id: w.id } },
    [`GET ${PATHS.dividendSettlements}`]: { auth: session, query: SettlementsQuerySchema },
    [`GET ${PATHS.contractRequests}`]: { auth: session },
    [`GET ${PATHS.salaryFigures}`]: { auth: session },
    [`GET ${PATHS.hourlyFigures}`]: { auth: session },
    [`GET ${PATHS.dividendFigures}`]: { auth: session },
    [`GET ${PATHS.dividendInfo}`]: { auth: session },
    [`POST ${PATHS.opsAgentContracts}`]: { auth: ops, json: OpsOfferBodySchema },
    [`POST ${PATHS.opsAgentContracts}/:id/cancel`]: { auth: ops, params: { id: w.id } },
    [`POST ${PATHS.opsAgentContractSettle}`]: { auth: ops, json: OpsSettleBodySchema },
    [`GET ${PATHS.userAgreement}`]: {},
    [`PUT ${PATHS.opsUserAgreement}`]: { auth: ops, json: AgreementBodySchema },
    [`GET ${PATHS.inboxCount}`]: { auth: session },
    [`GET ${PATHS.inboxMessages}`]: { auth: session, query: InboxQuerySchema },
    [`GET ${PATHS.inboxMessages}/:id`]: { auth: session, params: { id: w.id } },
    [`DELETE ${PATHS.inboxMessages}/:id`]: { auth: session, params: { id: w.id } },
    [`POST ${PATHS.inboxReadAll}`]: { auth: session },
    [`POST ${PATHS.opsInbox}`]: { auth: ops, json: InboxSendSchema },
    // Feedback: generated bodies carry no image files (the image checks are in tests/server/feedback/feedback.test.ts).
    [`GET ${PATHS.feedbackTypes}`]: { auth: session },
    [`PUT ${PATHS.feedback}`]: { auth: session, form: SubmitFeedbackSchema },
    [`GET ${PATHS.feedback}`]: { auth: session, query: FeedbackQuerySchema },
    [`GET ${PATHS.feedback}/:id`]: { auth: session, params: { id: w.id } },
    [`GET ${PATHS.feedback}/:id/images/:n`]: { auth: session, params: { id: w.id, n: w.id } },
    [`GET ${PATHS.opsFeedback}`]: { auth: ops, query: OpsFeedbackQuerySchema },
    [`GET ${PATHS.opsFeedback}/:id`]: { auth: ops, params: { id: w.id } },
    [`POST ${PATHS.opsFeedback}/:id/reply`]: {
      auth: ops,
      params: { id: w.id },
      json: FeedbackReplyBodySchema,
    },
    [`GET ${PATHS.opsFeedback}/:id/images/:n`]: { auth: ops, params: { id: w.id, n: w.id } },
    // Time-out, self-exclusion and age (a generated password never matches: nobody is excluded here).
    [`GET ${PATHS.exclusion}`]: { auth: session },
    [`POST ${PATHS.exclusion}`]: { auth: session, json: ExclusionRequestSchema },
    [`GET ${PATHS.birthDate}`]: { auth: session },
    [`POST ${PATHS.birthDate}`]: { auth: session, json: BirthDateSchema },
    [`GET ${PATHS.opsExclusions}`]: { auth: ops, query: OpsExclusionQuerySchema },
    [`GET ${PATHS.opsProtectionSettings}`]: { auth: ops },
    [`PUT ${PATHS.opsProtectionSettings}`]: { auth: ops, json: ProtectionSettingsSchema },
    // Deposit and loss limits, the reality check. A generated limit stays (raising or removing one waits a
    // cooling-off): the routes fuzzed after these move no money.
    [`GET ${PATHS.protectionLimits}`]: { auth: session },
    [`PUT ${PATHS.protectionLimits}`]: { auth: session, json: SetLimitSchema },
    [`GET ${PATHS.realityCheck}`]: { auth: session },
    [`PUT ${PATHS.realityCheck}`]: { auth: session, json: SetRealityCheckSchema },
    [`GET ${PATHS.opsProtectionLimits}`]: { auth: ops, query: OpsLimitsQuerySchema },
    [`GET ${PATHS.opsServiceLinks}`]: { auth: ops },
    [`PUT ${PATHS.opsServiceLinks}`]: { auth: ops, json: ServiceLinksBodySchema },
    // The lobby's vendors (ids are no vendor code: a switch answers 404 and hides nothing).
    [`GET ${PATHS.opsVendors}`]: { auth: ops },
    [`PATCH ${PATHS.opsVendors}/:code`]: { auth: ops, params: { code: w.id }, json: OpsVendorBodySchema },
    [`GET ${PATHS.opsHotMatches}`]: { auth: ops },
    [`POST ${PATHS.opsHotMatches}`]: { auth: ops, json: OpsHotMatchBodySchema },
    [`DELETE ${PATHS.opsHotMatches}/:id`]: { auth: ops, params: { id: w.id } },
    // The home's notices, pop-ups and banners with their periods.
    [`GET ${PATHS.opsAnnouncements}`]: { auth: ops },
    [`POST ${PATHS.opsAnnouncements}`]: { auth: ops, json: OpsAnnouncementBodySchema },
    [`PATCH ${PATHS.opsAnnouncements}/:id`]: {
      auth: ops,
      params: { id: w.id },
      json: OpsAnnouncementPatchSchema,
    },
    [`GET ${PATHS.opsBanners}`]: { auth: ops },
    [`POST ${PATHS.opsBanners}`]: { auth: ops, json: OpsBannerBodySchema },
    [`PATCH ${PATHS.opsBanners}/:id`]: { auth: ops, params: { id: w.id }, json: OpsBannerPatchSchema },
    // The security centre: bindings (a generated code never matches: nothing is bound here) and sessions.
    [`GET ${PATHS.contacts}`]: { auth: session },
    [`POST ${PATHS.emailCode}`]: { auth: session, json: EmailCodeRequestSchema },
    [`POST ${PATHS.emailBind}`]: { auth: session, json: EmailBindSchema },
    [`POST ${PATHS.mobileCode}`]: { auth: session, json: MobileCodeRequestSchema },
    [`POST ${PATHS.mobileBind}`]: { auth: session, json: MobileBindSchema },
    [`GET ${PATHS.securitySessions}`]: { auth: session },
    [`POST ${PATHS.securitySessionsOthers}`]: { auth: session, after: w.restoreSessions },
    [`GET ${PATHS.securitySocial}`]: { auth: session },
    [`POST ${PATHS.securitySocial}/:provider`]: { auth: session, params: { provider: socialProvider } },
    [`DELETE ${PATHS.securitySocial}/:provider`]: { auth: session, params: { provider: socialProvider } },
    [`DELETE ${PATHS.securitySessions}/:id`]: {
      auth: session,
      params: { id: w.sessionId },
      after: w.restoreSessions,
    },
    [`GET ${PATHS.securityProfile}`]: { auth: session },
    [`PUT ${PATHS.nickname}`]: { auth: session, json: NicknameSchema },
    // Real PNGs and JPEGs (sharp decodes them) and broken ones: truncated, bit-flipped, a huge canvas.
    [`PUT ${PATHS.avatar}`]: { auth: session, files: { [AVATAR_FIELD]: w.image } },
    [`GET ${PATHS.avatar}`]: { auth: session },
    [`DELETE ${PATHS.avatar}`]: { auth: session },
    [`GET ${PATHS.securityQuestions}`]: { auth: session },
    [`PUT ${PATHS.securityQuestions}`]: { auth: session, json: SetSecurityQuestionsSchema },
    // Red envelope rain (issue 14).
    [`GET ${PATHS.rainSession}`]: { auth: session },
    [`POST ${PATHS.rainGrab}`]: { auth: session, json: RainGrabSchema },
    [`GET ${PATHS.opsRainSessions}`]: { auth: ops, query: RainOpsQuerySchema },
    [`POST ${PATHS.opsRainSessions}`]: { auth: ops, json: RainCreateSchema },
    [`POST ${PATHS.opsRainSessions}/:id/cancel`]: { auth: ops, params: { id: w.id } },
    [`GET ${PATHS.opsRainSchedules}`]: { auth: ops, query: RainOpsQuerySchema },
    [`POST ${PATHS.opsRainSchedules}`]: { auth: ops, json: RainScheduleCreateSchema },
    [`POST ${PATHS.opsRainSchedules}/:id/pause`]: { auth: ops, params: { id: w.id } },
    [`POST ${PATHS.opsRainSchedules}/:id/resume`]: { auth: ops, params: { id: w.id } },
    [`POST ${PATHS.opsRainSchedules}/:id/end`]: { auth: ops, params: { id: w.id } },
    // Invite friends (issue 14).
    [`GET ${PATHS.referral}`]: { auth: session },
    [`GET ${PATHS.referralFriends}`]: { auth: session, query: ReferralFriendsQuerySchema },
    [`GET ${PATHS.opsReferralProgramme}`]: { auth: ops },
    [`PUT ${PATHS.opsReferralProgramme}`]: { auth: ops, json: ReferralProgrammeInputSchema },
    // Player rebates (issue 14).
    [`GET ${PATHS.rebateAccrual}`]: { auth: session },
    [`POST ${PATHS.rebateClaims}`]: { auth: session, json: RebateClaimBodySchema },
    [`GET ${PATHS.rebateClaims}`]: { auth: session, query: RebateClaimsQuerySchema },
    [`GET ${PATHS.opsRebateRates}`]: { auth: ops },
    [`PUT ${PATHS.opsRebateRates}`]: { auth: ops, json: RebateRatesBodySchema },
    // Promotions and the reward centre (issue 14): applications' generated bodies carry no image files
    // (the image checks are in tests/server/promotions/promotions.test.ts).
    [`GET ${PATHS.promotions}`]: { query: PromotionListQuerySchema },
    [`GET ${PATHS.promotions}/:id`]: { params: { id: w.id } },
    [`POST ${PATHS.promotions}/:id/join`]: { auth: session, params: { id: w.id } },
    [`POST ${PATHS.promotions}/:id/apply`]: {
      auth: session,
      params: { id: w.id },
      form: v.object({ comment: ApplicationCommentSchema }),
    },
    [`GET ${PATHS.rewardCount}`]: { auth: session },
    [`GET ${PATHS.rewards}`]: { auth: session, query: RewardQuerySchema },
    [`POST ${PATHS.rewards}/:id/claim`]: { auth: session, params: { id: w.id } },
    [`GET ${PATHS.opsPromotions}`]: { auth: ops },
    [`POST ${PATHS.opsPromotions}`]: { auth: ops, json: PromotionInputSchema },
    [`GET ${PATHS.opsPromotions}/:id`]: { auth: ops, params: { id: w.id } },
    [`PUT ${PATHS.opsPromotions}/:id`]: { auth: ops, params: { id: w.id }, json: PromotionInputSchema },
    [`POST ${PATHS.opsPromotions}/:id/schedule`]: { auth: ops, params: { id: w.id } },
    [`POST ${PATHS.opsPromotions}/:id/pause`]: { auth: ops, params: { id: w.id } },
    [`POST ${PATHS.opsPromotions}/:id/end`]: { auth: ops, params: { id: w.id } },
    [`GET ${PATHS.opsPromotionApplications}`]: { auth: ops, query: OpsApplicationQuerySchema },
    [`GET ${PATHS.opsPromotionApplications}/:id/images/:n`]: { auth: ops, params: { id: w.id, n: w.id } },
    [`POST ${PATHS.opsPromotionApplications}/:id/approve`]: { auth: ops, params: { id: w.id } },
    [`POST ${PATHS.opsPromotionApplications}/:id/reject`]: {
      auth: ops,
      params: { id: w.id },
      json: RejectApplicationSchema,
    },
    [`POST ${PATHS.opsPromotionApplications}/:id/verify`]: { auth: ops, params: { id: w.id } },
    [`GET ${PATHS.opsPromotionLiabilities}`]: { auth: ops },
    // Missions and the leaderboard, the VIP club (issue 14).
    [`GET ${PATHS.missions}`]: { auth: session },
    [`GET ${PATHS.missions}/:id/board`]: { auth: session, params: { id: w.id } },
    [`POST ${PATHS.missions}/:id/claim`]: { auth: session, params: { id: w.id } },
    [`GET ${PATHS.opsMissions}`]: { auth: ops },
    [`POST ${PATHS.opsMissions}`]: { auth: ops, json: MissionCreateSchema },
    [`PATCH ${PATHS.opsMissions}/:id`]: { auth: ops, params: { id: w.id }, json: MissionUpdateSchema },
    [`GET ${PATHS.leaderboard}`]: { auth: session },
    [`GET ${PATHS.leaderboardWinners}`]: { auth: session },
    [`GET ${PATHS.opsLeaderboard}`]: { auth: ops },
    [`PUT ${PATHS.opsLeaderboard}`]: { auth: ops, json: LeaderboardSettingsInputSchema },
    [`POST ${PATHS.opsLeaderboardSettle}`]: { auth: ops },
    [`GET ${PATHS.opsCampaignLiabilities}`]: { auth: ops },
    [`GET ${PATHS.vip}`]: { auth: session },
    [`GET ${PATHS.opsVipProgramme}`]: { auth: ops },
    [`PUT ${PATHS.opsVipProgramme}`]: { auth: ops, json: VipProgrammeInputSchema },
  };
}

/** The app's own endpoints under the API prefixes: concrete methods, no middleware wildcards. */
function endpointsOf(app: { routes: { method: string; path: string }[] }): string[] {
  const seen = new Set<string>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || r.path.includes('*')) continue;
    if (!/^\/(wps|lgw|ops)\//.test(r.path)) continue;
    seen.add(`${r.method} ${r.path}`);
  }
  return [...seen];
}

// --- Requests -----------------------------------------------------------------------------------------

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; type: string | null }
  | { kind: 'form'; value: unknown; type: string | null }
  | { kind: 'multipart'; value: unknown }
  | { kind: 'sealed'; value: unknown }
  | { kind: 'upload'; parts: FilePart[]; type: string | null }
  | { kind: 'raw'; text: string; type: string | null };

interface FilePart {
  field: string;
  filename: string;
  type: string;
  bytes: Uint8Array;
}

type Credential = { kind: 'valid' } | { kind: 'trial' } | { kind: 'none' } | { kind: 'raw'; value: string };

interface Plan {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  /** Token (session), Authorization (ops) or X-Signature (vendor), by the endpoint's auth. */
  credential: Credential;
  body: Body;
}

/** JSON by another name (Hono's validators read these as JSON too), then types that are not JSON. */
const JSON_ALIASES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'Application/Json; charset=UTF-8',
  'application/vnd.swerte+json',
  'application/ld+json',
];
const OTHER_TYPES = [
  'text/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
];
const JSON_TYPES = [...JSON_ALIASES, ...OTHER_TYPES];

const withDefault = <T>(common: T, weight: number, rare: fc.Arbitrary<T>) =>
  fc.oneof({ weight, arbitrary: fc.constant(common) }, { weight: 1, arbitrary: rare });

const rawBody: fc.Arbitrary<Body> = fc.record({
  kind: fc.constant('raw' as const),
  text: fc.oneof(
    fc.constantFrom(
      '',
      '{',
      'null',
      '[]',
      '"text"',
      '1e999',
      '{"a":1,"a":2}',
      '{"__proto__":{"x":1}}',
      '\u0000',
      'username=a%00b&email=a%ED%A0%80',
      '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\na\u0000b\r\n--x--\r\n',
      '--x\r\nbroken',
      DEEP_OBJECT_JSON,
      DEEP_ARRAY_JSON,
      `{"x":"${ONE_MB}"}`,
    ),
    hostileString,
  ),
  type: fc.oneof(fc.constant('application/json'), fc.constantFrom(null, ...JSON_TYPES)),
});

const MULTIPART = 'multipart/form-data; boundary=x';
/** A boundary as browsers make them: Node's FormData parser refuses some binary files under `boundary=x`. */
const UPLOAD_BOUNDARY = '----swerte-fuzz-5f0c2e9a';
const UPLOAD_TYPE = `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`;

/** The file parts of an upload as the app sends them, or under other field names, file names and types. */
function uploadOf(files: Record<string, fc.Arbitrary<Uint8Array>>, hostile: boolean): fc.Arbitrary<Body> {
  const hostileHeaderText = hostileString.map(headerSafe);
  const parts = Object.entries(files).map(([field, bytes]) =>
    hostile
      ? fc.record({
          field: withDefault(
            field,
            6,
            fc.oneof(fc.constantFrom('file', '', `${field}[]`, field.toUpperCase()), hostileHeaderText),
          ),
          filename: withDefault(
            'image.png',
            4,
            fc.oneof(fc.constantFrom('', 'a.exe', '../../x.png', 'x.jpg\u0000.php'), hostileHeaderText),
          ),
          type: withDefault(
            'image/png',
            4,
            fc.constantFrom('image/jpeg', 'application/octet-stream', 'text/html', 'image/svg+xml', ''),
          ),
          bytes,
        })
      : bytes.map((b) => ({ field, filename: 'image.png', type: 'image/png', bytes: b })),
  );
  const type = hostile
    ? withDefault<string | null>(
        UPLOAD_TYPE,
        8,
        fc.constantFrom(
          null,
          'multipart/form-data',
          'multipart/form-data; boundary=y',
          `MULTIPART/FORM-DATA; boundary=${UPLOAD_BOUNDARY}`,
          'application/octet-stream',
        ),
      )
    : fc.constant(UPLOAD_TYPE);
  // Now and then a part twice: the form's first one is read.
  const all = fc
    .tuple(fc.tuple(...parts), hostile ? fc.boolean() : fc.constant(false))
    .map(([ps, twice]) => (twice ? [...ps, ...ps] : ps));
  return fc.record({ kind: fc.constant('upload' as const), parts: all, type });
}

/** A body as the app sends it (hostility 0), or with fields poisoned, other types and raw text. */
function bodyOf(input: Input, hints: Hints, method: string, hostility: number): fc.Arbitrary<Body> {
  if (method === 'GET' || method === 'HEAD') return fc.constant({ kind: 'none' });
  if (input.files) {
    if (!hostility) return uploadOf(input.files, false);
    const textFields = fc
      .tuple(...Object.keys(input.files).map((k) => hostileString.map((x) => [k, x] as const)))
      .map((fields) => ({ kind: 'multipart' as const, value: Object.fromEntries(fields) }));
    return fc.oneof(
      { weight: 8, arbitrary: uploadOf(input.files, true) },
      // The field as text, not a file.
      { weight: 1, arbitrary: textFields },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('json' as const),
          value: hostileValue,
          type: fc.constant('application/json'),
        }),
      },
      { weight: 1, arbitrary: rawBody },
    );
  }
  const schema = input.json ?? input.form ?? input.sealed;
  if (!schema)
    return hostility
      ? fc.oneof({ weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) }, rawBody)
      : fc.constant({ kind: 'none' });
  const value = arbitraryOf(schema, hints, hostility);
  if (!hostility) {
    if (input.sealed) return value.map((x) => ({ kind: 'sealed' as const, value: x }));
    const type = input.form ? 'application/x-www-form-urlencoded' : 'application/json';
    return value.map((x) => ({ kind: input.form ? ('form' as const) : ('json' as const), value: x, type }));
  }
  const type = input.form
    ? withDefault<string | null>('application/x-www-form-urlencoded', 6, fc.constantFrom(null, ...JSON_TYPES))
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant('application/json') },
        { weight: 4, arbitrary: fc.constantFrom(...JSON_ALIASES) },
        { weight: 1, arbitrary: fc.constantFrom(null, ...OTHER_TYPES) },
      );
  const main: fc.Arbitrary<Body> = input.sealed
    ? value.map((x) => ({ kind: 'sealed' as const, value: x }))
    : input.form
      ? fc.oneof(
          { weight: 3, arbitrary: fc.record({ kind: fc.constant('form' as const), value, type }) },
          { weight: 2, arbitrary: value.map((x) => ({ kind: 'multipart' as const, value: x })) },
        )
      : fc.oneof(
          { weight: 4, arbitrary: fc.record({ kind: fc.constant('json' as const), value, type }) },
          { weight: 1, arbitrary: value.map((x) => ({ kind: 'multipart' as const, value: x })) },
        );
  return fc.oneof(
    { weight: 8, arbitrary: main },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('json' as const), value: hostileValue, type }) },
    { weight: 1, arbitrary: rawBody },
  );
}

function queryOf(input: Input, hints: Hints, hostility: number): fc.Arbitrary<string> {
  if (!hostility) return input.query ? arbitraryOf(input.query, hints, 0).map(formEncode) : fc.constant('');
  const hostilePair = fc
    .tuple(fc.constantFrom('merchant', 'merchantCode', 'language', 'lang', 'x', ''), hostileString)
    .map(([k, x]) => `${k}=${encodeLoose(x)}`);
  const raw = fc.constantFrom('%', '%E0%A4%A', '&&&', '=', '==&=', 'a=1&a=2', '%00=%00', '+');
  const rare = fc.oneof(hostilePair, raw);
  if (!input.query) return withDefault('', 8, rare);
  const generated = arbitraryOf(input.query, hints, hostility).map(formEncode);
  return fc.oneof(
    { weight: 8, arbitrary: generated },
    {
      weight: 1,
      arbitrary: fc.tuple(generated, rare).map(([a, b]) => (a ? `${a}&${b}` : b)),
    },
    { weight: 1, arbitrary: fc.constant('pageNo=1&pageNo=2&nodeId=1&nodeId=x') },
  );
}

function pathOf(template: string, params: Input['params'], hostile: boolean): fc.Arbitrary<string> {
  const names = [...template.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  if (!hostile) {
    const own = names.map((name) => params?.[name] ?? fc.constant('1'));
    return fc
      .tuple(...own)
      .map((values) =>
        names.reduce((path, name, i) => path.replace(`:${name}`, values[i] as string), template),
      );
  }
  const suffix = withDefault(
    '',
    30,
    fc.constantFrom('/', '//', `/${'a'.repeat(10_000)}`, '/%00', '/%ED%A0%80'),
  );
  const parts = names.map((name) => {
    const own = params?.[name];
    if (!own) throw new Error(`${template}: no generator for path parameter :${name}`);
    return fc.oneof(
      { weight: 6, arbitrary: own },
      { weight: 2, arbitrary: hostileString.filter((s) => s.length > 0).map(encodeLoose) },
      { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1.5', '99999999999999999999', 'a'.repeat(10_000)) },
    );
  });
  return fc.tuple(fc.tuple(...parts), suffix).map(([values, tail]) => {
    let path = template;
    names.forEach((name, i) => {
      path = path.replace(`:${name}`, values[i] as string);
    });
    return path + tail;
  });
}

const hostileHeader = hostileString.map(headerSafe);
const optionalHeader = (common: fc.Arbitrary<string | undefined>, weight = 8) =>
  fc.oneof(
    { weight, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: common },
    { weight: 1, arbitrary: hostileHeader },
  );

function headersOf(ip: string): fc.Arbitrary<Record<string, string>> {
  return fc
    .record({
      [HEADERS.merchant]: optionalHeader(fc.constantFrom('SWERTE', 'SWERTE_TRIAL', 'swerte', 'NOPE')),
      [HEADERS.language]: optionalHeader(fc.constantFrom(...LANGUAGES, 'en', 'ZH', 'fil')),
      // Mostly none (the route's own module); a wrong one is a 403 module.mismatch, a 4xx with a code.
      [HEADERS.moduleId]: optionalHeader(fc.constantFrom(...MODULE_IDS), 20),
      [HEADERS.device]: optionalHeader(fc.constantFrom('MOBILE', 'OTHERS')),
      'X-Forwarded-For': withDefault<string | undefined>(
        ip,
        10,
        fc.oneof(
          fc.constantFrom(
            '::1',
            '2001:db8::1',
            '::ffff:1.2.3.4',
            '1.2.3.4, 5.6.7.8',
            '999.1.1.1',
            'unknown',
            '',
            'fe80::1%eth0',
          ),
          hostileHeader,
        ),
      ),
      'X-Long': withDefault<string | undefined>(undefined, 40, fc.constant('h'.repeat(64 * 1024))),
      Encryption: withDefault<string | undefined>(SEALED_ALGORITHM, 10, hostileHeader),
      [SEAMLESS_HEADERS.vendor]: withDefault<string | undefined>('SWERTE', 10, hostileHeader),
    })
    .map((h) =>
      Object.fromEntries(Object.entries(h).filter((e): e is [string, string] => e[1] !== undefined)),
    );
}

function credentialOf(auth: Auth): fc.Arbitrary<Credential> {
  const raw = hostileHeader.map((value) => ({ kind: 'raw' as const, value }));
  return fc.oneof(
    { weight: auth === 'none' ? 1 : 12, arbitrary: fc.constant({ kind: 'valid' as const }) },
    { weight: auth === 'session' ? 2 : 0, arbitrary: fc.constant({ kind: 'trial' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 1, arbitrary: raw },
  );
}

/** A request for the counterexample report: long strings cut, their length told. */
function describePlan(p: Plan): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s);
  const bytes = (b: Uint8Array) =>
    `<${b.length} bytes ${Buffer.from(b.subarray(0, 16)).toString('hex')}${b.length > 16 ? '…' : ''}>`;
  const body = JSON.stringify(p.body, (_k, x) =>
    typeof x === 'string' ? cut(x) : x instanceof Uint8Array ? bytes(x) : x,
  );
  const headers = JSON.stringify(p.headers, (_k, x) => (typeof x === 'string' ? cut(x) : x));
  return `${p.method} ${cut(p.path)}${p.query ? `?${cut(p.query)}` : ''} headers=${headers} credential=${JSON.stringify(p.credential)} body=${cut(body ?? '')}`;
}

/** Where a plan's hostility goes: one place at a time, so the rest of the request gets it to the handler. */
type Aim = 'none' | 'body' | 'query' | 'headers' | 'credential' | 'path' | 'all';
const AIMS: { aim: Aim; weight: number }[] = [
  { aim: 'none', weight: 2 },
  { aim: 'body', weight: 5 },
  { aim: 'query', weight: 3 },
  { aim: 'headers', weight: 1 },
  { aim: 'credential', weight: 1 },
  { aim: 'path', weight: 1 },
  { aim: 'all', weight: 1 },
];

function planOf(endpoint: string, input: Input, hints: Hints, ip: string): fc.Arbitrary<Plan> {
  const [method, template] = endpoint.split(' ') as [string, string];
  const cleanHeaders = {
    'X-Forwarded-For': ip,
    Encryption: SEALED_ALGORITHM,
    [SEAMLESS_HEADERS.vendor]: 'SWERTE',
  };
  const variant = ({ aim, weight }: { aim: Aim; weight: number }) => {
    const at = (part: Aim) => aim === part || aim === 'all';
    return {
      weight,
      arbitrary: fc.record({
        method: fc.constant(method),
        path: pathOf(template, input.params, at('path')),
        query: queryOf(input, hints, at('query') ? 0.3 : 0),
        headers: at('headers') ? headersOf(ip) : fc.constant(cleanHeaders),
        credential: at('credential')
          ? credentialOf(input.auth ?? 'none')
          : fc.constant<Credential>({ kind: input.auth && input.auth !== 'none' ? 'valid' : 'none' }),
        body: bodyOf(input, hints, method, at('body') ? 0.3 : 0),
      }),
    };
  };
  return fc
    .oneof(...AIMS.map(variant))
    .map((p) => Object.assign(p, { [fc.toStringMethod]: () => describePlan(p) }));
}

/** A multipart body with file parts, as bytes (the files are binary). */
function multipartFiles(parts: FilePart[]): Uint8Array {
  const text = new TextEncoder();
  const chunks = parts.flatMap((p) => [
    text.encode(
      `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
    ),
    p.bytes,
    text.encode('\r\n'),
  ]);
  return Buffer.concat([...chunks, text.encode(`--${UPLOAD_BOUNDARY}--\r\n`)]);
}

function multipart(value: unknown): string {
  const fields = value !== null && typeof value === 'object' ? Object.entries(value) : [['value', value]];
  const parts = fields
    .filter(([, x]) => x !== undefined)
    .map(
      ([k, x]) =>
        `--x\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof x === 'string' ? x : JSON.stringify(x)}\r\n`,
    );
  return `${parts.join('')}--x--\r\n`;
}

// --- Uploads ------------------------------------------------------------------------------------------------

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SOI = [0xff, 0xd8, 0xff];

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A PNG whose header claims `width`×`height` over a few bytes of pixels (a decompression bomb). */
function pngClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from(PNG_SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** Real images (`valid`), mostly, and files that only look like one: cut, bit-flipped, a lying header. */
function imagesOf(valid: Uint8Array[]): fc.Arbitrary<Uint8Array> {
  const one = fc.constantFrom(...valid);
  const after = (head: number[]) =>
    fc.uint8Array({ maxLength: 300 }).map((tail) => Buffer.concat([Buffer.from(head), tail]));
  const oversized = (n: number, head: number[]) => {
    const b = new Uint8Array(n);
    b.set(head);
    return b;
  };
  return fc.oneof(
    { weight: 8, arbitrary: one },
    {
      weight: 2,
      arbitrary: fc.tuple(one, fc.nat()).map(([b, n]) => b.slice(0, n % b.length)),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          one,
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 8 }),
        )
        .map(([b, flips]) => {
          const out = b.slice();
          for (const [i, x] of flips) {
            const at = i % out.length;
            out[at] = (out[at] ?? 0) ^ x;
          }
          return out;
        }),
    },
    { weight: 2, arbitrary: fc.oneof(after(PNG_SIGNATURE), after(JPEG_SOI)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        pngClaiming(50_000, 50_000),
        pngClaiming(6_000, 6_000),
        pngClaiming(0, 0),
        pngClaiming(2 ** 31 - 1, 1),
        new Uint8Array(),
        oversized(AVATAR_MAX_BYTES, JPEG_SOI),
        oversized(AVATAR_MAX_BYTES + 1, PNG_SIGNATURE),
        oversized(AVATAR_MAX_BYTES + 256 * 1024, PNG_SIGNATURE),
      ),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) },
  );
}

// --- The suite --------------------------------------------------------------------------------------------

describe.each(databases)('fuzzed endpoints ($kind)', ({ kind }) => {
  let h: Harness;
  let app: ReturnType<typeof createApp>['app'];
  let services: ReturnType<typeof createApp>['services'];
  let publicKey: PublicKey;
  let memberToken: string;
  let trialToken: string;
  let memberId: number;
  let world: World;
  /** What the app logged for its last 500: the report shows it beside the request. */
  let lastError: unknown;
  const ip = '10.77.0.1';

  beforeAll(async () => {
    h = await createHarness(kind);
    // The harness's app logs nothing; this one, on the same database, keeps the error behind a 500.
    ({ app, services } = createApp({
      db: h.database.db,
      config: h.services.config,
      logError: (_message, err) => {
        lastError = err;
      },
      now: h.services.now,
    }));
    const client = authClient({ ...h, app });
    memberToken = await client.passwordLogin('demo', 'Demo1234');
    memberId = (await services.sessions.find(memberToken))?.memberId ?? 0;
    trialToken = (
      await okValue(await client.json('POST', PATHS.freeplay, {}), v.object({ token: v.string() }))
    ).token;
    publicKey = await okValue(await app.request(PATHS.publicKey), PublicKeySchema);
    const { captchaId } = await okValue(
      await app.request(PATHS.captcha),
      v.object({ captchaId: v.string() }),
    );

    // Real ids, codes and tokens as generated values, so generated input gets past lookups.
    const catalogue = await h.database.db
      .select({ nodeId: games.nodeId, gameId: games.gameId, vendor: games.vassalage })
      .from(games)
      .limit(30);
    const playerTokens: string[] = [];
    const roundIds: string[] = [];
    for (const gameId of ['swerte-slots', 'swerte-dice']) {
      const g = catalogue.find((x) => x.gameId === gameId);
      if (!g) continue;
      const res = await client.get(
        `${PATHS.launch}?nodeId=${g.nodeId}&gameId=${g.gameId}&vendor=${g.vendor}`,
        memberToken,
      );
      const launched = await okValue(res, LaunchResultSchema);
      if (launched.kind !== 'inHouse') continue;
      playerTokens.push(launched.token);
      const play = await client.json(
        'POST',
        PATHS.studioPlay,
        { token: launched.token, betCents: 10 },
        memberToken,
      );
      roundIds.push((await okValue(play, PlayResultSchema)).round.roundId);
    }
    // Opens the lotteries' current issues, as the scheduler does.
    await services.lottery.runDue(services.now());
    const lotteryRows = await h.database.db
      .select({ code: lotteries.code, game: lotteries.game })
      .from(lotteries);
    const drawRows = await h.database.db.select({ id: lotteryDraws.id }).from(lotteryDraws).limit(10);
    const ids = drawRows.map((d) => String(d.id));
    const first = lotteryRows[0];
    if (first) {
      const rule = GAME_RULES[first.game];
      const [betType, bet] = Object.entries(rule.betTypes)[0] ?? [];
      const numbers = Array.from({ length: bet?.picks ?? 1 }, (_, i) => rule.min + i);
      const res = await client.json(
        'POST',
        PATHS.lotteryOrders,
        { lotteryCode: first.code, bets: [{ betType, numbers, amountCents: LOTTERY_MIN_STAKE_CENTS }] },
        memberToken,
      );
      const order = await okValue(res, OrderSchema);
      ids.push(String(order.id), ...order.subOrders.map((s) => String(s.id)));
    }
    const betTypes = Object.values(GAME_RULES).flatMap((r) => Object.keys(r.betTypes));
    const some = <T>(xs: readonly T[], fallback: T) => fc.constantFrom(...(xs.length ? xs : [fallback]));
    const codes = lotteryRows.map((l) => l.code);
    const hints: Hints = {
      nodeId: some(
        catalogue.map((g) => g.nodeId),
        1,
      ),
      gameId: some(
        catalogue.map((g) => g.gameId),
        'x',
      ),
      vendor: some(
        catalogue.map((g) => g.vendor),
        'SWERTE',
      ),
      vassalage: some(
        catalogue.map((g) => g.vendor),
        'SWERTE',
      ),
      token: some(playerTokens, 'x'),
      playerToken: some(playerTokens, 'x'),
      roundId: some(roundIds, 'x'),
      transactionId: fc.constantFrom('fz-1', 'fz-2', 'fz-3'),
      lotteryCode: some(codes, 'X1'),
      code: fc.constantFrom(...codes, ...SEED_AFFILIATE_CODES),
      affiliateCode: fc.constantFrom(...SEED_AFFILIATE_CODES),
      betType: some(betTypes, 'one'),
      numbers: fc.array(fc.integer({ min: 0, max: 45 }), { minLength: 1, maxLength: 6 }),
      amountCents: fc.integer({ min: LOTTERY_MIN_STAKE_CENTS, max: 1_000 }),
      betCents: fc.integer({ min: 1, max: 100 }),
      username: fc.constantFrom('demo', 'agent', '9171234567'),
      email: fc.constantFrom('demo@swerte.test', 'someone@example.online'),
      mobileNum: fc.constantFrom('9171234567', '09171234567', '9170000001'),
      password: fc.constantFrom('Demo1234', 'Newpass123'),
      newPassword: fc.constantFrom('Demo1234', 'Newpass123'),
      confirmPassword: fc.constantFrom('Demo1234', 'Newpass123'),
      confirmNewPassword: fc.constantFrom('Demo1234', 'Newpass123'),
      oldPassword: fc.constantFrom('Demo1234', 'wrong'),
      captchaId: fc.constant(captchaId),
      types: fc.constantFrom('B,PL,PU,H', 'A', 'B', 'X,,', ','),
      merchant: fc.constantFrom('SWERTE', 'SWERTE_TRIAL'),
      merchantCode: fc.constantFrom('SWERTE', 'SWERTE_TRIAL'),
      primary: fc.constantFrom('#fff', '#123456'),
      background: fc.constantFrom('#000', '#abcdef'),
      domain: fc.constant('swerte.test'),
      registerUrl: fc.constant('swerte.test'),
      mobileNo: fc.constantFrom('9171234567', '9170000001', '9998887777', '09171234567'),
      member: fc.constantFrom('demo', 'DEMO', ' demo ', 'agent', 'nobody'),
      url: fc.constantFrom('https://t.me/swerte', 'https://m.me/swerte?ref=1', 'https://wa.me/639171234567'),
    };
    // Spare sessions of the member for the session list to show and sign out.
    const spare: number[] = [];
    for (let i = 0; i < 3; i++) {
      const token = await services.sessions.create(memberId, 'SWERTE', { recentAuth: false });
      spare.push((await services.sessions.find(token))?.id ?? 0);
    }
    let currentSession = (await services.sessions.find(memberToken))?.id ?? 0;
    // Images as members upload them: a tiny PNG with alpha, a rotated JPEG, a tall progressive one, a palette.
    const canvas = (width: number, height: number, channels: 3 | 4) =>
      sharp({ create: { width, height, channels, background: { r: 200, g: 30, b: 90, alpha: 0.5 } } });
    const images = await Promise.all([
      canvas(1, 1, 4).png().toBuffer(),
      canvas(300, 120, 4).png().toBuffer(),
      canvas(640, 480, 3).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
      canvas(64, 900, 3).jpeg({ progressive: true }).toBuffer(),
      canvas(50, 50, 3).png({ palette: true }).toBuffer(),
    ]);
    const stored = await services.siteConfig.stored('SWERTE');
    world = {
      hints,
      id: some(ids, '1'),
      captchaId: fc.constant(captchaId),
      // Read when a test starts: the fuzzing session is a new one after a sign-out.
      get sessionId() {
        return fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...spare, currentSession).map(String) },
          { weight: 1, arbitrary: some(ids, '1') },
        );
      },
      image: imagesOf(images.map((b) => new Uint8Array(b))),
      ensureSession: async () => {
        if (await services.sessions.find(memberToken)) return;
        memberToken = await services.sessions.create(memberId, 'SWERTE', { recentAuth: true });
        currentSession = (await services.sessions.find(memberToken))?.id ?? 0;
      },
      restoreSessions: async () => {
        await h.database.db.update(sessions).set({ revokedAt: null }).where(inArray(sessions.id, spare));
      },
      restoreConfig: async () => {
        if (!stored) return;
        await services.siteConfig.patch('SWERTE', {
          maintenance: { enabled: false },
          regionRestriction: { enabled: false },
          switches: stored.switches,
        });
      },
    };
  }, 120_000);
  afterAll(() => h?.close());

  async function send(p: Plan, auth: Auth): Promise<Response> {
    const headers: Record<string, string> = { ...p.headers };
    let body: string | Uint8Array | undefined;
    const b = p.body;
    if (b.kind === 'json' || b.kind === 'raw') {
      body = b.kind === 'json' ? (JSON.stringify(b.value) ?? '') : b.text;
      if (b.type) headers['Content-Type'] = b.type;
    } else if (b.kind === 'form') {
      body = formEncode(b.value);
      if (b.type) headers['Content-Type'] = b.type;
    } else if (b.kind === 'multipart') {
      body = multipart(b.value);
      headers['Content-Type'] = MULTIPART;
    } else if (b.kind === 'upload') {
      body = multipartFiles(b.parts);
      if (b.type) headers['Content-Type'] = b.type;
    } else if (b.kind === 'sealed') {
      body = JSON.stringify(await sealBody(publicKey, b.value));
      headers['Content-Type'] = 'application/json';
    }
    const c = p.credential;
    const credential =
      c.kind === 'raw'
        ? c.value
        : c.kind === 'none'
          ? undefined
          : auth === 'ops'
            ? `Bearer ${TEST_OPS_TOKEN}`
            : auth === 'vendor'
              ? hmacHex(DEV_STUDIO_SECRET, typeof body === 'string' ? body : '')
              : c.kind === 'trial'
                ? trialToken
                : memberToken;
    if (credential !== undefined) {
      const name =
        auth === 'ops' ? 'Authorization' : auth === 'vendor' ? SEAMLESS_HEADERS.signature : HEADERS.token;
      headers[name] = credential;
    }
    const url = `${p.path}${p.query ? `?${p.query}` : ''}`;
    return app.request(url, { method: p.method, headers, body });
  }

  it('every route under /wps, /lgw and /ops has an input description, and every description a route', () => {
    const described = Object.keys(inputs(world)).sort();
    expect(endpointsOf(app).sort()).toEqual(described);
  });

  // One test per endpoint, in the order the app declares them; the list is read when the suite is collected,
  // so it comes from a throw-away app on no database (routes do not touch it until called).
  const listing = createApp({
    db: {} as never,
    config: {
      opsToken: 'x',
      imageCdns: ['/cdn/a'],
      defaultCountry: 'PH',
      trustProxy: false,
      distDir: '/none',
      passwordCost: 10,
    },
  }).app;
  for (const endpoint of endpointsOf(listing)) {
    it(
      `${endpoint}: never 5xx; every 4xx a failure envelope with a code`,
      async () => {
        const input = inputs(world)[endpoint];
        if (!input) throw new Error(`${endpoint}: no input description (add it to inputs())`);
        await world.ensureSession();
        await fc.assert(
          fc.asyncProperty(planOf(endpoint, input, world.hints, ip), async (plan) => {
            lastError = undefined;
            const res = await send(plan, input.auth ?? 'none');
            await input.after?.();
            if (res.status >= 200 && res.status < 300) return;
            if (input.redirectsTo && res.status === 302) {
              const location = res.headers.get('location') ?? '';
              if (new URL(location).pathname !== input.redirectsTo) throw new Error(`302 to ${location}`);
              return;
            }
            if (res.status >= 400 && res.status < 500) {
              // Some failures carry a value ({ captcha } on login.failed, { field } on field.invalid).
              const { code } = await failed(res);
              if (!/^[\w.-]+$/.test(code)) throw new Error(`${res.status} with code '${code}'`);
              return;
            }
            const text = (await res.text()).slice(0, 500);
            const why =
              lastError instanceof Error ? (lastError.stack ?? lastError.message) : String(lastError);
            throw new Error(`answered ${res.status} ${text}\nserver: ${why.slice(0, 2_000)}`);
          }),
          { seed: seedOf(endpoint), numRuns: RUNS },
        );
      },
      TIMEOUT,
    );
  }
});
