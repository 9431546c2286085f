// Player tokens: issued at launch, echoed by the vendor on every seamless-wallet call.
// `base64url(payload).hmac` under a platform-only key (derived from OPS_TOKEN, like the captcha seal),
// so a vendor can read but not forge one, and no process needs to store it.
import { createHash } from 'node:crypto';
import { hmacHex, sameSignature } from './signing.ts';

export interface PlayerTokenPayload {
  /** member id */
  m: number;
  /** merchant code */
  c: string;
  /** vendor code */
  v: string;
  /** vendor's game id */
  g: string;
  /** catalogue node id */
  n: number;
  /** expiry, ms since epoch */
  e: number;
  /** The session that launched the game: bets need it live (sign-out or a disabled account end them). */
  s?: number;
  /**
   * `settle`: minted in-process by the platform to finish a round already played (studio recovery):
   * its bet was placed while the session was live, so it needs none. Never handed to a vendor.
   */
  k?: 'settle';
}

/** As long as a session: a launched game keeps working while the member is signed in. */
export const PLAYER_TOKEN_TTL_MS = 24 * 3_600_000;

export class PlayerTokens {
  private readonly key: string;
  constructor(opsToken: string) {
    this.key = createHash('sha256').update(`player-token:${opsToken}`).digest('hex');
  }

  issue(payload: PlayerTokenPayload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${hmacHex(this.key, body)}`;
  }

  /** The payload of a genuine, unexpired token; undefined otherwise. */
  verify(token: string, now: number): PlayerTokenPayload | undefined {
    const [body, sig] = token.split('.');
    if (!body || !sig || !sameSignature(sig, hmacHex(this.key, body))) return undefined;
    const payload = readPlayerToken(token);
    return payload && payload.e > now ? payload : undefined;
  }
}

/** The payload without checking it (a vendor's view: the platform checks on every call). */
export function readPlayerToken(token: string): PlayerTokenPayload | undefined {
  try {
    const p = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
    const ok =
      typeof p?.m === 'number' &&
      typeof p.c === 'string' &&
      typeof p.v === 'string' &&
      typeof p.g === 'string' &&
      typeof p.n === 'number' &&
      typeof p.e === 'number' &&
      (p.s === undefined || typeof p.s === 'number') &&
      (p.k === undefined || p.k === 'settle');
    return ok ? (p as PlayerTokenPayload) : undefined;
  } catch {
    return undefined;
  }
}
