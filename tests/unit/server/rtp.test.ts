import { describe, expect, it } from 'vitest';
import moneyPage from '../../../docs/money.md?raw';
import {
  atMost,
  colorGameRtpExact,
  crashRtpExact,
  diceRtpExact,
  kenoBetType,
  kenoRtpExact,
  lotteryRtp,
  minesBetType,
  minesRtpExact,
  percent2,
  plinkoRtpExact,
  RTP_LIMIT,
  type RtpRow,
  rtpRows,
  rtpTable,
  STUDIO_RTP_BETS,
  slotRtpExact,
  toNumber,
} from '../../../server/studio/rtp.ts';
import { HOUSE_EDGE_BP } from '../../../src/shared/constants/rebates.ts';
import { GAME_RULES, LOTTERY_GAMES, payoutCents } from '../../../src/shared/lottery-rules.ts';
import { CRASH_MAX_X100, crashPointX100 } from '../../../src/shared/studio/crash.ts';
import { DICE_ROLLS, diceChance, diceOutcome } from '../../../src/shared/studio/dice.ts';
import { PLINKO_RISKS } from '../../../src/shared/studio/games.ts';
import { KENO_DRAWN, KENO_PAYS, kenoDraw } from '../../../src/shared/studio/keno.ts';
import { MINES_MAX, minesAt, minesMultiplierX100 } from '../../../src/shared/studio/mines.ts';
import { PLINKO_PAYS } from '../../../src/shared/studio/plinko.ts';
import { slotRtp } from '../../../src/shared/studio/slot.ts';

// Every bet keeps a house edge, proven exactly from the rules tables, and docs/money.md publishes
// each figure. A new bet type is priced automatically (its game's probability space), and this test
// fails until it returns at most 99 % and docs/money.md carries its row.

const HEADING = '## Return to player (RTP)';
const key = (game: string, betType: string) => `${game}/${betType}`;

/** The RTP table of docs/money.md's section: game/betType → the published figure ("60.84"); duplicates kept. */
function publishedRows(text: string): [string, string][] {
  const lines = text.split('\n');
  const start = lines.indexOf(HEADING);
  if (start < 0) throw new Error(`docs/money.md has no "${HEADING}" section`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  const rows: [string, string][] = [];
  for (const line of lines.slice(start + 1, end < 0 ? undefined : end)) {
    const cells = line.split('|').map((c) => c.trim());
    // | game `code` | `betType` | what wins | pays | 60.84 % |
    const game = /`([^`]+)`/.exec(cells[1] ?? '')?.[1];
    const betType = /^`([^`]+)`$/.exec(cells[2] ?? '')?.[1];
    const figure = /^(\d+\.\d\d) %$/.exec(cells[5] ?? '')?.[1];
    if (game && betType && figure) rows.push([key(game, betType), figure]);
  }
  return rows;
}

/** What is wrong between the computed figures and docs/money.md's table (empty when they agree). */
function tableProblems(rows: readonly RtpRow[], text: string): string[] {
  const problems: string[] = [];
  const published = publishedRows(text);
  const counts = new Map<string, number>();
  for (const [k] of published) counts.set(k, (counts.get(k) ?? 0) + 1);
  for (const [k, n] of counts) if (n > 1) problems.push(`${k}: ${n} rows`);
  const figures = new Map(published);
  for (const r of rows) {
    const k = key(r.game, r.betType);
    const figure = figures.get(k);
    if (figure === undefined) problems.push(`${k}: missing from docs/money.md`);
    else if (figure !== percent2(r.rtp))
      problems.push(`${k}: docs/money.md ${figure} %, exact ${percent2(r.rtp)} %`);
    figures.delete(k);
  }
  for (const k of figures.keys()) problems.push(`${k}: in docs/money.md but no such bet type`);
  return problems;
}

const overLimit = (rows: readonly RtpRow[]) =>
  rows.filter((r) => !atMost(r.rtp, RTP_LIMIT)).map((r) => `${key(r.game, r.betType)} ${percent2(r.rtp)} %`);

describe('return to player (exact)', () => {
  const rows = rtpRows();

  it('covers every bet type of every lottery game, then every studio game', () => {
    const expected = [
      ...LOTTERY_GAMES.flatMap((g) => Object.keys(GAME_RULES[g].betTypes).map((b) => key(g, b))),
      key('slot', STUDIO_RTP_BETS.slot),
      key('dice', STUDIO_RTP_BETS.dice),
      ...PLINKO_RISKS.map((risk) => key('plinko', risk)),
      ...Object.keys(KENO_PAYS).map((picks) => key('keno', kenoBetType(Number(picks)))),
      key('color', STUDIO_RTP_BETS.color),
      key('crash', STUDIO_RTP_BETS.crash),
      ...Array.from({ length: MINES_MAX }, (_, i) => key('mines', minesBetType(i + 1))),
    ];
    expect(rows.map((r) => key(r.game, r.betType))).toEqual(expected);
  });

  it('every bet returns at most 99 %', () => {
    expect(overLimit(rows)).toEqual([]);
    for (const r of rows) expect(r.rtp.num * 100n <= r.rtp.den * 99n).toBe(true);
  });

  it('lotto 6/45 "six" is priced like a real 6/45 game: 60.84 %, between 50 and 70 %', () => {
    const six = lotteryRtp('lotto645', 'six');
    // By hand: C(6,k)·C(39,6-k) tickets out of C(45,6) = 8,145,060 match k numbers.
    const returned = 8 * 182_780 + 200 * 11_115 + 5_000 * 234 + 100_000 * 1;
    expect(six.num * 8_145_060n).toBe(BigInt(returned) * six.den);
    expect(atMost({ num: 1n, den: 2n }, six) && atMost(six, { num: 7n, den: 10n })).toBe(true);
    expect(percent2(six)).toBe('60.84');
  });

  it('matches the figures worked out by hand', () => {
    const figures = Object.fromEntries(rows.map((r) => [key(r.game, r.betType), percent2(r.rtp)]));
    expect(figures).toEqual({
      'lotto645/one': '93.33', // 7 × 6/45
      'lotto645/six': '60.84',
      'digits3/straight': '90.00', // 900 / 1000
      'digits3/last2': '90.00',
      'digits3/last1': '90.00',
      'pk10/champion': '95.00', // 9.5 / 10
      'pk10/top2': '94.44', // 85 / 90
      'slot/spin': '95.97',
      'dice/roll': '99.00', // 99 % wherever the win divides exactly
      'plinko/low': '98.98',
      'plinko/medium': '98.99',
      'plinko/high': '98.79',
      'keno/pick1': '98.75', // 10/40 × 3.95
      'keno/pick2': '98.65',
      'keno/pick3': '98.68',
      'keno/pick4': '98.18',
      'keno/pick5': '98.49',
      'keno/pick6': '98.57',
      'color/colour': '92.13', // 199/216, the perya's own edge
      'crash/cashout': '99.00', // floor(99·2³²/m)/2³² × m/100: exactly 99 % where m divides 99·2³²
      ...Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`mines/mines${i + 1}`, '99.00'])),
    });
  });

  it('plinko: the binomial weights of the 13 slots, worked out by hand', () => {
    // C(12,k) of the 4,096 paths land in slot k; the low table returns 405,420 hundredths of them.
    const weights = [1, 12, 66, 220, 495, 792, 924, 792, 495, 220, 66, 12, 1];
    const low = PLINKO_PAYS.low.reduce((sum, m, slot) => sum + m * (weights[slot] ?? 0), 0);
    expect(low).toBe(405_420);
    const r = plinkoRtpExact('low');
    expect(r.num * 409_600n).toBe(405_420n * r.den);
  });

  it('keno: one pick wins 10 times in 40; the color game returns 199 in 216', () => {
    const one = kenoRtpExact(1);
    expect(one.num * 4_000n).toBe(3_950n * one.den); // 1/4 × 3.95
    const colour = colorGameRtpExact();
    // Throws showing the colour once, twice, three times: 75, 15 and 1 of 216, paying 2×, 3×, 4×.
    expect(colour.num * 216n).toBe((75n * 2n + 15n * 3n + 1n * 4n) * colour.den);
  });

  it('keno draws 10 different numbers of 1-40, every one reachable in every place', () => {
    const seen = Array.from({ length: KENO_DRAWN }, () => new Set<number>());
    let seed = 11;
    const float = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let k = 0; k < 2_000; k++) {
      const floats = Array.from({ length: KENO_DRAWN }, float);
      const drawn = kenoDraw(floats);
      expect(new Set(drawn).size).toBe(KENO_DRAWN);
      for (const [place, n] of drawn.entries()) {
        expect(n >= 1 && n <= 40).toBe(true);
        seen[place]?.add(n);
      }
    }
    for (const place of seen) expect(place.size).toBe(40);
  });

  it('6/45 payouts depend only on the number of matches (what the hypergeometric pricing assumes)', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const subset = (size: number) => {
      const pool = Array.from({ length: 45 }, (_, i) => i + 1);
      for (let i = 0; i < size; i++) {
        const j = i + rand(pool.length - i);
        [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
      }
      return pool.slice(0, size);
    };
    for (const [betType, bet] of Object.entries(GAME_RULES.lotto645.betTypes)) {
      const byMatches = new Map<number, number>();
      for (let i = 0; i < 2_000; i++) {
        const picks = subset(bet.picks);
        const result = subset(6).sort((a, b) => a - b);
        const k = picks.filter((n) => result.includes(n)).length;
        const paid = payoutCents('lotto645', betType, picks, result, 100);
        expect(byMatches.get(k) ?? paid).toBe(paid);
        byMatches.set(k, paid);
      }
    }
  });

  it('crash: a cash-out at m is reached by floor(99·2³²/m) of the 2³² floats, counted through the real rule', () => {
    // Each float's crash point is floor(99·2³²/(2³²−h)): at least m for the top floor(99·2³²/m) floats.
    for (const m of [100, 101, 150, 200, 1000, 12_345, CRASH_MAX_X100]) {
      const reached = Math.floor((99 * 2 ** 32) / m);
      expect(crashPointX100((2 ** 32 - reached) / 2 ** 32)).toBeGreaterThanOrEqual(
        Math.min(m, CRASH_MAX_X100),
      );
      expect(crashPointX100((2 ** 32 - reached - 1) / 2 ** 32)).toBeLessThan(m);
    }
    // Below 1.00× (1 % of floats) it crashes at once; the cap holds the top.
    expect(crashPointX100(0)).toBe(99);
    expect(crashPointX100(1 - 2 ** -32)).toBe(CRASH_MAX_X100);
    const crash = crashRtpExact();
    expect(atMost(crash, RTP_LIMIT)).toBe(true);
    // At 1.28× the share is exactly 99/128: the return is 99 % to the cent.
    expect(crash.num * 100n).toBe(99n * crash.den);
  });

  it('mines: the multiplier is 0.99 over the chance that every tile revealed is safe, rounded down', () => {
    // One mine, one tile: safe 24 times in 25, pays floor(99 × 25/24) = 1.03×.
    expect(minesMultiplierX100(1, 1)).toBe(103);
    // 24 mines, one tile: safe once in 25, pays 24.75×.
    expect(minesMultiplierX100(24, 1)).toBe(2475);
    // Three mines, five tiles: C(22,5)/C(25,5) = 26,334/53,130 safe.
    expect(minesMultiplierX100(3, 5)).toBe(Math.floor((99 * 53_130) / 26_334));
    for (let mines = 1; mines <= 24; mines++) expect(atMost(minesRtpExact(mines), RTP_LIMIT)).toBe(true);
    // A field is a partial shuffle: `mines` different tiles of 25, every tile reachable.
    const seen = new Set<number>();
    let seed = 5;
    const float = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let k = 0; k < 500; k++) {
      const at = minesAt(5, Array.from({ length: 24 }, float));
      expect(new Set(at).size).toBe(5);
      for (const t of at) seen.add(t);
    }
    expect(seen.size).toBe(25);
  });

  it('slot: the exact fraction agrees with slotRtp()', () => {
    const slot = slotRtpExact();
    expect(toNumber(slot)).toBeCloseTo(slotRtp(), 12);
    expect(percent2(slot)).toBe('95.97');
  });

  it('dice: winning rolls are diceChance, counted roll by roll', () => {
    for (const [target, direction] of [
      [200, 'under'],
      [5_000, 'under'],
      [9_500, 'under'],
      [499, 'over'],
      [7_321, 'over'],
    ] as const) {
      let wins = 0;
      for (let roll = 0; roll < DICE_ROLLS; roll++) {
        if (diceOutcome((roll + 0.5) / DICE_ROLLS, target, direction).won) wins++;
      }
      expect(wins).toBe(diceChance(target, direction));
    }
    expect(percent2(diceRtpExact())).toBe('99.00');
  });

  it('docs/money.md publishes exactly one row per bet type, with the exact figure, as rtpTable() writes it', () => {
    expect(tableProblems(rows, moneyPage)).toEqual([]);
    // `npx tsx scripts/rtp-table.ts --write` produces it.
    expect(moneyPage).toContain(rtpTable(rows));
  });

  it('a new bet type is priced at once, and fails until it keeps an edge and docs/money.md lists it', () => {
    const betTypes = GAME_RULES.pk10.betTypes;
    betTypes.top3 = { picks: 3, distinct: true, pays: 80_000 }; // 800× at 1 in 720: 111.11 %
    try {
      const grown = rtpRows();
      expect(overLimit(grown)).toEqual(['pk10/top3 111.11 %']);
      expect(tableProblems(grown, moneyPage)).toEqual(['pk10/top3: missing from docs/money.md']);
      betTypes.top3 = { picks: 3, distinct: true, pays: 60_000 }; // 600×: 83.33 %
      expect(overLimit(rtpRows())).toEqual([]);
      // The other pk10 bet types keep their figures on the deeper (3-place) enumeration.
      expect(percent2(lotteryRtp('pk10', 'top2'))).toBe('94.44');
    } finally {
      delete betTypes.top3;
    }
    expect(tableProblems(rows, moneyPage.replace('| 60.84 % |', '| 60.85 % |'))).toEqual([
      'lotto645/six: docs/money.md 60.85 %, exact 60.84 %',
    ]);
  });
});

describe('the house edge every rebate stays within', () => {
  it('HOUSE_EDGE_BP is the least edge of any bet of each category the platform runs, exactly', () => {
    const least = new Map<string, number>();
    for (const row of rtpRows()) {
      const category = (LOTTERY_GAMES as readonly string[]).includes(row.game) ? 'LOTTERY' : 'INHOUSE';
      const edgeBp = Number(((row.rtp.den - row.rtp.num) * 10_000n) / row.rtp.den);
      least.set(category, Math.min(least.get(category) ?? edgeBp, edgeBp));
    }
    expect(Object.fromEntries(least)).toEqual(HOUSE_EDGE_BP);
  });
});
