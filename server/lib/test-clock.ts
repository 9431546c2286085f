/**
 * A clock that runs `offsetMs` ahead of the real one, for end-to-end tests of time-outs (PROTECTION_TEST_CLOCK=1,
 * refused by the configuration when NODE_ENV=production). Only moves forward: a test cannot un-expire anything.
 */
export class TestClock {
  private offsetMs = 0;
  constructor(private readonly base: () => number) {}
  readonly now = () => this.base() + this.offsetMs;
  set(offsetMs: number) {
    this.offsetMs = Math.max(this.offsetMs, offsetMs);
    return this.offsetMs;
  }
}
