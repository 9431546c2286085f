import type { SiteConfig } from '../../shared/schemas/site.ts';

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Applies the merchant theme to the design tokens; anything that is not a hex colour is ignored. */
export function applyTheme(theme: SiteConfig['theme'], root: HTMLElement = document.documentElement): void {
  if (COLOUR.test(theme.primary)) root.style.setProperty('--color-primary', theme.primary);
  if (COLOUR.test(theme.background)) {
    root.style.setProperty('--color-bg', theme.background);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.background);
  }
}
