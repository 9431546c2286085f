// The agent rebate rule, once for the server (rate settings, settlement) and the app (the forms' bound,
// the "accruing today" estimate): an agent earns, per category and Manila day,
//   its rate × the turnover of each direct member (its own play)
//   + (its rate − that member's rate, never below 0) × the turnover of everyone below that member,
// floored to the cent per category. A player's rate is 0, so a player's downline pays the agent its full
// rate; a sub-agent keeps its own rate of its team's turnover and the agent the differential: every stake
// pays the top agent's rate once, shared along the chain.

import { AGENT_REBATE_MAX_RATE_BP } from './constants/agent-rebates.ts';
import {
  REBATE_BP_SCALE,
  REBATE_CATEGORIES,
  type RebateCategory,
  rebateRateMax,
} from './constants/rebates.ts';
import { OPERATOR_UTC_OFFSET_HOURS } from './constants/time.ts';
import { AGENT_REBATE_CODES } from './errors/agent-rebate.ts';

export type CategoryCents = Partial<Record<RebateCategory, number>>;
export type CategoryRates = Partial<Record<RebateCategory, number>>;

/** The most an agent's rate may be in a category: 3 %, or the category's house edge when lower (issue 31). */
export const agentRateMax = (category: RebateCategory) => rebateRateMax(category, AGENT_REBATE_MAX_RATE_BP);

/**
 * Why a rate cannot be given, or null: `uplineBp` is the upline's own rate in that category (null for a
 * top agent, whose rates operators set within the bound alone).
 */
export function rateProblem(
  category: RebateCategory,
  rateBp: number,
  uplineBp: number | null,
): string | null {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > AGENT_REBATE_MAX_RATE_BP)
    return AGENT_REBATE_CODES.rateBounds;
  if (uplineBp !== null && rateBp > uplineBp) return AGENT_REBATE_CODES.rateAboveOwn;
  return rateBp > agentRateMax(category) ? AGENT_REBATE_CODES.rateAboveEdge : null;
}

/** The most a downline's rate may be in each category: the agent's own (0 where it has none). */
export const rateBounds = (own: CategoryRates): Record<RebateCategory, number> =>
  Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, Math.min(own[c] ?? 0, agentRateMax(c))])) as Record<
    RebateCategory,
    number
  >;

/** One direct member of the agent with its day's turnover (cents per category; negatives count as 0). */
export interface Branch {
  /** The member's own rates (a player has none: 0). */
  rates: CategoryRates;
  /** The member's own stakes. */
  own: CategoryCents;
  /** The stakes of everyone below the member. */
  below: CategoryCents;
}

export interface AgentRebateLine {
  category: RebateCategory;
  /** The agent's rate, basis points. */
  rateBp: number;
  /** The direct members' own turnover, cents. */
  directTurnoverCents: number;
  /** The turnover below the direct members, cents (earning the differential). */
  teamTurnoverCents: number;
  /** What the category pays, cents. */
  incomeCents: number;
}

const positive = (n: number | undefined) => Math.max(0, n ?? 0);

/** Every category's line, in REBATE_CATEGORIES order. */
export function agentRebateLines(rates: CategoryRates, branches: readonly Branch[]): AgentRebateLine[] {
  return REBATE_CATEGORIES.map((category) => {
    // A rate stored before the house-edge bound pays at most the bound.
    const rateBp = Math.min(rates[category] ?? 0, agentRateMax(category));
    let direct = 0;
    let team = 0;
    // Basis-point cents, summed exactly before the one floor of the category.
    let scaled = 0n;
    for (const b of branches) {
      const own = positive(b.own[category]);
      const below = positive(b.below[category]);
      direct += own;
      team += below;
      scaled +=
        BigInt(own) * BigInt(rateBp) +
        BigInt(below) * BigInt(Math.max(0, rateBp - Math.min(b.rates[category] ?? 0, rateBp)));
    }
    return {
      category,
      rateBp,
      directTurnoverCents: direct,
      teamTurnoverCents: team,
      incomeCents: Number(scaled / BigInt(REBATE_BP_SCALE)),
    };
  });
}

export const agentRebateTotal = (lines: readonly Pick<AgentRebateLine, 'incomeCents'>[]) =>
  lines.reduce((sum, l) => sum + l.incomeCents, 0);

const HOUR_MS = 3_600_000;

/** The Manila calendar day (YYYY-MM-DD) of an instant: Manila has no daylight saving. */
export const manilaDayOf = (ms: number) =>
  new Date(ms + OPERATOR_UTC_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);

/** The instants a Manila day starts and ends (exclusive). */
export function manilaDayBounds(day: string): { from: number; to: number } {
  const from = Date.parse(`${day}T00:00:00Z`) - OPERATOR_UTC_OFFSET_HOURS * HOUR_MS;
  return { from, to: from + 24 * HOUR_MS };
}
