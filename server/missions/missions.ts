// Missions (issue 14, /m/leaderBoard, the MISSION promotion). An operator's mission asks a member to play N
// rounds or wager X (optionally in one category) between its start and end; progress is computed on read
// from the member's stakes settled in that period (records/stakes.ts: a stake parked on an open draw counts
// only once its draw settles it, so it can no longer be taken back after a claim; categorised the way
// rebates are: a lottery order LOTTERY, the studio's rounds INHOUSE, another vendor's round the lobby
// category of its game). A complete mission is claimed once: one transaction inserts the claim (its
// primary key is the "once"), spends the reward from the budget with a conditional UPDATE
// (`spent + reward <= budget`, backed by a CHECK) and credits `mission:<mission>:<member>`.

import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Language } from '../../src/shared/constants/language.ts';
import { MEMBER_TYPE_TRIAL } from '../../src/shared/constants/members.ts';
import { MISSION_BOARD_SIZE } from '../../src/shared/constants/missions.ts';
import { REBATE_CATEGORIES, type RebateCategory } from '../../src/shared/constants/rebates.ts';
import { maskAccount } from '../../src/shared/constants/referrals.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { CODES } from '../../src/shared/errors/general.ts';
import { MISSION_CODES } from '../../src/shared/errors/mission.ts';
import type {
  MissionBoard,
  MissionClaimResult,
  MissionCreate,
  MissionList,
  MissionOps,
  MissionRule,
  MissionUpdate,
} from '../../src/shared/schemas/missions.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { members, missionClaims, missions } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { inLanguage } from '../lib/in-language.ts';
import { activeExclusion, excludedRefusal } from '../protection/exclusion.ts';
import { settledStakes } from '../records/stakes.ts';
import { credit } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';
import { type MissionActivity, missionProgress } from './rules.ts';

const Num = v.pipe(v.union([v.number(), v.bigint(), v.string()]), v.transform(Number));
const ActivityRowsSchema = v.object({
  rows: v.array(v.object({ category: v.nullable(v.string()), rounds: Num, wager: Num })),
});
const BoardRowsSchema = v.object({
  rows: v.array(v.object({ member_id: Num, account: v.string(), wager: Num, rank: Num })),
});

const isCategory = (c: string | null): c is RebateCategory =>
  c !== null && (REBATE_CATEGORIES as readonly string[]).includes(c);

/**
 * The settled stakes of a merchant's real members in [from, to) by settled time (records/stakes.ts), each
 * with its round (one lottery order or vendor round) and its category (null: a vendor not in the
 * catalogue). A stake still open counts nowhere yet; a cancelled or rolled-back one never.
 */
export function stakes(merchantCode: string, from: Date, to: Date, memberId: number | null) {
  const where = sql`s.member_id in (
      select m.id from members m where m.merchant_code = ${merchantCode} and m.type <> ${MEMBER_TYPE_TRIAL})
    ${memberId === null ? sql`` : sql`and s.member_id = ${memberId}`}
    and s.settled_at >= ${from.toISOString()} and s.settled_at < ${to.toISOString()}`;
  return sql`
    select s.member_id, s.wager, s.round,
      case when s.game_type in ('ELOTT', 'LOTT') then 'LOTTERY' else s.game_type end as category
    from ${settledStakes(where)} s`;
}

async function activityOf(
  db: DbOrTx,
  merchantCode: string,
  memberId: number,
  from: Date,
  to: Date,
): Promise<MissionActivity[]> {
  const result = await db.execute(sql`
    select category, count(distinct round) as rounds, sum(wager) as wager
    from (${stakes(merchantCode, from, to, memberId)}) s group by category`);
  return v
    .parse(ActivityRowsSchema, result)
    .rows.flatMap((r) =>
      isCategory(r.category) ? [{ category: r.category, rounds: r.rounds, wagerCents: r.wager }] : [],
    );
}

type Mission = typeof missions.$inferSelect;
type Member = { id: number; merchantCode: string };

const notFound = () => refused(404, MISSION_CODES.notFound, 'No such mission');

/** Raised inside the claim's transaction to roll it back with a refusal. */
class Refusal extends Error {
  constructor(readonly outcome: ReturnType<typeof refused>) {
    super(outcome.message);
  }
}

const opsView = (m: Mission): MissionOps => ({
  id: m.id,
  title: m.title,
  titleTy: m.titleTy,
  rule: m.rule,
  startsAt: m.startsAt.toISOString(),
  endsAt: m.endsAt.toISOString(),
  rewardCents: m.rewardCents,
  budgetCents: m.budgetCents,
  spentCents: m.spentCents,
  cancelledAt: m.cancelledAt ? m.cancelledAt.toISOString() : null,
  createdBy: m.createdBy,
});

export class Missions {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** The merchant's missions open now (started, not ended, not cancelled). */
  private async open(db: DbOrTx, merchantCode: string) {
    const at = new Date(this.now());
    return db
      .select()
      .from(missions)
      .where(
        and(
          eq(missions.merchantCode, merchantCode),
          isNull(missions.cancelledAt),
          lte(missions.startsAt, at),
          gt(missions.endsAt, at),
        ),
      )
      .orderBy(missions.endsAt, missions.id);
  }

  /** The open missions with the member's progress, claimed flag and whether the budget still pays. */
  async list(member: Member, language: Language): Promise<MissionList> {
    const list = await this.open(this.db, member.merchantCode);
    const claimed = new Set(
      (
        await this.db
          .select({ missionId: missionClaims.missionId })
          .from(missionClaims)
          .where(eq(missionClaims.memberId, member.id))
      ).map((c) => c.missionId),
    );
    return {
      list: await Promise.all(
        list.map(async (m) => {
          const activity = await activityOf(this.db, member.merchantCode, member.id, m.startsAt, m.endsAt);
          return {
            id: m.id,
            title: inLanguage(language, m.title, m.titleTy),
            rule: m.rule,
            startsAt: m.startsAt.toISOString(),
            endsAt: m.endsAt.toISOString(),
            rewardCents: m.rewardCents,
            ...missionProgress(m.rule, activity),
            claimed: claimed.has(m.id),
            available: m.spentCents + m.rewardCents <= m.budgetCents,
          };
        }),
      ),
    };
  }

  /** The period's top members by wager in the mission's scope (accounts masked), with the member's own rank. */
  async board(member: Member, missionId: number): Promise<Outcome<MissionBoard>> {
    const [m] = (await this.open(this.db, member.merchantCode)).filter((x) => x.id === missionId);
    if (!m) return notFound();
    const scope = m.rule.category ? sql`where category = ${m.rule.category}` : sql``;
    const result = await this.db.execute(sql`
      with t as (
        select s.member_id, sum(s.wager) as wager
        from (${stakes(member.merchantCode, m.startsAt, m.endsAt, null)}) s ${scope}
        group by s.member_id having sum(s.wager) > 0
      ), r as (
        select t.member_id, mb.account, t.wager, rank() over (order by t.wager desc) as rank
        from t join members mb on mb.id = t.member_id
      )
      select * from r where rank <= ${MISSION_BOARD_SIZE} or member_id = ${member.id}
      order by rank, member_id`);
    const rows = v.parse(BoardRowsSchema, result).rows;
    const view = (r: (typeof rows)[number]) => ({
      rank: r.rank,
      account: maskAccount(r.account),
      wagerCents: r.wager,
    });
    const mine = rows.find((r) => r.member_id === member.id);
    return done({
      list: rows
        .filter((r) => r.rank <= MISSION_BOARD_SIZE)
        .slice(0, MISSION_BOARD_SIZE)
        .map(view),
      mine: mine ? view(mine) : null,
    });
  }

  /** Pays a complete mission's reward once, from its budget. */
  async claim(member: Member, missionId: number): Promise<Outcome<MissionClaimResult>> {
    try {
      return await this.db.transaction(async (tx) => {
        const [who] = await tx.select({ type: members.type }).from(members).where(eq(members.id, member.id));
        if (!who || who.type === MEMBER_TYPE_TRIAL)
          return refused(403, AUTH_CODES.freeReject, 'Please login an actual account to use this function');
        const now = this.now();
        const excluded = await activeExclusion(tx, member.id, now);
        if (excluded) return excludedRefusal(excluded);
        const [m] = (await this.open(tx, member.merchantCode)).filter((x) => x.id === missionId);
        if (!m) return notFound();
        const activity = await activityOf(tx, member.merchantCode, member.id, m.startsAt, m.endsAt);
        if (!missionProgress(m.rule, activity).complete)
          return refused(409, MISSION_CODES.incomplete, 'The mission is not complete yet');
        // The primary key makes the claim once: a concurrent twin waits here, then finds the row.
        const [claim] = await tx
          .insert(missionClaims)
          .values({ missionId, memberId: member.id, amountCents: m.rewardCents, createdAt: new Date(now) })
          .onConflictDoNothing()
          .returning();
        if (!claim) return refused(409, MISSION_CODES.claimed, 'This mission is already claimed');
        const [spent] = await tx
          .update(missions)
          .set({ spentCents: sql`${missions.spentCents} + ${m.rewardCents}` })
          .where(
            and(
              eq(missions.id, m.id),
              sql`${missions.spentCents} + ${m.rewardCents} <= ${missions.budgetCents}`,
            ),
          )
          .returning({ id: missions.id });
        if (!spent)
          throw new Refusal(
            refused(409, MISSION_CODES.budgetExhausted, "The mission's budget cannot pay this reward"),
          );
        const reference = ledgerRef.mission(m.id, member.id);
        const moved = await credit(tx, {
          memberId: member.id,
          amountCents: m.rewardCents,
          reason: 'bonus.mission',
          reference,
        });
        if (!moved.ok || moved.replayed) throw new Error(`mission credit ${reference} did not move`);
        return done({ amountCents: m.rewardCents, balanceCents: moved.entry.balanceAfterCents });
      });
    } catch (err) {
      if (err instanceof Refusal) return err.outcome;
      throw err;
    }
  }

  // --- Operators ---

  async opsList(merchantCode: string) {
    const rows = await this.db
      .select()
      .from(missions)
      .where(eq(missions.merchantCode, merchantCode))
      .orderBy(desc(missions.id));
    return { list: rows.map(opsView) };
  }

  /** Creates a mission (audited); a period that ends before it starts is refused. */
  async create(merchantCode: string, actor: string, body: MissionCreate): Promise<Outcome<MissionOps>> {
    const startsAt = new Date(body.startsAt);
    const endsAt = new Date(body.endsAt);
    if (endsAt <= startsAt) return refused(400, CODES.invalidRequest, 'endsAt must be after startsAt');
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(missions)
        .values({
          merchantCode,
          title: body.title,
          titleTy: body.titleTy,
          rule: body.rule satisfies MissionRule,
          startsAt,
          endsAt,
          rewardCents: body.rewardCents,
          budgetCents: body.budgetCents,
          createdBy: actor,
          createdAt: new Date(this.now()),
        })
        .returning();
      if (!row) throw new Error('mission insert returned nothing');
      await audit(tx, actor, 'mission.create', `mission:${row.id}`, opsView(row));
      return done(opsView(row));
    });
  }

  /** Raises or lowers the budget (never below what is spent) or cancels the mission; audited. */
  async update(
    merchantCode: string,
    actor: string,
    id: number,
    body: MissionUpdate,
  ): Promise<Outcome<MissionOps>> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(missions)
        .where(and(eq(missions.id, id), eq(missions.merchantCode, merchantCode)))
        .for('update');
      if (!before) return notFound();
      if (body.budgetCents !== undefined && body.budgetCents < before.spentCents)
        return refused(
          409,
          MISSION_CODES.budgetExhausted,
          'The budget cannot be below what is already spent',
        );
      const [after] = await tx
        .update(missions)
        .set({
          budgetCents: body.budgetCents ?? before.budgetCents,
          cancelledAt: body.cancel ? (before.cancelledAt ?? new Date(this.now())) : before.cancelledAt,
        })
        .where(eq(missions.id, id))
        .returning();
      if (!after) throw new Error('mission update returned nothing');
      await audit(tx, actor, 'mission.update', `mission:${id}`, {
        before: opsView(before),
        after: opsView(after),
      });
      return done(opsView(after));
    });
  }
}
