/**
 * A leading-edge throttle: `tryRun()` answers true at most once per `ms` (SPEC.md section 4: load
 * more at most once per second). `now` is injectable for tests.
 */
export function createThrottle(ms: number, now: () => number = () => performance.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryRun(): boolean {
      const t = now();
      if (t - last < ms) return false;
      last = t;
      return true;
    },
    reset(): void {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}
