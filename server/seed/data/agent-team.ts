// Writes the planned team of the seeded agent (agent-team-plan.ts) in bulk: members level by level, their
// wallets, deposit orders, vendor rounds with their seamless transactions, VIP levels, exclusions, and
// the ledger entries explaining every balance. The entries are written directly (hundreds of members,
// thousands of movements: one credit() per entry would take seconds) with exactly what ledger.ts would
// write — reason, reference, amount, balance after — in time order, so ids follow time and
// server/wallet/reconcile.ts checks them like any other (tests/server/seed/seed-team.test.ts).
//
// Every team player shares ONE password hash (Member1234, the downline's) and every sub-agent the agent's
// (Agent1234): hashing hundreds of scrypt passwords would take minutes, and these are demo accounts.
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { GameCategory } from '../../../src/shared/constants/lobby.ts';
import type { VipLevel } from '../../../src/shared/schemas/vip.ts';
import { STUDIO_VENDOR } from '../../vendors/in-house.ts';
import * as t from '../../db/schema.ts';
import { type PlannedMember, type PlayableGame, planAgentTeam } from './agent-team-plan.ts';
import { SEED_MERCHANT } from './site-config.ts';
import type { Db } from '../../db/types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TeamSeedInput {
  now: number;
  agentId: number;
  /** The hash of Member1234 (players) and of Agent1234 (sub-agents), reused. */
  playerHash: string;
  subAgentHash: string;
  insertChunked: <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => Promise<void>;
}

/** Categories whose rounds are another table's (the studio's game_rounds, the lottery's orders). */
const NOT_SEAMLESS: GameCategory[] = ['INHOUSE', 'LOTT'];
const MANUAL_SENDERS = ['BDO', 'BPI', 'Metrobank', 'GCash', 'Maya'];

export async function seedAgentTeam(
  tx: Tx,
  input: TeamSeedInput,
): Promise<{ members: number; entries: number }> {
  const { now, insertChunked } = input;
  const m = SEED_MERCHANT;
  const games: PlayableGame[] = (
    await tx
      .select({ nodeId: t.games.nodeId, vendor: t.games.vassalage, gameType: t.games.gameType })
      .from(t.games)
      .where(
        and(
          eq(t.games.merchantCode, m),
          ne(t.games.vassalage, STUDIO_VENDOR),
          notInArray(t.games.gameType, NOT_SEAMLESS),
        ),
      )
      .orderBy(t.games.nodeId)
  ).filter((g) => g.vendor !== null);
  const [programme] = await tx.select().from(t.vipProgrammes).where(eq(t.vipProgrammes.merchantCode, m));
  const levels: VipLevel[] = programme?.levels ?? [];
  const channels = await tx
    .select({ id: t.paymentChannels.id, kind: t.paymentChannels.kind })
    .from(t.paymentChannels)
    .where(eq(t.paymentChannels.merchantCode, m))
    .orderBy(t.paymentChannels.sort);
  const plan = planAgentTeam(now, games, levels);

  // Members, level by level: each level's uplines have their ids by then.
  const ids = new Map<string, number>();
  for (const level of [1, 2, 3] as const) {
    const rows = plan.filter((p) => p.level === level);
    await insertChunked(rows, async (chunk) => {
      const inserted = await tx
        .insert(t.members)
        .values(
          chunk.map((p) => ({
            merchantCode: m,
            account: p.account,
            nickname: p.nickname,
            passwordHash: p.type === 1 ? input.subAgentHash : input.playerHash,
            type: p.type,
            regDate: new Date(p.regDate),
            parentId: p.parent ? (ids.get(p.parent) as number) : input.agentId,
            disabled: p.disabled,
            registerMethod: 'H5' as const,
            lastLoginAt: p.lastLoginAt === null ? null : new Date(p.lastLoginAt),
          })),
        )
        .returning({ id: t.members.id, account: t.members.account });
      for (const r of inserted) ids.set(r.account, r.id);
    });
  }
  const idOf = (p: PlannedMember) => ids.get(p.account) as number;

  await tx.insert(t.affiliateCodes).values(
    plan
      .filter((p) => p.type === 1)
      .map((p) => ({
        merchantCode: m,
        code: `${p.account.replace(/^agent/, '').toUpperCase()}88`,
        agentId: idOf(p),
      })),
  );
  await insertChunked(plan, (chunk) =>
    tx
      .insert(t.wallets)
      .values(
        chunk.map((p) => ({ memberId: idOf(p), balanceCents: p.balanceCents, updatedAt: new Date(now) })),
      ),
  );
  const exclusions = plan.filter((p) => p.exclusion);
  if (exclusions.length)
    await tx.insert(t.memberExclusions).values(
      exclusions.map((p) => {
        const x = p.exclusion as NonNullable<PlannedMember['exclusion']>;
        return {
          memberId: idOf(p),
          merchantCode: m,
          kind: x.kind,
          period: x.period,
          startsAt: new Date(x.startsAt),
          endsAt: x.endsAt === null ? null : new Date(x.endsAt),
          createdAt: new Date(x.startsAt),
        };
      }),
    );

  // Deposit orders: approved by an operator (bank, GCash) or credited by the gateway, a minute after.
  const deposits = plan.flatMap((p) =>
    p.events.flatMap((e) => (e.kind === 'deposit' ? [{ memberId: idOf(p), name: p.nickname, e }] : [])),
  );
  const orderIds = new Map<string, number>();
  await insertChunked(deposits, async (chunk) => {
    const inserted = await tx
      .insert(t.depositOrders)
      .values(
        chunk.map(({ memberId, name, e }) => {
          const channel = channels[e.channel] ?? channels[0];
          const gateway = channel?.kind === 'gateway';
          const created = new Date(e.at - (gateway ? 60_000 : 15 * 60_000));
          return {
            merchantCode: m,
            memberId,
            channelId: channel?.id as number,
            amountCents: e.cents,
            reference: e.reference,
            status: gateway ? ('credited' as const) : ('approved' as const),
            createdAt: created,
            decidedAt: new Date(e.at),
            ...(gateway
              ? {
                  provider: 'sandbox',
                  gatewaySessionId: `seed-${e.reference}`,
                  externalId: `seed-pay-${e.reference}`,
                }
              : {
                  senderName: name,
                  senderReference: `${MANUAL_SENDERS[e.cents % MANUAL_SENDERS.length]}-${e.reference.slice(2)}`,
                  submittedAt: new Date(created.getTime() + 60_000),
                }),
          };
        }),
      )
      .returning({ id: t.depositOrders.id, reference: t.depositOrders.reference });
    for (const r of inserted) orderIds.set(r.reference, r.id);
  });

  // Vendor rounds: the round, its bet and its win (0 on a lost round: it settles it, moving nothing), as
  // the seamless wallet (server/wallet/seamless.ts) records them.
  const rounds = plan.flatMap((p) =>
    p.events.flatMap((e) => (e.kind === 'round' ? [{ memberId: idOf(p), e }] : [])),
  );
  // One statement from one JSON parameter: thousands of rows bound one by one cost seconds on PGlite.
  const roundsJson = JSON.stringify(
    rounds.map(({ memberId, e }) => ({
      v: e.vendor,
      r: e.roundId,
      m: memberId,
      b: e.stake,
      w: e.win,
      t: e.at,
      n: e.nodeId,
    })),
  );
  await tx.execute(sql`
    with x as (
      select v, r, m, b, w, to_timestamp(t / 1000.0) as at, n
      from jsonb_to_recordset(${roundsJson}::jsonb) as x(v text, r text, m int, b bigint, w bigint, t bigint, n int)
    ), rounds as (
      insert into seamless_rounds (vendor, round_id, member_id, bet_transaction_id, bet_cents, status, created_at, node_id, settled_at)
      select v, r, m, r || ':bet', b, 'settled', at, n, at + interval '500 milliseconds' from x
    )
    insert into seamless_transactions (vendor, kind, transaction_id, member_id, round_id, amount_cents, created_at)
    select v, 'bet', r || ':bet', m, r, b, at from x
    union all
    select v, 'win', r || ':win', m, r, w, at + interval '500 milliseconds' from x`);

  const vipRows = plan.flatMap((p) =>
    p.events.flatMap((e) =>
      e.kind === 'vip'
        ? [
            {
              memberId: idOf(p),
              rank: e.rank,
              levelName: e.levelName,
              reachedAt: new Date(e.at),
              bonusCents: e.cents,
              bonusStatus: e.cents > 0 ? ('paid' as const) : ('none' as const),
              paidAt: e.cents > 0 ? new Date(e.at) : null,
            },
          ]
        : [],
    ),
  );
  await insertChunked(vipRows, (chunk) => tx.insert(t.vipMemberLevels).values(chunk));

  // The ledger, in time order across members (ids follow time); each member's running balance.
  /** member, amount, balance after, reason, reference, time (ms), position: short keys, one JSON parameter. */
  const entries: { m: number; a: number; b: number; r: string; f: string; t: number; i: number }[] = [];
  for (const p of plan) {
    const memberId = idOf(p);
    let balance = 0;
    const push = (amountCents: number, reason: string, reference: string, at: number) => {
      balance += amountCents;
      entries.push({ m: memberId, a: amountCents, b: balance, r: reason, f: reference, t: at, i: 0 });
    };
    for (const e of p.events) {
      if (e.kind === 'deposit') push(e.cents, 'deposit', `deposit:${orderIds.get(e.reference)}`, e.at);
      else if (e.kind === 'vip') {
        if (e.cents > 0) push(e.cents, 'bonus.vip', `vip:${memberId}:${e.rank}`, e.at);
      } else {
        push(-e.stake, 'seamless.bet', `seamless:${e.vendor}:bet:${e.roundId}:bet`, e.at);
        if (e.win > 0) push(e.win, 'seamless.win', `seamless:${e.vendor}:win:${e.roundId}:win`, e.at + 500);
      }
    }
    if (balance !== p.balanceCents)
      throw new Error(`seed: ${p.account}'s events add up to ${balance}, not ${p.balanceCents}`);
  }
  entries.sort((a, b) => a.t - b.t);
  entries.forEach((e, i) => {
    e.i = i;
  });
  // In that order: the identity column numbers the rows as the ordered select yields them.
  await tx.execute(sql`
    insert into wallet_ledger (member_id, amount_cents, balance_after_cents, reason, reference, created_at)
    select m, a, b, r, f, to_timestamp(t / 1000.0)
    from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
      as x(m int, a bigint, b bigint, r text, f text, t bigint, i int)
    order by i`);
  return { members: plan.length, entries: entries.length };
}
