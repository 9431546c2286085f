// Contract settlement (issue 15): for each period and each contract in force at its end, the team's
// figures and the pay (src/shared/agent-pay.ts, the calculator's own function) are written once — the row
// is unique per (contract, period) — then paid in ONE transaction: the settlement turns paid, the upline's
// debit `contract:charge:<id>` (reason agent.<kind>.pay) and the downline's credit `contract:pay:<id>`
// (agent.<kind>). A platform contract (no upline) is the credit alone. An upline who cannot afford it
// pays nothing (no partial pay; the ledger never overdraws): the row stays unpaid and every later run
// tries again. The turn to paid is a conditional UPDATE, so two runs at once pay once.
//
// The team is the agent and everyone below it; its turnover is settled wagering (server/records/
// stakes.ts) by settled time, its active players the members with settled stakes in the period, its loss
// those stakes less their own wins; an account an agent opened counts once it has deposited (team.ts). The job settles a period SETTLE_GRACE_MS after it ends, so a
// settlement committing just after the end is in it, and not while a draw due in it is unsettled.
// The contract in force at the period's end (or now, for a period an operator settles early) pays the
// whole period, and a period is paid once per agent and kind: a period an operator settled early under one
// contract is not paid again by the one that superseded it before the period ended.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { payOf, type TeamFigures } from '../../src/shared/agent-pay.ts';
import {
  type ContractKind,
  DividendTermsSchema,
  SalaryTermsSchema,
  type SettleResult,
} from '../../src/shared/schemas/agent-contracts.ts';
import { agentContracts, agentSettlements } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { settledStakes, stakesOpenBefore } from '../records/stakes.ts';
import { credit, debit } from '../wallet/ledger.ts';
import { ledgerRef } from '../wallet/references.ts';
import type { Period } from './settlement-periods.ts';
import { agentCounted, teamCte } from './team.ts';

const FiguresSchema = v.object({
  rows: v.tuple([
    v.object({
      turnover: v.union([v.string(), v.number()]),
      active: v.union([v.string(), v.number()]),
      wins: v.union([v.string(), v.number()]),
    }),
  ]),
});

/** Thrown to roll the paying transaction back: the upline's balance does not cover the pay. */
class Unaffordable extends Error {}

type ContractRow = typeof agentContracts.$inferSelect;

export class Settlement {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /**
   * The team's figures (the agent and its downline) over [start, end), from settled wagering
   * (records/stakes.ts) by settled time: a stake counts in the period its outcome became final, with its own
   * wins, so a stake placed before a period ends and cancelled after it counts in none (issue 31).
   */
  async figures(agentId: number, start: Date, end: Date): Promise<TeamFigures> {
    const members = sql`(select id from team union all select ${agentId})`;
    const window = sql`s.member_id in ${members} and s.settled_at >= ${start.toISOString()}
      and s.settled_at < ${end.toISOString()} and ${agentCounted}`;
    const result = await this.db.execute(sql`${teamCte(agentId)},
      m as (
        select s.member_id, sum(s.wager) as wager, sum(s.win) as win
        from ${settledStakes(window, { wins: true, placed: true })} s
        group by s.member_id
      )
      select
        (select coalesce(sum(wager), 0) from m) as turnover,
        (select count(*) from m where wager > 0) as active,
        (select coalesce(sum(win), 0) from m) as wins`);
    const row = v.parse(FiguresSchema, result).rows[0];
    const turnoverCents = Number(row.turnover);
    return {
      turnoverCents,
      activePlayers: Number(row.active),
      lossCents: turnoverCents - Number(row.wins),
    };
  }

  /** The contracts of a kind (of one merchant, or all) in force at `at`: accepted by then, not superseded. */
  private inForce(kind: ContractKind, at: Date, merchantCode?: string) {
    return this.db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.kind, kind),
          merchantCode === undefined ? undefined : eq(agentContracts.merchantCode, merchantCode),
          inArray(agentContracts.status, ['accepted', 'superseded']),
          lte(agentContracts.decidedAt, at),
          or(isNull(agentContracts.endedAt), gt(agentContracts.endedAt, at)),
        ),
      )
      .orderBy(asc(agentContracts.id));
  }

  /**
   * Settles one period of a kind for every contract in force at its end (or now, if sooner): of one
   * merchant (an operator's "settle now", which may settle a running period for good), or all (the job).
   * Null, settling nothing, while a draw due before the cutoff is unsettled: its stakes count in the period.
   */
  async settlePeriod(
    kind: ContractKind,
    period: Period,
    shouldStop?: () => boolean,
    merchantCode?: string,
  ): Promise<SettleResult | null> {
    const cutoff = new Date(Math.min(period.end.getTime(), this.now()));
    if (await stakesOpenBefore(this.db, cutoff)) return null;
    const contracts = await this.inForce(kind, cutoff, merchantCode);
    const result: SettleResult = {
      period: period.key,
      contracts: contracts.length,
      paid: 0,
      unpaid: 0,
      nothing: 0,
    };
    // By agent, not contract: whichever contract settled the period for the agent, it is settled.
    const settled = new Map(
      contracts.length === 0
        ? []
        : (
            await this.db
              .select({
                agentId: agentSettlements.agentId,
                id: agentSettlements.id,
                status: agentSettlements.status,
              })
              .from(agentSettlements)
              .where(
                and(
                  eq(agentSettlements.kind, kind),
                  eq(agentSettlements.period, period.key),
                  inArray(
                    agentSettlements.agentId,
                    contracts.map((c) => c.agentId),
                  ),
                ),
              )
          ).map((s) => [s.agentId, s] as const),
    );
    for (const c of contracts) {
      if (shouldStop?.()) break;
      const known = settled.get(c.agentId);
      const row = known ?? (await this.record(c, period, cutoff));
      const status = row.status === 'unpaid' ? await this.pay(row.id) : row.status;
      result[status]++;
    }
    return result;
  }

  /**
   * Writes the period's settlement row once per agent and kind (a twin's row wins, of this contract or of
   * the one it superseded; ours is not written).
   */
  private async record(c: ContractRow, period: Period, cutoff: Date) {
    const figures = await this.figures(c.agentId, period.start, cutoff);
    const contract =
      c.kind === 'dividend'
        ? { kind: c.kind, terms: v.parse(DividendTermsSchema, c.terms) }
        : { kind: c.kind, terms: v.parse(SalaryTermsSchema, c.terms) };
    const pay = payOf(contract, figures);
    const ofAgent = and(
      eq(agentSettlements.agentId, c.agentId),
      eq(agentSettlements.kind, c.kind),
      eq(agentSettlements.period, period.key),
    );
    return this.db.transaction(async (tx) => {
      // The agent's contracts of the kind, locked: settlers of two of them (the one an operator settled
      // early and its successor) queue here, and the second finds the first's row. The unique index is per
      // contract only.
      await tx
        .select({ id: agentContracts.id })
        .from(agentContracts)
        .where(and(eq(agentContracts.agentId, c.agentId), eq(agentContracts.kind, c.kind)))
        .orderBy(asc(agentContracts.id))
        .for('update');
      const [had] = await tx
        .select({ id: agentSettlements.id, status: agentSettlements.status })
        .from(agentSettlements)
        .where(ofAgent);
      if (had) return had;
      const [inserted] = await tx
        .insert(agentSettlements)
        .values({
          contractId: c.id,
          kind: c.kind,
          uplineId: c.uplineId,
          agentId: c.agentId,
          period: period.key,
          periodStart: period.start,
          periodEnd: period.end,
          turnoverCents: figures.turnoverCents,
          activePlayers: figures.activePlayers,
          lossCents: figures.lossCents,
          amountCents: pay.amountCents,
          lines: pay.lines,
          status: pay.amountCents > 0 ? 'unpaid' : 'nothing',
          settledAt: new Date(this.now()),
        })
        .returning({ id: agentSettlements.id, status: agentSettlements.status });
      if (!inserted) throw new Error('settlement insert returned nothing');
      return inserted;
    });
  }

  /**
   * Pays an unpaid settlement in one transaction, or leaves it unpaid when the upline is short.
   * Answers what the row is after this attempt ('paid' also when a concurrent run paid it).
   */
  async pay(settlementId: number): Promise<'paid' | 'unpaid'> {
    try {
      const paid = await this.db.transaction(async (tx) => {
        // The row lock of this UPDATE serialises concurrent payers: the second finds it paid.
        const [row] = await tx
          .update(agentSettlements)
          .set({ status: 'paid', paidAt: new Date(this.now()) })
          .where(and(eq(agentSettlements.id, settlementId), eq(agentSettlements.status, 'unpaid')))
          .returning();
        if (!row) return false;
        if (row.uplineId !== null) {
          const charged = await debit(tx, {
            memberId: row.uplineId,
            amountCents: row.amountCents,
            reason: `agent.${row.kind}.pay`,
            reference: ledgerRef.contractCharge(row.id),
          });
          if (!charged.ok) throw new Unaffordable();
        }
        const credited = await credit(tx, {
          memberId: row.agentId,
          amountCents: row.amountCents,
          reason: `agent.${row.kind}`,
          reference: ledgerRef.contractPay(row.id),
        });
        if (!credited.ok) throw new Error(`settlement ${row.id}: credit refused (${credited.reason})`);
        return true;
      });
      if (paid) return 'paid';
      const [now] = await this.db
        .select({ status: agentSettlements.status })
        .from(agentSettlements)
        .where(eq(agentSettlements.id, settlementId));
      return now?.status === 'paid' ? 'paid' : 'unpaid';
    } catch (err) {
      if (err instanceof Unaffordable) return 'unpaid';
      throw err;
    }
  }

  /** Tries every unpaid settlement again, oldest first (an upline who topped up pays now). */
  async retryUnpaid(shouldStop?: () => boolean, limit = 500): Promise<{ paid: number; unpaid: number }> {
    const rows = await this.db
      .select({ id: agentSettlements.id })
      .from(agentSettlements)
      .where(eq(agentSettlements.status, 'unpaid'))
      .orderBy(asc(agentSettlements.id))
      .limit(limit);
    const out = { paid: 0, unpaid: 0 };
    for (const r of rows) {
      if (shouldStop?.()) break;
      out[await this.pay(r.id)]++;
    }
    return out;
  }
}
