// Every number and name SPEC.md fixes, once, named after the spec (SPEC.md section 9 unless noted).

// Paging and loading
export const GAME_PAGE_SIZE = 26;
export const FAVOURITE_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;
export const FAVOURITE_FIRST_PAGE = 1;
export const LOAD_MORE_THROTTLE_MS = 1000;
export const LOAD_MORE_TRIGGER_PX = 500;

// Carousels
export const HOT_MATCH_AUTOPLAY_MS = 5000;
export const HOT_MATCH_TRANSITION_MS = 500;
export const BANNER_AUTOPLAY_MS = 5000;
export const VENDOR_SLIDES_PER_GROUP = 4;
/** The vendor carousel pages only when there are more vendors than this. */
export const VENDOR_PAGING_THRESHOLD = 5;

// Timing
export const POPUP_DELAY_MS = 500;
export const LANGUAGE_RELOAD_DEBOUNCE_MS = 200;
export const FIELD_REVALIDATE_DEBOUNCE_MS = 200;
export const PAGE_TRANSITION_MS = 300;
/** A horizontal movement above this many px is a swipe back (SPEC.md section 2, shell). */
export const SWIPE_BACK_MIN_PX = 100;
export const DIALOG_MASK_GUARD_MS = 300;
export const REDIRECT_AFTER_PASSWORD_CHANGE_MS = 1000;

export const TOAST_MS = {
  notice: 1500,
  short: 3000,
  long: 8000,
  default: 3000,
  contactService: 2000,
  successPassword: 1000,
  successSms: 1500,
  successRegister: 1500,
  loading: 10_000,
  loadingLong: 9_999_000,
} as const;

// Input limits
export const CAPTCHA_MAX_LENGTH = 6;
export const SMS_CODE_MAX_LENGTH = 10;
export const MOBILE_NUM_MAX_LENGTH = 20;
export const ACTIVITY_COMMENT_MAX_LENGTH = 140;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const EMAIL_MAX_LENGTH = 254;
export const SMS_COUNTDOWN_DEFAULT_S = 60;

export const BALANCE_DECIMALS = 2;

// Languages: the picker offers two; the catalogue knows about 40 codes.
export const LANGUAGES = ['TY', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'TY';
export const CATALOGUE_LANGUAGE_CODES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
  'TE',
  'SW',
  'PT-BR',
  'UR-LA',
] as const;
export type CatalogueLanguageCode = (typeof CATALOGUE_LANGUAGE_CODES)[number];

// Gateways, clients, platforms
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;
export const CLIENT_TYPE = 2;
export const GAME_PLATFORM = 'html5';
export const ANNOUNCEMENT_PLATFORM = 'M';
export const HOT_GAMES_IS_PLATFORM = 2;
export const GAME_TYPE_LIST_TYPE_ID = 1;
export const PRIZE_MODES = { LOTT: 'Lott', ZY: 'ZY', ELOTT: 'Elott' } as const;
export const PLAY_TYPES = { TRADITION: 'Tradition', ENTERTAINMENT: 'Entertainment' } as const;
export const ESPORT_GAME_CODE = 'TF';
export const COCKFIGHT_GAME_CODE = 'DS88';
export const GAME_SELECT_TYPES = ['NEW', 'FAV', 'ALL', 'HOT'] as const;
export const DEFAULT_GAME_CATEGORY = 'HOME';
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
/** The same options in cents, as the game list query carries them (DESIGN.md section 3). */
export const MIN_BET_OPTIONS_CENTS = [1, 5, 10, 50, 75] as const;
/** The server keeps this many recent games per member, most recent first. */
export const RECENT_GAMES_KEPT = 50;

/** Game categories in the order of the popular-games tab strip; HOT is always first. */
export const GAME_CATEGORIES = [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'FISH',
  'RNG',
  'PVP',
  'INHOUSE',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const POPULAR_TABS = ['HOT', ...GAME_CATEGORIES] as const;
export type PopularTab = (typeof POPULAR_TABS)[number];

// Member types (SPEC.md sections 6 and 9)
export const MEMBER_TYPE_TRIAL = 4;
export const AGENT_EXCLUDED_TYPES: readonly number[] = [0, 4, 40];
export const CONTRACT_CHECK_EXCLUDED_TYPES: readonly number[] = [4, 40, 41, 42];
export const UPLINE_TRANSFER_EXCLUDED_TYPE = 2;

// Whitelabel switches (SPEC.md sections 2 and 9)
export const SWITCHES = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'DIRECTREG3',
  // member-centre menu flags
  'DEPRECM3',
  'WITHREC3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'PERSREP',
  'AGETRANSFERUP3',
  'REWCEN3',
  'MANPLAYREB3',
  'PLYRBT',
  'MAILCEN',
  'FEEDBACK3',
  'VIPBENEFIT3',
] as const;
export type Switch = (typeof SWITCHES)[number];

/** Agent-home tiles that a white-label menu setting can switch off. */
export const AGENT_MENU_ITEMS = [
  'teamOverview',
  'transactionRecord',
  'teamManagement',
  'redRain',
  'teamPnl',
  'teamBetting',
  'agentRebate',
  'teamRebate',
  'securityCenter',
  'mail',
  'dividends',
] as const;
export type AgentMenuItem = (typeof AGENT_MENU_ITEMS)[number];

export const PROMOTIONS = ['REFERRAL', 'MISSION'] as const;
export type Promotion = (typeof PROMOTIONS)[number];

/** Customer-service link kinds shown in the side panel; LIVECHAT is the live-chat entry. */
export const SERVICE_LINK_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'TELEGRAM2', 'WHATSAPP'] as const;
export type ServiceLinkType = (typeof SERVICE_LINK_TYPES)[number];
/** Customer-service links are encrypted with a key of this many characters at the end of the value. */
export const SERVICE_LINK_KEY_LENGTH = 8;

// Announcements (SPEC.md sections 3 and 6)
export const CONTENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const EXECUTIONS = ['A', 'B', 'F'] as const;
export type Execution = (typeof EXECUTIONS)[number];
/** Announcement groups seen in SPEC.md section 3 (home screen, registration page). */
export const ANNOUNCEMENT_GROUPS = ['m_home', 'm_reg'] as const;
export type AnnouncementGroup = (typeof ANNOUNCEMENT_GROUPS)[number];
/** The home screen asks for these content types in group m_home (SPEC.md section 3). */
export const HOME_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'H'] as const;

// Module ids: the server-side permission code every call carries (SPEC.md section 6)
export const MODULE_IDS = [
  'FREEPLAY3',
  'REGISTER_REE3',
  'VALID_CAPTCHA3',
  'AFFMAN3',
  'COMM3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'INBOX3',
  'PROFPIC3',
  'PWRESETSMS3',
  'FEEDBACK3',
  'MEMCLUB3',
  'AGEINFO3',
  'REWCEN3',
  'FUNDTRANS3',
  'AGEANNOUNCE3',
  'MEMTRANS3',
  'PERSPNL3',
  'AGEDOWNMAN3',
  'REG3',
  'CAPTCHA3',
  'VERIFICATION3',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

// Storage keys (SPEC.md section 9; PSW is deliberately absent, see README Decisions)
export const STORAGE_KEYS = {
  sessionInfo: 'MC_SESSION_INFO',
  hideDownloadBar: 'hideDownloadBar',
  webClip: 'WEBCLIP',
  autoLogin: 'autoLogin',
  rememberLogin: 'rememberLogin',
  language: 'language',
  /** Pop-up slot A (logged in) and slot B (visitor): what was last shown, see SPEC.md section 4. */
  popupMember: 'SHELL_PU_A',
  popupAnonymous: 'SHELL_PU_B',
  /** '1' once a lobby snapshot was written to IndexedDB: a first visit renders without waiting for one. */
  lobbySnapshot: 'lobbySnapshot',
} as const;

// HTTP contract (DESIGN.md section 3)
export const HEADERS = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  moduleId: 'Module-Id',
  token: 'Token',
} as const;
export const DEVICES = { MOBILE: 'MOBILE', STANDALONE: 'OTHERS' } as const;

// Accounts (SPEC.md sections 3 and 5)
/** Registration fields the server can rule on (SPEC.md section 3, registration payload). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'affiliateCode',
  'nickname',
  'email',
  'payeeName',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
/** registerMethod: APP (app markers in the user agent), H5 (default), PWA (standalone), WEBCLIP. */
export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];
export const SMS_PURPOSES = ['login', 'register', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
/** The dialing-code picker; PH first (the default country). */
export const COUNTRY_DIALING_CODES = [
  { country: 'PH', code: '63' },
  { country: 'SG', code: '65' },
  { country: 'MY', code: '60' },
  { country: 'ID', code: '62' },
  { country: 'TH', code: '66' },
  { country: 'VN', code: '84' },
  { country: 'HK', code: '852' },
  { country: 'US', code: '1' },
] as const;
/** in_mobileNum_error is formatted with this minimum (SPEC.md section 5). */
export const MOBILE_NUM_MIN_LENGTH = 7;
export const SMS_CODE_LENGTH = 6;
/** Login throttles: captcha after this many failures per account in the window, then 429. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURES_PER_IP_PER_HOUR = 100;
/** SMS throttles: per number per 60 s, per number per day, per IP per hour. */
export const SMS_PER_NUMBER_INTERVAL_MS = 60_000;
export const SMS_PER_NUMBER_PER_DAY = 5;
export const SMS_PER_IP_PER_HOUR = 10;
export const SMS_CODE_TTL_MINUTES = 5;
/** Minutes after a password login during which the password may change without the old one. */
export const RECENT_AUTH_MINUTES = 10;
export const SESSION_TTL_HOURS = 24;

// In-house lottery: stakes in cents, order size, list sizes.
export const LOTTERY_MIN_STAKE_CENTS = 100;
export const LOTTERY_MAX_STAKE_CENTS = 1_000_000;
export const LOTTERY_MAX_SUBORDERS = 20;
export const LOTTERY_RESULTS_DEFAULT = 10;
export const LOTTERY_RESULTS_MAX = 50;
export const LOTTERY_ORDERS_PAGE_SIZE = 10;
