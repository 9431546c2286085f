// The in-house studio: plays provably fair rounds and records them. Like any vendor it
// never touches the wallet tables: money moves only through the seamless wallet (SeamlessClient).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { STUDIO_CODES } from '../../src/shared/errors/game.ts';
import { BET_GUARD_FINAL_CODES, LIMIT_CODES } from '../../src/shared/errors/protection.ts';
import { fairFloats } from '../../src/shared/fair.ts';
import type { PlayBody, Round, SeamlessRequest, StudioSession } from '../../src/shared/schemas/studio.ts';
import { STUDIO_BETS } from '../../src/shared/studio/bets.ts';
import { isLiveGame, STUDIO_GAMES, type StudioGame } from '../../src/shared/studio/games.ts';
import {
  choiceFor,
  FLOATS_PER_ROUND,
  playRound,
  type RoundChoice,
  type RoundOutcome,
  verifyRound,
} from '../../src/shared/studio/rounds.ts';
import { gameRounds, games, studioSeeds } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import type { SeedSeal } from '../lib/seed-seal.ts';
import { engineFor, STUDIO_VENDOR } from '../vendors/in-house.ts';
import { type PlayerTokenPayload, readPlayerToken } from '../vendors/player-token.ts';
import { percent2, studioRtpRows } from './rtp.ts';
import type { SeamlessClient } from './seamless-client.ts';
import { liveSeed, type SeedRow, seedState, takeNonce } from './seeds.ts';

/** Each game's return to player by bet type, computed once (exactly, by enumeration) when first asked. */
let rtpByGame: Map<StudioGame, { betType: string; percent: string }[]> | undefined;
function studioRtp(game: StudioGame) {
  rtpByGame ??= studioRtpRows().reduce((byGame, row) => {
    const game = row.game as StudioGame;
    byGame.set(game, [...(byGame.get(game) ?? []), { betType: row.betType, percent: percent2(row.rtp) }]);
    return byGame;
  }, new Map<StudioGame, { betType: string; percent: string }[]>());
  return rtpByGame.get(game) ?? [];
}

const isStudioGame = (engine: string | undefined): engine is StudioGame =>
  STUDIO_GAMES.some((g) => g === engine);

export type StudioError =
  | 'player.token.invalid'
  | 'game.unavailable'
  | 'bet.invalid'
  /** A live game's round is open: one at a time per game, and no seed rotation under it. */
  | 'round.open'
  /** No such round of this member's game (or it never started). */
  | 'round.unknown'
  | 'funds.insufficient'
  | 'limit.loss.exceeded'
  | 'wallet.failed'
  /** The wallet's database cannot be reached (it answered 503): try again shortly, nothing was lost. */
  | 'wallet.unavailable';
export type Result<T> = { ok: true; value: T } | { ok: false; error: StudioError };

/** A wallet call that did not go through: the database being down is the caller's 503, not a 502. */
const walletFailure = (status?: number): { ok: false; error: StudioError } => ({
  ok: false,
  error: status === 503 ? 'wallet.unavailable' : 'wallet.failed',
});

export interface Player {
  memberId: number;
  merchant: string;
  token: string;
}

export type RoundRow = typeof gameRounds.$inferSelect;
export function toRound(r: RoundRow, serverSeed: string | null): Round {
  const outcome = r.outcome as RoundOutcome;
  return {
    roundId: r.roundId,
    game: outcome.game,
    betCents: r.betCents,
    winCents: r.winCents,
    outcome,
    seedHash: r.seedHash,
    clientSeed: r.clientSeed,
    nonce: r.nonce,
    createdAt: r.createdAt.toISOString(),
    serverSeed,
  };
}

export class Studio {
  constructor(
    private readonly db: Db,
    private readonly wallet: SeamlessClient,
    /** Seals live server seeds at rest; the rotate route uses it too. */
    readonly seal: SeedSeal,
  ) {}

  /** The launch token's game, for this member only (the platform checks the signature on each call). */
  async gameOf(player: Player): Promise<Result<{ token: PlayerTokenPayload; game: StudioGame }>> {
    const token = readPlayerToken(player.token);
    if (!token || token.m !== player.memberId || token.v !== STUDIO_VENDOR)
      return { ok: false, error: 'player.token.invalid' };
    const [row] = await this.db
      .select({ gameId: games.gameId, gameClassify: games.gameClassify })
      .from(games)
      .where(eq(games.nodeId, token.n));
    const engine = row && engineFor(row);
    if (!isStudioGame(engine)) return { ok: false, error: 'game.unavailable' };
    return { ok: true, value: { token, game: engine } };
  }

  /** The table's opening state; LiveRounds.session adds a live game's open round. */
  async session(player: Player): Promise<Result<Omit<StudioSession, 'live'>>> {
    const g = await this.gameOf(player);
    if (!g.ok) return g;
    const balance = await this.balance(player);
    if (!balance.ok) return balance;
    const seed = await liveSeed(this.db, this.seal, player.memberId);
    return {
      ok: true,
      value: {
        game: g.value.game,
        balanceCents: balance.value.balanceCents,
        currency: balance.value.currency,
        seed: seedState(seed),
        bets: [...STUDIO_BETS[g.value.game]],
        rtp: studioRtp(g.value.game),
      },
    };
  }

  async play(
    player: Player,
    body: Omit<PlayBody, 'token'>,
  ): Promise<Result<{ round: Round; balanceCents: number; seed: ReturnType<typeof seedState> }>> {
    const g = await this.gameOf(player);
    if (!g.ok) return g;
    const { game, token } = g.value;
    const choice = choiceFor(game, body);
    if (!choice || isLiveGame(game) || !STUDIO_BETS[game].includes(body.betCents))
      return { ok: false, error: 'bet.invalid' };
    // The outcome and its record are fixed together, before any money moves: from here a crash leaves a
    // `pending` round that the wallet calls below (or server/studio/recovery.ts) complete.
    const recorded = await this.record(player, token.g, game, choice, body, 'pending');
    if (!recorded) throw new Error('round insert returned nothing');
    const { row, seed } = recorded;
    const settled = await this.settle(row, player.token, player.merchant, true);
    if (!settled.ok) return settled;
    return {
      ok: true,
      value: { round: toRound(row, null), balanceCents: settled.value, seed: seedState(seed) },
    };
  }

  /**
   * Draws a round from the member's live seed (its next nonce) and records it with `status`, in one
   * transaction: the nonce and the round commit together, before any money moves. Undefined when a unique
   * index refuses the round (a live game's round of this member is open): then no nonce was taken either.
   */
  async record(
    player: Player,
    gameId: string,
    game: StudioGame,
    choice: RoundChoice,
    body: { betCents: number; clientSeed?: string | undefined },
    status: 'pending' | 'opening',
  ): Promise<{ row: RoundRow; seed: SeedRow } | undefined> {
    return this.db
      .transaction(async (tx) => {
        const { seed, nonce } = await takeNonce(tx, this.seal, player.memberId, body.clientSeed);
        const floats = await fairFloats(seed.serverSeed, seed.clientSeed, nonce, FLOATS_PER_ROUND[game]);
        const { outcome, winCents } = playRound(choice, floats, body.betCents);
        const [row] = await tx
          .insert(gameRounds)
          .values({
            roundId: randomUUID(),
            memberId: player.memberId,
            vendor: STUDIO_VENDOR,
            gameId,
            betCents: body.betCents,
            winCents,
            outcome,
            seedId: seed.id,
            seedHash: seed.seedHash,
            clientSeed: seed.clientSeed,
            nonce,
            status,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new Refused();
        return { row, seed };
      })
      .catch((e: unknown) => {
        if (e instanceof Refused) return undefined;
        throw e;
      });
  }

  /**
   * Takes a recorded round's stake through the wallet (idempotent: a replay of a bet already applied answers
   * as it did). A bet the wallet refuses for good voids the round (a rollback first leaves a tombstone, should
   * that bet still be on its way); any other failure leaves the round as it was for the next try. Answers
   * the balance after the bet. `first`: the play's own try, right after the round was recorded.
   */
  async placeBet(
    row: RoundRow,
    playerToken: string,
    merchant: string,
    first = false,
  ): Promise<Result<number>> {
    const betTx = { roundId: row.roundId, playerToken, transactionId: `${row.roundId}:bet` };
    const bet = await this.call('bet', merchant, { ...betTx, amountCents: row.betCents });
    if (!bet) return walletFailure();
    if (bet.ok) return { ok: true, value: bet.value.balanceCents };
    // Refused by the wallet (4xx: the token or its session, an exclusion, …) on the play's own try: that
    // bet moved nothing and no other bet of this round is on its way (recovery waits
    // STUDIO_PENDING_GRACE_MS), so the round is void, even when the token cannot leave a tombstone either
    // (forged, expired). Left pending, its stake would be taken by a later recovery that the player can
    // see coming: with the seed revealed, they would empty the wallet before it for the losses only.
    const refusedNow = first && bet.status >= 400 && bet.status < 500;
    // Player protection's refusals are final too: retried later, the stake would land in the next period.
    const final =
      refusedNow ||
      bet.code === STUDIO_CODES.fundsInsufficient ||
      bet.code === STUDIO_CODES.betRolledBack ||
      BET_GUARD_FINAL_CODES.includes(bet.code);
    if (!final) return walletFailure(bet.status);
    if (!(await this.call('rollback', merchant, betTx))?.ok && !refusedNow)
      return { ok: false, error: 'wallet.failed' };
    await this.mark(row, 'void');
    return {
      ok: false,
      error:
        bet.status === 401
          ? 'player.token.invalid'
          : bet.code === STUDIO_CODES.fundsInsufficient
            ? 'funds.insufficient'
            : bet.code === LIMIT_CODES.lossExceeded
              ? 'limit.loss.exceeded'
              : 'wallet.failed',
    };
  }

  /**
   * Voids a round whose stake must not stand (a live round that never started, or was left before any
   * move): the bet's rollback refunds it, or leaves a tombstone should it still be on its way. True once void.
   */
  async refund(row: RoundRow, playerToken: string, merchant: string): Promise<boolean> {
    const betTx = { roundId: row.roundId, playerToken, transactionId: `${row.roundId}:bet` };
    if (!(await this.call('rollback', merchant, betTx))?.ok) return false;
    await this.mark(row, 'void');
    return true;
  }

  /**
   * Moves a recorded round's money through the wallet: its bet, then its win, then marks it complete.
   * Every call is idempotent (the wallet replays what it already applied), so running it again after a
   * crash anywhere in between finishes the round exactly once. Answers the balance after the round.
   */
  async settle(row: RoundRow, playerToken: string, merchant: string, first = false): Promise<Result<number>> {
    const bet = await this.placeBet(row, playerToken, merchant, first);
    if (!bet.ok) return bet;
    // A loss is a win of 0: it gives the round its result, and only then is its stake settled wagering
    // (records/stakes.ts). One retry at once; after that the round waits, pending, for recovery.
    const win = {
      roundId: row.roundId,
      playerToken,
      transactionId: `${row.roundId}:win`,
      amountCents: row.winCents,
    };
    const paid = (await this.call('win', merchant, win)) ?? (await this.call('win', merchant, win));
    if (!paid?.ok) return walletFailure(paid?.status);
    await this.mark(row, 'complete');
    return { ok: true, value: paid.value.balanceCents };
  }

  /** The member's balance as the wallet answers it. */
  async balance(player: Player): Promise<Result<{ balanceCents: number; currency: 'PHP' | 'FUN' }>> {
    const balance = await this.call('balance', player.merchant, {
      transactionId: randomUUID(),
      playerToken: player.token,
    });
    if (!balance) return walletFailure();
    if (!balance.ok)
      return balance.status === 401
        ? { ok: false, error: 'player.token.invalid' }
        : walletFailure(balance.status);
    return { ok: true, value: balance.value };
  }

  private call(kind: 'bet' | 'win' | 'rollback' | 'balance', merchant: string, req: SeamlessRequest) {
    return this.wallet.call(kind, merchant, req).catch(() => undefined);
  }

  private async mark(row: RoundRow, status: 'complete' | 'void'): Promise<void> {
    await this.db
      .update(gameRounds)
      .set({ status })
      .where(and(eq(gameRounds.id, row.id), inArray(gameRounds.status, ['pending', 'opening'])));
  }

  /** The member's latest rounds (with the server seed once revealed). */
  async rounds(memberId: number, gameId?: string, limit = 20): Promise<Round[]> {
    const rows = await this.db
      .select({ round: gameRounds, serverSeed: studioSeeds.serverSeed, revealedAt: studioSeeds.revealedAt })
      .from(gameRounds)
      .leftJoin(studioSeeds, eq(studioSeeds.id, gameRounds.seedId))
      .where(
        and(
          eq(gameRounds.memberId, memberId),
          eq(gameRounds.vendor, STUDIO_VENDOR),
          eq(gameRounds.status, 'complete'),
          gameId ? eq(gameRounds.gameId, gameId) : undefined,
        ),
      )
      .orderBy(desc(gameRounds.id))
      .limit(limit);
    return rows.map((r) => toRound(r.round, r.revealedAt ? r.serverSeed : null));
  }

  /** Recomputes a round from its revealed seed; undefined when unknown, 'live' while not revealed. */
  async verify(
    memberId: number,
    roundId: string,
  ): Promise<{ verified: boolean; round: Round } | 'live' | undefined> {
    const [r] = await this.db
      .select({ round: gameRounds, serverSeed: studioSeeds.serverSeed, revealedAt: studioSeeds.revealedAt })
      .from(gameRounds)
      .leftJoin(studioSeeds, eq(studioSeeds.id, gameRounds.seedId))
      .where(
        and(
          eq(gameRounds.memberId, memberId),
          eq(gameRounds.vendor, STUDIO_VENDOR),
          eq(gameRounds.status, 'complete'),
          eq(gameRounds.roundId, roundId),
        ),
      );
    if (!r) return undefined;
    if (!r.revealedAt || !r.serverSeed) return 'live';
    const round = toRound(r.round, r.serverSeed);
    return { verified: await verifyRound(round, r.serverSeed), round };
  }
}

/** Rolls a round's transaction back when its row is refused (its nonce goes back too). */
class Refused extends Error {}
