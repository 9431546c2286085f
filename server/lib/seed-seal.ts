// Provably fair server seeds sealed at rest. A seed that is not revealed yet (an open lottery
// draw, a live studio seed) is stored AES-256-GCM-encrypted under a key derived from SEED_KEY, so one
// read of the database no longer shows every coming result; once revealed it is stored in clear for
// anyone to verify. Stored form: `sealed:v1:<iv>:<tag>:<ciphertext>` (base64url). The additional
// authenticated data is the seed's published SHA-256, so a sealed seed opens only for its own row.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, notLike } from 'drizzle-orm';
import { lotteryDraws, studioSeeds } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** True for a stored seed that is sealed (any version); a clear seed is 64 hex digits. */
export const isSealedSeed = (stored: string): boolean => stored.startsWith('sealed:');

export class SeedSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    if (!secret) throw new Error('SeedSeal needs a key');
    this.key = Buffer.from(hkdfSync('sha256', secret, 'swerte:seed-seal', 'server-seed:v1', 32));
  }

  /** True for a value this class sealed (any version); a clear seed is 64 hex digits. */
  isSealed(stored: string): boolean {
    return isSealedSeed(stored);
  }

  /** Encrypts a clear seed, bound to its commitment sha256(seed) — the row's `seed_hash`. */
  seal(seed: string): string {
    if (this.isSealed(seed)) throw new Error('seed is already sealed');
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(sha256Hex(seed), 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
    return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${ciphertext.toString('base64url')}`;
  }

  /**
   * The clear seed of a stored value. A value that is not sealed (a revealed seed, a row written before
   * sealing) is answered as is. A sealed one needs the row's `seed_hash`; a wrong key, a tampered value or
   * a value moved from another row throws.
   */
  open(stored: string, seedHash: string): string {
    if (!this.isSealed(stored)) return stored;
    if (!stored.startsWith(PREFIX)) throw new Error('sealed seed: unknown version');
    const [iv, tag, ciphertext, extra] = stored.slice(PREFIX.length).split(':');
    if (iv === undefined || tag === undefined || ciphertext === undefined || extra !== undefined)
      throw new Error('sealed seed: malformed');
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
      throw new Error('sealed seed: malformed');
    const decipher = createDecipheriv('aes-256-gcm', this.key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(seedHash.toLowerCase(), 'utf8'));
    decipher.setAuthTag(tagBytes);
    try {
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new Error('sealed seed: cannot open (wrong SEED_KEY, or not this row’s seed)');
    }
  }
}

/**
 * Seals the unrevealed seeds a database made before sealing holds in clear: open lottery draws and live
 * studio seeds. Idempotent and safe beside running processes: each row is rewritten by a conditional
 * UPDATE (still unrevealed, still the same clear value), so a row drawn, rotated or sealed meanwhile is
 * left alone. A row whose seed does not match its own `seed_hash` is left as it is (it could not be
 * opened again). Answers how many rows it sealed.
 */
export async function sealLegacySeeds(
  db: Db,
  seal: SeedSeal,
  batchSize = 500,
): Promise<{ draws: number; studioSeeds: number }> {
  const sealed = { draws: 0, studioSeeds: 0 };
  const worthSealing = (r: { serverSeed: string; seedHash: string }) =>
    sha256Hex(r.serverSeed) === r.seedHash.toLowerCase();

  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: lotteryDraws.id, serverSeed: lotteryDraws.serverSeed, seedHash: lotteryDraws.seedHash })
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.status, 'open'),
          notLike(lotteryDraws.serverSeed, 'sealed:%'),
          gt(lotteryDraws.id, after),
        ),
      )
      .orderBy(asc(lotteryDraws.id))
      .limit(batchSize);
    for (const r of rows.filter(worthSealing)) {
      const done = await db
        .update(lotteryDraws)
        .set({ serverSeed: seal.seal(r.serverSeed) })
        .where(
          and(
            eq(lotteryDraws.id, r.id),
            eq(lotteryDraws.status, 'open'),
            eq(lotteryDraws.serverSeed, r.serverSeed),
          ),
        )
        .returning({ id: lotteryDraws.id });
      sealed.draws += done.length;
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) break;
    after = last.id;
  }

  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: studioSeeds.id, serverSeed: studioSeeds.serverSeed, seedHash: studioSeeds.seedHash })
      .from(studioSeeds)
      .where(
        and(
          isNull(studioSeeds.revealedAt),
          notLike(studioSeeds.serverSeed, 'sealed:%'),
          gt(studioSeeds.id, after),
        ),
      )
      .orderBy(asc(studioSeeds.id))
      .limit(batchSize);
    for (const r of rows.filter(worthSealing)) {
      const done = await db
        .update(studioSeeds)
        .set({ serverSeed: seal.seal(r.serverSeed) })
        .where(
          and(
            eq(studioSeeds.id, r.id),
            isNull(studioSeeds.revealedAt),
            eq(studioSeeds.serverSeed, r.serverSeed),
          ),
        )
        .returning({ id: studioSeeds.id });
      sealed.studioSeeds += done.length;
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) break;
    after = last.id;
  }
  return sealed;
}
