// Expired rewards give their budget back (issue 14). A reward-centre reward spent its promotion's budget
// when it was issued; one that expires unclaimed returns its amount, exactly once.
//
// Why a job (under the leader lock) and not at read time: readers (the reward centre, liabilities, the
// operators' list) would each have to write, in every read path. Here one statement moves a batch of rewards
// from `unclaimed` to `expired` and lowers their promotions' `spent` by what it moved, so the status change is
// the "once": a reward expired is never matched again. Against a claim at the same moment the reward's row
// lock decides: the claim holds it (FOR UPDATE) and pays, and the job skips the locked row (SKIP LOCKED) and
// then finds it claimed; or the job expires it first and the waiting claim reads `expired` and refuses.
// Either the claim pays or the budget gets the amount back, never both (server/wallet/reconcile.ts
// `promotions`: spent = the sum of rewards not expired).
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/types.ts';
import { inBatches, LeaderJob, type PeriodicJobOptions } from '../lib/leader-job.ts';
import { LEADER_LOCK_IDS } from '../lib/leader-lock.ts';

export const REWARD_EXPIRY_LOCK_ID = LEADER_LOCK_IDS.rewardExpiry;
export const REWARD_EXPIRY_EVERY_MS = 5 * 60_000;
export const REWARD_EXPIRY_FIRST_MS = 40_000;
const BATCH = 200;

const CountSchema = v.object({
  rows: v.tuple([
    v.object({
      n: v.pipe(v.union([v.number(), v.bigint(), v.string()]), v.transform(Number)),
      cents: v.pipe(v.union([v.number(), v.bigint(), v.string()]), v.transform(Number)),
    }),
  ]),
});

/** One batch: up to `size` rewards unclaimed past their expiry at `nowMs` expire and refund their budgets. */
export async function expireRewardBatch(
  db: Db,
  nowMs: number,
  size = BATCH,
): Promise<{ count: number; cents: number }> {
  const at = new Date(nowMs).toISOString();
  // Data-modifying CTEs run once and to completion in one statement: the status change and the refund
  // commit together.
  const result = await db.execute(sql`
    with x as (
      update rewards r set status = 'expired'
      where r.id in (
        select id from rewards
        where status = 'unclaimed' and expires_at <= ${at}::timestamptz
        order by expires_at, id limit ${size}
        for update skip locked)
        and r.status = 'unclaimed'
      returning r.promotion_id, r.amount_cents
    ), g as (
      select promotion_id, sum(amount_cents) as cents from x group by promotion_id
    ), u as (
      update promotions p set spent_cents = p.spent_cents - g.cents from g where p.id = g.promotion_id
      returning p.id
    )
    select count(*) as n, coalesce(sum(amount_cents), 0) as cents from x`);
  const [row] = v.parse(CountSchema, result).rows;
  return { count: row.n, cents: row.cents };
}

/** Every expired reward, in batches (the job's pass). */
export async function expireRewards(db: Db, nowMs: number, shouldStop?: () => boolean) {
  let cents = 0;
  const { count } = await inBatches(
    BATCH,
    async () => {
      const batch = await expireRewardBatch(db, nowMs);
      cents += batch.cents;
      return batch.count;
    },
    shouldStop,
  );
  return { count, cents };
}

export class RewardExpiryJob extends LeaderJob<{ count: number; cents: number }> {
  constructor(opts: PeriodicJobOptions) {
    super({
      db: opts.db,
      lockId: REWARD_EXPIRY_LOCK_ID,
      name: 'reward expiry',
      everyMs: opts.everyMs ?? REWARD_EXPIRY_EVERY_MS,
      firstMs: opts.firstMs ?? REWARD_EXPIRY_FIRST_MS,
      work: (shouldStop) => expireRewards(opts.db, opts.now(), shouldStop),
      describe: (r) =>
        r.count > 0
          ? `reward expiry: ${r.count} rewards expired, ${r.cents} cents back to budgets`
          : undefined,
      log: opts.log,
      logError: opts.logError,
    });
  }
}
