// The seamless wallet's rules: what a vendor's balance, bet, win and rollback do to a player's
// money, exactly once, whatever the order, timing and repetition of the calls.
//
// Each money call is one database transaction that first takes advisory locks in a fixed order:
// the bet's transaction id (a bet and its rollback share it), then the round. So a bet, its rollback, the
// round's wins and any number of replays of each run one after another, and each sees what the previous
// one committed. Every applied call is kept in `seamless_transactions`: a replay is compared with it
// (another member, round or amount → `transaction.mismatch`) and answered without moving money. A
// rollback whose bet has not arrived leaves a tombstone there, so the late bet is refused and nothing is
// lost. Money moves through the ledger inside the same transaction (server/wallet/ledger.ts).
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { STUDIO_CODES } from '../../src/shared/errors/game.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import type { SeamlessKind, SeamlessRequest } from '../../src/shared/schemas/studio.ts';
import { TRIAL_TYPE } from '../auth/trial.ts';
import { DEFAULT_SEAMLESS_LIMITS, type SeamlessLimits } from '../config.ts';
import { executePrepared } from '../db/prepared.ts';
import { members, seamlessRounds, seamlessTransactions } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { LOCK_SPACE, lockKeys } from '../lib/xact-lock.ts';
import { guardWithStanding, type Standing, standingSql } from '../protection/bet-guard.ts';
import { STUDIO_VENDOR } from '../vendors/in-house.ts';
import { balanceOf, credit, debit } from './ledger.ts';
import { ledgerRef } from './references.ts';

export interface SeamlessCall {
  vendor: string;
  memberId: number;
  req: SeamlessRequest;
  /** The catalogue game of the player token: recorded on the round a bet opens (its lobby category). */
  nodeId?: number;
  /**
   * The session that launched the game, when the call needs it live (a new stake): checked in the same
   * query that reads the member. An ended one answers 401 `sessionEnded`.
   */
  liveSession?: number;
}

export interface SeamlessAnswer {
  status: 200 | 400 | 401 | 403 | 409;
  code: string;
  message?: string;
  /** The balance after the call (also on refusals, so a vendor can show it). */
  balanceCents?: number;
  replayed?: boolean;
  /** Free-trial play money is never PHP: the in-house studio sees FUN. */
  currency?: 'PHP' | 'FUN';
}

type TxRow = typeof seamlessTransactions.$inferSelect;
type RoundRow = typeof seamlessRounds.$inferSelect;
/** What a replay is compared with. */
type SeenTx = Pick<TxRow, 'kind' | 'memberId' | 'roundId' | 'amountCents' | 'outcome'>;

/** The refusal of a stake whose launching session ended (sign-out, password change, disabled account). */
export const SESSION_ENDED = 'the session that launched the game has ended';

/** The bet's look-up: the member (null type: none), its session, this bet's earlier calls, its round. */
interface BetLookup {
  type: number | null;
  live: boolean;
  calls: SeenTx[];
  round_taken: boolean;
  standing: Standing;
}

/**
 * Whether the launching session `sessionId` is live for the member row `member` (a table name or alias):
 * not revoked, not expired, the account not disabled. No session asked for: true.
 */
const liveSql = (sessionId: number | undefined, member: SQL, now: number) =>
  sessionId === undefined
    ? sql<boolean>`true`
    : sql<boolean>`exists (select 1 from sessions s where s.id = ${sessionId}
        and s.member_id = ${member}.id and s.revoked_at is null
        and s.expires_at > ${new Date(now).toISOString()}::timestamptz and not ${member}.disabled)`;

const refused = (status: SeamlessAnswer['status'], code: string, message?: string): SeamlessAnswer => ({
  status,
  code,
  ...(message ? { message } : {}),
});

export class SeamlessWallet {
  constructor(
    private readonly db: Db,
    private readonly limits: SeamlessLimits = DEFAULT_SEAMLESS_LIMITS,
    /** The clock of player protection's periods (tests move it). */
    private readonly now: () => number = Date.now,
  ) {}

  async apply(kind: SeamlessKind, call: SeamlessCall): Promise<SeamlessAnswer> {
    if (kind === 'bet' && !this.invalid('bet', call.req)) return this.placeBet(call);
    // The member, and the launching session when the call needs it live, in one round trip.
    const [member] = await this.db
      .select({ type: members.type, live: liveSql(call.liveSession, sql`members`, this.now()) })
      .from(members)
      .where(eq(members.id, call.memberId));
    if (call.liveSession !== undefined && !member?.live)
      return refused(401, STUDIO_CODES.playerTokenInvalid, SESSION_ENDED);
    if (!member) return refused(409, STUDIO_CODES.playerTokenInvalid, 'no such player');
    const trial = member.type === TRIAL_TYPE;
    // Play money never leaves the house: a third-party vendor gets nothing for a trial account.
    if (trial && call.vendor !== STUDIO_VENDOR)
      return refused(403, STUDIO_CODES.trialVendorRefused, 'free-trial accounts play in-house games only');
    const currency = trial ? 'FUN' : 'PHP';
    const answer =
      kind === 'balance'
        ? { status: 200 as const, code: CODES.ok, replayed: false }
        : await this.db.transaction((tx) => this.money(tx, kind, call));
    // The balance is read after commit for every answer, refusals included.
    const balanceCents = answer.balanceCents ?? (await balanceOf(this.db, call.memberId)) ?? 0;
    return { ...answer, balanceCents, currency };
  }

  /** Why the call's amount or round is refused, or null. */
  private invalid(kind: Exclude<SeamlessKind, 'balance'>, req: SeamlessRequest): SeamlessAnswer | null {
    const amount = req.amountCents;
    if (kind === 'bet' && (amount === undefined || amount < 1 || amount > this.limits.maxBetCents))
      return refused(400, STUDIO_CODES.amountInvalid, `amountCents: 1 to ${this.limits.maxBetCents}`);
    if (kind === 'win' && (amount === undefined || amount > this.limits.maxWinCents))
      return refused(400, STUDIO_CODES.amountInvalid, `amountCents: 0 to ${this.limits.maxWinCents}`);
    if (kind !== 'rollback' && !req.roundId) return refused(400, STUDIO_CODES.betInvalid, 'roundId required');
    return null;
  }

  /** Wins, rollbacks, and bets refused for their amount or round (a valid bet goes to `placeBet`). */
  private async money(tx: DbOrTx, kind: Exclude<SeamlessKind, 'balance'>, call: SeamlessCall) {
    const { vendor, req } = call;
    const problem = this.invalid(kind, req);
    if (problem) return problem;
    if (kind === 'bet') throw new Error('a valid bet is placed by placeBet');
    // Lock order: the call's transaction (bet and rollback share the bet's id), then the round.
    await lockKeys(
      tx,
      LOCK_SPACE.seamless,
      `${vendor}:${kind === 'win' ? 'win' : 'bet'}:${req.transactionId}`,
    );
    const seen = await this.transaction(tx, vendor, kind, req.transactionId);
    if (seen) return this.replay(seen, call);
    if (kind === 'win') return this.win(tx, call);
    return this.rollback(tx, call);
  }

  /**
   * A stake, in five round trips: begin; both locks (the bet's transaction id, then its round: the order
   * every call keeps); one statement reading the member, the launching session, this bet's earlier
   * calls, its round and the member's protection standing; the debit with its ledger entry, the round
   * and the call; commit. The answers and their order are those of the other calls: the
   * member's checks, then replay, rollback-first, round taken, protection, funds.
   */
  private async placeBet(call: SeamlessCall): Promise<SeamlessAnswer> {
    const { vendor, memberId, req } = call;
    const roundId = req.roundId as string;
    const now = this.now();
    const live = liveSql(call.liveSession, sql`m`, now);
    type Placed = { early: SeamlessAnswer } | { answer: SeamlessAnswer; currency: 'FUN' | 'PHP' };
    const out = await this.db.transaction(async (tx): Promise<Placed> => {
      await lockKeys(
        tx,
        LOCK_SPACE.seamless,
        `${vendor}:bet:${req.transactionId}`,
        `${vendor}:round:${roundId}`,
      );
      const [row] = await executePrepared<BetLookup>(
        tx,
        sql`
        select m.type, ${live} as live,
          (select coalesce(json_agg(json_build_object('kind', kind, 'memberId', member_id,
              'roundId', round_id, 'amountCents', amount_cents::float8, 'outcome', outcome)), '[]'::json)
            from seamless_transactions
            where vendor = ${vendor} and transaction_id = ${req.transactionId}
              and kind in ('bet', 'rollback')) as calls,
          exists (select 1 from seamless_rounds where vendor = ${vendor} and round_id = ${roundId}) as round_taken,
          ${standingSql(memberId, now)} as standing
        from (select 1) one left join members m on m.id = ${memberId}`,
      );
      if (!row) throw new Error('the bet look-up answered no row');
      if (call.liveSession !== undefined && !row.live)
        return { early: refused(401, STUDIO_CODES.playerTokenInvalid, SESSION_ENDED) };
      if (row.type === null)
        return { early: refused(409, STUDIO_CODES.playerTokenInvalid, 'no such player') };
      const trial = row.type === TRIAL_TYPE;
      // Play money never leaves the house: a third-party vendor gets nothing for a trial account.
      if (trial && vendor !== STUDIO_VENDOR)
        return {
          early: refused(
            403,
            STUDIO_CODES.trialVendorRefused,
            'free-trial accounts play in-house games only',
          ),
        };
      return { answer: await this.bet(tx, call, row), currency: trial ? 'FUN' : 'PHP' };
    });
    if ('early' in out) return out.early;
    // The balance is read after commit when the answer has none (refusals).
    const balanceCents = out.answer.balanceCents ?? (await balanceOf(this.db, memberId)) ?? 0;
    return { ...out.answer, balanceCents, currency: out.currency };
  }

  private async transaction(tx: DbOrTx, vendor: string, kind: SeamlessKind, transactionId: string) {
    const [row] = await tx
      .select()
      .from(seamlessTransactions)
      .where(
        and(
          eq(seamlessTransactions.vendor, vendor),
          eq(seamlessTransactions.kind, kind as TxRow['kind']),
          eq(seamlessTransactions.transactionId, transactionId),
        ),
      );
    return row;
  }

  private async round(tx: DbOrTx, vendor: string, roundId: string): Promise<RoundRow | undefined> {
    await lockKeys(tx, LOCK_SPACE.seamless, `${vendor}:round:${roundId}`);
    const [row] = await tx
      .select()
      .from(seamlessRounds)
      .where(and(eq(seamlessRounds.vendor, vendor), eq(seamlessRounds.roundId, roundId)));
    return row;
  }

  /** The same call again: answered as done when it is the same call, refused when it only shares the id. */
  private replay(seen: SeenTx, { memberId, req }: SeamlessCall): SeamlessAnswer {
    const sameRound = req.roundId === undefined ? seen.kind === 'rollback' : req.roundId === seen.roundId;
    const sameAmount =
      seen.kind === 'rollback'
        ? req.amountCents === undefined ||
          seen.outcome === 'tombstone' ||
          req.amountCents === seen.amountCents
        : req.amountCents === seen.amountCents;
    if (seen.memberId !== memberId || !sameRound || !sameAmount)
      return refused(409, STUDIO_CODES.transactionMismatch, 'transaction id already used for another call');
    return { status: 200, code: CODES.ok, replayed: true };
  }

  private async record(tx: DbOrTx, kind: TxRow['kind'], call: SeamlessCall, row: Partial<TxRow>) {
    await tx.insert(seamlessTransactions).values({
      vendor: call.vendor,
      kind,
      transactionId: call.req.transactionId,
      memberId: call.memberId,
      roundId: call.req.roundId ?? null,
      amountCents: call.req.amountCents ?? 0,
      ...row,
    });
  }

  /** Takes a stake; the caller holds the locks of its transaction id and of its round. */
  private async bet(tx: DbOrTx, call: SeamlessCall, found: BetLookup): Promise<SeamlessAnswer> {
    const { vendor, memberId, req } = call;
    const amountCents = req.amountCents as number;
    const roundId = req.roundId as string;
    const seen = found.calls.find((r) => r.kind === 'bet');
    if (seen) return this.replay({ ...seen, amountCents: Number(seen.amountCents) }, call);
    // Its rollback came first (a tombstone, or a refund of… nothing): the bet stays cancelled.
    if (found.calls.some((r) => r.kind === 'rollback'))
      return refused(409, STUDIO_CODES.betRolledBack, 'bet was rolled back before it arrived');
    if (found.round_taken) return refused(409, STUDIO_CODES.roundConflict, 'round already has its bet');
    // Player protection (loss limit, …), after the replay checks: a replay still answers its first result.
    const guard = await guardWithStanding(tx, found.standing, memberId, amountCents, this.now());
    if (guard) return refused(guard.status, guard.code, guard.message);
    // The round and the applied call are written by the debit's own statement, when the money moved.
    const moved = await debit(
      tx,
      {
        memberId,
        amountCents,
        reason: 'seamless.bet',
        reference: ledgerRef.seamless(vendor, 'bet', req.transactionId),
      },
      {
        alongside: sql`, seamless_round as (
          insert into seamless_rounds (vendor, round_id, member_id, bet_transaction_id, bet_cents, node_id)
          select ${vendor}::text, ${roundId}::text, ${memberId}::int, ${req.transactionId}::text,
            ${amountCents}::bigint, ${call.nodeId ?? null}::int from ins
        ), seamless_call as (
          insert into seamless_transactions (vendor, kind, transaction_id, member_id, round_id, amount_cents)
          select ${vendor}::text, 'bet', ${req.transactionId}::text, ${memberId}::int, ${roundId}::text,
            ${amountCents}::bigint from ins
        )`,
      },
    );
    if (!moved.ok)
      return { ...refused(409, STUDIO_CODES.fundsInsufficient), balanceCents: moved.balanceCents };
    if (moved.replayed)
      throw new Error(`seamless bet ${req.transactionId}: its ledger entry exists without its call`);
    return { status: 200, code: CODES.ok, replayed: false, balanceCents: moved.entry.balanceAfterCents };
  }

  /** Pays a round whose bet this player made and that was not refunded; a round may pay several wins. */
  private async win(tx: DbOrTx, call: SeamlessCall): Promise<SeamlessAnswer> {
    const { vendor, memberId, req } = call;
    const amountCents = req.amountCents as number;
    const round = await this.round(tx, vendor, req.roundId as string);
    if (!round || round.memberId !== memberId || round.status === 'rolled_back')
      return refused(409, STUDIO_CODES.roundUnknown, 'no open bet for this round');
    let balanceCents: number | undefined;
    if (amountCents > 0) {
      const moved = await credit(tx, {
        memberId,
        amountCents,
        reason: 'seamless.win',
        reference: ledgerRef.seamless(vendor, 'win', req.transactionId),
      });
      if (!moved.ok) throw new Error(`seamless win: ${moved.reason}`);
      balanceCents = moved.entry.balanceAfterCents;
    }
    await tx
      .update(seamlessRounds)
      // The first win settles the round: its stake is settled wagering from then (records/stakes.ts).
      .set({
        status: 'settled',
        settledAt: sql`coalesce(${seamlessRounds.settledAt}, ${new Date(this.now()).toISOString()}::timestamptz)`,
      })
      .where(and(eq(seamlessRounds.vendor, vendor), eq(seamlessRounds.roundId, round.roundId)));
    await this.record(tx, 'win', call, {});
    return { status: 200, code: CODES.ok, replayed: false, balanceCents };
  }

  /** Refunds the bet named by `transactionId`; before its bet, leaves a tombstone instead. */
  private async rollback(tx: DbOrTx, call: SeamlessCall): Promise<SeamlessAnswer> {
    const { vendor, memberId, req } = call;
    const bet = await this.transaction(tx, vendor, 'bet', req.transactionId);
    if (!bet) {
      await this.record(tx, 'rollback', call, { amountCents: 0, outcome: 'tombstone' });
      return { status: 200, code: CODES.ok, replayed: false };
    }
    if (bet.memberId !== memberId || (req.roundId !== undefined && req.roundId !== bet.roundId))
      return refused(409, STUDIO_CODES.transactionMismatch, 'the bet belongs to another player or round');
    if (req.amountCents !== undefined && req.amountCents !== bet.amountCents)
      return refused(409, STUDIO_CODES.transactionMismatch, 'the bet was for another amount');
    const round = await this.round(tx, vendor, bet.roundId as string);
    if (round?.status === 'settled')
      return refused(409, STUDIO_CODES.roundSettled, 'the round has its result: it cannot be rolled back');
    const moved = await credit(tx, {
      memberId,
      amountCents: bet.amountCents,
      reason: 'seamless.rollback',
      reference: ledgerRef.seamless(vendor, 'rollback', req.transactionId),
    });
    if (!moved.ok) throw new Error(`seamless rollback: ${moved.reason}`);
    await tx
      .update(seamlessRounds)
      .set({ status: 'rolled_back' })
      .where(and(eq(seamlessRounds.vendor, vendor), eq(seamlessRounds.roundId, bet.roundId as string)));
    await this.record(tx, 'rollback', call, { roundId: bet.roundId, amountCents: bet.amountCents });
    return { status: 200, code: CODES.ok, replayed: false, balanceCents: moved.entry.balanceAfterCents };
  }
}
