// Ports and token shared by playwright.config.ts and the journeys.
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 8190);
/** A second server whose site config the operator journeys switch without disturbing the others. */
export const OPS_PORT = MAIN_PORT + 1;
export const E2E_OPS_TOKEN = 'e2e-ops-token';
/**
 * scrypt's log2(N) on the journeys' servers: each log-in, registration and seeded account hashes, and at
 * the production 17 that is most of a journey's CPU on a 2-core machine. The operator server (OPS_PORT)
 * keeps the production cost, so its journeys still log in through it.
 */
export const E2E_PASSWORD_COST = '10';
/** Ports of the servers journeys start for themselves (own-server.ts): one per journey, never shared. */
export const OWN_PORTS = {
  offlineReopen: MAIN_PORT + 10,
  deploy: MAIN_PORT + 11,
  serverBack: MAIN_PORT + 12,
  frozenServer: MAIN_PORT + 13,
  memberCentre: MAIN_PORT + 14,
  /** E2E_DEPOSIT_PORT moves it (runs sharing a machine keep to their own port range). */
  deposit: Number(process.env.E2E_DEPOSIT_PORT ?? MAIN_PORT + 15),
  withdraw: MAIN_PORT + 16,
  uplineTransfer: MAIN_PORT + 17,
  records: MAIN_PORT + 18,
  /** E2E_INBOX_PORT moves it (runs sharing a machine keep to their own port range). */
  inbox: Number(process.env.E2E_INBOX_PORT ?? MAIN_PORT + 19),
  /** E2E_FEEDBACK_PORT moves it (runs sharing a machine keep to their own port range). */
  feedback: Number(process.env.E2E_FEEDBACK_PORT ?? MAIN_PORT + 21),
  /** E2E_NOTICES_PORT moves it (runs sharing a machine keep to their own port range). */
  notices: Number(process.env.E2E_NOTICES_PORT ?? MAIN_PORT + 20),
  /** E2E_CONTACTS_PORT moves it (runs sharing a machine keep to their own port range). */
  contacts: Number(process.env.E2E_CONTACTS_PORT ?? MAIN_PORT + 23),
  /** E2E_PROFILE_PORT moves it (runs sharing a machine keep to their own port range). */
  profile: Number(process.env.E2E_PROFILE_PORT ?? MAIN_PORT + 22),
  /** E2E_LIMITS_PORT moves it (runs sharing a machine keep to their own port range). */
  limits: Number(process.env.E2E_LIMITS_PORT ?? MAIN_PORT + 24),
  /** E2E_EXCLUSION_PORT moves it (runs sharing a machine keep to their own port range). */
  exclusion: Number(process.env.E2E_EXCLUSION_PORT ?? MAIN_PORT + 25),
  /** E2E_PROMOTIONS_PORT moves it (runs sharing a machine keep to their own port range). */
  promotions: Number(process.env.E2E_PROMOTIONS_PORT ?? MAIN_PORT + 26),
  /** E2E_RAIN_PORT moves it (runs sharing a machine keep to their own port range). */
  redRain: Number(process.env.E2E_RAIN_PORT ?? MAIN_PORT + 27),
  /** E2E_REBATE_PORT moves it (runs sharing a machine keep to their own port range). */
  rebates: Number(process.env.E2E_REBATE_PORT ?? MAIN_PORT + 28),
  /** E2E_INVITE_PORT moves it (runs sharing a machine keep to their own port range). */
  invite: Number(process.env.E2E_INVITE_PORT ?? MAIN_PORT + 29),
  /** E2E_DEPOSIT_PROMO_PORT moves it (runs sharing a machine keep to their own port range). */
  depositPromo: Number(process.env.E2E_DEPOSIT_PROMO_PORT ?? MAIN_PORT + 30),
  /** E2E_VIP_PORT moves it (runs sharing a machine keep to their own port range). */
  vip: Number(process.env.E2E_VIP_PORT ?? MAIN_PORT + 31),
  /** E2E_MISSIONS_PORT moves it (runs sharing a machine keep to their own port range). */
  missions: Number(process.env.E2E_MISSIONS_PORT ?? MAIN_PORT + 32),
  /** E2E_LEADERBOARD_PORT moves it (runs sharing a machine keep to their own port range). */
  leaderboard: Number(process.env.E2E_LEADERBOARD_PORT ?? MAIN_PORT + 33),
  /** The agent home (issue 15): a new downline member's registration and spin move its counters. */
  agentHome: MAIN_PORT + 35,
  /** The agent's team screens (issue 15): a downline member's fresh bet. */
  agentTeam: MAIN_PORT + 36,
  /** Account opening, rebate settings and team rebate income (issue 15): a day is settled by hand. */
  agentAccounts: MAIN_PORT + 37,
  /** Agent contracts (issue 15): an offered, accepted daily salary settled by hand. */
  agentContracts: MAIN_PORT + 38,
  /** SMS login through the Semaphore adapter (issue 34), and its gateway's stand-in. */
  smsGateway: MAIN_PORT + 39,
  smsStandIn: MAIN_PORT + 40,
  /** Google and Facebook sign-in (issue 34), against stand-ins of both on ports the OS picks. */
  socialLogin: MAIN_PORT + 41,
  /** Colour contrast (issue 35): a red envelope rain's countdown and results. */
  contrast: MAIN_PORT + 44,
};
/**
 * The main server's third-party vendors (VENDORS): every seeded vendor but E2E_UNCONFIGURED, launching
 * on a host that does not exist, so a journey intercepts the launch with page.route and nothing leaves
 * the machine. The unconfigured ones are what a fresh start has: their games must not reach the lobby.
 */
export const E2E_VENDOR_ORIGIN = 'https://vendor.invalid';
export const E2E_UNCONFIGURED = ['PP', 'KM', 'GPK'];
/** The third-party vendors of server/seed/data/catalogue.ts. */
const SEEDED_VENDORS = [
  'SABA',
  'CMD',
  'TF',
  'IMES',
  'EVO',
  'SA',
  'DG',
  'JILI',
  'FC',
  'JDB',
  'PG',
  'PP',
  'KM',
  'V8',
].concat(['DS88', 'SV388', 'TCG', 'GPK', 'PCSO', 'VNL']);
export const E2E_VENDORS = SEEDED_VENDORS.filter((code) => !E2E_UNCONFIGURED.includes(code)).map((code) => ({
  code,
  launchUrl: `${E2E_VENDOR_ORIGIN}/launch`,
  secret: `e2e-${code.toLowerCase()}-secret-0123456789`,
}));
