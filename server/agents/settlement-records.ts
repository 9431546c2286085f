// An agent's settlements of a kind (paid to it, or paid by it to its sub-agents), newest period first, with
// the calculation lines stored on each row: the dividends screen shows them line by line.
import { and, count, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContractKind, Settlement } from '../../src/shared/schemas/agent-contracts.ts';
import { agentSettlements, members } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import type { Page } from '../lib/paged.ts';

const upline = alias(members, 'upline');
const downline = alias(members, 'downline');

export async function settlementsOf(
  db: Db,
  memberId: number,
  kind: ContractKind,
  q: { pageNo: number; pageSize: number },
): Promise<Page<Settlement>> {
  const where = and(
    eq(agentSettlements.kind, kind),
    or(eq(agentSettlements.agentId, memberId), eq(agentSettlements.uplineId, memberId)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ s: agentSettlements, upline: upline.account, agent: downline.account })
      .from(agentSettlements)
      .leftJoin(upline, eq(upline.id, agentSettlements.uplineId))
      .innerJoin(downline, eq(downline.id, agentSettlements.agentId))
      .where(where)
      .orderBy(desc(agentSettlements.periodStart), desc(agentSettlements.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(agentSettlements).where(where),
  ]);
  return {
    list: rows.map(({ s, upline: up, agent }) => {
      const incoming = s.agentId === memberId;
      return {
        id: s.id,
        kind: s.kind,
        contractId: s.contractId,
        period: s.period,
        periodStart: s.periodStart.toISOString(),
        periodEnd: s.periodEnd.toISOString(),
        direction: incoming ? ('in' as const) : ('out' as const),
        counterpart: incoming ? up : agent,
        status: s.status,
        amountCents: s.amountCents,
        lines: s.lines,
        settledAt: s.settledAt.toISOString(),
        paidAt: s.paidAt?.toISOString() ?? null,
      };
    }),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: total?.n ?? 0,
  };
}
