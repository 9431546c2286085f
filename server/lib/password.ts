// Password hashing: scrypt (memory-hard, DESIGN.md section 5) with a random salt, off the event loop
// (node's async scrypt runs on the libuv pool). Parameters travel with the hash, so old hashes keep
// verifying after the cost changes; a login re-hashes them at the current cost (needsRehash).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP: N=2^17, r=8, p=1 (128 MiB per hash). The server's PASSWORD_COST picks log2(N). */
export const OWASP_SCRYPT = { logN: 17, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
/** PASSWORD_COST's range. 18 is 256 MiB and ~0.8 s a hash: above it a login costs 512 MiB and seconds. */
export const MIN_PASSWORD_COST = 10;
export const MAX_PASSWORD_COST = 18;
/**
 * scrypt needs 128·N·r bytes plus a little (node refuses exactly 128·N·r): room for N=2^18 at r=8
 * (256 MiB) with headroom. Its default cap (32 MiB) and the old 256 MiB both made every cost above 17
 * fail, so every login answered 500.
 */
const MAXMEM = 2 * 128 * 2 ** MAX_PASSWORD_COST * OWASP_SCRYPT.r;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N: n, r, p, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Returns `scrypt$N$r$p$salt$hash` (base64 parts). `logN` defaults to OWASP's 17. */
export async function hashPassword(password: string, logN: number = OWASP_SCRYPT.logN): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** logN;
  const key = await derive(password, salt, n, OWASP_SCRYPT.r, OWASP_SCRYPT.p);
  return ['scrypt', n, OWASP_SCRYPT.r, OWASP_SCRYPT.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when `stored` was made with other parameters than the current cost. */
export function needsRehash(stored: string, logN: number): boolean {
  const [, n, r, p] = stored.split('$');
  return Number(n) !== 2 ** logN || Number(r) !== OWASP_SCRYPT.r || Number(p) !== OWASP_SCRYPT.p;
}
