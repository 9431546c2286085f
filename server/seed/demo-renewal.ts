// The demo's sample hot matches stay on the home's ticker for as long as the demo runs: a sample is shown
// until 3 hours after its kick-off (server/lobby/lobby.ts), so once past that this job moves it forward by
// whole days, to the same time of day. Demo only (SEED_DEMO): production's matches are real fixtures that
// operators enter, and they end. Only the seeded samples' rooms are touched, never an operator's match.
import { and, inArray, lt, sql } from 'drizzle-orm';
import { hotMatches } from '../db/schema.ts';
import { LeaderJob, type PeriodicJobOptions } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';
import { HOT_MATCHES, sampleRoomId } from './data/catalogue.ts';

/** How long a match stays on the ticker after kick-off (lobby.ts shows it until then). */
const SHOWN_AFTER_MS = 3 * 3600_000;
const DAY_S = 86_400;

/** Moves every sample match past its showing to its next day ahead; answers how many moved. */
export async function renewSampleMatches(db: PeriodicJobOptions['db'], nowMs: number): Promise<number> {
  const ended = new Date(nowMs - SHOWN_AFTER_MS);
  const days = sql`ceil(extract(epoch from (${ended.toISOString()}::timestamptz - ${hotMatches.matchTime})) / ${DAY_S})`;
  const moved = await db
    .update(hotMatches)
    .set({ matchTime: sql`${hotMatches.matchTime} + make_interval(days => greatest(1, ${days})::int)` })
    .where(and(inArray(hotMatches.roomId, HOT_MATCHES.map(sampleRoomId)), lt(hotMatches.matchTime, ended)))
    .returning({ id: hotMatches.id });
  return moved.length;
}

/** Every hour, by one leader across processes. */
export class DemoRenewalJob extends LeaderJob<number> {
  constructor(opts: PeriodicJobOptions) {
    super({
      db: opts.db,
      lockId: LEADER_LOCK_IDS.demoRenewal,
      name: 'demo renewal',
      everyMs: opts.everyMs ?? 3600_000,
      firstMs: opts.firstMs ?? 20_000,
      work: () => renewSampleMatches(opts.db, opts.now()),
      describe: (n) => (n ? `demo renewal: ${n} sample match(es) moved to the days ahead` : undefined),
      log: opts.log,
      logError: opts.logError,
    });
  }
}
