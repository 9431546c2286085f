import type { Location, SiteConfig } from '../../shared/schemas/site.ts';

export type BootScreen = 'maintenance' | 'region' | 'app';

/**
 * What the app shows after start (SPEC.md section 2, app start): maintenance wins over the region
 * restriction. An unknown location under an active restriction counts as outside (fail closed).
 */
export function bootGate(
  config: Pick<SiteConfig, 'maintenance' | 'regionRestriction'>,
  location: Pick<Location, 'country'> | null,
): BootScreen {
  if (config.maintenance.enabled) return 'maintenance';
  const { enabled, allowedCountries } = config.regionRestriction;
  if (enabled && (!location || !allowedCountries.includes(location.country))) return 'region';
  return 'app';
}

export type Version = 'new' | 'base';

/** Member-centre template: "new" when mobileTemplate.mem_cen is '1'. */
export const templateVersion = (config: Pick<SiteConfig, 'mobileTemplate'>): Version =>
  config.mobileTemplate.mem_cen === '1' ? 'new' : 'base';

/** Deposit detail version: "new" when mobileTemplate.dep_func is '1'. */
export const depositVersion = (config: Pick<SiteConfig, 'mobileTemplate'>): Version =>
  config.mobileTemplate.dep_func === '1' ? 'new' : 'base';
