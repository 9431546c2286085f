import { and, eq, inArray, isNull } from 'drizzle-orm';
import type {
  LiveAction,
  LiveRound,
  PlayBody,
  SeedState,
  StudioSession,
} from '../../src/shared/schemas/studio.ts';
import { STUDIO_BETS } from '../../src/shared/studio/bets.ts';
import {
  CRASH_END_GRACE_MS,
  CRASH_WAIT_MS,
  crashEnd,
  crashEndsAtMs,
  crashMultiplierAt,
  crashWin,
} from '../../src/shared/studio/crash.ts';
import { isLiveGame, type LiveGame } from '../../src/shared/studio/games.ts';
import { liveView } from '../../src/shared/studio/live-view.ts';
import { minesCleared, minesMultiplierX100, minesWin } from '../../src/shared/studio/mines.ts';
import { choiceFor, type RoundOutcome } from '../../src/shared/studio/rounds.ts';
import { gameRounds, studioSeeds } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { STUDIO_VENDOR } from '../vendors/in-house.ts';
import { liveSeed, rotateSeed, seedState } from './seeds.ts';
import { type Player, type Result, type RoundRow, type Studio, toRound } from './studio.ts';

/** A mines field left this long without a move is ended for the player (recovery). */
export const MINES_IDLE_MS = 24 * 3600_000;

type Settled = { state: 'settled'; round: ReturnType<typeof toRound>; balanceCents: number };
export type ActAnswer = { state: 'live'; live: LiveRound } | Settled;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How a live round's end is written: its outcome with the player's part, and what it pays. */
interface End {
  outcome: RoundOutcome;
  winCents: number;
}

export class LiveRounds {
  constructor(
    private readonly db: Db,
    private readonly studio: Studio,
    private readonly now: () => number,
  ) {}

  /** The table's opening state, with the member's open round of this game to resume. */
  async session(player: Player): Promise<Result<StudioSession>> {
    const session = await this.studio.session(player);
    if (!session.ok) return session;
    const token = await this.studio.gameOf(player);
    const [open] = token.ok
      ? await this.db
          .select()
          .from(gameRounds)
          .where(
            and(
              eq(gameRounds.memberId, player.memberId),
              eq(gameRounds.vendor, STUDIO_VENDOR),
              eq(gameRounds.gameId, token.value.token.g),
              eq(gameRounds.status, 'live'),
            ),
          )
      : [];
    return { ok: true, value: { ...session.value, live: open ? this.view(open) : null } };
  }

  /**
   * Retires the member's live seed (revealing it) and commits to a new one, unless a round is open: its
   * crash point or mines would be out. Under the seed row's lock, which a bet's nonce takes too, so no
   * bet opens a round between the check and the reveal.
   */
  async rotate(
    memberId: number,
    clientSeed?: string,
  ): Promise<Result<Awaited<ReturnType<typeof rotateSeed>>>> {
    return this.db.transaction(async (tx) => {
      await liveSeed(tx, this.studio.seal, memberId);
      await tx
        .select({ id: studioSeeds.id })
        .from(studioSeeds)
        .where(and(eq(studioSeeds.memberId, memberId), isNull(studioSeeds.revealedAt)))
        .for('update');
      const [open] = await tx
        .select({ id: gameRounds.id })
        .from(gameRounds)
        .where(and(eq(gameRounds.memberId, memberId), inArray(gameRounds.status, ['opening', 'live'])))
        .limit(1);
      if (open) return { ok: false, error: 'round.open' } as const;
      return { ok: true, value: await rotateSeed(tx, this.studio.seal, memberId, clientSeed) } as const;
    });
  }

  /** A live game's bet: records the round with its fixed outcome, takes the stake, then opens it. */
  async start(
    player: Player,
    body: Omit<PlayBody, 'token'>,
  ): Promise<Result<{ live: LiveRound; balanceCents: number; seed: SeedState }>> {
    const g = await this.studio.gameOf(player);
    if (!g.ok) return g;
    const { game, token } = g.value;
    const choice = choiceFor(game, body);
    if (!choice || !isLiveGame(game) || !STUDIO_BETS[game].includes(body.betCents))
      return { ok: false, error: 'bet.invalid' };
    // One open round per member and game (a partial unique index): a second bet takes no nonce.
    const opened = await this.studio.record(player, token.g, game, choice, body, 'opening');
    if (!opened) return { ok: false, error: 'round.open' };
    const bet = await this.studio.placeBet(opened.row, player.token, player.merchant, true);
    if (!bet.ok) {
      // Refused for good, it is void already; else its stake goes back now (a rollback also stops a bet
      // still on its way), and recovery retries should that fail too.
      await this.studio.refund(opened.row, player.token, player.merchant);
      return bet;
    }
    const [live] = await this.db
      .update(gameRounds)
      .set({ status: 'live', actedAt: new Date(this.now()) })
      .where(and(eq(gameRounds.id, opened.row.id), eq(gameRounds.status, 'opening')))
      .returning();
    if (!live) return { ok: false, error: 'wallet.failed' };
    return {
      ok: true,
      value: { live: this.view(live), balanceCents: bet.value, seed: seedState(opened.seed) },
    };
  }

  /** One move in the member's open round: cash out, reveal a tile, or wait for a crash to end. */
  async act(player: Player, roundId: string, action: LiveAction): Promise<Result<ActAnswer>> {
    const g = await this.studio.gameOf(player);
    if (!g.ok) return g;
    const row = await this.round(player.memberId, g.value.token.g, roundId);
    if (!row || !isLiveGame(g.value.game)) return { ok: false, error: 'round.unknown' };
    if (row.status !== 'live') return this.answer(row, player);
    const game: LiveGame = g.value.game;
    if (game === 'crash') return this.crash(row, player, action);
    if (action.kind === 'wait') return { ok: false, error: 'bet.invalid' };
    return action.kind === 'reveal' ? this.reveal(row, player, action.tile) : this.cashOutMines(row, player);
  }

  private async crash(row: RoundRow, player: Player, action: LiveAction): Promise<Result<ActAnswer>> {
    if (action.kind === 'reveal') return { ok: false, error: 'bet.invalid' };
    const outcome = row.outcome as RoundOutcome;
    if (outcome.game !== 'crash') return { ok: false, error: 'round.unknown' };
    if (action.kind === 'wait') {
      const left = this.startedAt(row) + crashEndsAtMs(outcome) - this.now();
      if (left > 0) await sleep(Math.min(left, CRASH_WAIT_MS));
      const fresh = await this.round(player.memberId, row.gameId, row.roundId);
      if (!fresh) return this.gone();
      if (fresh.status !== 'live') return this.answer(fresh, player);
      row = fresh;
    }
    const end = this.crashEnd(row, action.kind === 'cashOut');
    if (!end) return { ok: true, value: { state: 'live', live: this.view(row) } };
    return this.end(row, end, player);
  }

  /** A crash round's end at this moment, or undefined while it goes on. */
  private crashEnd(row: RoundRow, cashOut: boolean, at = this.now()): End | undefined {
    const outcome = row.outcome as RoundOutcome;
    if (outcome.game !== 'crash') return undefined;
    const end = crashEnd(outcome, crashMultiplierAt(at - this.startedAt(row)), cashOut);
    if (!end) return undefined;
    const ended = { ...outcome, ...end };
    return { outcome: ended, winCents: crashWin(row.betCents, ended) };
  }

  /** Reveals a tile: a mine ends the round lost, the last safe tile (or the cap) cashes it out. */
  private reveal(row: RoundRow, player: Player, tile: number): Promise<Result<ActAnswer>> {
    return this.moveMines(row, player, (outcome, betCents) => {
      if (outcome.revealed.includes(tile)) return undefined; // a repeated tap
      const revealed = [...outcome.revealed, tile];
      if (outcome.minesAt.includes(tile))
        return { end: { outcome: { ...outcome, revealed, cashedX100: null }, winCents: 0 } };
      if (!minesCleared(outcome.mines, revealed.length)) return { next: { ...outcome, revealed } };
      const cashed = {
        ...outcome,
        revealed,
        cashedX100: minesMultiplierX100(outcome.mines, revealed.length),
      };
      return { end: { outcome: cashed, winCents: minesWin(betCents, cashed) } };
    });
  }

  private cashOutMines(row: RoundRow, player: Player): Promise<Result<ActAnswer>> {
    return this.moveMines(row, player, (outcome, betCents) => {
      if (outcome.revealed.length === 0) return 'refused';
      const cashed = { ...outcome, cashedX100: minesMultiplierX100(outcome.mines, outcome.revealed.length) };
      return { end: { outcome: cashed, winCents: minesWin(betCents, cashed) } };
    });
  }

  /**
   * One move on a mines field under its row lock, so concurrent taps apply one after the other, each to the
   * field the one before left: `move` answers the field's next state, its end, nothing (no change) or a
   * refusal. An end is written `pending` in the same transaction and then paid.
   */
  private async moveMines(
    row: RoundRow,
    player: Player,
    move: (
      outcome: Extract<RoundOutcome, { game: 'mines' }>,
      betCents: number,
    ) => { next: RoundOutcome } | { end: End } | 'refused' | undefined,
  ): Promise<Result<ActAnswer>> {
    const moved = await this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(gameRounds).where(eq(gameRounds.id, row.id)).for('update');
      const outcome = locked?.outcome as RoundOutcome | undefined;
      if (locked?.status !== 'live' || outcome?.game !== 'mines') return locked;
      const step = move(outcome, locked.betCents);
      if (step === 'refused') return 'refused';
      if (!step) return locked;
      const [next] = await tx
        .update(gameRounds)
        .set(
          'end' in step
            ? { status: 'pending', outcome: step.end.outcome, winCents: step.end.winCents }
            : { outcome: step.next, actedAt: new Date(this.now()) },
        )
        .where(eq(gameRounds.id, locked.id))
        .returning();
      return next;
    });
    if (moved === 'refused') return { ok: false, error: 'bet.invalid' };
    return moved ? this.answer(moved, player) : this.gone();
  }

  /**
   * Writes a crash round's end, once: the UPDATE from `live` (a cash-out that got there first leaves
   * nothing to update, and its end is the one answered), then pays it through the wallet.
   */
  private async end(row: RoundRow, end: End, player: Player): Promise<Result<ActAnswer>> {
    const [ended] = await this.db
      .update(gameRounds)
      .set({ status: 'pending', outcome: end.outcome, winCents: end.winCents })
      .where(and(eq(gameRounds.id, row.id), eq(gameRounds.status, 'live')))
      .returning();
    const now = ended ?? (await this.round(player.memberId, row.gameId, row.roundId));
    return now ? this.answer(now, player) : this.gone();
  }

  /** The round as it stands: live, or settled (a pending one is paid first; the wallet replays what it has). */
  private async answer(row: RoundRow, player: Player): Promise<Result<ActAnswer>> {
    if (row.status === 'live') return { ok: true, value: { state: 'live', live: this.view(row) } };
    if (row.status === 'opening' || row.status === 'void') return this.gone();
    const settled = await this.studio.settle(row, player.token, player.merchant);
    if (!settled.ok) return settled;
    const round = toRound({ ...row, status: 'complete' }, null);
    return { ok: true, value: { state: 'settled', round, balanceCents: settled.value } };
  }

  private gone(): Result<ActAnswer> {
    return { ok: false, error: 'round.unknown' };
  }

  private async round(memberId: number, gameId: string, roundId: string): Promise<RoundRow | undefined> {
    const [row] = await this.db
      .select()
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.memberId, memberId),
          eq(gameRounds.vendor, STUDIO_VENDOR),
          eq(gameRounds.gameId, gameId),
          eq(gameRounds.roundId, roundId),
        ),
      );
    return row;
  }

  private startedAt(row: RoundRow): number {
    return row.actedAt?.getTime() ?? row.createdAt.getTime();
  }

  /** What the player may see of a live round (src/shared/studio/live-view.ts). */
  private view(row: RoundRow): LiveRound {
    return liveView({ ...row, outcome: row.outcome as RoundOutcome }, this.now() - this.startedAt(row));
  }

  /**
   * Ends what a player left (recovery, server/studio/recovery.ts): a round whose stake never went through is
   * refunded; a crash past its end is ended as the clock would have; a mines field idle for a day is cashed
   * out, or refunded when no tile was revealed (nothing was risked). `player` carries recovery's own token.
   */
  async recover(row: RoundRow, player: Player, now: number, graceMs: number): Promise<void> {
    if (row.status === 'opening') {
      if (row.createdAt.getTime() < now - graceMs)
        await this.studio.refund(row, player.token, player.merchant);
      return;
    }
    if (row.status !== 'live') return;
    const outcome = row.outcome as RoundOutcome;
    if (outcome.game === 'crash') {
      const endsAt = this.startedAt(row) + crashEndsAtMs(outcome);
      const end = now >= endsAt + CRASH_END_GRACE_MS ? this.crashEnd(row, false, endsAt) : undefined;
      if (end) await this.end(row, end, player);
    } else if (outcome.game === 'mines' && this.startedAt(row) < now - MINES_IDLE_MS) {
      if (outcome.revealed.length) {
        await this.cashOutMines(row, player);
        return;
      }
      // Back to `opening` first, so no move lands while the stake goes back (and a failed refund is
      // retried by the next pass as a round that never started).
      const [closed] = await this.db
        .update(gameRounds)
        .set({ status: 'opening' })
        .where(and(eq(gameRounds.id, row.id), eq(gameRounds.status, 'live')))
        .returning();
      if (closed) await this.studio.refund(closed, player.token, player.merchant);
    }
  }
}
