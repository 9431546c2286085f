// Encrypted request bodies (SPEC.md section 7: login and register send "encrypted data" with an
// Encryption header; DESIGN.md section 5: hybrid RSA-OAEP + AES-GCM, key published by the server).
// The page seals with the server's public key; only the server can open. WebCrypto only: the same
// code runs in browsers and on Node 20.
import * as v from 'valibot';

/** The value of the `Encryption` header on a sealed request. */
export const SEALED_ALGORITHM = 'RSA-OAEP-256+A256GCM';

/** GET PATHS.publicKey: the server's current key. */
export const PublicKeySchema = v.object({
  keyId: v.string(),
  /** RSA-OAEP SHA-256 public key, JWK. */
  jwk: v.object({ kty: v.literal('RSA'), n: v.string(), e: v.string() }),
});
export type PublicKey = v.InferOutput<typeof PublicKeySchema>;

/** The JSON body of a sealed request. */
export const SealedBodySchema = v.object({
  keyId: v.pipe(v.string(), v.maxLength(64)),
  /** The AES-256 key, encrypted with RSA-OAEP-256 (base64). */
  key: v.pipe(v.string(), v.maxLength(1024)),
  /** 12-byte AES-GCM nonce (base64). */
  iv: v.pipe(v.string(), v.maxLength(32)),
  /** AES-GCM ciphertext + tag of the UTF-8 JSON payload (base64). */
  data: v.pipe(v.string(), v.maxLength(64 * 1024)),
});
export type SealedBody = v.InferOutput<typeof SealedBodySchema>;

const subtle = () => globalThis.crypto.subtle;

export function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Seals `payload` for the holder of `publicKey`'s private key. */
export async function sealBody(publicKey: PublicKey, payload: unknown): Promise<SealedBody> {
  const rsa = await subtle().importKey(
    'jwk',
    { ...publicKey.jwk, alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle().encrypt(
    { name: 'AES-GCM', iv },
    aes,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  const rawKey = await subtle().exportKey('raw', aes);
  const key = await subtle().encrypt({ name: 'RSA-OAEP' }, rsa, rawKey);
  return {
    keyId: publicKey.keyId,
    key: toBase64(new Uint8Array(key)),
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(data)),
  };
}

type PrivateKey = Awaited<ReturnType<ReturnType<typeof subtle>['importKey']>>;

/** Opens a sealed body with the server's RSA-OAEP private key; throws on any tampering. */
export async function openBody(privateKey: PrivateKey, sealed: SealedBody): Promise<unknown> {
  const rawKey = await subtle().decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(sealed.key));
  const aes = await subtle().importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: fromBase64(sealed.iv) },
    aes,
    fromBase64(sealed.data),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}
