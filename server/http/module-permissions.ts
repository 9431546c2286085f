// Module ids (SPEC.md section 6): the server-side permission code every call carries. One table says
// which module each platform path belongs to and who may use each module; the app sends the path's
// module, and the server enforces the module's rule from the path (the header can never grant more).
// The app finds the module by the prefix rules of module-prefixes.ts (this table would weigh on its
// first load); tests/unit/shared/module-permissions.test.ts holds the two equal for every path.
import {
  AGENT_EXCLUDED_TYPES,
  MEMBER_TYPE_TRIAL,
  type ModuleId,
  type Switch,
} from '../../src/shared/constants/members.ts';
import { PATHS } from '../../src/shared/paths.ts';

/**
 * Who may use a module: anyone (a route may still ask for a session of any kind); a real member (a trial
 * account gets free_reject); an agent (member type not 0, 4 or 40).
 */
export type ModuleAudience = 'anyone' | 'member' | 'agent';

export interface ModuleRule {
  audience: ModuleAudience;
  /** The white-label switch that must be on for the module to answer (SPEC.md section 9). */
  switch?: Switch;
}

export const MODULE_RULES = {
  COMM3: { audience: 'anyone' },
  FREEPLAY3: { audience: 'anyone' },
  REG3: { audience: 'anyone' },
  REGISTER_REE3: { audience: 'anyone' },
  CAPTCHA3: { audience: 'anyone' },
  VALID_CAPTCHA3: { audience: 'anyone' },
  VERIFICATION3: { audience: 'anyone' },
  PWRESETSMS3: { audience: 'anyone' },
  // The member centre's functions: a trial account gets free_reject.
  INBOX3: { audience: 'member', switch: 'MAILCEN' },
  PROFPIC3: { audience: 'member' },
  FEEDBACK3: { audience: 'member', switch: 'FEEDBACK3' },
  MEMCLUB3: { audience: 'member', switch: 'VIPBENEFIT3' },
  REWCEN3: { audience: 'member', switch: 'REWCEN3' },
  FUNDTRANS3: { audience: 'member' },
  MEMTRANS3: { audience: 'member' },
  PERSPNL3: { audience: 'member' },
  // The agency centre.
  AFFMAN3: { audience: 'agent' },
  AGEINFO3: { audience: 'agent' },
  AGEANNOUNCE3: { audience: 'agent' },
  AGEDOWNMAN3: { audience: 'agent' },
  DAILYSALCONT3: { audience: 'agent' },
  HOURSAL3: { audience: 'agent' },
} as const satisfies Record<ModuleId, ModuleRule>;

type PathKey = keyof typeof PATHS;
type PlatformPathKey = {
  [K in PathKey]: (typeof PATHS)[K] extends `/wps/${string}` | `/lgw/${string}` ? K : never;
}[PathKey];

/**
 * The module of every platform path (the compiler asks for each new one). `null`: not a player's call —
 * the seamless wallet's vendor callbacks and the payment gateways' webhooks, authenticated by their signature instead.
 */
export const PATH_MODULES = {
  siteConfig: 'COMM3',
  location: 'COMM3',
  helpCenter: 'COMM3',
  announcements: 'COMM3',
  banners: 'COMM3',
  hotMatches: 'COMM3',
  vendorConfig: 'COMM3',
  gameTypes: 'COMM3',
  hotGames: 'COMM3',
  gameList: 'COMM3',
  launch: 'COMM3',
  seamlessBalance: null,
  seamlessBet: null,
  seamlessWin: null,
  seamlessRollback: null,
  studioSession: 'COMM3',
  studioPlay: 'COMM3',
  studioStart: 'COMM3',
  studioAct: 'COMM3',
  studioRotate: 'COMM3',
  studioRounds: 'COMM3',
  studioVerify: 'COMM3',
  favouriteList: 'COMM3',
  favouriteIds: 'COMM3',
  favourite: 'COMM3',
  recentList: 'COMM3',
  recentAdd: 'COMM3',
  publicKey: 'COMM3',
  login: 'COMM3',
  freeplay: 'FREEPLAY3',
  socialStart: 'COMM3',
  // The provider's redirect back: a browser navigation (no Module-Id), answered before the gates (app.ts).
  socialCallback: null,
  socialComplete: 'COMM3',
  session: 'COMM3',
  renew: 'COMM3',
  captcha: 'CAPTCHA3',
  registrationSettings: 'REG3',
  register: 'REG3',
  affiliateCheck: 'REG3',
  smsNoLogin: 'VERIFICATION3',
  forgotEmail: 'PWRESETSMS3',
  resetByEmail: 'PWRESETSMS3',
  setPasswordByPhone: 'PWRESETSMS3',
  password: 'COMM3',
  passwordStatus: 'COMM3',
  firstPassword: 'COMM3',
  memberInfo: 'COMM3',
  wallet: 'COMM3',
  webClipProfile: 'COMM3',
  depositChannels: 'FUNDTRANS3',
  depositOrders: 'FUNDTRANS3',
  paymentWebhook: null,
  withdrawOverview: 'FUNDTRANS3',
  withdrawOrders: 'FUNDTRANS3',
  payoutProfile: 'FUNDTRANS3',
  payeeName: 'FUNDTRANS3',
  payoutAccounts: 'FUNDTRANS3',
  paymentPassword: 'FUNDTRANS3',
  paymentPasswordSms: 'FUNDTRANS3',
  paymentPasswordReset: 'FUNDTRANS3',
  passwordConfirm: 'COMM3',
  uplineTransfer: 'FUNDTRANS3',
  recordsLedger: 'MEMTRANS3',
  recordsGames: 'MEMTRANS3',
  recordsPnl: 'PERSPNL3',
  lotteries: 'COMM3',
  lotteryResults: 'COMM3',
  lotteryDraws: 'COMM3',
  lotteryOrders: 'COMM3',
  notices: 'COMM3',
  noticeRead: 'COMM3',
  agentNotices: 'AGEANNOUNCE3',
  agentNoticeUnread: 'AGEANNOUNCE3',
  userAgreement: 'COMM3',
  feedbackTypes: 'FEEDBACK3',
  feedback: 'FEEDBACK3',
  inboxMessages: 'INBOX3',
  inboxCount: 'INBOX3',
  inboxReadAll: 'INBOX3',
  securityProfile: 'PROFPIC3',
  nickname: 'PROFPIC3',
  avatar: 'PROFPIC3',
  securityQuestions: 'PROFPIC3',
  contacts: 'PROFPIC3',
  emailCode: 'PROFPIC3',
  emailBind: 'PROFPIC3',
  mobileCode: 'PROFPIC3',
  mobileBind: 'PROFPIC3',
  securitySessions: 'PROFPIC3',
  securitySessionsOthers: 'PROFPIC3',
  securitySocial: 'PROFPIC3',
  exclusion: 'PROFPIC3',
  birthDate: 'PROFPIC3',
  protectionLimits: 'PROFPIC3',
  realityCheck: 'PROFPIC3',
  // The route itself refuses a trial account (free_reject).
  rainSession: 'COMM3',
  rainGrab: 'COMM3',
  // The routes refuse a trial (free_reject) and answer 403 while the REFERRAL promotion is off.
  referral: 'COMM3',
  referralFriends: 'COMM3',
  // The route refuses a trial (free_reject) and answers 403 while VIPBENEFIT3 is off.
  vip: 'MEMCLUB3',
  promotions: 'COMM3',
  rewards: 'REWCEN3',
  rewardCount: 'REWCEN3',
  // Each route also asks its member-centre switch (MANPLAYREB3, PLYRBT), like the records.
  rebateAccrual: 'MEMTRANS3',
  rebateClaims: 'MEMTRANS3',
  // The routes refuse a trial (free_reject) and answer 403 while the MISSION promotion is off.
  missions: 'COMM3',
  leaderboard: 'COMM3',
  leaderboardWinners: 'COMM3',
  agentTeamMembers: 'AGEDOWNMAN3',
  agentTeamPnl: 'AGEINFO3',
  agentTeamBets: 'AGEINFO3',
  agentKpi: 'AGEINFO3',
  agentRebates: 'AFFMAN3',
  agentRebateIncome: 'AFFMAN3',
  agentAccounts: 'AFFMAN3',
  salaryContracts: 'DAILYSALCONT3',
  salarySettlements: 'DAILYSALCONT3',
  hourlyContracts: 'HOURSAL3',
  hourlySettlements: 'HOURSAL3',
  dividendContracts: 'AFFMAN3',
  dividendSettlements: 'AFFMAN3',
  dividendInfo: 'AFFMAN3',
  salaryFigures: 'DAILYSALCONT3',
  hourlyFigures: 'HOURSAL3',
  dividendFigures: 'AFFMAN3',
  contractRequests: 'AFFMAN3',
} as const satisfies Record<PlatformPathKey, ModuleId | null>;

// Longest prefix first, so `/wps/session/login/freeplay` is found before `/wps/session/login`.
const BY_PREFIX: readonly (readonly [string, ModuleId | null])[] = Object.entries(PATH_MODULES)
  .map(([key, module]) => [PATHS[key as PlatformPathKey], module] as const)
  .sort((a, b) => b[0].length - a[0].length);

/**
 * The module a platform path belongs to: its own entry, or the entry it extends by a path segment
 * (`/lgw/orders/12/suborders/3/cancel` is `/lgw/orders`). `undefined`: not a platform path.
 */
export function moduleForPath(path: string): ModuleId | null | undefined {
  for (const [prefix, module] of BY_PREFIX) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return module;
  }
  return undefined;
}

/** Why a caller may not use a module, or `ok`. */
export type ModuleVerdict = 'ok' | 'session' | 'trial' | 'agent' | 'disabled';

/**
 * The rule applied to a caller: `who` is the session's member type (null: a visitor), `switches` the
 * merchant's white-label switches (absent: none stored, every switch counts as off).
 */
export function moduleVerdict(
  module: ModuleId,
  who: { type: number } | null,
  switches: Partial<Record<Switch, boolean>> | undefined,
): ModuleVerdict {
  const rule: ModuleRule = MODULE_RULES[module];
  if (rule.switch && !switches?.[rule.switch]) return 'disabled';
  if (rule.audience === 'anyone') return 'ok';
  if (!who) return 'session';
  if (rule.audience === 'member' && who.type === MEMBER_TYPE_TRIAL) return 'trial';
  if (rule.audience === 'agent' && AGENT_EXCLUDED_TYPES.includes(who.type)) return 'agent';
  return 'ok';
}
