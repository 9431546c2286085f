// An independent check of provable fairness: rounds of every studio game and a lottery draw are
// recomputed from the revealed seeds with node:crypto's HMAC here, not with the shared modules
// (src/shared/fair.ts, src/shared/studio/) the server plays with, so a fault common to both cannot
// hide. The player's own client seed, sent with the very first play of a member who never played, must
// be the one that round used.
import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryDraws, members, studioSeeds } from '../../../server/db/schema.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { DrawDetailSchema } from '../../../src/shared/schemas/lottery.ts';
import { PlayResultSchema, RotateResultSchema, type Round } from '../../../src/shared/schemas/studio.ts';
import { SLOT_LINES, SLOT_PAYS, SLOT_REELS } from '../../../src/shared/studio/slot.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';
import { closeReconciled } from '../support/ledger-assert.ts';
import { studioPlayer } from '../support/studio-client.ts';

/** `count` floats: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), 4 bytes big-endian / 2^32. */
function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i + 4 <= block.length && out.length < count; i += 4)
      out.push(block.readUInt32BE(i) / 2 ** 32);
  }
  return out;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A slot round from the published reels and pay table: stops, window, line multipliers, win. */
function slot(f: number[], betCents: number) {
  const stops = SLOT_REELS.map((strip, reel) => Math.floor((f[reel] as number) * strip.length));
  const window = SLOT_REELS.map((strip, reel) =>
    [0, 1, 2].map((row) => strip[((stops[reel] as number) + row) % strip.length] as number),
  );
  let multiplier = 0;
  for (const rows of SLOT_LINES) {
    const [a, b, c] = rows.map((row, reel) => window[reel]?.[row] as number);
    if (a === b && b === c) multiplier += SLOT_PAYS[a as number] as number;
    else if (a === 0 && b === 0) multiplier += 2; // two cherries on reels 1 and 2
  }
  return { stops, window, winCents: Math.floor((betCents * multiplier) / SLOT_LINES.length) };
}

/** A dice round: roll 0-9999; over wins above the target, under below it; pays 99 / chance %. */
function dice(f: number, target: number, direction: 'over' | 'under', betCents: number) {
  const roll = Math.floor(f * 10_000);
  const won = direction === 'over' ? roll > target : roll < target;
  const chance = direction === 'over' ? 9_999 - target : target;
  return { roll, won, winCents: won ? Math.floor((betCents * 9_900) / chance) : 0 };
}

/**
 * The Originals from their published rules, written again here: plinko goes right on a float of at
 * least 0.5 in each of 12 rows and pays the slot's multiplier; keno draws 10 of 1-40 by a partial
 * Fisher-Yates shuffle; the color game rolls 3 dice of 6 colours and pays (1 + matches)× on a match.
 */
const PLINKO_LOW = [1000, 300, 160, 140, 110, 100, 50, 100, 110, 140, 160, 300, 1000];
const KENO_PICK3 = [0, 100, 240, 1800];
const COLOURS = ['yellow', 'white', 'pink', 'blue', 'red', 'green'];

function recomputeOriginal(round: Round, serverSeed: string) {
  const o = round.outcome;
  const f = (count: number) => floats(serverSeed, round.clientSeed, round.nonce, count);
  if (o.game === 'plinko') {
    const path = f(12).map((x) => x >= 0.5);
    const slot = path.filter(Boolean).length;
    expect([o.risk, o.path, o.slot]).toEqual(['low', path, slot]);
    expect(round.winCents).toBe(Math.floor((round.betCents * (PLINKO_LOW[slot] ?? -1)) / 100));
  } else if (o.game === 'keno') {
    const board = Array.from({ length: 40 }, (_, i) => i + 1);
    for (const [i, x] of f(10).entries()) {
      const j = i + Math.floor(x * (40 - i));
      [board[i], board[j]] = [board[j] as number, board[i] as number];
    }
    const drawn = board.slice(0, 10);
    const hits = o.picks.filter((n) => drawn.includes(n)).length;
    expect([o.drawn, o.hits]).toEqual([drawn, hits]);
    expect(round.winCents).toBe(Math.floor((round.betCents * (KENO_PICK3[hits] ?? -1)) / 100));
  } else if (o.game === 'color') {
    const dice = f(3).map((x) => COLOURS[Math.floor(x * 6)]);
    const matches = dice.filter((d) => d === o.colour).length;
    expect([o.dice, o.matches]).toEqual([dice, matches]);
    expect(round.winCents).toBe(matches ? round.betCents * (1 + matches) : 0);
  } else throw new Error(`not an Original: ${o.game}`);
}

function recompute(round: Round, serverSeed: string) {
  const o = round.outcome;
  if (o.game === 'slot') {
    const r = slot(floats(serverSeed, round.clientSeed, round.nonce, 3), round.betCents);
    expect(o.stops).toEqual(r.stops);
    expect(o.window).toEqual(r.window);
    expect(round.winCents).toBe(r.winCents);
  } else if (o.game === 'dice') {
    const [f] = floats(serverSeed, round.clientSeed, round.nonce, 1);
    const r = dice(f as number, o.target, o.direction, round.betCents);
    expect(o.roll).toBe(r.roll);
    expect(o.won).toBe(r.won);
    expect(round.winCents).toBe(r.winCents);
  }
}

describe.each(databases)('independent fairness check ($kind)', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  it('recomputes slot and dice rounds from the revealed seed; the first round used the player’s seed', async () => {
    // juan (downline, ₱500) has never played: no seed row yet.
    const [juan] = await h.database.db.select().from(members).where(eq(members.account, 'juan'));
    if (!juan) throw new Error('no juan');
    expect(await h.database.db.select().from(studioSeeds).where(eq(studioSeeds.memberId, juan.id))).toEqual(
      [],
    );

    const p = await studioPlayer(h, 'juan', 'Member1234');
    const slots = await p.launch('swerte-slots');
    const diceGame = await p.launch('swerte-dice');
    if (slots.kind !== 'inHouse' || diceGame.kind !== 'inHouse') throw new Error('in house');
    const play = async (body: Record<string, unknown>) =>
      (await okValue(await p.client.json('POST', PATHS.studioPlay, body, p.token), PlayResultSchema)).round;

    const mine = 'juan-chose-this-seed';
    const rounds: Round[] = [];
    rounds.push(await play({ token: slots.token, betCents: 100, clientSeed: mine }));
    expect(rounds[0]?.clientSeed).toBe(mine);
    expect(rounds[0]?.nonce).toBe(0);
    for (let i = 0; i < 4; i++) rounds.push(await play({ token: slots.token, betCents: 50 }));
    const targets = [
      { target: 5000, direction: 'over' },
      { target: 2500, direction: 'under' },
      { target: 9000, direction: 'under' },
      { target: 600, direction: 'over' },
    ] as const;
    for (const dice of targets) rounds.push(await play({ token: diceGame.token, betCents: 20, dice }));
    // A new client seed mid-way applies to that very round.
    rounds.push(await play({ token: diceGame.token, betCents: 20, clientSeed: 'second', dice: targets[0] }));
    expect(rounds.map((r) => r.nonce)).toEqual(rounds.map((_, i) => i));
    expect(rounds.map((r) => r.clientSeed)).toEqual([...rounds.slice(0, -1).map(() => mine), 'second']);
    expect(new Set(rounds.map((r) => r.seedHash)).size).toBe(1);

    const rotated = await okValue(
      await p.client.json('POST', PATHS.studioRotate, {}, p.token),
      RotateResultSchema,
    );
    const { serverSeed } = rotated.revealed;
    expect(sha256(serverSeed)).toBe(rounds[0]?.seedHash);
    for (const round of rounds) recompute(round, serverSeed);

    // The first round is the player's: the seed they sent reproduces it.
    const first = rounds[0] as Round;
    expect(first.outcome.game === 'slot' && first.outcome.stops).toEqual(
      slot(floats(serverSeed, mine, 0, 3), 100).stops,
    );
  });

  it('recomputes plinko, keno and color game rounds from the revealed seed', async () => {
    const p = await studioPlayer(h, 'maria', 'Member1234');
    const token = async (gameId: string) => {
      const launched = await p.launch(gameId);
      if (launched.kind !== 'inHouse') throw new Error('in house');
      return launched.token;
    };
    const [plinko, keno, color] = await Promise.all(
      ['swerte-plinko', 'swerte-keno', 'swerte-color-game'].map(token),
    );
    const play = async (body: Record<string, unknown>) =>
      (await okValue(await p.client.json('POST', PATHS.studioPlay, body, p.token), PlayResultSchema)).round;
    const rounds: Round[] = [];
    for (let i = 0; i < 4; i++) {
      rounds.push(await play({ token: plinko, betCents: 100, plinko: { risk: 'low' } }));
      rounds.push(await play({ token: keno, betCents: 100, keno: { picks: [7, 21, 33] } }));
      rounds.push(await play({ token: color, betCents: 100, color: { colour: COLOURS[i] } }));
    }
    const rotated = await okValue(
      await p.client.json('POST', PATHS.studioRotate, {}, p.token),
      RotateResultSchema,
    );
    const { serverSeed } = rotated.revealed;
    expect(sha256(serverSeed)).toBe(rounds[0]?.seedHash);
    for (const round of rounds) recomputeOriginal(round, serverSeed);
  });

  it('recomputes a 3D lottery draw from its revealed seed', async () => {
    await h.services.lottery.runDue(h.services.now());
    h.advance(200_000);
    await h.services.lottery.runDue(h.services.now());
    const drawn = await h.database.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.lotteryCode, 'SWERTE-3D'));
    const revealed = drawn.filter((d) => d.status !== 'open');
    expect(revealed.length).toBeGreaterThanOrEqual(1);
    for (const { id } of revealed) {
      const d = await okValue(await h.get(`${PATHS.lotteryDraws}/${id}`), DrawDetailSchema);
      if (!d.serverSeed || !d.result) throw new Error('not revealed');
      expect(d.game).toBe('digits3');
      expect(d.clientSeed).toBe(`SWERTE-3D:${d.issue}`);
      expect(sha256(d.serverSeed)).toBe(d.seedHash);
      const digits = floats(d.serverSeed, d.clientSeed, d.nonce, 3).map((x) => Math.floor(x * 10));
      expect(d.result).toEqual(digits);
    }
  });
});
