// Site config reads, cached per merchant for a short TTL.
// Why short: several server processes may share one PostgreSQL, and a PATCH in one process only
// invalidates that process's cache; the others see the change within TTL (~2 s). Long enough to
// absorb bursts of lobby reads, short enough that maintenance switches take effect at once for users.
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Language } from '../../src/shared/constants/language.ts';
import { type StoredSiteConfig, StoredSiteConfigSchema } from '../../src/shared/schemas/ops-config.ts';
import type { SiteConfig, SiteConfigPatch } from '../../src/shared/schemas/site.ts';
import type { SocialProvider } from '../../src/shared/schemas/social.ts';
import { merchants } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/types.ts';
import { applySitePatch, resolveSiteConfig } from './resolve.ts';

export const SITE_CONFIG_TTL_MS = 2000;

/** One language's public config, its envelope body and that body gzipped (both built once per TTL). */
export interface ResolvedConfig {
  config: SiteConfig;
  /** The envelope as UTF-8 JSON: encoded once, not on every read. */
  json: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

interface Entry {
  at: number;
  stored: Promise<StoredSiteConfig | null>;
  /** The stored config once `stored` has settled: what the synchronous read (`ready`) serves from. */
  settled?: StoredSiteConfig;
  resolved: Map<Language, ResolvedConfig>;
}

export class SiteConfigStore {
  private readonly entries = new Map<string, Entry>();
  private readonly extras: { imageCdns: string[]; socialLogins: SocialProvider[] };

  constructor(
    private readonly db: Db,
    /**
     * What the public config adds to the stored one: the image CDNs, and the sign-in providers the server
     * has credentials for (none when only the CDNs are given).
     */
    extras: string[] | { imageCdns: string[]; socialLogins: SocialProvider[] },
    private readonly ttlMs = SITE_CONFIG_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.extras = Array.isArray(extras) ? { imageCdns: extras, socialLogins: [] } : extras;
  }

  private entry(merchant: string): Entry {
    const hit = this.entries.get(merchant);
    if (hit && this.now() - hit.at < this.ttlMs) return hit;
    const entry: Entry = { at: this.now(), stored: this.load(merchant), resolved: new Map() };
    // Unknown merchants are not cached: random Merchant headers must not grow the map.
    const forget = () => {
      if (this.entries.get(merchant) === entry) this.entries.delete(merchant);
    };
    entry.stored.then((cfg) => {
      if (cfg) entry.settled = cfg;
      else forget();
    }, forget);
    this.entries.set(merchant, entry);
    return entry;
  }

  private async load(merchant: string): Promise<StoredSiteConfig | null> {
    const [row] = await this.db
      .select({ config: merchants.config })
      .from(merchants)
      .where(eq(merchants.code, merchant));
    return row ? v.parse(StoredSiteConfigSchema, row.config) : null;
  }

  /** The stored config, or null for an unknown merchant. */
  stored(merchant: string): Promise<StoredSiteConfig | null> {
    return this.entry(merchant).stored;
  }

  /** The public config in one language, ready to send (built once per TTL). */
  async resolved(merchant: string, lang: Language): Promise<ResolvedConfig | null> {
    const entry = this.entry(merchant);
    const stored = await entry.stored;
    if (!stored) return null;
    let hit = entry.resolved.get(lang);
    if (!hit) {
      const config = resolveSiteConfig(stored, lang, this.extras.imageCdns, this.extras.socialLogins);
      const json = new TextEncoder().encode(JSON.stringify({ successful: true, code: 'ok', value: config }));
      hit = { config, json, gzip: new Uint8Array(gzipSync(json)) };
      entry.resolved.set(lang, hit);
    }
    return hit;
  }

  /**
   * The stored config and its public one in `lang` when both are already built and fresh, else undefined
   * (the caller then takes the asynchronous path, which builds them). For the hottest read: no promise.
   */
  ready(
    merchant: string,
    lang: Language,
  ): { stored: StoredSiteConfig; resolved: ResolvedConfig } | undefined {
    const hit = this.entries.get(merchant);
    if (!hit?.settled || this.now() - hit.at >= this.ttlMs) return undefined;
    const resolved = hit.resolved.get(lang);
    return resolved && { stored: hit.settled, resolved };
  }

  /** Applies an operator patch in a row-locked transaction, so concurrent patches do not lose updates. */
  async patch(merchant: string, patch: SiteConfigPatch): Promise<StoredSiteConfig | null> {
    return this.update(merchant, (stored) => applySitePatch(stored, patch));
  }

  /**
   * Changes the stored config under a row lock: `change` builds the next config from the current one,
   * `record` (the operator audit) writes in the same transaction; every process's cache forgets it here,
   * the others' within the TTL.
   */
  async update(
    merchant: string,
    change: (stored: StoredSiteConfig) => StoredSiteConfig,
    record?: (tx: DbOrTx, before: StoredSiteConfig, after: StoredSiteConfig) => Promise<void>,
  ): Promise<StoredSiteConfig | null> {
    const next = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ config: merchants.config })
        .from(merchants)
        .where(eq(merchants.code, merchant))
        .for('update');
      if (!row) return null;
      const before = v.parse(StoredSiteConfigSchema, row.config);
      const updated = v.parse(StoredSiteConfigSchema, change(before));
      await tx
        .update(merchants)
        .set({ config: updated, updatedAt: sql`now()` })
        .where(eq(merchants.code, merchant));
      await record?.(tx, before, updated);
      return updated;
    });
    this.invalidate(merchant);
    return next;
  }

  invalidate(merchant?: string): void {
    if (merchant) this.entries.delete(merchant);
    else this.entries.clear();
  }
}
