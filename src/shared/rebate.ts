// The rebate rule, once for the server (claims) and the app (what the screen shows): per category, the
// valid turnover since the last claim × the rate, floored to the cent and held to the cap.
//
// Valid turnover is what the withdrawal turnover rule counts (src/shared/turnover.ts): stakes less their
// refunds. A refund that lands after a claim (a lottery sub-order cancelled, a vendor's rollback) was
// already rebated: it leaves that category's turnover negative, and the negative part is carried into the
// next claim's turnover of the category, so no refunded stake is rebated twice… or at all, in the end.
import { REBATE_BP_SCALE, REBATE_CATEGORIES, type RebateCategory } from './constants/rebates.ts';

export interface RebateRate {
  category: RebateCategory;
  /** Basis points of turnover (100 = 1 %). */
  rateBp: number;
  /** The most one claim pays in this category, cents; null: no cap. */
  capCents: number | null;
}

export interface RebateLine {
  category: RebateCategory;
  /** Net stakes since the last claim plus what that claim carried (cents; may be negative). */
  turnoverCents: number;
  rateBp: number;
  capCents: number | null;
  /** What this category pays now, cents (0 when the turnover is not positive). */
  amountCents: number;
  /** The negative turnover the next claim starts with (0 or less). */
  carryCents: number;
}

/** floor(turnover × bp / 10 000), held to the cap; integer cents for any safe integer turnover. */
export function rebateAmount(turnoverCents: number, rateBp: number, capCents: number | null): number {
  if (turnoverCents <= 0 || rateBp <= 0) return 0;
  const raw = Number((BigInt(turnoverCents) * BigInt(rateBp)) / BigInt(REBATE_BP_SCALE));
  return capCents === null ? raw : Math.min(raw, capCents);
}

/**
 * One line per category, in REBATE_CATEGORIES order: `turnover` the net stakes since the last claim,
 * `carry` what the last claim carried (≤ 0), `rates` the rates in force (a missing category: 0).
 */
export function rebateLines(
  turnover: Partial<Record<RebateCategory, number>>,
  carry: Partial<Record<RebateCategory, number>>,
  rates: readonly RebateRate[],
): RebateLine[] {
  const rateOf = new Map(rates.map((r) => [r.category, r]));
  return REBATE_CATEGORIES.map((category) => {
    const t = (turnover[category] ?? 0) + Math.min(0, carry[category] ?? 0);
    const rate = rateOf.get(category);
    const rateBp = rate?.rateBp ?? 0;
    const capCents = rate?.capCents ?? null;
    return {
      category,
      turnoverCents: t,
      rateBp,
      capCents,
      amountCents: rebateAmount(t, rateBp, capCents),
      carryCents: Math.min(0, t),
    };
  });
}

/** What a claim of these lines pays. */
export const rebateTotal = (lines: readonly Pick<RebateLine, 'amountCents'>[]) =>
  lines.reduce((sum, l) => sum + l.amountCents, 0);
