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
  if (trustProxy) {
    const last = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last && isIP(normaliseIp(last))) return normaliseIp(last);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return normaliseIp(incoming?.socket?.remoteAddress ?? '127.0.0.1');
}
