// Draws: created ahead with a committed seed, drawn when due, read with their fairness data.
// Creating is idempotent (unique lottery + issue) and drawing is a conditional UPDATE, so any number of
// callers is safe; the scheduler still lets only its leader do it (server/lottery/scheduler.ts).
// An open draw's server seed is stored sealed (server/lib/seed-seal.ts); drawing opens it in memory and
// the UPDATE that marks the draw drawn writes it in clear, for anyone to verify.
import { and, asc, desc, eq, gt, lte, ne, type SQL } from 'drizzle-orm';
import { newServerSeed, seedHash } from '../../src/shared/fair.ts';
import { clientSeedOf, DRAW_NONCE, drawResult, type LotteryGame } from '../../src/shared/lottery-rules.ts';
import type {
  DrawDetail,
  DrawResult,
  Lottery,
  PrizeMode,
  UpcomingDraw,
} from '../../src/shared/schemas/lottery.ts';
import { lotteries, lotteryDraws } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { isSealedSeed, type SeedSeal } from '../lib/seed-seal.ts';

/** Issues created ahead of the current one, so a countdown always has a next draw. */
export const DRAWS_AHEAD = 2;
const DAY = 86_400_000;

type LotteryRow = typeof lotteries.$inferSelect;
type DrawRow = typeof lotteryDraws.$inferSelect;

/** `YYYYMMDD` + the slot of the (UTC) day, 1-based, 4 digits: 20261122-0042 → '202611220042'. */
export function issueOf(drawAt: number, intervalMs: number): string {
  const dayStart = Math.floor((drawAt - 1) / DAY) * DAY;
  const slot = Math.ceil((drawAt - dayStart) / intervalMs);
  const d = new Date(dayStart);
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `${ymd}${String(slot).padStart(4, '0')}`;
}

export const toUpcoming = (d: DrawRow): UpcomingDraw => ({
  id: d.id,
  issue: d.issue,
  closeAt: d.closeAt.toISOString(),
  drawAt: d.drawAt.toISOString(),
  seedHash: d.seedHash,
});

export const toResult = (d: DrawRow): DrawResult => ({
  id: d.id,
  lotteryCode: d.lotteryCode,
  issue: d.issue,
  drawAt: d.drawAt.toISOString(),
  result: d.result ?? [],
});

export const toDetail = (d: DrawRow, game: LotteryGame): DrawDetail => {
  const revealed = d.status !== 'open';
  return {
    id: d.id,
    lotteryCode: d.lotteryCode,
    game,
    issue: d.issue,
    status: d.status,
    closeAt: d.closeAt.toISOString(),
    drawAt: d.drawAt.toISOString(),
    seedHash: d.seedHash,
    clientSeed: d.clientSeed,
    nonce: DRAW_NONCE,
    // Only a seed stored in clear is ever answered: a sealed one (never the case once drawn) stays hidden.
    serverSeed: revealed && !isSealedSeed(d.serverSeed) ? d.serverSeed : null,
    result: revealed ? d.result : null,
  };
};

export class DrawStore {
  constructor(
    private readonly db: Db,
    private readonly seal: SeedSeal,
  ) {}

  async lotteries(where?: { prizeMode?: PrizeMode | undefined; code?: string | undefined }) {
    const conds: SQL[] = [eq(lotteries.enabled, true)];
    if (where?.prizeMode) conds.push(eq(lotteries.prizeMode, where.prizeMode));
    if (where?.code) conds.push(eq(lotteries.code, where.code));
    return this.db
      .select()
      .from(lotteries)
      .where(and(...conds))
      .orderBy(asc(lotteries.sort), asc(lotteries.code));
  }

  async lottery(code: string): Promise<LotteryRow | undefined> {
    const [row] = await this.db.select().from(lotteries).where(eq(lotteries.code, code));
    return row;
  }

  /** The issue open for orders at `now`: the earliest open draw whose close time is still ahead. */
  async current(code: string, now: number): Promise<DrawRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.lotteryCode, code),
          eq(lotteryDraws.status, 'open'),
          gt(lotteryDraws.closeAt, new Date(now)),
        ),
      )
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(1);
    return row;
  }

  async results(code: string, limit: number): Promise<DrawRow[]> {
    return this.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.lotteryCode, code), ne(lotteryDraws.status, 'open')))
      .orderBy(desc(lotteryDraws.drawAt))
      .limit(limit);
  }

  async byId(id: number): Promise<{ draw: DrawRow; game: LotteryGame } | undefined> {
    const [row] = await this.db
      .select({ draw: lotteryDraws, game: lotteries.game })
      .from(lotteryDraws)
      .innerJoin(lotteries, eq(lotteries.code, lotteryDraws.lotteryCode))
      .where(eq(lotteryDraws.id, id));
    return row;
  }

  /** The list entries: each lottery with its next draw and latest result. */
  async list(now: number, where?: { prizeMode?: PrizeMode | undefined; code?: string | undefined }) {
    const rows = await this.lotteries(where);
    return Promise.all(
      rows.map(async (l): Promise<Lottery> => {
        const [next, [latest]] = await Promise.all([this.current(l.code, now), this.results(l.code, 1)]);
        return {
          code: l.code,
          name: l.name,
          prizeMode: l.prizeMode,
          game: l.game,
          intervalSeconds: l.intervalSeconds,
          nextDraw: next ? toUpcoming(next) : null,
          latest: latest ? toResult(latest) : null,
        };
      }),
    );
  }

  /** Creates the current issue and DRAWS_AHEAD more of every lottery (existing ones are kept). */
  async ensureAhead(now: number): Promise<number> {
    let created = 0;
    for (const l of await this.lotteries()) {
      const interval = l.intervalSeconds * 1000;
      const firstDrawAt = (Math.floor(now / interval) + 1) * interval;
      const rows = await Promise.all(
        Array.from({ length: DRAWS_AHEAD + 1 }, async (_, i) => {
          const drawAt = firstDrawAt + i * interval;
          const issue = issueOf(drawAt, interval);
          const serverSeed = newServerSeed();
          return {
            lotteryCode: l.code,
            issue,
            closeAt: new Date(drawAt - l.closeSeconds * 1000),
            drawAt: new Date(drawAt),
            serverSeed: this.seal.seal(serverSeed),
            seedHash: await seedHash(serverSeed),
            clientSeed: clientSeedOf(l.code, issue),
          };
        }),
      );
      const inserted = await this.db
        .insert(lotteryDraws)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: lotteryDraws.id });
      created += inserted.length;
    }
    return created;
  }

  /** Open draws whose time has come. */
  async due(now: number): Promise<{ draw: DrawRow; game: LotteryGame }[]> {
    return this.db
      .select({ draw: lotteryDraws, game: lotteries.game })
      .from(lotteryDraws)
      .innerJoin(lotteries, eq(lotteries.code, lotteryDraws.lotteryCode))
      .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawAt, new Date(now))))
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(100);
  }

  /**
   * Draws one issue with its committed seed, opened in memory; the same conditional UPDATE stores the
   * result and the seed in clear. False when another caller drew it first.
   */
  async draw(draw: DrawRow, game: LotteryGame, now: number): Promise<boolean> {
    const serverSeed = this.seal.open(draw.serverSeed, draw.seedHash);
    const result = await drawResult(game, serverSeed, draw.clientSeed);
    const done = await this.db
      .update(lotteryDraws)
      .set({ status: 'drawn', result, serverSeed, drawnAt: new Date(now) })
      .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, 'open')))
      .returning({ id: lotteryDraws.id });
    return done.length > 0;
  }

  /** Drawn but not yet settled (settlement finishes them; a crash leaves them here for the next tick). */
  async unsettled(): Promise<{ draw: DrawRow; game: LotteryGame }[]> {
    return this.db
      .select({ draw: lotteryDraws, game: lotteries.game })
      .from(lotteryDraws)
      .innerJoin(lotteries, eq(lotteries.code, lotteryDraws.lotteryCode))
      .where(eq(lotteryDraws.status, 'drawn'))
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(100);
  }

  /** Operator aid: the current issue closes and becomes due now. */
  async closeNow(code: string, now: number): Promise<DrawRow | undefined> {
    const current = await this.current(code, now);
    if (!current) return undefined;
    const [row] = await this.db
      .update(lotteryDraws)
      .set({ closeAt: new Date(now), drawAt: new Date(now) })
      .where(and(eq(lotteryDraws.id, current.id), eq(lotteryDraws.status, 'open')))
      .returning();
    return row;
  }
}
