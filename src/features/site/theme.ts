import type { SiteConfig } from '../../shared/schemas/site.ts';
import { usableBackground, usablePrimary } from '../../shared/theme.ts';

/**
 * Applies the merchant theme to the design tokens. Anything that is not a hex colour is ignored, and
 * so is a light background, which would put the light text tokens on a light page, and a light primary,
 * which would put white button text on a light fill.
 */
export function applyTheme(theme: SiteConfig['theme'], root: HTMLElement = document.documentElement): void {
  if (usablePrimary(theme.primary)) root.style.setProperty('--color-primary', theme.primary);
  if (usableBackground(theme.background)) {
    root.style.setProperty('--color-bg', theme.background);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.background);
  }
}
