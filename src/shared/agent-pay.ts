// What a contract pays for a period's team figures: ONE pure function per kind, called by the contract
// pages' what-if calculator and by the settlement (server/agents/settlement.ts), so they cannot drift.
// Integer cents only; a share is floored to the cent.
import type { CalcLine, DividendTerms, SalaryTerms } from './schemas/agent-contracts.ts';

/** A team's figures over a period (the agent and everyone below it). */
export interface TeamFigures {
  /** Net stakes (bets less their refunds), cents. */
  turnoverCents: number;
  /** Members with a stake in the period. */
  activePlayers: number;
  /** Stakes less wins, cents (negative: the team won). */
  lossCents: number;
}

export interface Pay {
  amountCents: number;
  /** The tier met, from 1; 0: none. */
  tier: number;
  /** The calculation, line by line (stored on the settlement, shown on the dividends screen). */
  lines: CalcLine[];
}

/** The highest tier whose every minimum is met (tiers climb: see the terms schema), from 1; 0: none. */
function tierMet<T>(tiers: readonly T[], met: (t: T) => boolean): number {
  let found = 0;
  tiers.forEach((t, i) => {
    if (met(t)) found = i + 1;
  });
  return found;
}

/** Daily or hourly salary: the fixed salary of the highest tier the turnover and active players reach. */
export function salaryPay(terms: SalaryTerms, f: TeamFigures): Pay {
  const tier = tierMet(
    terms.tiers,
    (t) => f.turnoverCents >= t.minTurnoverCents && f.activePlayers >= t.minActivePlayers,
  );
  const amountCents = tier ? (terms.tiers[tier - 1]?.salaryCents ?? 0) : 0;
  return {
    amountCents,
    tier,
    lines: [
      { key: 'turnover', value: f.turnoverCents },
      { key: 'activePlayers', value: f.activePlayers },
      { key: 'tier', value: tier },
      { key: 'salary', value: amountCents },
      { key: 'amount', value: amountCents },
    ],
  };
}

/** ⌊a × bp / 10,000⌋ without leaving integers (a loss of ₱10bn × 100% still exact). */
export const shareOf = (cents: number, bp: number) => Number((BigInt(cents) * BigInt(bp)) / 10_000n);

/** Dividend: the share of the highest tier the team's loss and active players reach; nothing on a win. */
export function dividendPay(terms: DividendTerms, f: TeamFigures): Pay {
  const tier =
    f.lossCents > 0
      ? tierMet(terms.tiers, (t) => f.lossCents >= t.minLossCents && f.activePlayers >= t.minActivePlayers)
      : 0;
  const shareBp = tier ? (terms.tiers[tier - 1]?.shareBp ?? 0) : 0;
  const amountCents = tier ? shareOf(f.lossCents, shareBp) : 0;
  return {
    amountCents,
    tier,
    lines: [
      { key: 'turnover', value: f.turnoverCents },
      { key: 'activePlayers', value: f.activePlayers },
      { key: 'loss', value: f.lossCents },
      { key: 'tier', value: tier },
      { key: 'share', value: shareBp },
      { key: 'amount', value: amountCents },
    ],
  };
}

/** Terms with their kind (a Contract is one). */
export type KindTerms =
  | { kind: 'salary' | 'hourly'; terms: SalaryTerms }
  | { kind: 'dividend'; terms: DividendTerms };

/** The pay of any kind's terms: what the settlement calls. */
export function payOf(c: KindTerms, f: TeamFigures): Pay {
  return c.kind === 'dividend' ? dividendPay(c.terms, f) : salaryPay(c.terms, f);
}
