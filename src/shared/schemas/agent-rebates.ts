// Agent rebates (issue 15, AFFMAN3): rate settings of the agent and its direct sub-agents, the team rebate
// income by settled day with today's estimate; operators' top-agent rates and settlement now.
import * as v from 'valibot';
import { AGENT_REBATE_MAX_PAGE_SIZE, AGENT_REBATE_PAGE_SIZE } from '../constants/agent-rebates.ts';
import { REBATE_CATEGORIES } from '../constants/rebates.ts';
import { IntFromString, IsoDateTimeSchema } from './common.ts';
import { PageOf, PageQueryEntries } from './page.ts';

const CategorySchema = v.picklist(REBATE_CATEGORIES);

/** A rate of one category, basis points (100 = 1 %). */
export const AgentRateSchema = v.object({ category: CategorySchema, rateBp: v.number() });
export type AgentRate = v.InferOutput<typeof AgentRateSchema>;

/**
 * New rates of some categories (the others keep theirs). The bound (0 … AGENT_REBATE_MAX_RATE_BP, the
 * upline's own) is the server's check with its own code, `agent.rate_bounds` / `agent.rate_above_own`.
 */
export const AgentRatesBodySchema = v.object({
  rates: v.pipe(
    v.array(
      v.object({
        category: CategorySchema,
        rateBp: v.pipe(v.number(), v.integer(), v.minValue(-1_000_000), v.maxValue(1_000_000)),
      }),
    ),
    v.minLength(1),
    v.maxLength(REBATE_CATEGORIES.length),
    v.check((rs) => new Set(rs.map((r) => r.category)).size === rs.length, 'rates: one per category'),
  ),
});
export type AgentRatesBody = v.InferOutput<typeof AgentRatesBodySchema>;

/** A member with its rates in every category (REBATE_CATEGORIES order; 0 where none is set). */
export const AgentMemberRatesSchema = v.object({
  id: v.number(),
  account: v.string(),
  rates: v.array(AgentRateSchema),
});
export type AgentMemberRates = v.InferOutput<typeof AgentMemberRatesSchema>;

export const AgentRebatesQuerySchema = v.object({ memberId: v.optional(IntFromString(1, 2_147_483_647)) });

const SubAgentSchema = v.object({ id: v.number(), account: v.string(), nickname: v.nullable(v.string()) });

/** The settings screen: the agent's own rates (the bound), its direct sub-agents, and the one asked for. */
export const AgentRebatesViewSchema = v.object({
  own: v.array(AgentRateSchema),
  subAgents: v.array(SubAgentSchema),
  member: v.nullable(AgentMemberRatesSchema),
});
export type AgentRebatesView = v.InferOutput<typeof AgentRebatesViewSchema>;

const IncomeLineSchema = v.object({
  category: CategorySchema,
  rateBp: v.number(),
  directTurnoverCents: v.number(),
  teamTurnoverCents: v.number(),
  incomeCents: v.number(),
});

/** A Manila day (YYYY-MM-DD). */
export const DaySchema = v.pipe(v.string(), v.isoDate());

const SettledDaySchema = v.object({
  day: DaySchema,
  amountCents: v.number(),
  settledAt: IsoDateTimeSchema,
  lines: v.array(IncomeLineSchema),
});

export const AgentRebateIncomeQuerySchema = v.object({
  ...PageQueryEntries(AGENT_REBATE_PAGE_SIZE, AGENT_REBATE_MAX_PAGE_SIZE),
});

/** The income screen: today's estimate (settled after the day ends) and the settled days, newest first. */
export const AgentRebateIncomeSchema = v.object({
  today: v.nullable(v.object({ day: DaySchema, lines: v.array(IncomeLineSchema), totalCents: v.number() })),
  settled: PageOf(SettledDaySchema),
});
export type AgentRebateIncome = v.InferOutput<typeof AgentRebateIncomeSchema>;

// --- Operators ---------------------------------------------------------------------------------

export const OpsAgentSettleBodySchema = v.object({ day: DaySchema });

export const OpsAgentSettleResultSchema = v.object({
  day: DaySchema,
  /** Agents settled now (a day already settled for an agent is left as it is). */
  agents: v.number(),
  paidCents: v.number(),
});
export type OpsAgentSettleResult = v.InferOutput<typeof OpsAgentSettleResultSchema>;
