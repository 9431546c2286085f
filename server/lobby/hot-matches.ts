// Operators' hot matches (the home's ticker): a match is added for a vendor's room and shown from then
// until 3 hours after its start (lobby.ts), while that vendor is on offer; removing one takes it off at
// once. Both are audited. The match opens on the vendor's first game of a sports category.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { CODES } from '../../src/shared/errors/general.ts';
import type { OpsHotMatchBody } from '../../src/shared/schemas/ops-lobby.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { games, hotMatches } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { slugify } from '../lib/slug.ts';

/** The categories whose games run matches. */
const MATCH_CATEGORIES = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;

const crest = (team: string) => `/teams/${slugify(team) || 'team'}.svg`;

const asMatch = (r: typeof hotMatches.$inferSelect) => ({
  id: r.id,
  league: r.league,
  matchTime: r.matchTime.toISOString(),
  homeTeam: r.homeTeam,
  awayTeam: r.awayTeam,
  homeTeamImageUrl: r.homeTeamImageUrl,
  awayTeamImageUrl: r.awayTeamImageUrl,
  vendor: r.vendor,
  roomId: r.roomId,
  nodeId: r.nodeId,
});

export class HotMatches {
  constructor(private readonly db: Db) {}

  /** Every match of the merchant, past ones included, newest kick-off first. */
  async list(merchantCode: string) {
    const rows = await this.db
      .select()
      .from(hotMatches)
      .where(eq(hotMatches.merchantCode, merchantCode))
      .orderBy(desc(hotMatches.matchTime), desc(hotMatches.id))
      .limit(200);
    return rows.map(asMatch);
  }

  async add(
    merchantCode: string,
    actor: string,
    body: OpsHotMatchBody,
  ): Promise<Outcome<ReturnType<typeof asMatch>>> {
    const [node] = await this.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(
        and(
          eq(games.merchantCode, merchantCode),
          eq(games.vassalage, body.vendor),
          inArray(games.gameType, [...MATCH_CATEGORIES]),
        ),
      )
      .orderBy(asc(games.sort), asc(games.nodeId))
      .limit(1);
    if (!node)
      return refused(404, CODES.notFound, `Vendor ${body.vendor} has no sports game to open a match`);
    const row = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(hotMatches)
        .values({
          merchantCode,
          league: body.league,
          matchTime: new Date(body.matchTime),
          homeTeam: body.homeTeam,
          awayTeam: body.awayTeam,
          homeTeamImageUrl: body.homeTeamImageUrl ?? crest(body.homeTeam),
          awayTeamImageUrl: body.awayTeamImageUrl ?? crest(body.awayTeam),
          vendor: body.vendor,
          roomId: body.roomId,
          nodeId: node.nodeId,
        })
        .returning();
      if (!row) throw new Error('hot match insert returned nothing');
      await audit(tx, actor, 'lobby.hotMatch.add', `hotMatch:${row.id}`, { ...body, merchantCode });
      return row;
    });
    return done(asMatch(row));
  }

  /** Takes a match off the ticker; false when the merchant has no such match. */
  async remove(merchantCode: string, actor: string, id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(hotMatches)
        .where(and(eq(hotMatches.merchantCode, merchantCode), eq(hotMatches.id, id)))
        .returning();
      if (row) await audit(tx, actor, 'lobby.hotMatch.remove', `hotMatch:${id}`, asMatch(row));
      return Boolean(row);
    });
  }
}
