// Completes studio rounds that a crash or a wallet failure left `pending`. A pending round has
// its outcome fixed and recorded; its money may be anywhere between "nothing moved" and "bet and win
// applied". Studio.settle replays the round's wallet calls, which the seamless wallet answers once each, so
// every pending round ends `complete` with its bet and win taken exactly once, or `void` with nothing
// moved when the player can no longer pay the stake. Industry practice: an unfinished round is finished
// by its game's rules, never dropped.
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { gameRounds, games, members } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { LeaderJob } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import { STUDIO_VENDOR } from '../vendors/in-house.ts';
import type { PlayerTokens } from '../vendors/player-token.ts';
import type { Studio } from './studio.ts';

export const STUDIO_RECOVERY_LOCK_ID = LEADER_LOCK_IDS.studioRecovery;
export const STUDIO_RECOVERY_EVERY_MS = 30_000;
/** A round still pending this long after it was played is taken for abandoned (a play takes a second). */
export const STUDIO_PENDING_GRACE_MS = 60_000;
const BATCH = 200;
/** The recovery's own player token: long enough for one pass. */
const TOKEN_TTL_MS = 10 * 60_000;

export interface RecoveryReport {
  completed: number;
  voided: number;
  /** Still pending (the wallet failed again): the next pass tries again. */
  pending: number;
}

export interface RecoveryOptions {
  db: Db;
  studio: Studio;
  tokens: PlayerTokens;
  now: number;
  graceMs?: number;
  shouldStop?: () => boolean;
}

export async function recoverPendingRounds(opts: RecoveryOptions): Promise<RecoveryReport> {
  const { db, now } = opts;
  const rows = await db
    .select({ round: gameRounds, merchant: members.merchantCode, nodeId: games.nodeId })
    .from(gameRounds)
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .leftJoin(
      games,
      and(
        eq(games.merchantCode, members.merchantCode),
        eq(games.vassalage, STUDIO_VENDOR),
        eq(games.gameId, gameRounds.gameId),
      ),
    )
    .where(
      and(
        eq(gameRounds.status, 'pending'),
        eq(gameRounds.vendor, STUDIO_VENDOR),
        lt(gameRounds.createdAt, new Date(now - (opts.graceMs ?? STUDIO_PENDING_GRACE_MS))),
      ),
    )
    .orderBy(asc(gameRounds.id))
    .limit(BATCH);
  for (const { round, merchant, nodeId } of rows) {
    if (opts.shouldStop?.()) break;
    const token = opts.tokens.issue({
      m: round.memberId,
      c: merchant,
      v: STUDIO_VENDOR,
      g: round.gameId,
      n: nodeId ?? 0,
      e: now + TOKEN_TTL_MS,
      k: 'settle',
    });
    await opts.studio.settle(round, token, merchant);
  }
  const report: RecoveryReport = { completed: 0, voided: 0, pending: 0 };
  if (!rows.length) return report;
  const after = await db
    .select({ status: gameRounds.status })
    .from(gameRounds)
    .where(
      inArray(
        gameRounds.id,
        rows.map((r) => r.round.id),
      ),
    );
  for (const { status } of after)
    report[status === 'complete' ? 'completed' : status === 'void' ? 'voided' : 'pending']++;
  return report;
}

/** Every 30 s, by one leader across processes. */
export function studioRecoveryJob(
  opts: Omit<RecoveryOptions, 'now' | 'shouldStop'> & {
    now: () => number;
    /** A shorter period (JOB_INTERVAL_MS): rounds are recovered only past their grace all the same. */
    everyMs?: number;
    log?: (line: string) => void;
    logError?: (line: string) => void;
  },
) {
  return new LeaderJob<RecoveryReport>({
    db: opts.db,
    lockId: STUDIO_RECOVERY_LOCK_ID,
    name: 'studio round recovery',
    everyMs: opts.everyMs ?? STUDIO_RECOVERY_EVERY_MS,
    firstMs: opts.everyMs ?? STUDIO_RECOVERY_EVERY_MS,
    work: (shouldStop) => recoverPendingRounds({ ...opts, now: opts.now(), shouldStop }),
    describe: (r) =>
      r.completed || r.voided || r.pending
        ? `studio recovery: ${r.completed} round(s) completed, ${r.voided} voided, ${r.pending} still pending`
        : undefined,
    log: opts.log,
    logError: opts.logError,
  });
}
