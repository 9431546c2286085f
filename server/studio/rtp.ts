// Return to player, exact: every bet type of every lottery game and every in-house game,
// computed from the rules tables by enumeration and combinatorics (never simulated), through the very
// functions settlement pays with (payoutCents, slotWin, diceWin). Figures are fractions of BigInts, so
// "at most 99 %" is decided exactly. Pure, no I/O: the unit test proves the house edge and checks the
// README table, which `rtpTable()` (scripts/rtp-table.ts) produces.

import {
  type BetTypeRule,
  GAME_RULES,
  type GameRule,
  LOTTERY_GAMES,
  type LotteryGame,
  payoutCents,
} from '../../src/shared/lottery-rules.ts';
import {
  COLOR_GAME_BETS_CENTS,
  COLOR_GAME_DICE,
  colorGameOutcome,
  colorGameWin,
} from '../../src/shared/studio/color-game.ts';
import {
  CRASH_BETS_CENTS,
  CRASH_MAX_X100,
  crashEnd,
  crashPointX100,
  crashWin,
} from '../../src/shared/studio/crash.ts';
import {
  DICE_BETS_CENTS,
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  DICE_ROLLS,
  type DiceDirection,
  diceChance,
  diceOutcome,
  diceTargetValid,
  diceWin,
} from '../../src/shared/studio/dice.ts';
import { COLOR_GAME_COLOURS, PLINKO_RISKS, type PlinkoRisk } from '../../src/shared/studio/games.ts';
import {
  KENO_BETS_CENTS,
  KENO_DRAWN,
  KENO_NUMBERS,
  KENO_PAYS,
  kenoSettle,
  kenoWin,
} from '../../src/shared/studio/keno.ts';
import {
  MINES_BETS_CENTS,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minesCleared,
  minesMultiplierX100,
  minesWin,
} from '../../src/shared/studio/mines.ts';
import {
  PLINKO_BETS_CENTS,
  PLINKO_PAYS,
  PLINKO_ROWS,
  plinkoOutcome,
  plinkoWin,
} from '../../src/shared/studio/plinko.ts';
import {
  SLOT_BETS_CENTS,
  SLOT_LINES,
  SLOT_PAYS,
  SLOT_REELS,
  SLOT_SYMBOLS,
  SLOT_TWO_CHERRIES,
  slotOutcome,
  slotWin,
} from '../../src/shared/studio/slot.ts';

/** An exact non-negative fraction. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** The most any bet may return (DESIGN.md section 5): 99 %. */
export const RTP_LIMIT: Ratio = { num: 99n, den: 100n };

/** a ≤ b, exactly. */
export const atMost = (a: Ratio, b: Ratio) => a.num * b.den <= b.num * a.den;
const greater = (a: Ratio, b: Ratio) => !atMost(a, b);
export const toNumber = (r: Ratio) => Number(r.num) / Number(r.den);

/** The percentage rounded half up to 2 decimals, exactly: `60.84`. */
export function percent2(r: Ratio): string {
  const hundredths = (r.num * 20_000n + r.den) / (2n * r.den);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/**
 * The stake the lottery figures are taken at: ₱1. Multipliers are hundredths of the stake, so at 100
 * cents a payout is the multiplier exactly; at any other stake settlement rounds down to the cent, which
 * can only return less. The figure is therefore the highest return of the bet type at any stake.
 */
export const RTP_STAKE_CENTS = 100;

/** One pick of a bet type and the results it meets, each with its weight out of `LotterySpace.total`. */
interface PickCase {
  numbers: number[];
  results: { result: number[]; weight: bigint }[];
}

interface LotterySpace {
  /** Sum of the weights of every case's results (the number of equally likely draws). */
  total: bigint;
  /** The picks to price; the bet type's figure is the highest return among them. */
  cases: Iterable<PickCase>;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

/** Every sequence of `length` numbers of `board` (all different when `distinct`), in order. */
function* sequences(board: readonly number[], length: number, distinct: boolean): Generator<number[]> {
  if (length === 0) {
    yield [];
    return;
  }
  for (const head of sequences(board, length - 1, distinct)) {
    for (const n of board) if (!distinct || !head.includes(n)) yield [...head, n];
  }
}

const boardOf = (rule: GameRule) => range(rule.min, rule.max);

/**
 * How each game draws (resultFromFloats) as a probability space: a Record, so a new game does not
 * compile without one, while a new bet type of a game is covered by its game's space.
 */
const SPACES: Record<LotteryGame, (rule: GameRule, bet: BetTypeRule) => LotterySpace> = {
  /**
   * A uniformly random 6-subset of 1-45. Payouts depend only on how many picks are drawn, and every pick
   * set meets k matches with the hypergeometric weight C(p,k)·C(45-p,6-k) out of C(45,6): one pick set
   * and one representative result per k price every pick exactly.
   */
  lotto645: (rule, bet) => {
    if (!bet.distinct) throw new Error('lotto645: priced for distinct picks only');
    const board = boardOf(rule);
    const n = board.length;
    const p = bet.picks;
    const size = rule.resultSize;
    const numbers = board.slice(0, p);
    const others = board.slice(p);
    const results = range(Math.max(0, size - (n - p)), Math.min(p, size)).map((k) => ({
      result: [...numbers.slice(0, k), ...others.slice(others.length - (size - k))],
      weight: binomial(p, k) * binomial(n - p, size - k),
    }));
    return { total: binomial(n, size), cases: [{ numbers, results }] };
  },
  /** Three independent uniform digits: all 1,000 results against every pick. */
  digits3: (rule, bet) => {
    const board = boardOf(rule);
    const results = [...sequences(board, rule.resultSize, false)].map((result) => ({ result, weight: 1n }));
    return {
      total: BigInt(results.length),
      cases: (function* () {
        for (const numbers of sequences(board, bet.picks, bet.distinct)) yield { numbers, results };
      })(),
    };
  },
  /**
   * A uniformly random finishing order of 1-10. Bets read at most the first L places, L the most picks
   * of any bet type: every ordered prefix of length L (completed in ascending order) is equally likely.
   */
  pk10: (rule, bet) => {
    const board = boardOf(rule);
    const depth = Math.max(...Object.values(rule.betTypes).map((b) => b.picks));
    const results = [...sequences(board, depth, true)].map((prefix) => ({
      result: [...prefix, ...board.filter((x) => !prefix.includes(x))],
      weight: 1n,
    }));
    return {
      total: BigInt(results.length),
      cases: (function* () {
        for (const numbers of sequences(board, bet.picks, bet.distinct)) yield { numbers, results };
      })(),
    };
  },
};

/** Exact return to player of a lottery bet type: the highest over its picks, at RTP_STAKE_CENTS. */
export function lotteryRtp(game: LotteryGame, betType: string): Ratio {
  const rule = GAME_RULES[game];
  const bet = Object.hasOwn(rule.betTypes, betType) ? rule.betTypes[betType] : undefined;
  if (!bet) throw new Error(`unknown bet type ${game}/${betType}`);
  const space = SPACES[game](rule, bet);
  const den = space.total * BigInt(RTP_STAKE_CENTS);
  let best: Ratio = { num: 0n, den };
  for (const { numbers, results } of space.cases) {
    let paid = 0n;
    let weights = 0n;
    for (const { result, weight } of results) {
      weights += weight;
      const won = payoutCents(game, betType, numbers, result, RTP_STAKE_CENTS);
      if (won) paid += weight * BigInt(won);
    }
    if (weights !== space.total) throw new Error(`${game}/${betType}: weights do not add up`);
    if (greater({ num: paid, den }, best)) best = { num: paid, den };
  }
  return best;
}

/** Exact slot RTP: every stop combination, at every bet size (wins round down); the highest. */
export function slotRtpExact(): Ratio {
  const byMultiplier = new Map<number, bigint>();
  const lengths = SLOT_REELS.map((s) => s.length);
  for (const stops of sequencesOfStops(lengths)) {
    const m = slotOutcome(stops).multiplier;
    byMultiplier.set(m, (byMultiplier.get(m) ?? 0n) + 1n);
  }
  const combos = lengths.reduce((a, b) => a * BigInt(b), 1n);
  let best: Ratio = { num: 0n, den: 1n };
  for (const bet of SLOT_BETS_CENTS) {
    let paid = 0n;
    for (const [m, count] of byMultiplier) paid += count * BigInt(slotWin(bet, m));
    const r = { num: paid, den: combos * BigInt(bet) };
    if (greater(r, best)) best = r;
  }
  return best;
}

function* sequencesOfStops(lengths: readonly number[]): Generator<number[]> {
  if (!lengths.length) {
    yield [];
    return;
  }
  const [first = 0, ...rest] = lengths;
  for (const tail of sequencesOfStops(rest)) for (let s = 0; s < first; s++) yield [s, ...tail];
}

/**
 * Exact dice RTP: for every valid target and direction and every bet size, P(win) × win / bet with
 * P(win) = winning rolls / DICE_ROLLS and the win as diceWin pays it (rounded down); the highest.
 */
export function diceRtpExact(): Ratio {
  let best: Ratio = { num: 0n, den: 1n };
  for (const direction of ['under', 'over'] as const satisfies readonly DiceDirection[]) {
    for (let target = 0; target < DICE_ROLLS; target++) {
      if (!diceTargetValid(target, direction)) continue;
      const won = { ...diceOutcome(0, target, direction), won: true };
      const chance = BigInt(diceChance(target, direction));
      for (const bet of DICE_BETS_CENTS) {
        const r = { num: chance * BigInt(diceWin(bet, won)), den: BigInt(DICE_ROLLS * bet) };
        if (greater(r, best)) best = r;
      }
    }
  }
  return best;
}

/** The highest of `bets` of sum(weight × win(bet)) / (total × bet): rounding to the cent differs by stake. */
function bestOverBets(
  bets: readonly number[],
  total: bigint,
  cases: readonly { weight: bigint; win: (bet: number) => number }[],
): Ratio {
  let best: Ratio = { num: 0n, den: 1n };
  for (const bet of bets) {
    const num = cases.reduce((sum, c) => sum + c.weight * BigInt(c.win(bet)), 0n);
    const r = { num, den: total * BigInt(bet) };
    if (greater(r, best)) best = r;
  }
  return best;
}

/** Exact plinko RTP of a risk: every one of the 2^rows paths through plinkoOutcome and plinkoWin. */
export function plinkoRtpExact(risk: PlinkoRisk): Ratio {
  const cases = Array.from({ length: 2 ** PLINKO_ROWS }, (_, bits) => {
    const floats = Array.from({ length: PLINKO_ROWS }, (_, row) => ((bits >> row) & 1 ? 0.5 : 0));
    const outcome = plinkoOutcome(risk, floats);
    return { weight: 1n, win: (bet: number) => plinkoWin(bet, outcome) };
  });
  return bestOverBets(PLINKO_BETS_CENTS, BigInt(2 ** PLINKO_ROWS), cases);
}

/**
 * Exact keno RTP of a pick count: the draw is a uniform 10-subset of 1-40, so k of p picks are drawn
 * in C(p,k)·C(40-p,10-k) of the C(40,10) draws; one representative draw per k prices it through
 * kenoSettle and kenoWin.
 */
export function kenoRtpExact(picks: number): Ratio {
  const mine = range(1, picks);
  const others = range(picks + 1, KENO_NUMBERS);
  const cases = range(0, Math.min(picks, KENO_DRAWN)).map((k) => {
    const outcome = kenoSettle(mine, [...mine.slice(0, k), ...others.slice(0, KENO_DRAWN - k)]);
    return {
      weight: binomial(picks, k) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - k),
      win: (bet: number) => kenoWin(bet, outcome),
    };
  });
  return bestOverBets(KENO_BETS_CENTS, binomial(KENO_NUMBERS, KENO_DRAWN), cases);
}

/** Exact color game RTP: every one of the 6^3 throws through colorGameOutcome, the best colour. */
export function colorGameRtpExact(): Ratio {
  const faces = COLOR_GAME_COLOURS.length;
  const throws = faces ** COLOR_GAME_DICE;
  let best: Ratio = { num: 0n, den: 1n };
  for (const colour of COLOR_GAME_COLOURS) {
    const cases = Array.from({ length: throws }, (_, t) => {
      const floats = Array.from(
        { length: COLOR_GAME_DICE },
        (_, d) => (Math.floor(t / faces ** d) % faces) / faces,
      );
      const outcome = colorGameOutcome(colour, floats);
      return { weight: 1n, win: (bet: number) => colorGameWin(bet, outcome) };
    });
    const r = bestOverBets(COLOR_GAME_BETS_CENTS, BigInt(throws), cases);
    if (greater(r, best)) best = r;
  }
  return best;
}

const TWO_32 = 2 ** 32;

/** How many of the 2³² fair floats give a crash point of at least `x100` (crashPointX100 rises with the float). */
function crashesAtOrAbove(x100: number): bigint {
  let lo = 0;
  let hi = TWO_32; // the first float index whose crash point is ≥ x100 lies in [lo, hi]
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (crashPointX100(mid / TWO_32) >= x100) hi = mid;
    else lo = mid + 1;
  }
  return BigInt(TWO_32 - lo);
}

/**
 * Exact crash RTP: a player sees only that it has not crashed yet, so every strategy is a cash-out target
 * (held to the top, the cap's). For every target from 1.00× to the cap and every bet: the share of the 2³²
 * floats whose crash point reaches it, times what crashEnd and crashWin pay there; the highest.
 */
export function crashRtpExact(): Ratio {
  let best: Ratio = { num: 0n, den: 1n };
  const total = BigInt(TWO_32);
  for (let target = 100; target <= CRASH_MAX_X100; target++) {
    const reached = crashesAtOrAbove(target);
    const end = crashEnd({ crashX100: target, autoX100: null, cashedX100: null }, target, true);
    for (const bet of CRASH_BETS_CENTS) {
      const r = {
        num: reached * BigInt(crashWin(bet, end ?? { cashedX100: null })),
        den: total * BigInt(bet),
      };
      if (greater(r, best)) best = r;
    }
  }
  return best;
}

/**
 * Exact mines RTP of a mine count: mines are a uniform draw, so any k tiles are all safe in
 * C(25 − mines, k) of C(25, k) fields; a player who stops after k safe tiles (or is stopped there when the
 * field is cleared) is paid minesWin at minesMultiplierX100. The highest over k and bets.
 */
export function minesRtpExact(mines: number): Ratio {
  let best: Ratio = { num: 0n, den: 1n };
  for (let k = 1; k <= MINES_TILES - mines; k++) {
    const safe = binomial(MINES_TILES - mines, k);
    const all = binomial(MINES_TILES, k);
    const cashedX100 = minesMultiplierX100(mines, k);
    for (const bet of MINES_BETS_CENTS) {
      const r = { num: safe * BigInt(minesWin(bet, { cashedX100 })), den: all * BigInt(bet) };
      if (greater(r, best)) best = r;
    }
    if (minesCleared(mines, k)) break;
  }
  return best;
}

export type RtpGame = LotteryGame | 'slot' | 'dice' | 'plinko' | 'keno' | 'color' | 'crash' | 'mines';

export interface RtpRow {
  game: RtpGame;
  betType: string;
  /** What wins, in plain English (README). */
  wins: string;
  /** What it pays (README). */
  pays: string;
  rtp: Ratio;
}

/** The studio games' rows: one "bet type" each. */
export const STUDIO_RTP_BETS = { slot: 'spin', dice: 'roll', color: 'colour', crash: 'cashout' } as const;
/** Mines' bet types are its mine counts (`mines3`). */
export const minesBetType = (mines: number) => `mines${mines}`;
/** Plinko's bet types are its risks; keno's, its pick counts (`pick3`). */
export const kenoBetType = (picks: number) => `pick${picks}`;

const GAME_TITLES: Record<RtpGame, string> = {
  lotto645: 'Lotto 6/45',
  digits3: '3D',
  pk10: 'PK10 race',
  slot: 'Swerte Slots',
  dice: 'Swerte Dice',
  plinko: 'Swerte Plinko',
  keno: 'Swerte Keno',
  color: 'Color Game',
  crash: 'Swerte Crash',
  mines: 'Swerte Mines',
};

const times = (hundredths: number) =>
  `${(hundredths / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}×`;

/** What a bet type needs to win, read from the same rule payoutCents applies. */
function winsText(game: LotteryGame, bet: BetTypeRule): string {
  const rule = GAME_RULES[game];
  const picks = bet.picks === 1 ? 'the number' : `${bet.picks} numbers`;
  if (typeof bet.pays === 'object') {
    const ks = Object.keys(bet.pays).map(Number);
    return `${Math.min(...ks)}-${Math.max(...ks)} of ${picks} among the ${rule.resultSize} drawn`;
  }
  if (game === 'lotto645') {
    return bet.picks === 1
      ? `the number is among the ${rule.resultSize} drawn`
      : `all ${picks} are among the ${rule.resultSize} drawn`;
  }
  if (game === 'digits3') {
    return bet.picks === 1 ? 'the last digit' : `the last ${bet.picks} digits, in order`;
  }
  return bet.picks === 1 ? 'the winner' : `the first ${bet.picks} places, in order`;
}

function paysText(bet: BetTypeRule): string {
  if (typeof bet.pays === 'number') return times(bet.pays);
  return Object.entries(bet.pays)
    .map(([k, m]) => `${times(m)} for ${k}`)
    .join(', ');
}

/** Every bet type of every lottery game, then the studio games, with their exact figures. */
export function rtpRows(): RtpRow[] {
  const rows: RtpRow[] = [];
  for (const game of LOTTERY_GAMES) {
    for (const [betType, bet] of Object.entries(GAME_RULES[game].betTypes)) {
      rows.push({
        game,
        betType,
        wins: winsText(game, bet),
        pays: paysText(bet),
        rtp: lotteryRtp(game, betType),
      });
    }
  }
  return [...rows, ...studioRtpRows()];
}

/** The studio games' rows (no lottery): what the game screens show their players. */
export function studioRtpRows(): RtpRow[] {
  const rows: RtpRow[] = [];
  const three = SLOT_SYMBOLS.map((symbol, i) => `${SLOT_PAYS[i] ?? 0}× ${symbol}`).join(', ');
  rows.push({
    game: 'slot',
    betType: STUDIO_RTP_BETS.slot,
    wins: `three of a kind, or two cherries on reels 1-2, on any of ${SLOT_LINES.length} lines`,
    pays: `per line (bet ÷ ${SLOT_LINES.length}): three ${three}; two cherries ${SLOT_TWO_CHERRIES}×`,
    rtp: slotRtpExact(),
  });
  rows.push({
    game: 'dice',
    betType: STUDIO_RTP_BETS.dice,
    wins: `the roll (0.00-99.99) is over or under the target, win chance ${DICE_MIN_CHANCE / 100}-${DICE_MAX_CHANCE / 100} %`,
    pays: '99 ÷ win chance (%), rounded down to the cent; the highest target and bet shown',
    rtp: diceRtpExact(),
  });
  for (const risk of PLINKO_RISKS) {
    rows.push({
      game: 'plinko',
      betType: risk,
      wins: `the slot the ball lands in after ${PLINKO_ROWS} rows (each row left or right, even odds)`,
      pays: PLINKO_PAYS[risk].map(times).join(' '),
      rtp: plinkoRtpExact(risk),
    });
  }
  for (const [picks, pays] of Object.entries(KENO_PAYS)) {
    rows.push({
      game: 'keno',
      betType: kenoBetType(Number(picks)),
      wins: `${picks} numbers of 1-${KENO_NUMBERS}, ${KENO_DRAWN} drawn`,
      pays: pays
        .map((m, hits) => (m ? `${times(m)} for ${hits}` : ''))
        .filter(Boolean)
        .join(', '),
      rtp: kenoRtpExact(Number(picks)),
    });
  }
  rows.push({
    game: 'color',
    betType: STUDIO_RTP_BETS.color,
    wins: `the colour shows on 1, 2 or 3 of ${COLOR_GAME_DICE} dice`,
    pays: '2× for 1, 3× for 2, 4× for 3 (the stake back and 1 stake per die)',
    rtp: colorGameRtpExact(),
  });
  rows.push({
    game: 'crash',
    betType: STUDIO_RTP_BETS.crash,
    wins: `cashing out (or an automatic cash-out) before the crash point, 1.00×-${CRASH_MAX_X100 / 100}×`,
    pays: 'the multiplier cashed out at; the best target and bet shown',
    rtp: crashRtpExact(),
  });
  for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
    rows.push({
      game: 'mines',
      betType: minesBetType(mines),
      wins: `every revealed tile of ${MINES_TILES} safe, ${mines} mine${mines === 1 ? '' : 's'}`,
      pays: `0.99 ÷ P(all safe), rounded down, ${minesMultiplierX100(mines, 1) / 100}× for the first tile; the best stop and bet shown`,
      rtp: minesRtpExact(mines),
    });
  }
  return rows;
}

/** docs/money.md's table (section "Return to player (RTP)"): produced, never typed. */
export function rtpTable(rows: readonly RtpRow[] = rtpRows()): string {
  const lines = ['| game | bet type | what wins | pays | RTP |', '|---|---|---|---|---|'];
  for (const r of rows) {
    lines.push(
      `| ${GAME_TITLES[r.game]} \`${r.game}\` | \`${r.betType}\` | ${r.wins} | ${r.pays} | ${percent2(r.rtp)} % |`,
    );
  }
  return lines.join('\n');
}
