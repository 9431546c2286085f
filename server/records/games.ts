// A member's game records by category: the in-house studio's rounds (game_rounds), lottery sub-orders
// (of placed orders) and other vendors' seamless rounds, newest first, over a date range.
import { and, count, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { GameRecord, GameRecordsQuery } from '../../src/shared/schemas/records.ts';
import { gameRounds, lotteryDraws, lotteryOrders, lotterySubOrders, seamlessRounds } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { type Page as PagedList, type PageQuery, pagedQuery } from '../lib/paged.ts';
import { STUDIO_VENDOR } from '../vendors/in-house.ts';
import type { Range } from './range.ts';

type Page = PagedList<GameRecord>;

const LOTTERY_STATUS = {
  pending: 'pending',
  open: 'pending',
  won: 'settled',
  lost: 'settled',
  cancelled: 'refunded',
} as const;
const VENDOR_STATUS = { open: 'pending', settled: 'settled', rolled_back: 'refunded' } as const;

async function studioRounds(db: Db, memberId: number, r: Range, q: PageQuery): Promise<Page> {
  const where = and(
    eq(gameRounds.memberId, memberId),
    gte(gameRounds.createdAt, r.from),
    lt(gameRounds.createdAt, r.to),
    eq(gameRounds.vendor, STUDIO_VENDOR),
    // A void round moved no money.
    ne(gameRounds.status, 'void'),
  );
  const page = await pagedQuery(
    q,
    (limit, offset) =>
      db
        .select()
        .from(gameRounds)
        .where(where)
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(gameRounds).where(where),
  );
  return {
    ...page,
    list: page.list.map((g) => ({
      category: 'studio',
      id: g.roundId,
      game: g.gameId,
      vendor: g.vendor,
      betType: null,
      issue: null,
      betCents: g.betCents,
      winCents: g.winCents,
      status: g.status === 'complete' ? 'settled' : 'pending',
      createdAt: g.createdAt.toISOString(),
    })),
  };
}

async function lotteryBets(db: Db, memberId: number, r: Range, q: PageQuery): Promise<Page> {
  const where = and(
    eq(lotteryOrders.memberId, memberId),
    gte(lotteryOrders.createdAt, r.from),
    lt(lotteryOrders.createdAt, r.to),
    eq(lotteryOrders.status, 'placed'),
  );
  const page = await pagedQuery(
    q,
    (limit, offset) =>
      db
        .select({ sub: lotterySubOrders, order: lotteryOrders, issue: lotteryDraws.issue })
        .from(lotteryOrders)
        .innerJoin(lotterySubOrders, eq(lotterySubOrders.orderId, lotteryOrders.id))
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotterySubOrders.drawId))
        .where(where)
        .orderBy(desc(lotteryOrders.createdAt), desc(lotterySubOrders.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(lotteryOrders)
        .innerJoin(lotterySubOrders, eq(lotterySubOrders.orderId, lotteryOrders.id))
        .where(where),
  );
  return {
    ...page,
    list: page.list.map(({ sub, order, issue }) => ({
      category: 'lottery',
      id: String(sub.id),
      game: order.lotteryCode,
      vendor: 'LOTTERY',
      betType: sub.betType,
      issue,
      betCents: sub.amountCents,
      winCents: sub.payoutCents,
      status: LOTTERY_STATUS[sub.status],
      createdAt: order.createdAt.toISOString(),
    })),
  };
}

async function vendorRounds(db: Db, memberId: number, r: Range, q: PageQuery): Promise<Page> {
  const where = and(
    eq(seamlessRounds.memberId, memberId),
    gte(seamlessRounds.createdAt, r.from),
    lt(seamlessRounds.createdAt, r.to),
    ne(seamlessRounds.vendor, STUDIO_VENDOR),
  );
  // What the round paid: its applied wins (a vendor may settle a round in several).
  // Qualified by hand: inside the subquery a bare "vendor" would be the transaction's own column.
  const won = sql<string>`coalesce((
    select sum(t.amount_cents) from seamless_transactions t
    where t.vendor = "seamless_rounds"."vendor" and t.round_id = "seamless_rounds"."round_id"
      and t.kind = 'win' and t.outcome = 'applied'), 0)::bigint`;
  const page = await pagedQuery(
    q,
    (limit, offset) =>
      db
        .select({ round: seamlessRounds, won })
        .from(seamlessRounds)
        .where(where)
        .orderBy(desc(seamlessRounds.createdAt), desc(seamlessRounds.roundId))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(seamlessRounds).where(where),
  );
  return {
    ...page,
    list: page.list.map(({ round, won }) => ({
      category: 'vendor',
      id: round.roundId,
      game: round.vendor,
      vendor: round.vendor,
      betType: null,
      issue: null,
      betCents: round.betCents,
      winCents: Number(won),
      status: VENDOR_STATUS[round.status],
      createdAt: round.createdAt.toISOString(),
    })),
  };
}

const BY_CATEGORY = { studio: studioRounds, lottery: lotteryBets, vendor: vendorRounds };

export async function gameRecordPage(db: Db, memberId: number, range: Range, q: GameRecordsQuery) {
  return BY_CATEGORY[q.category](db, memberId, range, q);
}
