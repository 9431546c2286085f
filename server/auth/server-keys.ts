// The RSA-OAEP-256 key pair that opens sealed request bodies (login, register). Generated on first
// use and stored in `server_keys` (private key as JWK), so every process sharing the database uses
// the same pair. The newest row is the published key; bodies sealed with any stored key still open,
// which gives a grace period after a rotation. Rotate: insert nothing, delete the old row(s); within
// KEY_CACHE_MS every process generates or loads the new pair.
import { randomBytes, type webcrypto } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { PublicKey } from '../../src/shared/sealed-body.ts';
import { serverKeys } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

export const KEY_CACHE_MS = 60_000;
const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
type PrivateKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

interface Cached<T> {
  at: number;
  value: Promise<T>;
}

export class ServerKeyStore {
  private current: Cached<PublicKey> | undefined;
  private readonly privateKeys = new Map<string, Cached<PrivateKey | null>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** The published key (GET PATHS.publicKey). */
  publicKey(): Promise<PublicKey> {
    if (this.current && this.now() - this.current.at < KEY_CACHE_MS) return this.current.value;
    const value = this.loadOrCreate();
    this.current = { at: this.now(), value };
    value.catch(() => {
      this.current = undefined;
    });
    return value;
  }

  /** The private key of `keyId`, or null when no such key is stored (rotated away, forged). */
  privateKey(keyId: string): Promise<PrivateKey | null> {
    const hit = this.privateKeys.get(keyId);
    if (hit && this.now() - hit.at < KEY_CACHE_MS) return hit.value;
    const value = this.loadPrivate(keyId);
    this.privateKeys.set(keyId, { at: this.now(), value });
    // Unknown ids are not remembered: random keyIds must not grow the map.
    value.then(
      (key) => key ?? this.privateKeys.delete(keyId),
      () => this.privateKeys.delete(keyId),
    );
    return value;
  }

  private async newest(): Promise<PublicKey | null> {
    const [row] = await this.db
      .select({ keyId: serverKeys.keyId, jwk: serverKeys.publicJwk })
      .from(serverKeys)
      .orderBy(desc(serverKeys.createdAt), desc(serverKeys.keyId))
      .limit(1);
    if (!row) return null;
    const jwk = row.jwk as { n: string; e: string };
    return { keyId: row.keyId, jwk: { kty: 'RSA', n: jwk.n, e: jwk.e } };
  }

  private async loadOrCreate(): Promise<PublicKey> {
    const found = await this.newest();
    if (found) return found;
    const pair = await crypto.subtle.generateKey(
      { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const publicJwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
    // Two processes starting together may both insert: both keys stay valid, the newest is published.
    await this.db
      .insert(serverKeys)
      .values({
        keyId: randomBytes(8).toString('hex'),
        publicJwk,
        privateJwk,
        createdAt: new Date(this.now()),
      })
      .onConflictDoNothing();
    const created = await this.newest();
    if (!created) throw new Error('server key was not stored');
    return created;
  }

  private async loadPrivate(keyId: string): Promise<PrivateKey | null> {
    const [row] = await this.db
      .select({ jwk: serverKeys.privateJwk })
      .from(serverKeys)
      .where(eq(serverKeys.keyId, keyId));
    if (!row) return null;
    return crypto.subtle.importKey('jwk', row.jwk as webcrypto.JsonWebKey, RSA, false, ['decrypt']);
  }
}
