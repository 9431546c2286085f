import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, rainSessions } from '../../../server/db/schema.ts';
import { RainScheduleJob } from '../../../server/rain/job.ts';
import { RainSchedules, startsBetween } from '../../../server/rain/schedules.ts';
import { balanceOf } from '../../../server/wallet/ledger.ts';
import { RAIN_CODES } from '../../../src/shared/errors/rain.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  RainGrabbedSchema,
  RainOpsPageSchema,
  RainOpsSchedulePageSchema,
  RainOpsScheduleSchema,
  RainOpsSessionSchema,
  type RainScheduleCreate,
  RainStateSchema,
} from '../../../src/shared/schemas/red-rain.ts';
import { failed } from '../support/auth-client.ts';
import { newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { leaderPair } from '../support/leader-pair.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Manila is UTC+8 all year: 20:00 Manila is 12:00 UTC the same day.
describe('rain schedule starts', () => {
  const mon = Date.parse('2026-11-23T00:00:00Z'); // a Monday (08:00 Manila)
  it('daily at a Manila time, after `from` and up to `to`', () => {
    const starts = startsBetween(20 * 60, 0b111_1111, mon, mon + 2 * DAY);
    expect(starts.map((s) => new Date(s).toISOString())).toEqual([
      '2026-11-23T12:00:00.000Z',
      '2026-11-24T12:00:00.000Z',
    ]);
    // A start exactly at `from` is already planned; one exactly at `to` is included.
    const at = Date.parse('2026-11-23T12:00:00Z');
    expect(startsBetween(20 * 60, 0b111_1111, at, at + DAY)).toEqual([at + DAY]);
  });

  it('only on the chosen Manila weekdays, across the Manila midnight', () => {
    // 07:30 Manila on a Tuesday is 23:30 UTC on the Monday.
    const tuesdaysAndSaturdays = (1 << 2) | (1 << 6);
    const starts = startsBetween(7 * 60 + 30, tuesdaysAndSaturdays, mon, mon + 7 * DAY);
    expect(starts.map((s) => new Date(s).toISOString())).toEqual([
      '2026-11-23T23:30:00.000Z',
      '2026-11-27T23:30:00.000Z',
    ]);
  });
});

// Recurring rains: ops make, pause, resume and end a schedule (audited); its sessions of the next day exist
// at once and the leader job keeps planning a day ahead, each (schedule, start) once even when planners
// race; members grab in a scheduled session as in any other, within its budget.
describe.each(databases)('red envelope rain schedules ($kind)', ({ kind }) => {
  let h: Harness;
  let schedules: RainSchedules;
  const jobs: RainScheduleJob[] = [];
  beforeAll(async () => {
    h = await createHarness(kind);
    schedules = new RainSchedules(h.database.db, h.services.now);
  }, 60_000);
  afterEach(async () => {
    for (const job of jobs.splice(0)) await job.stop();
    // Each test starts with no schedule running and every session so far over.
    const page = await okValue(
      await ops('GET', `${PATHS.opsRainSchedules}?pageSize=100`),
      RainOpsSchedulePageSchema,
    );
    for (const s of page.list) await ops('POST', `${PATHS.opsRainSchedules}/${s.id}/end`);
    h.advance(2 * DAY);
  });
  afterAll(() => closeReconciled(h));

  const ops = (method: string, path: string, body?: unknown) =>
    Promise.resolve(
      h.app.request(path, {
        method,
        headers: {
          Authorization: `Bearer ${TEST_OPS_TOKEN}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  /** HH:MM (Manila) `ms` from now, rounded down to the minute. */
  const manilaTimeIn = (ms: number) => new Date(h.services.now() + ms + 8 * HOUR).toISOString().slice(11, 16);
  const rules = (over: Partial<RainScheduleCreate> = {}): RainScheduleCreate => ({
    time: manilaTimeIn(2 * HOUR),
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    durationSeconds: 600,
    budgetCents: 50_000,
    minGrabCents: 100,
    maxGrabCents: 300,
    maxGrabsPerMember: 3,
    ...over,
  });
  const makeSchedule = async (over: Partial<RainScheduleCreate> = {}) =>
    okValue(await ops('POST', PATHS.opsRainSchedules, rules(over)), RainOpsScheduleSchema);
  const change = async (id: number, action: 'pause' | 'resume' | 'end') =>
    ops('POST', `${PATHS.opsRainSchedules}/${id}/${action}`);
  const liveSessions = (scheduleId: number) =>
    h.database.db
      .select()
      .from(rainSessions)
      .where(and(eq(rainSessions.scheduleId, scheduleId), isNull(rainSessions.cancelledAt)))
      .orderBy(rainSessions.startsAt);

  it('a daily schedule makes its next session at once; members see it coming; audited', async () => {
    const s = await makeSchedule({ time: manilaTimeIn(3 * HOUR) });
    expect(s).toMatchObject({ status: 'active', weekdays: [0, 1, 2, 3, 4, 5, 6], durationSeconds: 600 });
    const [session, ...more] = await liveSessions(s.id);
    expect(more).toHaveLength(0);
    expect(session?.startsAt.toISOString()).toBe(s.nextStartsAt);
    const startsIn = Date.parse(s.nextStartsAt ?? '') - h.services.now();
    expect(startsIn).toBeGreaterThan(2 * HOUR);
    expect(startsIn).toBeLessThanOrEqual(3 * HOUR);
    expect(session).toMatchObject({ budgetCents: 50_000, minGrabCents: 100, maxGrabCents: 300 });

    const listed = await okValue(await ops('GET', PATHS.opsRainSessions), RainOpsPageSchema);
    expect(listed.list[0]).toMatchObject({ id: session?.id, scheduleId: s.id, status: 'scheduled' });
    const m = await newMember(h);
    const state = await okValue(await m.get(PATHS.rainSession), RainStateSchema);
    expect(state.session).toMatchObject({ id: session?.id, startsAt: s.nextStartsAt, maxGrabs: 3 });

    const audits = await h.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `rain-schedule:${s.id}`));
    expect(audits.map((a) => a.action)).toEqual(['rain.schedule.create']);
  });

  it('refuses a bad time, repeated or missing weekdays and rules that cannot hold', async () => {
    for (const bad of [
      { time: '24:00' },
      { time: '7:30' },
      { weekdays: [1, 1] },
      { weekdays: [] },
      { weekdays: [7] },
    ])
      expect((await ops('POST', PATHS.opsRainSchedules, rules(bad))).status).toBe(400);
    const minAboveMax = await ops(
      'POST',
      PATHS.opsRainSchedules,
      rules({ minGrabCents: 500, maxGrabCents: 100 }),
    );
    expect(await failed(minAboveMax)).toMatchObject({ status: 400, code: RAIN_CODES.rulesInvalid });
    expect((await ops('POST', `${PATHS.opsRainSchedules}/999999/pause`)).status).toBe(404);
    const page = await okValue(await ops('GET', PATHS.opsRainSchedules), RainOpsSchedulePageSchema);
    expect(page.list.filter((s) => s.status !== 'ended')).toHaveLength(0);
  });

  it('the job plans a day ahead as time passes, each start once, on the chosen weekdays only', async () => {
    const s = await makeSchedule();
    expect(await liveSessions(s.id)).toHaveLength(1);
    const job = new RainScheduleJob({ db: h.database.db, now: h.services.now });
    jobs.push(job);
    expect(await job.runOnce()).toMatchObject({ created: 0 });
    for (let day = 1; day <= 3; day++) {
      h.advance(DAY);
      expect(await job.runOnce()).toMatchObject({ created: 1, skipped: 0 });
      expect(await job.runOnce()).toMatchObject({ created: 0 });
    }
    const starts = (await liveSessions(s.id)).map((x) => x.startsAt.getTime());
    expect(starts).toHaveLength(4);
    expect(starts.slice(1).map((t, i) => t - (starts[i] ?? 0))).toEqual([DAY, DAY, DAY]);

    // On the weekday after the next slot's only: nothing today, one tomorrow, nothing the day after.
    const time = manilaTimeIn(5 * HOUR);
    const nextSlotDay = new Date(h.services.now() + 13 * HOUR).getUTCDay();
    const weekday = (nextSlotDay + 1) % 7;
    const weekly = await makeSchedule({ time, weekdays: [weekday] });
    expect(weekly.nextStartsAt).toBeNull();
    // The daily schedule's next session and the weekly one's; then the daily one's only.
    h.advance(DAY);
    expect(await job.runOnce()).toMatchObject({ created: 2 });
    h.advance(DAY);
    expect(await job.runOnce()).toMatchObject({ created: 1 });
    const [only, ...none] = await liveSessions(weekly.id);
    expect(none).toHaveLength(0);
    expect(new Date((only?.startsAt.getTime() ?? 0) + 8 * HOUR).getUTCDay()).toBe(weekday);
    expect(new Date((only?.startsAt.getTime() ?? 0) + 8 * HOUR).toISOString().slice(11, 16)).toBe(time);
  });

  it('planners racing (job runs, passes, ops resuming) make each session once', async () => {
    const s = await makeSchedule();
    await change(s.id, 'pause');
    h.advance(3 * DAY);
    // One job's runs never overlap; passes outside a job do, and an operator resumes meanwhile.
    const job = new RainScheduleJob({ db: h.database.db, now: h.services.now });
    jobs.push(job);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i === 7 ? change(s.id, 'resume').then((r) => r.status) : i % 3 ? schedules.plan() : job.run(),
      ),
    );
    expect(answers).toContain(200);
    await schedules.plan();
    const live = await liveSessions(s.id);
    const starts = live.map((x) => x.startsAt.getTime());
    expect(new Set(starts).size).toBe(starts.length);
    // Planned from the resume on: one session a day for the day ahead.
    expect(live.filter((x) => x.startsAt.getTime() > h.services.now())).toHaveLength(1);
  });

  if (kind === 'postgres') {
    it('two jobs on one PostgreSQL: one leads and plans; the other plans nothing', async () => {
      const s = await makeSchedule();
      h.advance(DAY);
      const { leader, follower } = await leaderPair(
        () => new RainScheduleJob({ db: h.database.db, now: h.services.now }),
        jobs,
      );
      expect(await follower.runOnce()).toBeNull();
      h.advance(DAY);
      const [a, b] = await Promise.all([leader.runOnce(), follower.runOnce()]);
      expect(b).toBeNull();
      expect(a).toMatchObject({ created: 1 });
      // And passes outside the lock, twenty at once: still each start once.
      h.advance(DAY);
      const runs = await Promise.all(Array.from({ length: 20 }, () => schedules.plan()));
      expect(runs.reduce((n, r) => n + r.created, 0)).toBe(1);
      const starts = (await liveSessions(s.id)).map((x) => x.startsAt.getTime());
      expect(new Set(starts).size).toBe(starts.length);
      expect(starts).toHaveLength(4);
    });
  }

  it('pause cancels its sessions to come and plans nothing; resume plans again; end is for good', async () => {
    const s = await makeSchedule();
    const [first] = await liveSessions(s.id);
    const paused = await okValue(await change(s.id, 'pause'), RainOpsScheduleSchema);
    expect(paused).toMatchObject({ status: 'paused', nextStartsAt: null });
    expect(await liveSessions(s.id)).toHaveLength(0);
    expect((await okValue(await change(s.id, 'pause'), RainOpsScheduleSchema)).status).toBe('paused');
    h.advance(DAY);
    expect((await schedules.plan()).created).toBe(0);

    const resumed = await okValue(await change(s.id, 'resume'), RainOpsScheduleSchema);
    expect(resumed.status).toBe('active');
    const [next] = await liveSessions(s.id);
    expect(next?.startsAt.getTime()).toBe((first?.startsAt.getTime() ?? 0) + DAY);
    expect(resumed.nextStartsAt).toBe(next?.startsAt.toISOString());

    const ended = await okValue(await change(s.id, 'end'), RainOpsScheduleSchema);
    expect(ended).toMatchObject({ status: 'ended', nextStartsAt: null });
    expect(await liveSessions(s.id)).toHaveLength(0);
    expect(await failed(await change(s.id, 'resume'))).toMatchObject({
      status: 409,
      code: RAIN_CODES.scheduleEnded,
    });
    h.advance(DAY);
    expect((await schedules.plan()).created).toBe(0);
    const audits = await h.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `rain-schedule:${s.id}`));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'rain.schedule.create',
      'rain.schedule.end',
      'rain.schedule.pause',
      'rain.schedule.resume',
    ]);
  });

  it('a session ops cancel by hand is not made again; a slot another session holds is skipped', async () => {
    const s = await makeSchedule();
    const [first] = await liveSessions(s.id);
    await okValue(await ops('POST', `${PATHS.opsRainSessions}/${first?.id}/cancel`), RainOpsSessionSchema);
    expect((await schedules.plan()).created).toBe(0);
    expect(await liveSessions(s.id)).toHaveLength(0);

    // Tomorrow's slot is taken by a session made by hand first: the planner skips it.
    const tomorrow = (first?.startsAt.getTime() ?? 0) + DAY;
    h.advance(DAY - HOUR);
    const manual = await okValue(
      await ops('POST', PATHS.opsRainSessions, {
        startsAt: new Date(tomorrow - 60_000).toISOString(),
        durationSeconds: 300,
        budgetCents: 1_000,
        minGrabCents: 100,
        maxGrabCents: 100,
        maxGrabsPerMember: 1,
      }),
      RainOpsSessionSchema,
    );
    expect(manual.scheduleId).toBeNull();
    expect(await schedules.plan()).toMatchObject({ created: 0, skipped: 1 });
    expect(await liveSessions(s.id)).toHaveLength(0);
  });

  it('members grab in a scheduled session within its bounds, and all at once never past its budget', async () => {
    const s = await makeSchedule({
      budgetCents: 2_000,
      minGrabCents: 100,
      maxGrabCents: 300,
      maxGrabsPerMember: 3,
    });
    const [session] = await liveSessions(s.id);
    if (!session) throw new Error('no session planned');
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember(h)));
    h.advance(session.startsAt.getTime() - h.services.now() + 1_000);
    const answers = await Promise.all(
      members.flatMap((m) =>
        [1, 2, 3].map((seq) => m.send('POST', PATHS.rainGrab, { sessionId: session.id, seq })),
      ),
    );
    const paid = await Promise.all(
      answers.filter((r) => r.status === 200).map((r) => okValue(r, RainGrabbedSchema)),
    );
    expect(paid.length).toBeGreaterThanOrEqual(7);
    for (const p of paid) expect(p.amountCents).toBeLessThanOrEqual(300);
    const balances = await Promise.all(members.map((m) => balanceOf(h.database.db, m.id)));
    const total = balances.reduce<number>((n, b) => n + (b ?? 0), 0);
    expect(total).toBe(paid.reduce((n, p) => n + p.amountCents, 0));
    // 30 grabs of at least ₱1 each ask for more than the ₱20 budget: all of it is paid, not a centavo more.
    expect(total).toBe(2_000);
    const [after] = await h.database.db.select().from(rainSessions).where(eq(rainSessions.id, session.id));
    expect(after?.spentCents).toBe(total);
  });
});
