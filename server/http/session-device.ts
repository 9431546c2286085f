// The device of the request that opens a session (contacts/device.ts words and coarsens it).
import type { Context } from 'hono';
import type { SessionDevice } from '../auth/sessions.ts';
import { signInDevice } from '../contacts/device.ts';
import { clientIp } from '../lib/client-ip.ts';

export const sessionDevice = (c: Context, trustProxy: boolean): SessionDevice =>
  signInDevice(c.req.header('user-agent'), clientIp(c, trustProxy));
