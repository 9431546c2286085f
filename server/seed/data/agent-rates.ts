// The demo team's rebate rates (issue 15): the seeded agent's own per category (a top agent's are the
// operator's to set), its sub-agents a share of their upline's, so the agency centre's rebate screens show
// real figures on a fresh start. The last ended days are then settled by the settlement itself, as its job
// would: income is paid through the ledger, and a fresh server's job has nothing left to pay until the
// next Manila day.
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { REBATE_CATEGORIES, type RebateCategory } from '../../../src/shared/constants/rebates.ts';
import { AgentRebateSettlement } from '../../agents/rebate-settlement.ts';
import { teamCte } from '../../agents/team.ts';
import * as t from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The seeded agent's rates, basis points of valid turnover (at most AGENT_REBATE_MAX_RATE_BP). */
const TOP_RATES_BP: Record<RebateCategory, number> = {
  RNG: 80,
  LIVE: 60,
  SPORTS: 50,
  ESPORTS: 50,
  FISH: 80,
  PVP: 60,
  LOTTERY: 100,
  COCKFIGHT: 50,
  INHOUSE: 80,
};
/** Each level of sub-agents keeps this share of its upline's rate: the rest is the upline's differential. */
const SUB_SHARE = 0.6;

const AgentsSchema = v.object({ rows: v.array(v.object({ id: v.number(), depth: v.number() })) });

export async function seedAgentRates(tx: Tx, agentId: number, now: number): Promise<void> {
  const at = new Date(now);
  const rows: (typeof t.agentRebateRates.$inferInsert)[] = REBATE_CATEGORIES.map((category) => ({
    memberId: agentId,
    category,
    rateBp: TOP_RATES_BP[category],
    setBy: 'ops:seed',
    updatedAt: at,
  }));
  const agents = v.parse(
    AgentsSchema,
    await tx.execute(
      sql`${teamCte(agentId)} select team.id, team.depth from team join members m on m.id = team.id where m.type = 1`,
    ),
  ).rows;
  for (const a of agents)
    for (const category of REBATE_CATEGORIES)
      rows.push({
        memberId: a.id,
        category,
        rateBp: Math.floor(TOP_RATES_BP[category] * SUB_SHARE ** a.depth),
        setBy: 'agent:seed',
        updatedAt: at,
      });
  await tx.insert(t.agentRebateRates).values(rows);
  await new AgentRebateSettlement(tx as unknown as Db, () => now).pass();
}
