// The member's live sessions (module PROFPIC3): where the account is signed in, signing one other session
// out, or every session but this one. A revoked session's token is refused at its next call
// (requireSession finds only unrevoked sessions).
import { Hono } from 'hono';
import { DEVICE_CODES } from '../../src/shared/errors/contact.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { DeviceSessionsSchema, SignedOutSchema } from '../../src/shared/schemas/devices.ts';
import { deviceOf } from '../contacts/device.ts';
import type { AppEnv, Services } from '../context.ts';
import { IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';

export function deviceRoutes(services: Services) {
  const { sessions } = services;
  const app = new Hono<AppEnv>();
  const session = [requireSession(services), rejectTrial] as const;

  app.get(
    PATHS.securitySessions,
    documented({
      summary: "The member's live sessions, the most recently used first; the caller's marked `current`",
      auth: 'session',
      value: DeviceSessionsSchema,
    }),
    ...session,
    async (c) => {
      const s = c.get('session');
      const live = await sessions.listLive(s.memberId);
      return ok(
        c,
        live.map((r) => ({
          id: r.id,
          createdAt: r.createdAt.toISOString(),
          lastSeenAt: r.lastSeenAt.toISOString(),
          ...deviceOf(r.userAgent),
          ip: r.ip,
          current: r.id === s.id,
        })),
      );
    },
  );

  app.post(
    PATHS.securitySessionsOthers,
    documented({
      summary: 'Sign out everywhere else: every session of the member but this one ends now',
      auth: 'session',
      value: SignedOutSchema,
    }),
    ...session,
    async (c) => {
      const s = c.get('session');
      return ok(c, { signedOut: await sessions.revokeMember(s.memberId, s.id) });
    },
  );

  app.delete(
    `${PATHS.securitySessions}/:id`,
    documented({
      summary: 'Sign one other session of the member out',
      auth: 'session',
      params: { id: IdParamSchema },
      value: SignedOutSchema,
      failures: { 400: [DEVICE_CODES.current], 404: [DEVICE_CODES.unknown] },
    }),
    ...session,
    async (c) => {
      const s = c.get('session');
      const id = idParam(c.req.param('id'));
      if (id === s.id) return fail(c, 400, DEVICE_CODES.current, 'Use sign out for this device');
      if (id === undefined || !(await sessions.revokeOne(s.memberId, id)))
        return fail(c, 404, DEVICE_CODES.unknown, 'No such session');
      return ok(c, { signedOut: 1 });
    },
  );

  return app;
}
