// Stable machine codes of the red envelope rain (issue 14). Apart from general.ts so the first page's chunk
// does not carry them: only the rain screen (and the server) imports this module. The app translates each.
export const RAIN_CODES = {
  /** 404: no such rain session for this merchant (or it was cancelled). */
  unknown: 'rain.unknown',
  /** 409: the session has not started yet. */
  notStarted: 'rain.notStarted',
  /** 409: the session is over. */
  ended: 'rain.ended',
  /** 409: the session's budget is all paid out. */
  exhausted: 'rain.exhausted',
  /** 409: the member has made every grab a member may make in this session. */
  capReached: 'rain.cap',
  /** 400 (operators): the rules do not hold (min above max, a start in the past or too far ahead…). */
  rulesInvalid: 'rain.rules.invalid',
  /** 409 (operators): the window overlaps another session of the merchant. */
  overlap: 'rain.overlap',
  /** 409 (operators): only a session that has not started can be cancelled. */
  started: 'rain.started',
  /** 404 (operators): no such rain schedule for this merchant. */
  scheduleUnknown: 'rain.schedule.unknown',
  /** 409 (operators): the schedule has ended; it cannot be paused or resumed. */
  scheduleEnded: 'rain.schedule.ended',
} as const;
