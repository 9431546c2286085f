import { describe, expect, it } from 'vitest';
import { greetingOf } from '../../../../src/features/agent-home/greeting.ts';

// SPEC.md section 2 "Agent home": 0–10 morning, 11–14 early afternoon, 15–18 late afternoon, 19–24 evening.
describe('agent greeting', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
    [24, 'evening'],
  ] as const)('hour %i is %s', (hour, greeting) => {
    expect(greetingOf(hour)).toBe(greeting);
  });
});
