// Which vendors' games the lobby offers: a vendor configured on this server (VENDORS; the studio always
// is), left on by operators, and not marked down after a launch failed at it. Everything a player sees
// of the catalogue (categories, lists, searches, hot games and matches, favourites, recents) asks
// `offered` first, so a tile is shown only when tapping it can open a game.
import { and, asc, count, eq, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { OpsVendorSchema } from '../../src/shared/schemas/ops-lobby.ts';
import { audit } from '../core/audit.ts';
import { games, vendors } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { LOTTO_GAME_ID, STUDIO_ENGINES, STUDIO_VENDOR } from '../vendors/in-house.ts';

/** How long a vendor that failed a launch stays out of the lobby. */
export const VENDOR_OUTAGE_MS = 5 * 60_000;

type VendorStatus = v.InferOutput<typeof OpsVendorSchema>;

export class VendorAvailability {
  constructor(
    private readonly db: Db,
    /** The codes configured on this server, the studio's included. */
    private readonly configured: () => readonly string[],
    private readonly now: () => number,
  ) {}

  /** The codes whose games players see now. */
  async offered(merchantCode: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ code: vendors.code })
      .from(vendors)
      .where(
        and(
          eq(vendors.merchantCode, merchantCode),
          eq(vendors.enabled, true),
          inArray(vendors.code, [...this.configured()]),
          or(isNull(vendors.unavailableUntil), lte(vendors.unavailableUntil, new Date(this.now()))),
        ),
      );
    return rows.map((r) => r.code);
  }

  /** A launch failed at the vendor: its games leave the lobby for VENDOR_OUTAGE_MS (all processes see it). */
  async markDown(merchantCode: string, code: string): Promise<Date> {
    const until = new Date(this.now() + VENDOR_OUTAGE_MS);
    await this.db
      .update(vendors)
      .set({ unavailableUntil: until })
      .where(and(eq(vendors.merchantCode, merchantCode), eq(vendors.code, code)));
    return until;
  }

  /** Operators switch a vendor on or off, audited; false when the merchant has no such vendor. */
  async setEnabled(merchantCode: string, code: string, enabled: boolean, actor: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(vendors)
        .set({ enabled, ...(enabled ? { unavailableUntil: null } : {}) })
        .where(and(eq(vendors.merchantCode, merchantCode), eq(vendors.code, code)))
        .returning({ id: vendors.id });
      if (rows.length) await audit(tx, actor, 'lobby.vendor', `vendor:${code}`, { merchantCode, enabled });
      return rows.length > 0;
    });
  }

  /** Every vendor of the merchant with why it is or is not offered, and its playable game count. */
  async statuses(merchantCode: string): Promise<VendorStatus[]> {
    const now = this.now();
    const configured = new Set(this.configured());
    const rows = await this.db
      .select()
      .from(vendors)
      .where(eq(vendors.merchantCode, merchantCode))
      .orderBy(asc(vendors.sort), asc(vendors.id));
    const counts = await this.db
      .select({ code: games.vassalage, n: count() })
      .from(games)
      .where(and(eq(games.merchantCode, merchantCode), playableOf(rows.map((r) => r.code))))
      .groupBy(games.vassalage);
    const byCode = new Map<string, VendorStatus>();
    for (const r of rows) {
      const known = byCode.get(r.code);
      if (known) {
        known.gameTypes.push(r.gameType);
        continue;
      }
      const down = r.unavailableUntil && r.unavailableUntil.getTime() > now ? r.unavailableUntil : null;
      byCode.set(r.code, {
        code: r.code,
        name: r.name,
        gameTypes: [r.gameType],
        state: !configured.has(r.code)
          ? 'notConfigured'
          : !r.enabled
            ? 'disabled'
            : down
              ? 'unavailable'
              : 'offered',
        games: counts.find((c) => c.code === r.code)?.n ?? 0,
        unavailableUntil: down ? down.toISOString() : null,
      });
    }
    return [...byCode.values()];
  }
}

/**
 * The catalogue rows a player may be shown, given the offered codes: a game of an offered vendor that
 * the vendor says it can play (supportPlay), and of the studio only when an engine runs it.
 */
export function playableOf(codes: readonly string[]): SQL {
  const engines = Object.keys(STUDIO_ENGINES);
  return and(
    inArray(games.vassalage, [...codes]),
    eq(games.supportPlay, true),
    or(
      ne(games.vassalage, STUDIO_VENDOR),
      inArray(games.gameClassify, engines),
      eq(games.gameId, LOTTO_GAME_ID),
    ),
  ) as SQL;
}
