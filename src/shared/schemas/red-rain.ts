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

/** Operators: a new session (a start of now, give or take a minute, is allowed). */
export const RainCreateSchema = v.object({
  startsAt: IsoDateTimeSchema,
  durationSeconds: Int(RAIN_MIN_DURATION_SECONDS, RAIN_MAX_DURATION_SECONDS),
  budgetCents: Int(1, RAIN_MAX_BUDGET_CENTS),
  minGrabCents: Int(1, RAIN_MAX_GRAB_CENTS),
  maxGrabCents: Int(1, RAIN_MAX_GRAB_CENTS),
  maxGrabsPerMember: Int(1, RAIN_MAX_GRABS_PER_MEMBER),
});
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
});
export type RainOpsSession = v.InferOutput<typeof RainOpsSessionSchema>;

export const RainOpsQuerySchema = v.object({ ...PageQueryEntries(20, 100) });
export const RainOpsPageSchema = PageOf(RainOpsSessionSchema);
