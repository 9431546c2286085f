// Money is integer cents everywhere (DESIGN.md section 3); only the screen turns it into a number.
import { BALANCE_DECIMALS } from '../shared/constants/ui.ts';

const formats = new Map<string, Intl.NumberFormat>();

/** Integer cents to the locale's number with exactly 2 decimals. */
export function formatMoney(cents: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: BALANCE_DECIMALS,
      maximumFractionDigits: BALANCE_DECIMALS,
    });
    formats.set(locale, format);
  }
  return format.format(cents / 10 ** BALANCE_DECIMALS);
}

/** "₱1,234.50" / "-₱20.00": how every amount shows (2 decimals, the peso sign before the digits). */
export function formatPeso(cents: number, locale: string): string {
  const digits = formatMoney(Math.abs(cents), locale);
  return cents < 0 ? `-₱${digits}` : `₱${digits}`;
}
