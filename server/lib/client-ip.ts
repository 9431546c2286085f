import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { normaliseIp } from './geo.ts';

/**
 * The client's address. With `trustProxy`, the right-most X-Forwarded-For entry: the one our own
 * (single, trusted) proxy appended; entries left of it are client-supplied and spoofable.
 * In-process requests (tests) have no socket and count as loopback. An entry that is not an address was
 * not written by our proxy: it is ignored, so throttle keys and logs only ever hold addresses (a 1 MB
 * header once became a throttle key the database refused, a 500).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return clientIpFrom(c.req.header('x-forwarded-for'), incoming?.socket?.remoteAddress, trustProxy);
}

/** `clientIp` from the raw values: the X-Forwarded-For header and the socket's remote address. */
export function clientIpFrom(
  forwardedFor: string | undefined,
  remoteAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const last = forwardedFor
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last && isIP(normaliseIp(last))) return normaliseIp(last);
  }
  return normaliseIp(remoteAddress ?? '127.0.0.1');
}
