// Member types, white-label switches and module ids (SPEC.md sections 2, 6 and 9).

// Member types (SPEC.md sections 6 and 9)
export const MEMBER_TYPE_TRIAL = 4;
export const AGENT_EXCLUDED_TYPES: readonly number[] = [0, 4, 40];
/** Upline transfer is refused to this member type (section 6; its meaning is not given). */
export const UPLINE_TRANSFER_REFUSED_TYPE = 2;

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
