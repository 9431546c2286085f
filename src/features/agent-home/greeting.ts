// The agent home's greeting (SPEC.md section 2): by the local hour, 0–10 morning, 11–14 early afternoon,
// 15–18 late afternoon, 19–24 evening.
export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/** The greeting of an hour of the day (0–23; 24 reads as evening, as the spec's table ends at 24). */
export function greetingOf(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}
