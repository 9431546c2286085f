// Random secrets and their stored form: only a SHA-256 of a bearer secret ever reaches the database.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: session tokens, reset tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `length` random decimal digits (SMS and captcha codes), uniformly drawn. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}
