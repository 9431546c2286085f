// Amounts as members type them ("1,500", "250.5", "₱ 1,000.00") to integer cents, and the checks of an
// amount field. Integer arithmetic on the digits only: a float never touches money (DESIGN.md section 3).
import type { FieldError } from '../shared/registration-checks.ts';

/** Message codes of an amount field (texts: src/lib/messages.ts). */
export const AMOUNT_CODES = {
  required: 'amount.required',
  /** Not a number of pesos with at most 2 decimals. */
  format: 'amount.format',
  /** Below the minimum (the screen shows the limits next to the field). */
  belowMin: 'amount.min',
  aboveMax: 'amount.max',
  /** More than the member has (or may withdraw). */
  overBalance: 'amount.balance',
} as const;

/** Up to ₱999,999,999,999.99: far above any limit, and every value a safe integer of cents. */
const MAX_PESO_DIGITS = 12;
/** Digits with optional thousands separators in groups of three, then up to 2 decimals ("100." while typing). */
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/;

/** Integer cents of a typed amount, or null when it is not one (empty, negative, 3 decimals, letters). */
export function parseCents(text: string): number | null {
  const typed = text.replace(/^\s*₱\s*/, '').trim();
  const match = AMOUNT.exec(typed);
  if (!match?.[1]) return null;
  const pesos = match[1].replaceAll(',', '');
  if (pesos.length > MAX_PESO_DIGITS) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(pesos) * 100 + Number(cents);
}

/** "1500.5" from 150050: what an amount field shows for a chosen amount (no separators, so it parses back). */
export function centsToInput(cents: number): string {
  const rest = cents % 100;
  const pesos = (cents - rest) / 100;
  return rest === 0 ? String(pesos) : `${pesos}.${String(rest).padStart(2, '0')}`;
}

export interface AmountLimits {
  minCents: number;
  maxCents: number;
  /** What may be spent at most (balance, withdrawable); above it: overBalance. */
  availableCents?: number;
}

/** The amount field's check: null, or a code of AMOUNT_CODES. */
export function amountProblem(text: string, limits: AmountLimits): FieldError {
  if (!text.trim()) return AMOUNT_CODES.required;
  const cents = parseCents(text);
  if (cents === null || cents === 0) return AMOUNT_CODES.format;
  if (limits.availableCents !== undefined && cents > limits.availableCents) return AMOUNT_CODES.overBalance;
  if (cents < limits.minCents) return AMOUNT_CODES.belowMin;
  return cents > limits.maxCents ? AMOUNT_CODES.aboveMax : null;
}
