// Recurring red envelope rain (issue 14): an operator's schedule ("every day at 20:00 Manila", or on chosen
// weekdays) with a session's rules. The planner makes the schedule's sessions ahead of time, up to a day,
// as ordinary rain sessions (rain.ts pays their grabs as any other's).
//
// Planning runs under the merchant's session lock (SCHEDULE_LOCK, also taken by ops creating a session by
// hand) with the schedule's row locked, and moves `planned_until` forward: each (schedule, start) is made
// once, and a session ops cancel by hand is not made again. The partial unique index on (schedule_id,
// starts_at) of live sessions backs it: two planners racing make one. A slot whose window meets another live
// session of the merchant is skipped, never double-booked.
import { and, count, desc, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import { OPERATOR_UTC_OFFSET } from '../../src/shared/constants/time.ts';
import { RAIN_CODES } from '../../src/shared/errors/rain.ts';
import type {
  RainOpsSchedule,
  RainScheduleCreate,
  RainScheduleStatus,
} from '../../src/shared/schemas/red-rain.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { rainSchedules, rainSessions } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { type Page, pagedQuery } from '../lib/paged.ts';
import { lockKeys } from '../lib/xact-lock.ts';
import { clashOf, SCHEDULE_LOCK } from './rain.ts';

/** How far ahead sessions are made: members see tomorrow's rain today. */
const RAIN_PLAN_AHEAD_MS = 24 * 3_600_000;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Manila has no daylight saving: its days are UTC days shifted by a fixed offset. */
const [offsetHours = 0, offsetMinutes = 0] = OPERATOR_UTC_OFFSET.slice(1).split(':').map(Number);
const OFFSET_MS =
  (OPERATOR_UTC_OFFSET.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * MINUTE_MS;

type ScheduleRow = typeof rainSchedules.$inferSelect;

/** `HH:MM` → minutes since midnight, and back. */
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const maskOf = (days: readonly number[]) => days.reduce((mask, d) => mask | (1 << d), 0);
const daysOf = (mask: number) => [0, 1, 2, 3, 4, 5, 6].filter((d) => mask & (1 << d));

/**
 * The starts (ms) of a schedule after `from` up to `to`, ascending: `minuteOfDay` on each Manila day whose
 * weekday (0 = Sunday) is in the mask.
 */
export function startsBetween(minuteOfDay: number, weekdays: number, from: number, to: number): number[] {
  const starts: number[] = [];
  for (let day = Math.floor((from + OFFSET_MS) / DAY_MS); ; day++) {
    const start = day * DAY_MS + minuteOfDay * MINUTE_MS - OFFSET_MS;
    if (start > to) return starts;
    // Day 0 (1970-01-01) was a Thursday.
    if (start > from && weekdays & (1 << ((day + 4) % 7))) starts.push(start);
  }
}

function statusOf(s: ScheduleRow): RainScheduleStatus {
  if (s.endedAt) return 'ended';
  return s.pausedAt ? 'paused' : 'active';
}

export interface PlanReport {
  schedules: number;
  created: number;
  /** Slots left out because another live session of the merchant meets their window. */
  skipped: number;
}

export class RainSchedules {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Makes a schedule (audited `rain.schedule.create`) and its sessions of the next day at once. */
  async create(
    merchantCode: string,
    actor: string,
    r: RainScheduleCreate,
  ): Promise<Outcome<RainOpsSchedule>> {
    if (r.minGrabCents > r.maxGrabCents)
      return refused(400, RAIN_CODES.rulesInvalid, 'minGrabCents is above maxGrabCents');
    if (r.minGrabCents > r.budgetCents)
      return refused(400, RAIN_CODES.rulesInvalid, 'minGrabCents is above the budget');
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await lockKeys(tx, SCHEDULE_LOCK, merchantCode);
      const [row] = await tx
        .insert(rainSchedules)
        .values({
          merchantCode,
          minuteOfDay: minuteOf(r.time),
          weekdays: maskOf(r.weekdays),
          durationSeconds: r.durationSeconds,
          budgetCents: r.budgetCents,
          minGrabCents: r.minGrabCents,
          maxGrabCents: r.maxGrabCents,
          maxGrabsPerMember: r.maxGrabsPerMember,
          plannedUntil: new Date(now),
          createdBy: actor,
          createdAt: new Date(now),
        })
        .returning();
      if (!row) throw new Error('rain schedule insert returned nothing');
      await audit(tx, actor, 'rain.schedule.create', `rain-schedule:${row.id}`, { ...r, merchantCode });
      const { row: planned } = await this.planLocked(tx, row, now);
      return done(await this.opsView(tx, planned, now));
    });
  }

  /** Pauses (audited): nothing new is planned and its sessions that have not started are cancelled. */
  pause(merchantCode: string, actor: string, id: number) {
    return this.change(merchantCode, actor, id, 'pause');
  }

  /** Resumes a paused schedule (audited): its sessions from now on are planned again. */
  resume(merchantCode: string, actor: string, id: number) {
    return this.change(merchantCode, actor, id, 'resume');
  }

  /** Ends a schedule for good (audited): its sessions that have not started are cancelled. */
  end(merchantCode: string, actor: string, id: number) {
    return this.change(merchantCode, actor, id, 'end');
  }

  private async change(
    merchantCode: string,
    actor: string,
    id: number,
    action: 'pause' | 'resume' | 'end',
  ): Promise<Outcome<RainOpsSchedule>> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await lockKeys(tx, SCHEDULE_LOCK, merchantCode);
      const [s] = await tx
        .select()
        .from(rainSchedules)
        .where(and(eq(rainSchedules.id, id), eq(rainSchedules.merchantCode, merchantCode)))
        .for('update');
      if (!s) return refused(404, RAIN_CODES.scheduleUnknown, 'No such rain schedule');
      const status = statusOf(s);
      if (status === 'ended' && action !== 'end')
        return refused(409, RAIN_CODES.scheduleEnded, 'The schedule has ended');
      // Already so: answered as is (a retried click changes nothing).
      const same =
        (action === 'pause' && status === 'paused') ||
        (action === 'resume' && status === 'active') ||
        (action === 'end' && status === 'ended');
      if (same) return done(await this.opsView(tx, s, now));

      const at = new Date(now);
      const set =
        action === 'pause'
          ? { pausedAt: at }
          : action === 'resume'
            ? { pausedAt: null, plannedUntil: at }
            : { endedAt: at };
      const [row] = await tx.update(rainSchedules).set(set).where(eq(rainSchedules.id, id)).returning();
      if (!row) throw new Error('rain schedule vanished');
      let cancelled = 0;
      if (action !== 'resume') {
        const gone = await tx
          .update(rainSessions)
          .set({ cancelledAt: at })
          .where(
            and(
              eq(rainSessions.scheduleId, id),
              isNull(rainSessions.cancelledAt),
              gt(rainSessions.startsAt, at),
            ),
          )
          .returning({ id: rainSessions.id });
        cancelled = gone.length;
      }
      await audit(tx, actor, `rain.schedule.${action}`, `rain-schedule:${id}`, { merchantCode, cancelled });
      const planned = action === 'resume' ? (await this.planLocked(tx, row, now)).row : row;
      return done(await this.opsView(tx, planned, now));
    });
  }

  /** The merchant's schedules, newest first. */
  async list(merchantCode: string, q: { pageNo: number; pageSize: number }): Promise<Page<RainOpsSchedule>> {
    const now = this.now();
    const where = eq(rainSchedules.merchantCode, merchantCode);
    const page = await pagedQuery(
      q,
      (limit, offset) =>
        this.db
          .select()
          .from(rainSchedules)
          .where(where)
          .orderBy(desc(rainSchedules.id))
          .limit(limit)
          .offset(offset),
      () => this.db.select({ n: count() }).from(rainSchedules).where(where),
    );
    return { ...page, list: await Promise.all(page.list.map((s) => this.opsView(this.db, s, now))) };
  }

  /**
   * The leader's pass: every active schedule not planned a day ahead gets its sessions up to then, one
   * schedule per transaction. Safe to run twice at once (see the file's head).
   */
  async plan(shouldStop?: () => boolean): Promise<PlanReport> {
    const now = this.now();
    const due = await this.db
      .select({ id: rainSchedules.id, merchantCode: rainSchedules.merchantCode })
      .from(rainSchedules)
      .where(
        and(
          isNull(rainSchedules.pausedAt),
          isNull(rainSchedules.endedAt),
          lt(rainSchedules.plannedUntil, new Date(now + RAIN_PLAN_AHEAD_MS)),
        ),
      )
      .orderBy(rainSchedules.id);
    const report: PlanReport = { schedules: 0, created: 0, skipped: 0 };
    for (const { id, merchantCode } of due) {
      if (shouldStop?.()) break;
      const made = await this.db.transaction(async (tx) => {
        await lockKeys(tx, SCHEDULE_LOCK, merchantCode);
        const [s] = await tx.select().from(rainSchedules).where(eq(rainSchedules.id, id)).for('update');
        if (!s) return { created: 0, skipped: 0 };
        return this.planLocked(tx, s, now);
      });
      report.schedules++;
      report.created += made.created;
      report.skipped += made.skipped;
    }
    return report;
  }

  /** Plans an active schedule up to a day ahead (hold SCHEDULE_LOCK and the schedule's row). */
  private async planLocked(tx: DbOrTx, s: ScheduleRow, now: number) {
    const made = { row: s, created: 0, skipped: 0 };
    if (statusOf(s) !== 'active') return made;
    const until = now + RAIN_PLAN_AHEAD_MS;
    // A planner that was down: a slot still running is made (late), older ones are not.
    const from = Math.max(s.plannedUntil.getTime(), now - s.durationSeconds * 1000);
    for (const start of startsBetween(s.minuteOfDay, s.weekdays, from, until)) {
      const startsAt = new Date(start);
      const endsAt = new Date(start + s.durationSeconds * 1000);
      if (await clashOf(tx, s.merchantCode, startsAt, endsAt)) {
        made.skipped++;
        continue;
      }
      const inserted = await tx
        .insert(rainSessions)
        .values({
          merchantCode: s.merchantCode,
          scheduleId: s.id,
          startsAt,
          endsAt,
          budgetCents: s.budgetCents,
          minGrabCents: s.minGrabCents,
          maxGrabCents: s.maxGrabCents,
          maxGrabsPerMember: s.maxGrabsPerMember,
          createdBy: `schedule:${s.id}`,
          createdAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning({ id: rainSessions.id });
      made.created += inserted.length;
    }
    const [row] = await tx
      .update(rainSchedules)
      .set({ plannedUntil: new Date(until) })
      .where(and(eq(rainSchedules.id, s.id), sql`${rainSchedules.plannedUntil} < ${new Date(until)}`))
      .returning();
    if (row) made.row = row;
    return made;
  }

  private async opsView(db: DbOrTx, s: ScheduleRow, now: number): Promise<RainOpsSchedule> {
    const [next] = await db
      .select({ at: min(rainSessions.startsAt) })
      .from(rainSessions)
      .where(
        and(
          eq(rainSessions.scheduleId, s.id),
          isNull(rainSessions.cancelledAt),
          gt(rainSessions.endsAt, new Date(now)),
        ),
      );
    return {
      id: s.id,
      status: statusOf(s),
      time: timeOf(s.minuteOfDay),
      weekdays: daysOf(s.weekdays),
      durationSeconds: s.durationSeconds,
      budgetCents: s.budgetCents,
      minGrabCents: s.minGrabCents,
      maxGrabCents: s.maxGrabCents,
      maxGrabsPerMember: s.maxGrabsPerMember,
      nextStartsAt: next?.at ? new Date(next.at).toISOString() : null,
      plannedUntil: s.plannedUntil.toISOString(),
      createdBy: s.createdBy,
      createdAt: s.createdAt.toISOString(),
    };
  }
}
