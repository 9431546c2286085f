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
import { and, eq } from 'drizzle-orm';
import { CODES } from '../../src/shared/errors.ts';
import { STUDIO_CODES } from '../../src/shared/game-errors.ts';
import type { SeamlessKind, SeamlessRequest } from '../../src/shared/schemas/studio.ts';
import { TRIAL_TYPE } from '../auth/trial.ts';
import { DEFAULT_SEAMLESS_LIMITS, type SeamlessLimits } from '../config.ts';
import type { Db } from '../db/client.ts';
import { members, seamlessRounds, seamlessTransactions } from '../db/schema.ts';
import { LOCK_SPACE, lockKeys } from '../lib/xact-lock.ts';
import { guardBet } from '../protection/bet-guard.ts';
import { STUDIO_VENDOR } from '../vendors/in-house.ts';
import { balanceOf, credit, type DbOrTx, debit } from './ledger.ts';

export const seamlessReference = (vendor: string, kind: SeamlessKind, transactionId: string) =>
  `seamless:${vendor}:${kind}:${transactionId}`;

export interface SeamlessCall {
  vendor: string;
  memberId: number;
  req: SeamlessRequest;
  /** The catalogue game of the player token: recorded on the round a bet opens (its lobby category). */
  nodeId?: number;
}

export interface SeamlessAnswer {
  status: 200 | 400 | 403 | 409;
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
    const [member] = await this.db
      .select({ type: members.type })
      .from(members)
      .where(eq(members.id, call.memberId));
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

  private async money(tx: DbOrTx, kind: Exclude<SeamlessKind, 'balance'>, call: SeamlessCall) {
    const { vendor, req } = call;
    const amount = req.amountCents;
    if (kind === 'bet' && (amount === undefined || amount < 1 || amount > this.limits.maxBetCents))
      return refused(400, STUDIO_CODES.amountInvalid, `amountCents: 1 to ${this.limits.maxBetCents}`);
    if (kind === 'win' && (amount === undefined || amount > this.limits.maxWinCents))
      return refused(400, STUDIO_CODES.amountInvalid, `amountCents: 0 to ${this.limits.maxWinCents}`);
    if (kind !== 'rollback' && !req.roundId) return refused(400, STUDIO_CODES.betInvalid, 'roundId required');

    // Lock order: the call's transaction (bet and rollback share the bet's id), then the round.
    await lockKeys(
      tx,
      LOCK_SPACE.seamless,
      `${vendor}:${kind === 'win' ? 'win' : 'bet'}:${req.transactionId}`,
    );
    const seen = await this.transaction(tx, vendor, kind, req.transactionId);
    if (seen) return this.replay(seen, call);
    if (kind === 'bet') return this.bet(tx, call);
    if (kind === 'win') return this.win(tx, call);
    return this.rollback(tx, call);
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
  private replay(seen: TxRow, { memberId, req }: SeamlessCall): SeamlessAnswer {
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

  private async bet(tx: DbOrTx, call: SeamlessCall): Promise<SeamlessAnswer> {
    const { vendor, memberId, req } = call;
    const amountCents = req.amountCents as number;
    const roundId = req.roundId as string;
    // Its rollback came first (a tombstone, or a refund of… nothing): the bet stays cancelled.
    if (await this.transaction(tx, vendor, 'rollback', req.transactionId))
      return refused(409, STUDIO_CODES.betRolledBack, 'bet was rolled back before it arrived');
    if (await this.round(tx, vendor, roundId))
      return refused(409, STUDIO_CODES.roundConflict, 'round already has its bet');
    // Player protection (loss limit, …), after the replay checks: a replay still answers its first result.
    const guard = await guardBet(tx, memberId, amountCents, this.now());
    if (guard) return refused(guard.status, guard.code, guard.message);
    const moved = await debit(tx, {
      memberId,
      amountCents,
      reason: 'seamless.bet',
      reference: seamlessReference(vendor, 'bet', req.transactionId),
    });
    if (!moved.ok)
      return { ...refused(409, STUDIO_CODES.fundsInsufficient), balanceCents: moved.balanceCents };
    await tx.insert(seamlessRounds).values({
      vendor,
      roundId,
      memberId,
      betTransactionId: req.transactionId,
      betCents: amountCents,
      nodeId: call.nodeId ?? null,
    });
    await this.record(tx, 'bet', call, {});
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
        reference: seamlessReference(vendor, 'win', req.transactionId),
      });
      if (!moved.ok) throw new Error(`seamless win: ${moved.reason}`);
      balanceCents = moved.entry.balanceAfterCents;
    }
    await tx
      .update(seamlessRounds)
      .set({ status: 'settled' })
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
      reference: seamlessReference(vendor, 'rollback', req.transactionId),
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
