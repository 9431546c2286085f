import { describe, expect, it } from 'vitest';
import { parseRate, rateFieldProblem, rateText } from '../../../../src/components/form/agent-rates.ts';
import { AGENT_REBATE_CODES } from '../../../../src/shared/errors/agent-rebate.ts';

describe('agent rates as typed', () => {
  it('reads a percentage with up to two decimals as basis points; empty is 0', () => {
    expect(parseRate('0.75')).toBe(75);
    expect(parseRate('1')).toBe(100);
    expect(parseRate('0,5')).toBe(50);
    expect(parseRate(' 2.1 ')).toBe(210);
    expect(parseRate('')).toBe(0);
    for (const bad of ['0.755', '-1', 'abc', '1e2', '.5']) expect(parseRate(bad)).toBeNull();
  });
  it('writes basis points back the way they are typed', () => {
    expect([rateText(75), rateText(100), rateText(50), rateText(0)]).toEqual(['0.75', '1', '0.5', '']);
  });
  it("refuses what is not a rate, or above the agent's own", () => {
    expect(rateFieldProblem('RNG', '0.8', 80)).toBeNull();
    expect(rateFieldProblem('RNG', '', 0)).toBeNull();
    expect(rateFieldProblem('RNG', '0.81', 80)).toBe(AGENT_REBATE_CODES.rateAboveOwn);
    expect(rateFieldProblem('RNG', 'x', 80)).toBe(AGENT_REBATE_CODES.rateBounds);
  });
});
