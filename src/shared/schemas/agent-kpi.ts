// The team KPI (SPEC.md sections 2 and 7, "team KPI: GET query startDate, endDate (today), size 0, reads
// value.footer"): the agent home's four counters and the team overview's summary, over the caller's whole
// team (or a sub-agent's, `memberId`) for a range of Manila calendar days. Money in integer cents.
import * as v from 'valibot';
import { parseIsoDate } from '../age.ts';
import { RECORDS_MAX_RANGE_DAYS } from '../constants/records.ts';
import { DB_INT_MAX, IntFromString } from './common.ts';

const DAY_MS = 24 * 60 * 60_000;

/** A real calendar date, YYYY-MM-DD (a day of the operator's time zone). */
const DaySchema = v.pipe(
  v.string(),
  v.check((s) => parseIsoDate(s) !== null, 'a date YYYY-MM-DD'),
);

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

export const AgentKpiQuerySchema = v.pipe(
  v.object({
    /** Default: endDate. */
    startDate: v.optional(DaySchema),
    /** Default: today. */
    endDate: v.optional(DaySchema),
    /** The original call sends size=0 (no rows, only the footer); accepted and ignored. */
    size: v.optional(IntFromString(0, 100)),
    /** A member of the caller's team: that member's own team instead (403 agent.not_in_team otherwise). */
    memberId: v.optional(IntFromString(1, DB_INT_MAX)),
  }),
  v.check(
    (q) =>
      !q.startDate ||
      !q.endDate ||
      (q.startDate <= q.endDate && daysBetween(q.startDate, q.endDate) < RECORDS_MAX_RANGE_DAYS),
    `startDate: not after endDate, at most ${RECORDS_MAX_RANGE_DAYS} days`,
  ),
);

/** The agent home's "Team footer summary" (SPEC.md section 3): the four counters, default 0. */
export const TeamFooterSchema = v.object({
  /** Team members who logged in during the range. */
  teamLoginMemberCount: v.number(),
  /** Team members with a stake (a bet) during the range. */
  teamBetMemberCount: v.number(),
  /** Team members registered during the range. */
  teamRegisterMemberCount: v.number(),
  /** Team members with a live session seen in the last TEAM_ONLINE_WINDOW_MINUTES (now, whatever the range). */
  teamOnlineCount: v.number(),
});
export type TeamFooter = v.InferOutput<typeof TeamFooterSchema>;

export const TeamSummarySchema = v.object({
  /** The range answered, Manila days, both included. */
  startDate: v.string(),
  endDate: v.string(),
  /** Everyone below the agent, at any depth; its direct downline; the agents among them. */
  teamSize: v.number(),
  directMembers: v.number(),
  subAgents: v.number(),
  /** Registered during the range. */
  newMembers: v.number(),
  /** Members whose first deposit ever was during the range. */
  firstDepositors: v.number(),
  depositCents: v.number(),
  /** Withdrawals held less those given back (rejected). */
  withdrawalCents: v.number(),
  /** Valid turnover: stakes less their refunds (server/payments/turnover.ts). */
  turnoverCents: v.number(),
  winCents: v.number(),
  bonusCents: v.number(),
  rebateCents: v.number(),
  /** The house's view of the team: turnover − wins − bonuses − rebates. */
  netCents: v.number(),
});
export type TeamSummary = v.InferOutput<typeof TeamSummarySchema>;

export const AgentKpiSchema = v.object({ footer: TeamFooterSchema, summary: TeamSummarySchema });
export type AgentKpi = v.InferOutput<typeof AgentKpiSchema>;
