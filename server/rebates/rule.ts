// The rebate rule, once for the server (claims) and the app (what the screen shows): per category, the
// valid turnover not yet rebated × the rate, floored to the cent and held to the cap.
//
// Valid turnover is settled wagering (server/records/stakes.ts): a stake counts once its outcome is final,
// so nothing can take it back after a claim; a cancelled or refunded stake never counts. It is never
// negative (claims before issue 31 counted stakes at bet time and carried refunds after a claim into the
// next one: rebate_claim_lines.carry_cents of those claims).
import {
  REBATE_BP_SCALE,
  REBATE_CATEGORIES,
  REBATE_MAX_RATE_BP,
  type RebateCategory,
  rebateRateMax,
} from '../../src/shared/constants/rebates.ts';

export interface RebateRate {
  category: RebateCategory;
  /** Basis points of turnover (100 = 1 %). */
  rateBp: number;
  /** The most one claim pays in this category, cents; null: no cap. */
  capCents: number | null;
}

export interface RebateLine {
  category: RebateCategory;
  /** Settled stakes not yet rebated (cents). */
  turnoverCents: number;
  rateBp: number;
  capCents: number | null;
  /** What this category pays now, cents. */
  amountCents: number;
}

/** floor(turnover × bp / 10 000), held to the cap; integer cents for any safe integer turnover. */
export function rebateAmount(turnoverCents: number, rateBp: number, capCents: number | null): number {
  if (turnoverCents <= 0 || rateBp <= 0) return 0;
  const raw = Number((BigInt(turnoverCents) * BigInt(rateBp)) / BigInt(REBATE_BP_SCALE));
  return capCents === null ? raw : Math.min(raw, capCents);
}

/**
 * One line per category, in REBATE_CATEGORIES order: `turnover` the settled stakes not yet rebated,
 * `rates` the rates in force (a missing category: 0).
 */
export function rebateLines(
  turnover: Partial<Record<RebateCategory, number>>,
  rates: readonly RebateRate[],
): RebateLine[] {
  const rateOf = new Map(rates.map((r) => [r.category, r]));
  return REBATE_CATEGORIES.map((category) => {
    const t = turnover[category] ?? 0;
    const rate = rateOf.get(category);
    // A rate stored before the house-edge bound pays at most the bound.
    const rateBp = Math.min(rate?.rateBp ?? 0, rebateRateMax(category, REBATE_MAX_RATE_BP));
    const capCents = rate?.capCents ?? null;
    return { category, turnoverCents: t, rateBp, capCents, amountCents: rebateAmount(t, rateBp, capCents) };
  });
}

/** What a claim of these lines pays. */
export const rebateTotal = (lines: readonly Pick<RebateLine, 'amountCents'>[]) =>
  lines.reduce((sum, l) => sum + l.amountCents, 0);

/** When a member whose last claim was at `lastClaimMs` may claim again (`intervalMinutes` apart). */
export const nextClaimAt = (lastClaimMs: number, intervalMinutes: number) =>
  lastClaimMs + intervalMinutes * 60_000;
