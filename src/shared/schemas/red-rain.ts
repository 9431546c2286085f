// Red envelope rain (/m/redRain, issue 14): the member's view of the next or running session, a grab and
// its pay-out, and the operators' sessions. Shared by the rain screen and the server; only the lazy rain
// screen imports it.
import * as v from 'valibot';
import {
  RAIN_MAX_BUDGET_CENTS,
  RAIN_MAX_DURATION_SECONDS,
  RAIN_MAX_GRAB_CENTS,
  RAIN_MAX_GRABS_PER_MEMBER,
  RAIN_MIN_DURATION_SECONDS,
} from '../constants/red-rain.ts';
import { DB_INT_MAX, IsoDateTimeSchema } from './common.ts';
import { PageOf, PageQueryEntries } from './page.ts';

const Int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A session as members see it: its window and rules, and whether its budget is all paid out. */
export const RainSessionSchema = v.object({
  id: v.number(),
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema,
  minGrabCents: v.number(),
  maxGrabCents: v.number(),
  maxGrabs: v.number(),
  exhausted: v.boolean(),
});
export type RainSession = v.InferOutput<typeof RainSessionSchema>;

/** The rain screen in one call: the server's clock (the countdown), the running or next session, the member's grabs in it. */
export const RainStateSchema = v.object({
  now: IsoDateTimeSchema,
  session: v.nullable(RainSessionSchema),
  grabs: v.number(),
  totalCents: v.number(),
});
export type RainState = v.InferOutput<typeof RainStateSchema>;

/** A grab: the member's `seq`-th (1…maxGrabs) in the session; the same seq again answers the same grab. */
export const RainGrabSchema = v.object({
  sessionId: Int(1, DB_INT_MAX),
  seq: Int(1, RAIN_MAX_GRABS_PER_MEMBER),
});
export type RainGrab = v.InferOutput<typeof RainGrabSchema>;

/** What a grab paid (decided by the server), the member's grabs and total in the session, and the balance after. */
export const RainGrabbedSchema = v.object({
  sessionId: v.number(),
  seq: v.number(),
  amountCents: v.number(),
  grabs: v.number(),
  totalCents: v.number(),
  balanceCents: v.number(),
  replayed: v.boolean(),
});
export type RainGrabbed = v.InferOutput<typeof RainGrabbedSchema>;

// --- Operators ---

/** A session's rules, for one made by hand and for each a schedule makes. */
const RainRulesEntries = {
  durationSeconds: Int(RAIN_MIN_DURATION_SECONDS, RAIN_MAX_DURATION_SECONDS),
  budgetCents: Int(1, RAIN_MAX_BUDGET_CENTS),
  minGrabCents: Int(1, RAIN_MAX_GRAB_CENTS),
  maxGrabCents: Int(1, RAIN_MAX_GRAB_CENTS),
  maxGrabsPerMember: Int(1, RAIN_MAX_GRABS_PER_MEMBER),
};

/** Operators: a new session (a start of now, give or take a minute, is allowed). */
export const RainCreateSchema = v.object({ startsAt: IsoDateTimeSchema, ...RainRulesEntries });
export type RainCreate = v.InferOutput<typeof RainCreateSchema>;

export const RAIN_STATUSES = ['scheduled', 'running', 'ended', 'cancelled'] as const;
export type RainStatus = (typeof RAIN_STATUSES)[number];

/** Operators: a session with what it paid out (spent of budget), grabs and members. */
export const RainOpsSessionSchema = v.object({
  id: v.number(),
  status: v.picklist(RAIN_STATUSES),
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema,
  budgetCents: v.number(),
  spentCents: v.number(),
  leftCents: v.number(),
  minGrabCents: v.number(),
  maxGrabCents: v.number(),
  maxGrabsPerMember: v.number(),
  grabs: v.number(),
  members: v.number(),
  createdBy: v.string(),
  cancelledAt: v.nullable(IsoDateTimeSchema),
  /** The schedule that made it; null for one made by hand. */
  scheduleId: v.nullable(v.number()),
});
export type RainOpsSession = v.InferOutput<typeof RainOpsSessionSchema>;

export const RainOpsQuerySchema = v.object({ ...PageQueryEntries(20, 100) });
export const RainOpsPageSchema = PageOf(RainOpsSessionSchema);

// --- Operators: recurring rains ---

/** `HH:MM`, 24-hour, Manila time. */
const TimeOfDaySchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 00:00 to 23:59'));
/** Manila weekdays, 0 = Sunday … 6 = Saturday, each at most once. */
const WeekdaysSchema = v.pipe(
  v.array(Int(0, 6)),
  v.minLength(1),
  v.maxLength(7),
  v.check((days) => new Set(days).size === days.length, 'each weekday at most once'),
);

/** Operators: a rain every chosen weekday at `time` (Manila), each session with these rules. */
export const RainScheduleCreateSchema = v.object({
  time: TimeOfDaySchema,
  weekdays: WeekdaysSchema,
  ...RainRulesEntries,
});
export type RainScheduleCreate = v.InferOutput<typeof RainScheduleCreateSchema>;

export const RAIN_SCHEDULE_STATUSES = ['active', 'paused', 'ended'] as const;
export type RainScheduleStatus = (typeof RAIN_SCHEDULE_STATUSES)[number];

/** Operators: a schedule, its state and the start of its next live session (null: none planned). */
export const RainOpsScheduleSchema = v.object({
  id: v.number(),
  status: v.picklist(RAIN_SCHEDULE_STATUSES),
  time: v.string(),
  weekdays: v.array(v.number()),
  durationSeconds: v.number(),
  budgetCents: v.number(),
  minGrabCents: v.number(),
  maxGrabCents: v.number(),
  maxGrabsPerMember: v.number(),
  nextStartsAt: v.nullable(IsoDateTimeSchema),
  plannedUntil: IsoDateTimeSchema,
  createdBy: v.string(),
  createdAt: IsoDateTimeSchema,
});
export type RainOpsSchedule = v.InferOutput<typeof RainOpsScheduleSchema>;
export const RainOpsSchedulePageSchema = PageOf(RainOpsScheduleSchema);
