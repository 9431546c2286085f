// The in-house lottery's rules, shared by the server (validates orders, draws, settles) and
// the app (number pickers, and recomputing a draw from its revealed seed). Pure functions, no I/O.
import { fairFloats, fairInt } from './fair.ts';

export const LOTTERY_GAMES = ['lotto645', 'digits3', 'pk10'] as const;
export type LotteryGame = (typeof LOTTERY_GAMES)[number];

export interface BetTypeRule {
  /** How many numbers the player picks. */
  picks: number;
  /** Picks must differ (digits may repeat in 3D). */
  distinct: boolean;
  /** Payout multiplier in hundredths of the stake, by matches where `byMatches`, else for a win. */
  pays: number | Record<number, number>;
}

export interface GameRule {
  /** Smallest and largest number on the board. */
  min: number;
  max: number;
  /** Numbers in a result. */
  resultSize: number;
  /** Results are shown sorted (6/45) or in drawn order (3D digits, PK10 places). */
  sorted: boolean;
  betTypes: Record<string, BetTypeRule>;
}

export const GAME_RULES: Record<LotteryGame, GameRule> = {
  /** Six different numbers out of 1-45. */
  lotto645: {
    min: 1,
    max: 45,
    resultSize: 6,
    sorted: true,
    betTypes: {
      /** One number; wins when it is among the six (6/45 ≈ 13 %). */
      one: { picks: 1, distinct: true, pays: 700 },
      /**
       * Six numbers; pays by how many match: 8×, 200×, 5,000×, 100,000× for 3-6 (priced like a
       * real 6/45 game, return to player 60.84 %; server/studio/rtp.ts computes it exactly).
       */
      six: { picks: 6, distinct: true, pays: { 3: 800, 4: 20_000, 5: 500_000, 6: 10_000_000 } },
    },
  },
  /** Three digits 0-9, in order. */
  digits3: {
    min: 0,
    max: 9,
    resultSize: 3,
    sorted: false,
    betTypes: {
      /** All three digits in order. */
      straight: { picks: 3, distinct: false, pays: 90_000 },
      /** The last two digits in order. */
      last2: { picks: 2, distinct: false, pays: 9_000 },
      /** The last digit. */
      last1: { picks: 1, distinct: false, pays: 900 },
    },
  },
  /** A race of ten: the finishing order of 1-10. */
  pk10: {
    min: 1,
    max: 10,
    resultSize: 10,
    sorted: false,
    betTypes: {
      /** The winner. */
      champion: { picks: 1, distinct: true, pays: 950 },
      /** First and second, in order. */
      top2: { picks: 2, distinct: true, pays: 8_500 },
    },
  },
};

/** Why a pick is refused, or null when it is valid. */
export function pickError(game: LotteryGame, betType: string, numbers: readonly number[]): string | null {
  const rule = GAME_RULES[game];
  const bet = Object.hasOwn(rule.betTypes, betType) ? rule.betTypes[betType] : undefined;
  if (!bet) return `betType: unknown for ${game}`;
  if (numbers.length !== bet.picks) return `numbers: ${betType} takes ${bet.picks}`;
  if (numbers.some((n) => !Number.isInteger(n) || n < rule.min || n > rule.max)) {
    return `numbers: each from ${rule.min} to ${rule.max}`;
  }
  if (bet.distinct && new Set(numbers).size !== numbers.length) return 'numbers: must differ';
  return null;
}

/** Floats the draw of one result consumes. */
const floatsNeeded = (game: LotteryGame) => (game === 'digits3' ? 3 : GAME_RULES[game].max);

/** The result of one draw from its floats: a partial Fisher-Yates shuffle, or independent digits. */
export function resultFromFloats(game: LotteryGame, floats: readonly number[]): number[] {
  const rule = GAME_RULES[game];
  const at = (i: number) => {
    const f = floats[i];
    if (f === undefined) throw new Error('not enough floats');
    return f;
  };
  if (game === 'digits3') return [0, 1, 2].map((i) => fairInt(at(i), 10));
  const pool = Array.from({ length: rule.max - rule.min + 1 }, (_, i) => rule.min + i);
  for (let i = 0; i < rule.resultSize; i++) {
    const j = i + fairInt(at(i), pool.length - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  const result = pool.slice(0, rule.resultSize);
  return rule.sorted ? result.sort((a, b) => a - b) : result;
}

/** Nonce of a draw's single round. */
export const DRAW_NONCE = 0;

/** Recomputes a draw's result from its seeds (the server draws with it; the app verifies with it). */
export async function drawResult(
  game: LotteryGame,
  serverSeed: string,
  clientSeed: string,
): Promise<number[]> {
  return resultFromFloats(game, await fairFloats(serverSeed, clientSeed, DRAW_NONCE, floatsNeeded(game)));
}

/** The public client seed of a draw, fixed when the draw is created (shown before it closes). */
export const clientSeedOf = (lotteryCode: string, issue: string) => `${lotteryCode}:${issue}`;

/** What a sub-order pays (cents; 0 = lost). Multipliers are hundredths, rounded down to the cent. */
export function payoutCents(
  game: LotteryGame,
  betType: string,
  numbers: readonly number[],
  result: readonly number[],
  amountCents: number,
): number {
  const bet = GAME_RULES[game].betTypes[betType];
  if (!bet) return 0;
  let multiplier = 0;
  if (typeof bet.pays === 'object') {
    const matches = numbers.filter((n) => result.includes(n)).length;
    multiplier = bet.pays[matches] ?? 0;
  } else if (game === 'lotto645') {
    multiplier = numbers.every((n) => result.includes(n)) ? bet.pays : 0;
  } else {
    // Positional: 3D matches the last digits, PK10 the first places.
    const slice =
      game === 'digits3' ? result.slice(result.length - numbers.length) : result.slice(0, numbers.length);
    multiplier = slice.every((n, i) => n === numbers[i]) ? bet.pays : 0;
  }
  return Math.floor((amountCents * multiplier) / 100);
}

/** The highest multiplier (hundredths) a bet type can pay: its top prize. */
export function topMultiplier(bet: BetTypeRule): number {
  return typeof bet.pays === 'number' ? bet.pays : Math.max(0, ...Object.values(bet.pays));
}

/**
 * The selection a sub-order backs, as one key: bets on the same key win and lose together, so their
 * stakes add up against the per-draw liability cap. Numbers are sorted where their order does not matter.
 */
export function selectionKey(game: LotteryGame, betType: string, numbers: readonly number[]): string {
  const positional = game !== 'lotto645';
  const ordered = positional ? [...numbers] : [...numbers].sort((a, b) => a - b);
  return `${betType}:${ordered.join(',')}`;
}

/** The most a sub-order can pay (its top prize), in cents, rounded down as settlement does. */
export function maxPayoutCents(game: LotteryGame, betType: string, amountCents: number): number {
  const bet = GAME_RULES[game].betTypes[betType];
  return bet ? Math.floor((amountCents * topMultiplier(bet)) / 100) : 0;
}

/** Vendor codes in the ELOTT entry of the vendor mapping that make e-lottery the default (SPEC.md 4). */
const ELOTT_DEFAULT_VENDORS = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * SPEC.md section 4: the prize mode is the e-lottery mode when the config's ELOTT entry contains
 * TCG_LOTTO_VN or LOTT, otherwise the lottery mode.
 */
export function defaultPrizeMode(mapping: Readonly<Record<string, readonly string[]>>): 'Elott' | 'Lott' {
  const elott = mapping.ELOTT ?? [];
  return elott.some((vendor) => ELOTT_DEFAULT_VENDORS.includes(vendor)) ? 'Elott' : 'Lott';
}
