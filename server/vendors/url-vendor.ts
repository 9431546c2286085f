// A third-party vendor configured by launch URL and shared secret (VENDORS). No network call: the
// launch is a signed URL the browser opens. Parameters: playerId, gameId, language, currency (PHP),
// returnUrl, timestamp (s), token (the seamless player token), and roomId for a hot match (the match
// to open, only then); `sign` = HMAC-SHA256(secret, the parameters sorted by name as `k=v` pairs,
// URL-encoded, joined by `&`), hex.
import type { VendorConfig } from '../config.ts';
import { canonicalParams, hmacHex } from './signing.ts';
import type { VendorAdapter } from './types.ts';

export function signedLaunchUrl(
  cfg: VendorConfig,
  params: Record<string, string>,
): { url: string; sign: string } {
  const sign = hmacHex(cfg.secret, canonicalParams(params));
  const url = new URL(cfg.launchUrl);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  url.searchParams.set('sign', sign);
  return { url: url.toString(), sign };
}

export function urlVendor(cfg: VendorConfig, now: () => number): VendorAdapter {
  return {
    code: cfg.code,
    launch: async ({ member, game, language, returnUrl, playerToken, roomId }) => ({
      url: signedLaunchUrl(cfg, {
        playerId: String(member.id),
        gameId: game.gameId,
        language,
        currency: 'PHP',
        returnUrl,
        timestamp: String(Math.floor(now() / 1000)),
        token: playerToken,
        ...(roomId === undefined ? {} : { roomId }),
      }).url,
    }),
  };
}
