import type { SiteConfig } from '../../shared/schemas/site.ts';

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Text tokens are light: a page background brighter than this would make text unreadable. */
const MAX_BACKGROUND_LUMINANCE = 0.2;

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export function luminance(hex: string): number {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Applies the merchant theme to the design tokens. Anything that is not a hex colour is ignored, and
 * so is a light background, which would put the light text tokens on a light page.
 */
export function applyTheme(theme: SiteConfig['theme'], root: HTMLElement = document.documentElement): void {
  if (COLOUR.test(theme.primary)) root.style.setProperty('--color-primary', theme.primary);
  if (COLOUR.test(theme.background) && luminance(theme.background) <= MAX_BACKGROUND_LUMINANCE) {
    root.style.setProperty('--color-bg', theme.background);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.background);
  }
}
