import type { SiteConfig } from '../../shared/schemas/site.ts';
import type { SocialProvider } from '../../shared/schemas/social.ts';

/** Each provider's whitelabel switch (SPEC.md section 2, login screen). */
const SWITCH = { facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3' } as const;
/** The order the buttons show in (SPEC.md names Facebook first). */
const ORDER = ['facebook', 'google'] as const satisfies readonly SocialProvider[];

/**
 * Third-party sign-in a page may offer (issue 34): a provider shows only when its switch is on AND the
 * server is "initialised" for it (has its credentials: `site.socialLogins`). Shared by the login and
 * registration pages and the security centre's linked accounts (features do not import each other).
 */
export function socialLogins(site: SiteConfig | undefined): SocialProvider[] {
  if (!site) return [];
  return ORDER.filter((p) => site.switches[SWITCH[p]] && site.socialLogins.includes(p));
}
