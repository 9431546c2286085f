// The merchant theme's colour rules, shared by the app (design tokens, <meta name="theme-color">) and
// the server (the web app manifest's colours): one rule for what a merchant colour may change.

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Text tokens are light: a page background brighter than this would make text unreadable. */
const MAX_BACKGROUND_LUMINANCE = 0.2;
/**
 * The primary colour is a fill under white text (--color-primary-contrast): brighter than this and white
 * on it falls below WCAG AA's 4.5:1 ((1 + 0.05) / (L + 0.05) >= 4.5).
 */
const MAX_PRIMARY_LUMINANCE = 1.05 / 4.5 - 0.05;

export const isHexColour = (value: string): boolean => COLOUR.test(value);

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export function luminance(hex: string): number {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A theme background the light text stays readable on (anything else keeps the default). */
export const usableBackground = (value: string): boolean =>
  isHexColour(value) && luminance(value) <= MAX_BACKGROUND_LUMINANCE;

/** A theme primary white text stays readable on (anything else keeps the default). */
export const usablePrimary = (value: string): boolean =>
  isHexColour(value) && luminance(value) <= MAX_PRIMARY_LUMINANCE;
