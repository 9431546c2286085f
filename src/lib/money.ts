// Money is integer cents everywhere (DESIGN.md section 3); only the screen turns it into text.
import { BALANCE_DECIMALS } from '../shared/constants/ui.ts';

/**
 * The offered languages' separators (CLDR: fil and en both write 1,234.50). Amounts are written from
 * the integer cents without Intl: exact at any size, and the first Intl.NumberFormat of a page costs a
 * slow phone ~30 ms of ICU set-up inside the first render of every page with a balance (issue 16).
 */
const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  fil: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
};
const formats = new Map<string, Intl.NumberFormat>();
const SCALE = 10 ** BALANCE_DECIMALS;

/** Integer cents to the locale's number with exactly 2 decimals. */
export function formatMoney(cents: number, locale: string): string {
  const separators = SEPARATORS[locale];
  if (!separators) return intlFormat(locale).format(cents / SCALE);
  const whole = Math.trunc(Math.abs(cents) / SCALE);
  const fraction = String(Math.abs(cents) % SCALE).padStart(BALANCE_DECIMALS, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, separators.group);
  return `${cents < 0 ? '-' : ''}${grouped}${separators.decimal}${fraction}`;
}

/** Another locale's number format (a platform language the app does not offer itself). */
function intlFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: BALANCE_DECIMALS,
      maximumFractionDigits: BALANCE_DECIMALS,
    });
    formats.set(locale, format);
  }
  return format;
}

/** "₱1,234.50" / "-₱20.00": how every amount shows (2 decimals, the peso sign before the digits). */
export function formatPeso(cents: number, locale: string): string {
  const digits = formatMoney(Math.abs(cents), locale);
  return cents < 0 ? `-₱${digits}` : `₱${digits}`;
}
