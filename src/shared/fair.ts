// Provably fair outcomes, shared by the server (draws them) and the app (lets a player
// verify a round). Before play the server commits to a secret server seed by publishing its SHA-256;
// each round's randomness is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`); after the
// seed is retired (rotated) the server reveals it and anyone can recompute every round.
// WebCrypto only: browsers and Node 20.

const subtle = () => globalThis.crypto.subtle;
const enc = new TextEncoder();

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new secret server seed: 32 random bytes, hex. */
export function newServerSeed(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** The commitment published before play. */
export async function seedHash(serverSeed: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', enc.encode(serverSeed)));
}

async function hmac(serverSeed: string, message: string): Promise<Uint8Array> {
  const key = await subtle().importKey(
    'raw',
    enc.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await subtle().sign('HMAC', key, enc.encode(message)));
}

/**
 * `count` uniform floats in [0, 1) for one round: each from 4 bytes of the HMAC stream (cursor = which
 * 32-byte block), so any number of draws per round stays reproducible.
 */
export async function fairFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[]> {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const block = await hmac(serverSeed, `${clientSeed}:${nonce}:${cursor}`);
    for (let i = 0; i + 4 <= block.length && out.length < count; i += 4) {
      const view = new DataView(block.buffer, block.byteOffset + i, 4);
      out.push(view.getUint32(0) / 2 ** 32);
    }
  }
  return out;
}

/** An integer in [0, n) from a fair float. */
export const fairInt = (float: number, n: number): number => Math.floor(float * n);

/** True when `serverSeed` is the one committed to by `hash`. */
export async function verifySeed(serverSeed: string, hash: string): Promise<boolean> {
  return (await seedHash(serverSeed)) === hash.toLowerCase();
}
