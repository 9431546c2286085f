// Numbers of the contract screens: a share in basis points as a percentage, and what members type
// (pesos with up to 2 decimals, whole players, a percentage with up to 2 decimals) as integers.
import { parseCents } from '../../lib/amount-input.ts';

/** 2500 → "25%", 1250 → "12.5%". */
export const formatShare = (bp: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/** A count typed as whole digits, or null. */
export const parseCount = (text: string): number | null =>
  /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null;

/** "12.5" (percent) → 1250 basis points, or null. */
export function parseShareBp(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim().replace(/%$/, ''));
  if (!m?.[1]) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Pesos that may be negative (a team's loss when it won), as cents, or null. */
export function parseSignedCents(text: string): number | null {
  const t = text.trim();
  const negative = t.startsWith('-');
  const cents = parseCents(negative ? t.slice(1) : t);
  return cents === null ? null : negative ? -cents : cents;
}
