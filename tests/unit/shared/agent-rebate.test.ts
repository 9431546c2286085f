import { describe, expect, it } from 'vitest';
import {
  agentRebateLines,
  agentRebateTotal,
  manilaDayBounds,
  manilaDayOf,
  rateBounds,
  rateProblem,
} from '../../../src/shared/agent-rebate.ts';
import { AGENT_REBATE_MAX_RATE_BP } from '../../../src/shared/constants/agent-rebates.ts';
import { REBATE_CATEGORIES } from '../../../src/shared/constants/rebates.ts';
import { AGENT_REBATE_CODES } from '../../../src/shared/errors/agent-rebate.ts';

describe('agent rate bounds', () => {
  it('a top agent: whole basis points from 0 to the maximum', () => {
    expect(rateProblem('RNG', 0, null)).toBeNull();
    expect(rateProblem('RNG', AGENT_REBATE_MAX_RATE_BP, null)).toBeNull();
    expect(rateProblem('RNG', AGENT_REBATE_MAX_RATE_BP + 1, null)).toBe(AGENT_REBATE_CODES.rateBounds);
    expect(rateProblem('RNG', -1, null)).toBe(AGENT_REBATE_CODES.rateBounds);
    expect(rateProblem('RNG', 12.5, null)).toBe(AGENT_REBATE_CODES.rateBounds);
  });
  it("a sub-agent: at most its upline's own rate (0 where the upline has none)", () => {
    expect(rateProblem('RNG', 80, 80)).toBeNull();
    expect(rateProblem('RNG', 81, 80)).toBe(AGENT_REBATE_CODES.rateAboveOwn);
    expect(rateProblem('RNG', 1, 0)).toBe(AGENT_REBATE_CODES.rateAboveOwn);
    expect(rateProblem('RNG', 500, 900)).toBe(AGENT_REBATE_CODES.rateBounds);
  });
  it('never above the house edge of a category the platform runs (dice: 1 %), however high the upline', () => {
    expect(rateProblem('INHOUSE', 100, null)).toBeNull();
    expect(rateProblem('INHOUSE', 101, null)).toBe(AGENT_REBATE_CODES.rateAboveEdge);
    expect(rateProblem('INHOUSE', 101, 300)).toBe(AGENT_REBATE_CODES.rateAboveEdge);
    expect(rateProblem('INHOUSE', 101, 100)).toBe(AGENT_REBATE_CODES.rateAboveOwn);
    expect(rateProblem('LOTTERY', AGENT_REBATE_MAX_RATE_BP, null)).toBeNull();
    expect(rateBounds({ INHOUSE: 300 }).INHOUSE).toBe(100);
    // A rate stored before the bound pays at most the edge: 1 % of ₱1,000, not 3 %.
    const [line] = agentRebateLines({ INHOUSE: 300 }, [
      { rates: {}, own: { INHOUSE: 100_000 }, below: {} },
    ]).filter((l) => l.category === 'INHOUSE');
    expect(line?.incomeCents).toBe(1_000);
  });
  it("the form's bound of every category is the agent's own", () => {
    const bounds = rateBounds({ RNG: 120, LIVE: 40 });
    expect(bounds.RNG).toBe(120);
    expect(bounds.LIVE).toBe(40);
    expect(bounds.SPORTS).toBe(0);
    expect(Object.keys(bounds)).toEqual([...REBATE_CATEGORIES]);
  });
});

describe('agent rebate lines', () => {
  const line = (lines: ReturnType<typeof agentRebateLines>, category: string) =>
    lines.find((l) => l.category === category);

  it("pays the agent's rate on its direct members' play", () => {
    const lines = agentRebateLines({ RNG: 100 }, [
      { rates: {}, own: { RNG: 50_000 }, below: {} },
      { rates: {}, own: { RNG: 25_000, LIVE: 10_000 }, below: {} },
    ]);
    expect(line(lines, 'RNG')).toEqual({
      category: 'RNG',
      rateBp: 100,
      directTurnoverCents: 75_000,
      teamTurnoverCents: 0,
      incomeCents: 750,
    });
    // No rate in LIVE: its turnover shows, nothing is paid.
    expect(line(lines, 'LIVE')).toMatchObject({ directTurnoverCents: 10_000, incomeCents: 0 });
    expect(agentRebateTotal(lines)).toBe(750);
  });

  it("pays the differential on a sub-agent's team, the full rate on its own play, never below 0", () => {
    const sub = {
      rates: { RNG: 60, LIVE: 150 },
      own: { RNG: 10_000 },
      below: { RNG: 100_000, LIVE: 100_000 },
    };
    const lines = agentRebateLines({ RNG: 100, LIVE: 100 }, [sub]);
    // 1 % of its own 100 + (1 % − 0.6 %) of its team's 1 000 = 1 + 4 pesos.
    expect(line(lines, 'RNG')).toMatchObject({
      directTurnoverCents: 10_000,
      teamTurnoverCents: 100_000,
      incomeCents: 100 + 400,
    });
    // The sub-agent's LIVE rate is above the agent's: no differential, nothing negative.
    expect(line(lines, 'LIVE')?.incomeCents).toBe(0);
  });

  it("a player's downline earns the full rate; refunds beyond stakes count as nothing", () => {
    const lines = agentRebateLines({ SPORTS: 50 }, [
      { rates: {}, own: { SPORTS: -5_000 }, below: { SPORTS: 20_000 } },
    ]);
    expect(line(lines, 'SPORTS')).toMatchObject({ directTurnoverCents: 0, incomeCents: 100 });
  });

  it('floors once per category, to the cent, exactly for large sums', () => {
    const branches = Array.from({ length: 3 }, () => ({ rates: {}, own: { RNG: 333 }, below: {} }));
    // 3 × 333 × 0.5 % = 4.995 cents → 4 (three floors of 1.665 would give 3).
    expect(line(agentRebateLines({ RNG: 50 }, branches), 'RNG')?.incomeCents).toBe(4);
    const big = agentRebateLines({ RNG: 300 }, [
      { rates: {}, own: { RNG: 9_000_000_000_000_001 }, below: {} },
    ]);
    expect(line(big, 'RNG')?.incomeCents).toBe(270_000_000_000_000);
  });
});

describe('Manila days', () => {
  it('an instant belongs to its Manila calendar day; a day runs from 16:00 UTC the day before', () => {
    expect(manilaDayOf(Date.parse('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(manilaDayOf(Date.parse('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
    const { from, to } = manilaDayBounds('2026-11-24');
    expect(new Date(from).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(to - from).toBe(24 * 3_600_000);
  });
});
