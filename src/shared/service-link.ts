// Customer-service link encryption (SPEC.md section 9: "encrypted with an 8-character key taken from
// the end of the value"). Our format: base64url(iv[12] || AES-256-GCM ciphertext+tag) + key[8], where
// the AES key is SHA-256(key). The key travels with the value, so this hides links from casual
// scraping and detects tampering; it is not secrecy. WebCrypto only: runs in browsers and Node 20.
import { SERVICE_LINK_KEY_LENGTH } from './constants/members.ts';

const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_RE = new RegExp(`^[A-Za-z0-9]{${SERVICE_LINK_KEY_LENGTH}}$`);
const IV_BYTES = 12;
const TAG_BYTES = 16;

function randomKey(): string {
  // 62 symbols: reject bytes >= 248 so every symbol is equally likely.
  let out = '';
  while (out.length < SERVICE_LINK_KEY_LENGTH) {
    for (const b of globalThis.crypto.getRandomValues(new Uint8Array(16))) {
      if (b < 248 && out.length < SERVICE_LINK_KEY_LENGTH) out += KEY_CHARS[b % 62];
    }
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('service link: not base64url');
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

type AesKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

async function aesKey(key: string): Promise<AesKey> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return globalThis.crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** Encrypts `url`; `key` (8 characters, A-Z a-z 0-9) is random when omitted. */
export async function encryptServiceLink(url: string, key: string = randomKey()): Promise<string> {
  if (!KEY_RE.test(key))
    throw new Error(`service link: key must be ${SERVICE_LINK_KEY_LENGTH} letters or digits`);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await aesKey(key),
    new TextEncoder().encode(url),
  );
  const payload = new Uint8Array(IV_BYTES + cipher.byteLength);
  payload.set(iv);
  payload.set(new Uint8Array(cipher), IV_BYTES);
  return toBase64Url(payload) + key;
}

/** Decrypts a value made by `encryptServiceLink`; rejects when it is malformed or was altered. */
export async function decryptServiceLink(value: string): Promise<string> {
  const key = value.slice(-SERVICE_LINK_KEY_LENGTH);
  if (value.length <= SERVICE_LINK_KEY_LENGTH || !KEY_RE.test(key)) throw new Error('service link: no key');
  const payload = fromBase64Url(value.slice(0, -SERVICE_LINK_KEY_LENGTH));
  if (payload.length < IV_BYTES + TAG_BYTES) throw new Error('service link: too short');
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: payload.subarray(0, IV_BYTES) },
      await aesKey(key),
      payload.subarray(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new Error('service link: altered or wrong key');
  }
}
