// HMAC-SHA256 signatures shared by launch URLs, player tokens and the seamless wallet.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Constant-time comparison of two hex signatures. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The canonical text of launch parameters: sorted by name, `name=value` (URL-encoded), joined by `&`. */
export const canonicalParams = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k] ?? '')}`)
    .join('&');
