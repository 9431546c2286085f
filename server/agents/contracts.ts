// Agent contracts (issue 15): an upline agent offers terms to a direct sub-agent, who accepts or rejects;
// the upline may cancel while pending; operators offer top agents the platform's terms. Every move is a
// conditional UPDATE on the state it leaves (src/shared/agent-contract-state.ts), so of two clicks at once
// exactly one wins; the partial unique indexes keep one pending and one accepted per agent and kind.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { AGENT_EXCLUDED_TYPES } from '../../src/shared/constants/members.ts';
import { AGENT_CODES } from '../../src/shared/errors/agent.ts';
import { CONTRACT_CODES } from '../../src/shared/errors/agent-contract.ts';
import {
  type Contract,
  type ContractKind,
  type ContractOverview,
  type ContractRequests,
  ContractSchema,
  type DividendInfo,
  type DividendTerms,
  type SalaryTerms,
} from '../../src/shared/schemas/agent-contracts.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { agentContracts, agentSettlements, members } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { type ContractAction, type ContractActor, nextStatus } from './contract-state.ts';
import { inTeam } from './team.ts';

export interface Caller {
  id: number;
  merchantCode: string;
}

type Terms = SalaryTerms | DividendTerms;
type Row = typeof agentContracts.$inferSelect;

const upline = alias(members, 'upline');
const downline = alias(members, 'downline');

const notInTeam = () => refused(403, AGENT_CODES.notInTeam, 'This member is not in your team');
const unknown = () => refused(404, CONTRACT_CODES.unknown, 'No such contract');
const notPending = () => refused(409, CONTRACT_CODES.notPending, 'This contract is no longer pending');

/** Thrown inside a transaction to roll it back when the conditional UPDATE found the state changed. */
class StateChanged extends Error {}

/** A contract row (with both accounts) as the wire's Contract: the variant check ties terms to kind. */
function view(r: { c: Row; upline: string | null; agent: string }): Contract {
  return v.parse(ContractSchema, {
    id: r.c.id,
    kind: r.c.kind,
    terms: r.c.terms,
    status: r.c.status,
    upline: r.upline,
    agentId: r.c.agentId,
    agent: r.agent,
    createdAt: r.c.createdAt.toISOString(),
    decidedAt: r.c.decidedAt?.toISOString() ?? null,
    endedAt: r.c.endedAt?.toISOString() ?? null,
  });
}

export class Contracts {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private select(db: DbOrTx = this.db) {
    return db
      .select({ c: agentContracts, upline: upline.account, agent: downline.account })
      .from(agentContracts)
      .leftJoin(upline, eq(upline.id, agentContracts.uplineId))
      .innerJoin(downline, eq(downline.id, agentContracts.agentId));
  }

  private async one(id: number, db: DbOrTx = this.db) {
    const [row] = await this.select(db).where(eq(agentContracts.id, id));
    return row;
  }

  /** A contract page: the offer waiting for me, the contract paying me, my offers, my sub-agents. */
  async overview(me: Caller, kind: ContractKind): Promise<ContractOverview> {
    const [mine, offered, subAgents] = await Promise.all([
      this.select().where(
        and(
          eq(agentContracts.agentId, me.id),
          eq(agentContracts.kind, kind),
          inArray(agentContracts.status, ['pending', 'accepted']),
        ),
      ),
      this.select()
        .where(
          and(
            eq(agentContracts.uplineId, me.id),
            eq(agentContracts.kind, kind),
            inArray(agentContracts.status, ['pending', 'accepted']),
          ),
        )
        .orderBy(desc(agentContracts.createdAt), desc(agentContracts.id))
        .limit(500),
      this.db
        .select({ id: members.id, account: members.account })
        .from(members)
        .where(
          and(
            eq(members.parentId, me.id),
            sql`${members.type} not in (${sql.join(
              AGENT_EXCLUDED_TYPES.map((t) => sql`${t}`),
              sql`, `,
            )})`,
          ),
        )
        .orderBy(members.account)
        .limit(500),
    ]);
    const pending = mine.find((r) => r.c.status === 'pending');
    const current = mine.find((r) => r.c.status === 'accepted');
    return {
      pending: pending ? view(pending) : null,
      current: current ? view(current) : null,
      offered: offered.map(view),
      subAgents,
    };
  }

  /** An upline's offer to a direct sub-agent (an agent, in its team, one level down). */
  async offer(
    me: Caller,
    kind: ContractKind,
    body: { agentId: number; terms: Terms },
  ): Promise<Outcome<Contract>> {
    const [target] = await this.db
      .select({ parentId: members.parentId, type: members.type, merchantCode: members.merchantCode })
      .from(members)
      .where(eq(members.id, body.agentId));
    if (!target || target.merchantCode !== me.merchantCode || target.parentId !== me.id) return notInTeam();
    if (!(await inTeam(this.db, me.id, body.agentId))) return notInTeam();
    if (AGENT_EXCLUDED_TYPES.includes(target.type))
      return refused(409, CONTRACT_CODES.notAgent, 'Contracts are offered to agents only');
    return this.insert({
      merchantCode: me.merchantCode,
      kind,
      uplineId: me.id,
      agentId: body.agentId,
      terms: body.terms,
      offeredBy: `member:${me.id}`,
    });
  }

  /** Operators: the platform's terms for a top agent (an agent without an upline); audited. */
  async offerAsPlatform(
    merchantCode: string,
    actor: string,
    body: { kind: ContractKind; agentId: number; terms: Terms },
  ): Promise<Outcome<Contract>> {
    const [target] = await this.db
      .select({ parentId: members.parentId, type: members.type, merchantCode: members.merchantCode })
      .from(members)
      .where(eq(members.id, body.agentId));
    if (!target || target.merchantCode !== merchantCode)
      return refused(404, CONTRACT_CODES.unknown, 'No such member');
    if (AGENT_EXCLUDED_TYPES.includes(target.type))
      return refused(409, CONTRACT_CODES.notAgent, 'Contracts are offered to agents only');
    if (target.parentId !== null)
      return refused(
        409,
        CONTRACT_CODES.notTopAgent,
        'Platform contracts go to top agents only; this agent has an upline',
      );
    return this.insert(
      {
        merchantCode,
        kind: body.kind,
        uplineId: null,
        agentId: body.agentId,
        terms: body.terms,
        offeredBy: actor,
      },
      (tx, id) =>
        audit(tx, actor, 'agent.contract.offer', `contract:${id}`, {
          kind: body.kind,
          agentId: body.agentId,
          terms: body.terms,
        }),
    );
  }

  private async insert(
    values: Omit<typeof agentContracts.$inferInsert, 'status' | 'createdAt'>,
    after?: (tx: DbOrTx, id: number) => Promise<void>,
  ): Promise<Outcome<Contract>> {
    try {
      const id = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(agentContracts)
          .values({ ...values, status: 'pending', createdAt: new Date(this.now()) })
          .returning({ id: agentContracts.id });
        if (!row) throw new Error('contract insert returned nothing');
        await after?.(tx, row.id);
        return row.id;
      });
      const row = await this.one(id);
      if (!row) throw new Error('contract vanished');
      return done(view(row));
    } catch (err) {
      if (isUniqueViolation(err))
        return refused(
          409,
          CONTRACT_CODES.pendingExists,
          'An offer of this kind is already waiting for this agent',
        );
      throw err;
    }
  }

  /** Accept or reject (the downline) or cancel (the upline) a pending contract of this kind. */
  async decide(me: Caller, kind: ContractKind, id: number, action: Exclude<ContractAction, 'supersede'>) {
    const row = await this.one(id);
    if (!row || row.c.kind !== kind || row.c.merchantCode !== me.merchantCode) return unknown();
    const actor: ContractActor = action === 'cancel' ? 'upline' : 'downline';
    if ((actor === 'upline' ? row.c.uplineId : row.c.agentId) !== me.id) return notInTeam();
    return this.move(row.c, action, actor);
  }

  /** Operators cancel a pending platform contract; audited. */
  async cancelAsPlatform(merchantCode: string, actor: string, id: number): Promise<Outcome<Contract>> {
    const row = await this.one(id);
    if (!row || row.c.merchantCode !== merchantCode || row.c.uplineId !== null) return unknown();
    return this.move(row.c, 'cancel', 'upline', (tx) =>
      audit(tx, actor, 'agent.contract.cancel', `contract:${id}`, {
        kind: row.c.kind,
        agentId: row.c.agentId,
      }),
    );
  }

  private async move(
    c: Row,
    action: Exclude<ContractAction, 'supersede'>,
    actor: ContractActor,
    after?: (tx: DbOrTx) => Promise<void>,
  ): Promise<Outcome<Contract>> {
    const to = nextStatus(c.status, action, actor);
    if (!to) return notPending();
    const at = new Date(this.now());
    try {
      await this.db.transaction(async (tx) => {
        if (to === 'accepted') {
          // The contract in force ends as the new one starts: one accepted per agent and kind.
          await tx
            .update(agentContracts)
            .set({ status: 'superseded', endedAt: at })
            .where(
              and(
                eq(agentContracts.agentId, c.agentId),
                eq(agentContracts.kind, c.kind),
                eq(agentContracts.status, 'accepted'),
              ),
            );
        }
        const moved = await tx
          .update(agentContracts)
          .set({ status: to, decidedAt: at })
          .where(and(eq(agentContracts.id, c.id), eq(agentContracts.status, 'pending')))
          .returning({ id: agentContracts.id });
        if (moved.length === 0) throw new StateChanged();
        await after?.(tx);
      });
    } catch (err) {
      if (err instanceof StateChanged || isUniqueViolation(err)) return notPending();
      throw err;
    }
    const row = await this.one(c.id);
    if (!row) throw new Error('contract vanished');
    return done(view(row));
  }

  /** SPEC.md section 3 "Contract request response": the kinds with an offer waiting for my answer. */
  async requests(me: Caller): Promise<ContractRequests> {
    const rows = await this.db
      .select({ kind: agentContracts.kind })
      .from(agentContracts)
      .where(and(eq(agentContracts.agentId, me.id), eq(agentContracts.status, 'pending')));
    const has = (k: ContractKind) => rows.some((r) => r.kind === k);
    return {
      dailysalreqtype: has('salary'),
      divtypecompperiodreq: has('dividend'),
      contracthoursalreq: has('hourly'),
    };
  }

  /** SPEC.md section 4, after session renewal: my dividend contract and latest dividends. */
  async dividendInfo(me: Caller): Promise<DividendInfo> {
    const [[contract], [last], [unpaid]] = await Promise.all([
      this.db
        .select({ id: agentContracts.id })
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.agentId, me.id),
            eq(agentContracts.kind, 'dividend'),
            eq(agentContracts.status, 'accepted'),
          ),
        ),
      this.db
        .select({ period: agentSettlements.period, amountCents: agentSettlements.amountCents })
        .from(agentSettlements)
        .where(and(eq(agentSettlements.agentId, me.id), eq(agentSettlements.kind, 'dividend')))
        .orderBy(desc(agentSettlements.periodStart), desc(agentSettlements.id))
        .limit(1),
      this.db
        .select({ cents: sql<string>`coalesce(sum(${agentSettlements.amountCents}), 0)` })
        .from(agentSettlements)
        .where(
          and(
            eq(agentSettlements.agentId, me.id),
            eq(agentSettlements.kind, 'dividend'),
            eq(agentSettlements.status, 'unpaid'),
          ),
        ),
    ]);
    return {
      contracted: Boolean(contract),
      lastPeriod: last?.period ?? null,
      lastCents: last?.amountCents ?? 0,
      unpaidCents: Number(unpaid?.cents ?? 0),
    };
  }
}
