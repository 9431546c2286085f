// The studio's crash, pure: shared by the server and the app. A multiplier climbs from 1.00× along a
// fixed curve until the round's crash point, which the fair float fixes before the bet is taken; the player
// cashes out below it (or names an automatic cash-out) and is paid the stake times the multiplier, or loses
// the stake when the crash comes first. The crash point is floor(99 · 2³² / (2³² − h)) hundredths for the
// float's 32 bits h (BigInt: exact), so P(crash ≥ m) = floor(99 · 2³² / m) / 2³² ≤ 0.99 / m: every
// cash-out target returns at most 99 % (server/studio/rtp.ts). Below 1.00× it crashes at once.

export const CRASH_BETS_CENTS = [10, 20, 50, 100, 200, 500, 1000, 2000] as const;
/** The highest multiplier (x100): the curve stops there, and so does any round that reaches it. */
export const CRASH_MAX_X100 = 100_000;
/** The lowest automatic cash-out (x100). */
export const CRASH_MIN_AUTO_X100 = 101;
/** A wait for the round's end answers after this long at most, the round still live (proxies cut idle requests). */
export const CRASH_WAIT_MS = 5000;
/** A round nobody came back to is ended as its clock would have, this long after its end. */
export const CRASH_END_GRACE_MS = 5000;
/** Growth per millisecond: 2× after 11.6 s, 10× after 38 s, 1000× after 115 s. */
const GROWTH_PER_MS = 0.00006;

const TWO_32 = 2n ** 32n;

/** The crash point (x100) a fair float fixes; below 100 means it crashes at 1.00×, before anyone can cash out. */
export function crashPointX100(float: number): number {
  const h = BigInt(Math.floor(float * 2 ** 32));
  const point = (99n * TWO_32) / (TWO_32 - h);
  return Number(point > BigInt(CRASH_MAX_X100) ? BigInt(CRASH_MAX_X100) : point);
}

/** The multiplier (x100) shown `elapsedMs` after the round started. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.min(CRASH_MAX_X100, Math.floor(100 * Math.exp(elapsedMs * GROWTH_PER_MS) + 1e-9));
}

/** Milliseconds after the start at which the multiplier reaches `x100` (0 for 1.00× and below). */
export function crashTimeMs(x100: number): number {
  if (x100 <= 100) return 0;
  let ms = Math.ceil(Math.log(x100 / 100) / GROWTH_PER_MS);
  while (ms > 0 && crashMultiplierAt(ms - 1) >= x100) ms--;
  while (crashMultiplierAt(ms) < x100) ms++;
  return ms;
}

export interface CrashOutcome {
  /** The crash point, x100 (below 100: it crashed at 1.00×). */
  crashX100: number;
  /** The automatic cash-out the player named with the bet, x100. */
  autoX100: number | null;
  /** Where the player cashed out, x100; null while live and when the crash came first. */
  cashedX100: number | null;
}

/**
 * The round's end when its multiplier stands at `nowX100` (a cash-out asked for then, or the clock passing
 * the crash): paid at the automatic cash-out once reached, else at `nowX100` when that is below the crash
 * point, else lost. `cashOut`: the player asked; without it, a round below both points goes on (undefined).
 */
export function crashEnd(
  outcome: CrashOutcome,
  nowX100: number,
  cashOut: boolean,
): Pick<CrashOutcome, 'cashedX100'> | undefined {
  const { crashX100, autoX100 } = outcome;
  if (autoX100 !== null && autoX100 <= crashX100 && nowX100 >= autoX100) return { cashedX100: autoX100 };
  if (nowX100 > crashX100 || crashX100 < 100) return { cashedX100: null };
  // The top of the curve ends the round: nothing climbs past it.
  if (cashOut || nowX100 >= CRASH_MAX_X100) return { cashedX100: nowX100 };
  return undefined;
}

/** When a round that nobody cashes out ends, in ms after its start: its automatic cash-out or its crash. */
export function crashEndsAtMs(outcome: CrashOutcome): number {
  const { crashX100, autoX100 } = outcome;
  if (autoX100 !== null && autoX100 <= crashX100) return crashTimeMs(autoX100);
  if (crashX100 < 100) return 0;
  return crashX100 >= CRASH_MAX_X100 ? crashTimeMs(CRASH_MAX_X100) : crashTimeMs(crashX100 + 1);
}

/** True when a settled round's cash-out was possible: at or above 1.00×, not past the crash or the automatic one. */
export function crashCashValid(outcome: CrashOutcome): boolean {
  const { crashX100, autoX100, cashedX100 } = outcome;
  if (cashedX100 === null) return true;
  return cashedX100 >= 100 && cashedX100 <= crashX100 && (autoX100 === null || cashedX100 <= autoX100);
}

export const crashWin = (betCents: number, outcome: Pick<CrashOutcome, 'cashedX100'>) =>
  outcome.cashedX100 === null ? 0 : Math.floor((betCents * outcome.cashedX100) / 100);
