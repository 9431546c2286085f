// Fixtures the screens' unit tests share: a complete public site config and the platform's envelope.
import { PROMOTIONS, SWITCHES } from '../../src/shared/constants/members.ts';
import type { SiteConfig } from '../../src/shared/schemas/site.ts';

type Options = Partial<Omit<SiteConfig, 'switches'>> & {
  /** Switches to set apart from the rest. */
  switches?: Partial<SiteConfig['switches']>;
  /** The rest of the switches: all on (default) or all off. */
  allOn?: boolean;
};

/** The merchant's site config as the app receives it: every switch and promotion on, no service links. */
export function siteConfig({ switches = {}, allOn = true, ...patch }: Options = {}): SiteConfig {
  return {
    merchantCode: 'SWERTE',
    siteName: 'Swerte',
    mobileTemplate: { mem_cen: '0', dep_func: '0' },
    theme: { primary: '#0f3d2e', background: '#0b1f18' },
    maintenance: { enabled: false },
    regionRestriction: { enabled: false, allowedCountries: [] },
    switches: {
      ...(Object.fromEntries(SWITCHES.map((s) => [s, allOn])) as SiteConfig['switches']),
      ...switches,
    },
    agentMenu: {} as SiteConfig['agentMenu'],
    promotions: Object.fromEntries(PROMOTIONS.map((p) => [p, true])) as SiteConfig['promotions'],
    resources: { logoUrl: '', appIconUrl: '', copyright: '' },
    downloads: { requireLogin: false },
    serviceLinks: [],
    imageCDNs: ['/cdn/a'],
    defaultCountry: 'PH',
    socialLogins: [],
    ...patch,
  };
}

/** A platform answer: `{ successful, code, message, value }` with the HTTP status. */
export const envelope = (value: unknown, status = 200, code = 'ok') =>
  new Response(JSON.stringify({ successful: status < 400, code, message: code, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
