// Red envelope rain (issue 14). Operators schedule sessions (a window, a budget, a grab's min and max, the
// grabs a member may make); during one, each grab a member sends is paid an amount the server draws, never
// more than the budget has left.
//
// A grab is one transaction: lock the session row (concurrent grabs of one session queue here), answer a
// replay of the same (session, member, seq) with its first result, check the window and the rules, draw the
// amount, raise spent_cents with a conditional UPDATE (spent + x <= budget; the table's CHECK backs it), write
// the grab row and credit the ledger (`rain:<session>:<member>:<seq>`, reason bonus.rain). All of it commits
// together or none of it does, so the budget is never exceeded and nothing is paid twice.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql, sum } from 'drizzle-orm';
import { RAIN_MAX_LEAD_DAYS, RAIN_START_SKEW_MS } from '../../src/shared/constants/red-rain.ts';
import { RAIN_CODES } from '../../src/shared/errors/rain.ts';
import type {
  RainCreate,
  RainGrab,
  RainGrabbed,
  RainOpsSession,
  RainState,
  RainStatus,
} from '../../src/shared/schemas/red-rain.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { rainGrabs, rainSessions } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { type Page, pagedQuery } from '../lib/paged.ts';
import { LOCK_SPACE, lockKeys } from '../lib/xact-lock.ts';
import { activeExclusion, excludedRefusal } from '../protection/exclusion.ts';
import { balanceOf, credit } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';

export const RAIN_REASON = 'bonus.rain';

/**
 * Advisory lock space of a merchant's sessions: two operators creating at once, or the schedules' planner
 * (schedules.ts), cannot overlap.
 */
export const SCHEDULE_LOCK = LOCK_SPACE.rainSchedule;

/** A live session of the merchant whose window meets [start, end), if any (hold SCHEDULE_LOCK). */
export async function clashOf(tx: DbOrTx, merchantCode: string, start: Date, end: Date) {
  const [clash] = await tx
    .select({ id: rainSessions.id })
    .from(rainSessions)
    .where(
      and(
        eq(rainSessions.merchantCode, merchantCode),
        isNull(rainSessions.cancelledAt),
        lt(rainSessions.startsAt, end),
        gt(rainSessions.endsAt, start),
      ),
    )
    .limit(1);
  return clash;
}

export interface RainMember {
  memberId: number;
  merchantCode: string;
}

type SessionRow = typeof rainSessions.$inferSelect;

/** The amount of one grab: uniform in [min, max], cut to what the budget has left. */
export function drawGrabCents(
  s: Pick<SessionRow, 'minGrabCents' | 'maxGrabCents'>,
  leftCents: number,
  draw = randomInt,
) {
  const wanted = s.minGrabCents + draw(s.maxGrabCents - s.minGrabCents + 1);
  return Math.min(wanted, leftCents);
}

function statusOf(s: SessionRow, now: number): RainStatus {
  if (s.cancelledAt) return 'cancelled';
  if (now < s.startsAt.getTime()) return 'scheduled';
  return now < s.endsAt.getTime() ? 'running' : 'ended';
}

export class RedRain {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The member's screen: the running session, else the next one, with the member's grabs in it. */
  async state(m: RainMember): Promise<RainState> {
    const now = this.now();
    const [s] = await this.db
      .select()
      .from(rainSessions)
      .where(
        and(
          eq(rainSessions.merchantCode, m.merchantCode),
          isNull(rainSessions.cancelledAt),
          gt(rainSessions.endsAt, new Date(now)),
        ),
      )
      .orderBy(rainSessions.startsAt)
      .limit(1);
    if (!s) return { now: new Date(now).toISOString(), session: null, grabs: 0, totalCents: 0 };
    const mine = await this.mine(this.db, s.id, m.memberId);
    return {
      now: new Date(now).toISOString(),
      session: {
        id: s.id,
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
        minGrabCents: s.minGrabCents,
        maxGrabCents: s.maxGrabCents,
        maxGrabs: s.maxGrabsPerMember,
        exhausted: s.spentCents >= s.budgetCents,
      },
      ...mine,
    };
  }

  private async mine(db: DbOrTx, sessionId: number, memberId: number) {
    const [row] = await db
      .select({ grabs: count(), total: sum(rainGrabs.amountCents) })
      .from(rainGrabs)
      .where(and(eq(rainGrabs.sessionId, sessionId), eq(rainGrabs.memberId, memberId)));
    return { grabs: Number(row?.grabs ?? 0), totalCents: Number(row?.total ?? 0) };
  }

  /** One grab, paid once (see the file's head). A replay answers the first grab's amount. */
  async grab(m: RainMember, g: RainGrab): Promise<Outcome<RainGrabbed>> {
    try {
      return await this.db.transaction((tx) => this.grabIn(tx, m, g));
    } catch (err) {
      // A twin of this grab committed between our replay check and our insert (cannot happen while the
      // session row lock is held, but the unique index is the guarantee): answer its result.
      if (isUniqueViolation(err)) return this.db.transaction((tx) => this.grabIn(tx, m, g));
      throw err;
    }
  }

  private async grabIn(tx: DbOrTx, m: RainMember, g: RainGrab): Promise<Outcome<RainGrabbed>> {
    const now = this.now();
    const [s] = await tx
      .select()
      .from(rainSessions)
      .where(and(eq(rainSessions.id, g.sessionId), eq(rainSessions.merchantCode, m.merchantCode)))
      .for('update');
    if (!s || s.cancelledAt) return refused(404, RAIN_CODES.unknown, 'No such rain session');

    const [replay] = await tx
      .select()
      .from(rainGrabs)
      .where(
        and(eq(rainGrabs.sessionId, s.id), eq(rainGrabs.memberId, m.memberId), eq(rainGrabs.seq, g.seq)),
      );
    if (replay) return done(await this.grabbed(tx, m, replay.seq, replay.amountCents, s.id, true));

    if (now < s.startsAt.getTime())
      return refused(409, RAIN_CODES.notStarted, 'The rain has not started yet');
    if (now >= s.endsAt.getTime()) return refused(409, RAIN_CODES.ended, 'The rain is over');
    const excluded = await activeExclusion(tx, m.memberId, now);
    if (excluded) return excludedRefusal(excluded);
    const { grabs } = await this.mine(tx, s.id, m.memberId);
    if (g.seq > s.maxGrabsPerMember || grabs >= s.maxGrabsPerMember)
      return refused(409, RAIN_CODES.capReached, `At most ${s.maxGrabsPerMember} grabs per member`);
    const left = s.budgetCents - s.spentCents;
    if (left <= 0) return refused(409, RAIN_CODES.exhausted, 'The rain budget is all paid out');

    const amount = drawGrabCents(s, left);
    const [raised] = await tx
      .update(rainSessions)
      .set({ spentCents: sql`${rainSessions.spentCents} + ${amount}` })
      .where(
        and(
          eq(rainSessions.id, s.id),
          sql`${rainSessions.spentCents} + ${amount} <= ${rainSessions.budgetCents}`,
        ),
      )
      .returning({ spent: rainSessions.spentCents });
    // Unreachable while the row lock is held; never pay past the budget if it is not.
    if (!raised) return refused(409, RAIN_CODES.exhausted, 'The rain budget is all paid out');
    await tx.insert(rainGrabs).values({
      sessionId: s.id,
      memberId: m.memberId,
      seq: g.seq,
      amountCents: amount,
      createdAt: new Date(now),
    });
    const moved = await credit(tx, {
      memberId: m.memberId,
      amountCents: amount,
      reason: RAIN_REASON,
      reference: ledgerRef.rain(s.id, m.memberId, g.seq),
    });
    if (!moved.ok || moved.replayed)
      throw new Error(`rain credit ${s.id}:${m.memberId}:${g.seq} not applied`);
    return done(await this.grabbed(tx, m, g.seq, amount, s.id, false));
  }

  private async grabbed(
    tx: DbOrTx,
    m: RainMember,
    seq: number,
    amountCents: number,
    sessionId: number,
    replayed: boolean,
  ): Promise<RainGrabbed> {
    const mine = await this.mine(tx, sessionId, m.memberId);
    return {
      sessionId,
      seq,
      amountCents,
      ...mine,
      balanceCents: (await balanceOf(tx, m.memberId)) ?? 0,
      replayed,
    };
  }

  // --- Operators ---

  /** Schedules a session (audited `rain.create`); its window may not overlap another of the merchant. */
  async create(merchantCode: string, actor: string, r: RainCreate): Promise<Outcome<RainOpsSession>> {
    const now = this.now();
    const startsAt = Date.parse(r.startsAt);
    if (r.minGrabCents > r.maxGrabCents)
      return refused(400, RAIN_CODES.rulesInvalid, 'minGrabCents is above maxGrabCents');
    if (r.minGrabCents > r.budgetCents)
      return refused(400, RAIN_CODES.rulesInvalid, 'minGrabCents is above the budget');
    if (startsAt < now - RAIN_START_SKEW_MS)
      return refused(400, RAIN_CODES.rulesInvalid, 'startsAt is in the past');
    if (startsAt > now + RAIN_MAX_LEAD_DAYS * 86_400_000)
      return refused(400, RAIN_CODES.rulesInvalid, `startsAt is more than ${RAIN_MAX_LEAD_DAYS} days ahead`);
    const start = new Date(Math.max(startsAt, now));
    const end = new Date(startsAt + r.durationSeconds * 1000);
    if (end.getTime() <= start.getTime())
      return refused(400, RAIN_CODES.rulesInvalid, 'the session would already be over');
    return this.db.transaction(async (tx) => {
      await lockKeys(tx, SCHEDULE_LOCK, merchantCode);
      const clash = await clashOf(tx, merchantCode, start, end);
      if (clash) return refused(409, RAIN_CODES.overlap, `The window overlaps rain session ${clash.id}`);
      const [row] = await tx
        .insert(rainSessions)
        .values({
          merchantCode,
          startsAt: start,
          endsAt: end,
          budgetCents: r.budgetCents,
          minGrabCents: r.minGrabCents,
          maxGrabCents: r.maxGrabCents,
          maxGrabsPerMember: r.maxGrabsPerMember,
          createdBy: actor,
          createdAt: new Date(now),
        })
        .returning();
      if (!row) throw new Error('rain session insert returned nothing');
      await audit(tx, actor, 'rain.create', `rain:${row.id}`, { ...r, merchantCode });
      return done(this.opsView(row, now, 0, 0));
    });
  }

  /** Cancels a session that has not started (audited `rain.cancel`); a started one pays what it paid. */
  async cancel(merchantCode: string, actor: string, id: number): Promise<Outcome<RainOpsSession>> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [s] = await tx
        .select()
        .from(rainSessions)
        .where(and(eq(rainSessions.id, id), eq(rainSessions.merchantCode, merchantCode)))
        .for('update');
      if (!s) return refused(404, RAIN_CODES.unknown, 'No such rain session');
      if (s.cancelledAt) return done(this.opsView(s, now, 0, 0));
      if (now >= s.startsAt.getTime())
        return refused(409, RAIN_CODES.started, 'Only a session that has not started can be cancelled');
      const [row] = await tx
        .update(rainSessions)
        .set({ cancelledAt: new Date(now) })
        .where(eq(rainSessions.id, id))
        .returning();
      if (!row) throw new Error('rain session vanished');
      await audit(tx, actor, 'rain.cancel', `rain:${id}`, { merchantCode });
      return done(this.opsView(row, now, 0, 0));
    });
  }

  /** The merchant's sessions, newest start first, with spent of budget, grabs and members. */
  async list(merchantCode: string, q: { pageNo: number; pageSize: number }): Promise<Page<RainOpsSession>> {
    const now = this.now();
    const where = eq(rainSessions.merchantCode, merchantCode);
    const page = await pagedQuery(
      q,
      (limit, offset) =>
        this.db
          .select({
            s: rainSessions,
            grabs: sql<number>`(select count(*) from rain_grabs g where g.session_id = rain_sessions.id)`,
            members: sql<number>`(select count(distinct g.member_id) from rain_grabs g where g.session_id = rain_sessions.id)`,
          })
          .from(rainSessions)
          .where(where)
          .orderBy(desc(rainSessions.startsAt), desc(rainSessions.id))
          .limit(limit)
          .offset(offset),
      () => this.db.select({ n: count() }).from(rainSessions).where(where),
    );
    return {
      ...page,
      list: page.list.map((r) => this.opsView(r.s, now, Number(r.grabs), Number(r.members))),
    };
  }

  private opsView(s: SessionRow, now: number, grabs: number, members: number): RainOpsSession {
    return {
      id: s.id,
      status: statusOf(s, now),
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      budgetCents: s.budgetCents,
      spentCents: s.spentCents,
      leftCents: s.budgetCents - s.spentCents,
      minGrabCents: s.minGrabCents,
      maxGrabCents: s.maxGrabCents,
      maxGrabsPerMember: s.maxGrabsPerMember,
      grabs,
      members,
      createdBy: s.createdBy,
      cancelledAt: s.cancelledAt ? s.cancelledAt.toISOString() : null,
      scheduleId: s.scheduleId,
    };
  }
}
