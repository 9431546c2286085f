import { PROMOTIONS, SWITCHES } from '../../../../src/shared/constants/members.ts';
import type { SiteConfig } from '../../../../src/shared/schemas/site.ts';

export const config = (mailCentre = true): SiteConfig => ({
  merchantCode: 'SWERTE',
  siteName: 'Swerte',
  mobileTemplate: { mem_cen: '0', dep_func: '0' },
  theme: { primary: '#0f3d2e', background: '#0b1f18' },
  maintenance: { enabled: false },
  regionRestriction: { enabled: false, allowedCountries: [] },
  switches: {
    ...(Object.fromEntries(SWITCHES.map((s) => [s, true])) as SiteConfig['switches']),
    MAILCEN: mailCentre,
  },
  agentMenu: {} as SiteConfig['agentMenu'],
  promotions: Object.fromEntries(PROMOTIONS.map((p) => [p, true])) as SiteConfig['promotions'],
  resources: { logoUrl: '', appIconUrl: '', copyright: '' },
  downloads: { requireLogin: false },
  serviceLinks: [],
  imageCDNs: ['/cdn/a'],
  defaultCountry: 'PH',
});

export const envelope = (value: unknown, status = 200, code = 'ok') =>
  new Response(JSON.stringify({ successful: status < 400, code, message: code, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
