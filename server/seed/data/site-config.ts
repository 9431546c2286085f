// The seeded merchant's site config (SWERTE). Service links are encrypted at seed time.
import { manilaDate } from '../../../src/shared/age.ts';
import type {
  AgentMenuItem,
  Promotion,
  ServiceLinkType,
  Switch,
} from '../../../src/shared/constants/members.ts';
import type { StoredSiteConfig } from '../../../src/shared/schemas/ops-config.ts';
import { DEFAULT_MINIMUM_AGE } from '../../../src/shared/constants/protection.ts';
import { encryptServiceLink } from '../../../src/shared/service-link.ts';
import { DEFAULT_REGISTRATION } from '../../auth/registration-rules.ts';
import { withoutSms } from '../../site/sms-switches.ts';

export const SEED_MERCHANT = 'SWERTE';

/** The age registration asks members to confirm (the seeded registration settings'), for the seeded texts. */
export const SEED_MINIMUM_AGE = DEFAULT_REGISTRATION.minimumAge ?? DEFAULT_MINIMUM_AGE;

const switches: Record<Switch, boolean> = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: false,
  MOBILENUMPASSREG3: true,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  MOBILEVERCODELOGIN3: true,
  CHNGPASSVERIF3: true,
  DIRECTREG3: true,
  DEPRECM3: true,
  WITHREC3: true,
  TRANSREC3: true,
  TRANSBETREPMEM3: true,
  PERSREP: true,
  AGETRANSFERUP3: true,
  REWCEN3: true,
  MANPLAYREB3: false,
  PLYRBT: true,
  MAILCEN: true,
  FEEDBACK3: true,
  VIPBENEFIT3: true,
};

const agentMenu: Record<AgentMenuItem, boolean> = {
  teamOverview: true,
  transactionRecord: true,
  teamManagement: true,
  redRain: false,
  teamPnl: true,
  teamBetting: true,
  agentRebate: true,
  teamRebate: true,
  securityCenter: true,
  mail: true,
  dividends: true,
};

const promotions: Record<Promotion, boolean> = { REFERRAL: true, MISSION: true };

/** Fixed keys keep the seed reproducible apart from the random IVs. */
const serviceLinks: [ServiceLinkType, string, string][] = [
  ['LIVECHAT', 'https://swerte.example/livechat', 'Lc7Qm2Xa'],
  ['FACEBOOK', 'https://m.me/swerte.example', 'Fb4Rt9Kp'],
  ['TELEGRAM', 'https://t.me/swerte_example', 'Tg2Wn8Zs'],
  ['WHATSAPP', 'https://wa.me/639170000000', 'Wa6Hy3Ld'],
];

/** The footer line: this year on the operator's calendar and the minimum age registration asks for. */
export const seedCopyright = (now: number) =>
  `© ${manilaDate(now).year} Swerte. ${SEED_MINIMUM_AGE}+ lamang. Maglaro nang responsable.`;

/** `programmes`: the demo's standing programmes are seeded, so their screens are on (the manual rebate). */
export async function seedSiteConfig(
  now: number,
  defaultCountry = 'PH',
  programmes = false,
  /** Without a gateway the switches that text codes start off (server/site/sms-switches.ts). */
  smsDelivered = true,
): Promise<StoredSiteConfig> {
  return {
    merchantCode: SEED_MERCHANT,
    siteName: 'Swerte',
    mobileTemplate: { mem_cen: '1', dep_func: '0' },
    theme: { primary: '#0f3d2e', background: '#0b1f18' },
    maintenance: {
      enabled: false,
      messages: {
        TY: 'Kasalukuyang inaayos ang platform. Babalik kami sa lalong madaling panahon.',
        EN: 'The platform is being upgraded. We will be back shortly.',
      },
    },
    regionRestriction: { enabled: false, allowedCountries: ['PH'] },
    switches: smsDelivered ? { ...switches, MANPLAYREB3: programmes } : withoutSms({ ...switches, MANPLAYREB3: programmes }),
    agentMenu,
    promotions,
    resources: {
      logoUrl: '/brand/logo.svg',
      appIconUrl: '/brand/app-icon.svg',
      copyright: seedCopyright(now),
    },
    downloads: {
      android: 'https://swerte.example/download/swerte.apk',
      ios: 'https://swerte.example/download/ios',
      // This server generates the web-clip profile (server/routes/install.ts).
      mobileConfig: '/wps/install/webclip.mobileconfig',
      requireLogin: false,
    },
    serviceLinks: await Promise.all(
      serviceLinks.map(async ([type, url, key]) => ({ type, value: await encryptServiceLink(url, key) })),
    ),
    defaultCountry,
  };
}
