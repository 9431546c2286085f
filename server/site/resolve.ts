import type { Language } from '../../src/shared/constants/language.ts';
import type { StoredSiteConfig } from '../../src/shared/schemas/ops-config.ts';
import type { SiteConfig, SiteConfigPatch } from '../../src/shared/schemas/site.ts';
import type { SocialProvider } from '../../src/shared/schemas/social.ts';

/**
 * The public SiteConfig of one language: the maintenance message picked, CDN bases and the sign-in
 * providers the server has credentials for added.
 */
export function resolveSiteConfig(
  stored: StoredSiteConfig,
  lang: Language,
  imageCdns: string[],
  socialLogins: SocialProvider[] = [],
): SiteConfig {
  const { maintenance, ...rest } = stored;
  return {
    ...rest,
    maintenance: { enabled: maintenance.enabled, message: maintenance.messages[lang] },
    imageCDNs: imageCdns,
    socialLogins,
  };
}

/**
 * Applies an operator patch (deep merge of SiteConfigPatchSchema). A maintenance `message` is the
 * operator's own text and replaces both languages; a `null` download link removes that link.
 */
export function applySitePatch(stored: StoredSiteConfig, patch: SiteConfigPatch): StoredSiteConfig {
  const next: StoredSiteConfig = structuredClone(stored);
  if (patch.siteName !== undefined) next.siteName = patch.siteName;
  if (patch.defaultCountry !== undefined) next.defaultCountry = patch.defaultCountry;
  if (patch.mobileTemplate) Object.assign(next.mobileTemplate, patch.mobileTemplate);
  if (patch.maintenance) {
    const { enabled, message } = patch.maintenance;
    if (enabled !== undefined) next.maintenance.enabled = enabled;
    if (message !== undefined) next.maintenance.messages = { TY: message, EN: message };
  }
  if (patch.regionRestriction) Object.assign(next.regionRestriction, patch.regionRestriction);
  if (patch.switches) Object.assign(next.switches, patch.switches);
  if (patch.agentMenu) Object.assign(next.agentMenu, patch.agentMenu);
  if (patch.promotions) Object.assign(next.promotions, patch.promotions);
  if (patch.theme) Object.assign(next.theme, patch.theme);
  if (patch.downloads) {
    for (const [key, value] of Object.entries(patch.downloads) as [keyof typeof patch.downloads, unknown][]) {
      if (value === null) delete next.downloads[key as 'android' | 'ios' | 'mobileConfig'];
      else if (value !== undefined) Object.assign(next.downloads, { [key]: value });
    }
  }
  return next;
}
