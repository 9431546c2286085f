// The agent's team screens (issue 15): the downline list (/m/member/team, AGEDOWNMAN3), the team's profit
// and loss (/m/agent/team/pnl) and its bets (/m/teamBetting, both AGEINFO3). Money in integer cents.
import * as v from 'valibot';
import { MAX_TEAM_DEPTH } from '../constants/agents.ts';
import { REBATE_CATEGORIES } from '../constants/rebates.ts';
import { RECORDS_MAX_RANGE_DAYS } from '../constants/records.ts';
import { DB_INT_MAX, IntFromString, IsoDateTimeSchema } from './common.ts';
import { PageOf, PageQueryEntries } from './page.ts';

export const TEAM_PAGE_SIZE = 20;
export const TEAM_MAX_PAGE_SIZE = 50;

const DAY_MS = 24 * 60 * 60_000;

/** Whose team: the caller's (absent) or a sub-agent's in it (checked: 403 agent.not_in_team). */
const ParentEntry = { parentId: v.optional(IntFromString(1, DB_INT_MAX)) };
const PageEntries = PageQueryEntries(TEAM_PAGE_SIZE, TEAM_MAX_PAGE_SIZE);

/** `member`: a player (type 0, 4 or 40); `agent`: any other type (it may have a team of its own). */
export const TEAM_MEMBER_KINDS = ['member', 'agent'] as const;
export type TeamMemberKind = (typeof TEAM_MEMBER_KINDS)[number];

/** `excluded`: a time-out or self-exclusion is running; `disabled`: the operator closed the account. */
export const TEAM_MEMBER_STATUSES = ['active', 'disabled', 'excluded'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

export const TeamMembersQuerySchema = v.object({
  ...PageEntries,
  ...ParentEntry,
  /** The start of the account, any case. */
  account: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))),
  /** The depth below the caller (1: its direct downline), whichever team is listed. */
  level: v.optional(IntFromString(1, MAX_TEAM_DEPTH)),
  kind: v.optional(v.picklist(TEAM_MEMBER_KINDS)),
});
export type TeamMembersQuery = v.InferOutput<typeof TeamMembersQuerySchema>;

export const TeamMemberSchema = v.object({
  id: v.number(),
  account: v.string(),
  /** Depth below the caller: 1 its direct downline. */
  level: v.number(),
  kind: v.picklist(TEAM_MEMBER_KINDS),
  balanceCents: v.number(),
  registeredAt: IsoDateTimeSchema,
  /** Null: never logged in. */
  lastLoginAt: v.nullable(IsoDateTimeSchema),
  status: v.picklist(TEAM_MEMBER_STATUSES),
  /** An agent's: how many members are below it (any depth); null for a player. */
  teamSize: v.nullable(v.number()),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

/** One step of the way from the caller down to the listed team's owner. */
export const TeamCrumbSchema = v.object({ id: v.number(), account: v.string() });
export type TeamCrumb = v.InferOutput<typeof TeamCrumbSchema>;

export const TeamMembersPageSchema = v.object({
  ...PageOf(TeamMemberSchema).entries,
  /** The sub-agents from below the caller down to `parentId` (empty for the caller's own team). */
  path: v.array(TeamCrumbSchema),
});
export type TeamMembersPage = v.InferOutput<typeof TeamMembersPageSchema>;

/** `from` (inclusive) and `to` (exclusive) ISO timestamps, at most RECORDS_MAX_RANGE_DAYS apart. */
const RangeEntries = { from: v.optional(IsoDateTimeSchema), to: v.optional(IsoDateTimeSchema) };
const rangeCheck = <T extends { from?: string; to?: string }>(q: T) =>
  !q.from ||
  !q.to ||
  (Date.parse(q.from) < Date.parse(q.to) &&
    Date.parse(q.to) - Date.parse(q.from) <= RECORDS_MAX_RANGE_DAYS * DAY_MS);
const RANGE_MESSAGE = `from: must be before to, at most ${RECORDS_MAX_RANGE_DAYS} days apart`;

export const TEAM_PNL_GROUPINGS = ['day', 'member'] as const;
export type TeamPnlGrouping = (typeof TEAM_PNL_GROUPINGS)[number];

export const TeamPnlQuerySchema = v.pipe(
  v.object({
    ...PageEntries,
    ...ParentEntry,
    ...RangeEntries,
    by: v.optional(v.picklist(TEAM_PNL_GROUPINGS), 'day'),
  }),
  v.check(rangeCheck, RANGE_MESSAGE),
);
export type TeamPnlQuery = v.InferOutput<typeof TeamPnlQuerySchema>;

/**
 * A team's sums, cents. `betCents`: valid turnover (stakes less refunded stakes); `netCents` is the
 * members' view, `win + bonus + rebate - bet` (the house's is its opposite). Deposits and withdrawals are
 * shown beside them, not in the net.
 */
const Sums = {
  betCents: v.number(),
  winCents: v.number(),
  bonusCents: v.number(),
  rebateCents: v.number(),
  netCents: v.number(),
  depositCents: v.number(),
  withdrawCents: v.number(),
};
export const TeamPnlSumsSchema = v.object(Sums);
export type TeamPnlSums = v.InferOutput<typeof TeamPnlSumsSchema>;

export const TeamPnlRowSchema = v.object({
  /** `YYYY-MM-DD` (a Manila day) or the member's id. */
  key: v.string(),
  /** The member's account (by member); null by day. */
  account: v.nullable(v.string()),
  level: v.nullable(v.number()),
  ...Sums,
});
export type TeamPnlRow = v.InferOutput<typeof TeamPnlRowSchema>;

export const TeamPnlSchema = v.object({
  ...PageOf(TeamPnlRowSchema).entries,
  from: IsoDateTimeSchema,
  to: IsoDateTimeSchema,
  by: v.picklist(TEAM_PNL_GROUPINGS),
  /** The whole range and team (every page alike). */
  totals: TeamPnlSumsSchema,
});
export type TeamPnl = v.InferOutput<typeof TeamPnlSchema>;

export const TeamBetsQuerySchema = v.pipe(
  v.object({ ...PageEntries, ...ParentEntry, ...RangeEntries }),
  v.check(rangeCheck, RANGE_MESSAGE),
);
export type TeamBetsQuery = v.InferOutput<typeof TeamBetsQuerySchema>;

const BetSums = { rounds: v.number(), turnoverCents: v.number(), winCents: v.number() };
export const TeamBetSumsSchema = v.object(BetSums);
export type TeamBetSums = v.InferOutput<typeof TeamBetSumsSchema>;

export const TeamBetMemberSchema = v.object({
  id: v.number(),
  account: v.string(),
  level: v.number(),
  ...BetSums,
});

export const TeamBetsSchema = v.object({
  ...PageOf(TeamBetMemberSchema).entries,
  from: IsoDateTimeSchema,
  to: IsoDateTimeSchema,
  /** The rebate categories with any bet, in REBATE_CATEGORIES order. */
  categories: v.array(v.object({ category: v.picklist(REBATE_CATEGORIES), ...BetSums })),
  /** Every member and category of the range (every page alike). */
  totals: TeamBetSumsSchema,
});
export type TeamBets = v.InferOutput<typeof TeamBetsSchema>;
