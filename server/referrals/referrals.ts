// Invite friends (issue 14): referral codes, the referrer stored on a friend at registration, and the
// programme's rewards.
//
// A reward goes in two steps. A friend qualifies (a credited deposit of at least the programme's minimum,
// in the deposit's own transaction; or settled stakes reaching the turnover minimum, checked when the
// referrer opens the screen and by the leader job): one `pending` row per (friend, kind), its unique index making
// any number of concurrent or replayed triggers write it once. Paying it is a second transaction that
// locks that row, takes the amount from the programme's budget with a conditional UPDATE (never above the
// budget) and credits the referrer through the ledger (`referral:<kind>:<friendId>`, unique) before
// marking it `paid`. Paying outside the deposit's transaction keeps lock order simple: the deposit locks
// only the friend's wallet, the payment the reward, the programme, then the referrer's wallet.
//
// A reward waits (stays `pending`) while the budget cannot cover it or the referrer is on a time-out or
// self-exclusion (server/protection/exclusion.ts): it is held, not forfeited, and paid by the next
// check after the exclusion ends or the budget is raised.
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { MEMBER_TYPE_TRIAL } from '../../src/shared/constants/members.ts';
import {
  maskAccount,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_LEDGER_REASON,
  type ReferralRewardKind,
} from '../../src/shared/constants/referrals.ts';
import { REFERRAL_CODES } from '../../src/shared/errors/referral.ts';
import type {
  ReferralFriend,
  ReferralProgramme,
  ReferralProgrammeInput,
  ReferralRules,
  ReferralSummary,
} from '../../src/shared/schemas/referrals.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { members, referralCodes, referralProgrammes, referralRewards, referrals } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { activeExclusion } from '../protection/exclusion.ts';
import { settledStakes } from '../records/stakes.ts';
import { credit } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';

export interface ReferralMember {
  memberId: number;
  merchantCode: string;
}

const newCode = () =>
  Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join('');

/** A code as typed or carried by a link: case and surrounding spaces do not matter. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

const NO_RULES: ReferralRules = {
  depositRewardCents: 0,
  depositMinCents: 0,
  turnoverRewardCents: 0,
  turnoverMinCents: 0,
};

/** Why operators' rules do not hold together, or null. */
export function rulesProblem(p: ReferralProgrammeInput): string | null {
  if (p.depositRewardCents > 0 && p.depositMinCents < 1)
    return 'depositMinCents must be at least 1 when depositRewardCents is set';
  if (p.turnoverRewardCents > 0 && p.turnoverMinCents < 1)
    return 'turnoverMinCents must be at least 1 when turnoverRewardCents is set';
  return null;
}

/**
 * Links a new member to the owner of `code` (registration's `recommenderId`), in the registration's
 * transaction. Nothing happens for an unknown code, a trial's code (trials never get one) or the member's
 * own: the friend registers all the same, without a referrer. Answers whether a referrer was stored.
 */
export async function linkReferrer(
  tx: DbOrTx,
  merchantCode: string,
  friendId: number,
  code: string,
  at: Date,
): Promise<boolean> {
  const [owner] = await tx
    .select({ memberId: referralCodes.memberId, type: members.type })
    .from(referralCodes)
    .innerJoin(members, eq(members.id, referralCodes.memberId))
    .where(and(eq(referralCodes.merchantCode, merchantCode), eq(referralCodes.code, normaliseCode(code))));
  if (!owner || owner.memberId === friendId || owner.type === MEMBER_TYPE_TRIAL) return false;
  const inserted = await tx
    .insert(referrals)
    .values({ friendId, referrerId: owner.memberId, createdAt: at })
    .onConflictDoNothing()
    .returning({ friendId: referrals.friendId });
  return inserted.length > 0;
}

/**
 * A friend's deposit was credited (server/payments/deposits.ts, in that transaction): a first deposit of
 * at least the programme's minimum makes the referrer's deposit reward pending (once per friend). Writes
 * one row at most and locks nothing else, so the deposit's transaction stays short.
 */
export async function referralDepositCredited(
  tx: DbOrTx,
  friendId: number,
  amountCents: number,
  at: Date,
): Promise<void> {
  const [row] = await tx
    .select({
      referrerId: referrals.referrerId,
      rewardCents: referralProgrammes.depositRewardCents,
      minCents: referralProgrammes.depositMinCents,
    })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.friendId))
    .innerJoin(referralProgrammes, eq(referralProgrammes.merchantCode, members.merchantCode))
    .where(eq(referrals.friendId, friendId));
  if (!row || row.rewardCents <= 0 || amountCents < row.minCents) return;
  await tx
    .insert(referralRewards)
    .values({
      referrerId: row.referrerId,
      friendId,
      kind: 'deposit',
      amountCents: row.rewardCents,
      qualifiedAt: at,
    })
    .onConflictDoNothing();
}

/** Rolls a payment's transaction back (budget spent, referrer excluded): the reward stays pending. */
class Held extends Error {}

export type PayResult = 'paid' | 'already' | 'held' | 'unfunded';

export class Referrals {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The member's code, made on the first call (a collision with another code: a new draw). */
  async codeOf(m: ReferralMember): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [mine] = await this.db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.memberId, m.memberId));
      if (mine) return mine.code;
      // No target: a concurrent first visit (member id) and a code drawn twice (merchant, code) both
      // end here without an error; the next pass reads whichever won.
      const [made] = await this.db
        .insert(referralCodes)
        .values({
          memberId: m.memberId,
          merchantCode: m.merchantCode,
          code: newCode(),
          createdAt: new Date(this.now()),
        })
        .onConflictDoNothing()
        .returning({ code: referralCodes.code });
      if (made) return made.code;
    }
    throw new Error(`no referral code could be made for member ${m.memberId}`);
  }

  async rules(merchantCode: string): Promise<ReferralRules> {
    const [p] = await this.db
      .select()
      .from(referralProgrammes)
      .where(eq(referralProgrammes.merchantCode, merchantCode));
    if (!p) return NO_RULES;
    return {
      depositRewardCents: p.depositRewardCents,
      depositMinCents: p.depositMinCents,
      turnoverRewardCents: p.turnoverRewardCents,
      turnoverMinCents: p.turnoverMinCents,
    };
  }

  /**
   * Friends whose settled stakes (records/stakes.ts: never one still open on a draw) reached the programme's
   * turnover minimum get their pending turnover reward, once each (the unique index); `referrerId` limits
   * it to one referrer's friends.
   */
  async checkTurnover(referrerId?: number): Promise<number> {
    const result = await this.db.execute(sql`
      insert into referral_rewards (referrer_id, friend_id, kind, amount_cents, status, qualified_at)
      select r.referrer_id, r.friend_id, 'turnover', p.turnover_reward_cents, 'pending', ${new Date(this.now()).toISOString()}::timestamptz
      from referrals r
      join members f on f.id = r.friend_id
      join referral_programmes p on p.merchant_code = f.merchant_code
      where p.turnover_reward_cents > 0 and p.turnover_min_cents > 0
        ${referrerId === undefined ? sql`` : sql`and r.referrer_id = ${referrerId}`}
        and not exists (select 1 from referral_rewards x where x.friend_id = r.friend_id and x.kind = 'turnover')
        and (select coalesce(sum(s.wager), 0)
             from ${settledStakes(sql`s.member_id = r.friend_id`)} s) >= p.turnover_min_cents
      on conflict do nothing
      returning friend_id`);
    // node-postgres answers { rows }, PGlite the same; either way one row per reward written.
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length;
  }

  /** Pays one pending reward, or says why it waits. Concurrent calls on one reward pay it once. */
  async pay(rewardId: number): Promise<PayResult> {
    try {
      return await this.db.transaction(async (tx) => {
        const [r] = await tx
          .select({ reward: referralRewards, merchantCode: members.merchantCode })
          .from(referralRewards)
          .innerJoin(members, eq(members.id, referralRewards.referrerId))
          .where(eq(referralRewards.id, rewardId))
          .for('update', { of: referralRewards });
        if (r?.reward.status !== 'pending') return 'already';
        const { reward } = r;
        if (await activeExclusion(tx, reward.referrerId, this.now())) throw new Held('held');
        const [funded] = await tx
          .update(referralProgrammes)
          .set({ spentCents: sql`${referralProgrammes.spentCents} + ${reward.amountCents}` })
          .where(
            and(
              eq(referralProgrammes.merchantCode, r.merchantCode),
              sql`${referralProgrammes.spentCents} + ${reward.amountCents} <= ${referralProgrammes.budgetCents}`,
            ),
          )
          .returning({ spent: referralProgrammes.spentCents });
        if (!funded) throw new Held('unfunded');
        const moved = await credit(tx, {
          memberId: reward.referrerId,
          amountCents: reward.amountCents,
          reason: REFERRAL_LEDGER_REASON,
          reference: ledgerRef.referral(reward.kind, reward.friendId),
        });
        // A ledger entry without its paid row would be a bug: roll back rather than spend twice.
        if (!moved.ok || moved.replayed)
          throw new Error(`referral reward ${reward.id}: credit ${moved.ok ? 'replayed' : moved.reason}`);
        await tx
          .update(referralRewards)
          .set({ status: 'paid', paidAt: new Date(this.now()) })
          .where(eq(referralRewards.id, reward.id));
        return 'paid' as const;
      });
    } catch (err) {
      if (err instanceof Held) return err.message as PayResult;
      throw err;
    }
  }

  /** Pays pending rewards, oldest first (one referrer's, or everyone's), up to `limit`. */
  async payPending(referrerId?: number, limit = 200): Promise<{ paid: number; seen: number }> {
    const pending = await this.db
      .select({ id: referralRewards.id })
      .from(referralRewards)
      .where(
        and(
          eq(referralRewards.status, 'pending'),
          referrerId === undefined ? undefined : eq(referralRewards.referrerId, referrerId),
        ),
      )
      .orderBy(asc(referralRewards.id))
      .limit(limit);
    let paid = 0;
    for (const { id } of pending) if ((await this.pay(id)) === 'paid') paid++;
    return { paid, seen: pending.length };
  }

  /** Everything due to one referrer: turnover checked, pending rewards paid. */
  async settle(referrerId: number) {
    await this.checkTurnover(referrerId);
    return this.payPending(referrerId);
  }

  /** What the screen shows: the code, the rules and the totals (after settling what is due). */
  async summary(m: ReferralMember): Promise<ReferralSummary> {
    await this.settle(m.memberId);
    const [code, rules, [friends], totals] = await Promise.all([
      this.codeOf(m),
      this.rules(m.merchantCode),
      this.db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, m.memberId)),
      this.db
        .select({
          status: referralRewards.status,
          cents: sql<string>`coalesce(sum(${referralRewards.amountCents}), 0)`,
        })
        .from(referralRewards)
        .where(eq(referralRewards.referrerId, m.memberId))
        .groupBy(referralRewards.status),
    ]);
    const sumOf = (status: 'paid' | 'pending') => Number(totals.find((t) => t.status === status)?.cents ?? 0);
    return {
      code,
      rules,
      friends: friends?.n ?? 0,
      earnedCents: sumOf('paid'),
      pendingCents: sumOf('pending'),
    };
  }

  /** The member's invited friends, newest first, with what each qualified for and earned. */
  async friends(m: ReferralMember, q: { pageNo: number; pageSize: number }) {
    const where = eq(referrals.referrerId, m.memberId);
    const reward = (kind: ReferralRewardKind) =>
      sql<boolean>`exists (select 1 from referral_rewards x where x.friend_id = ${referrals.friendId} and x.kind = ${kind})`;
    const sumOf = (status: 'paid' | 'pending') =>
      sql<string>`(select coalesce(sum(x.amount_cents), 0) from referral_rewards x where x.friend_id = ${referrals.friendId} and x.status = ${status})`;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          account: members.account,
          joinedAt: referrals.createdAt,
          deposited: reward('deposit'),
          wagered: reward('turnover'),
          earned: sumOf('paid'),
          pending: sumOf('pending'),
        })
        .from(referrals)
        .innerJoin(members, eq(members.id, referrals.friendId))
        .where(where)
        .orderBy(desc(referrals.createdAt), desc(referrals.friendId))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db.select({ n: count() }).from(referrals).where(where),
    ]);
    const list: ReferralFriend[] = rows.map((r) => ({
      account: maskAccount(r.account),
      joinedAt: r.joinedAt.toISOString(),
      deposited: Boolean(r.deposited),
      wagered: Boolean(r.wagered),
      earnedCents: Number(r.earned),
      pendingCents: Number(r.pending),
    }));
    return { list, pageNo: q.pageNo, pageSize: q.pageSize, total: total?.n ?? 0 };
  }

  // --- Operators ------------------------------------------------------------------------------------

  async programme(merchantCode: string): Promise<ReferralProgramme> {
    const [[p], [pending]] = await Promise.all([
      this.db.select().from(referralProgrammes).where(eq(referralProgrammes.merchantCode, merchantCode)),
      this.db
        .select({ n: count(), cents: sql<string>`coalesce(sum(${referralRewards.amountCents}), 0)` })
        .from(referralRewards)
        .innerJoin(members, eq(members.id, referralRewards.referrerId))
        .where(and(eq(referralRewards.status, 'pending'), eq(members.merchantCode, merchantCode))),
    ]);
    return {
      ...(p
        ? {
            depositRewardCents: p.depositRewardCents,
            depositMinCents: p.depositMinCents,
            turnoverRewardCents: p.turnoverRewardCents,
            turnoverMinCents: p.turnoverMinCents,
          }
        : NO_RULES),
      budgetCents: p?.budgetCents ?? 0,
      spentCents: p?.spentCents ?? 0,
      pendingCents: Number(pending?.cents ?? 0),
      pendingCount: pending?.n ?? 0,
      updatedAt: p ? p.updatedAt.toISOString() : null,
    };
  }

  /**
   * Replaces the programme's rules and budget (audited with the previous ones). A budget below what was
   * already paid is refused; rewards already pending keep the amount they qualified for.
   */
  async setProgramme(
    merchantCode: string,
    actor: string,
    input: ReferralProgrammeInput,
  ): Promise<Outcome<ReferralProgramme>> {
    const problem = rulesProblem(input);
    if (problem) return refused(400, REFERRAL_CODES.rulesInvalid, problem);
    const saved = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(referralProgrammes)
        .where(eq(referralProgrammes.merchantCode, merchantCode))
        .for('update');
      if (before && input.budgetCents < before.spentCents) return false;
      const at = new Date(this.now());
      await tx
        .insert(referralProgrammes)
        .values({ merchantCode, ...input, spentCents: 0, updatedAt: at })
        .onConflictDoUpdate({ target: referralProgrammes.merchantCode, set: { ...input, updatedAt: at } });
      await audit(tx, actor, 'referral.programme', `referral:${merchantCode}`, {
        before: before
          ? {
              depositRewardCents: before.depositRewardCents,
              depositMinCents: before.depositMinCents,
              turnoverRewardCents: before.turnoverRewardCents,
              turnoverMinCents: before.turnoverMinCents,
              budgetCents: before.budgetCents,
            }
          : null,
        after: input,
      });
      return true;
    });
    if (!saved)
      return refused(400, REFERRAL_CODES.rulesInvalid, 'budgetCents cannot be below what was already paid');
    return done(await this.programme(merchantCode));
  }
}
