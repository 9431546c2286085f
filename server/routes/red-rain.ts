// Red envelope rain for members (/wps/rain, COMM3 with a real member's session: a trial gets free_reject).
// What it reads and pays is server/rain/rain.ts.
import { type Context, Hono } from 'hono';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { RAIN_CODES } from '../../src/shared/errors/rain.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { RainGrabbedSchema, RainGrabSchema, RainStateSchema } from '../../src/shared/schemas/red-rain.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { rejectTrial, requireSession } from '../http/require-session.ts';
import { validJson } from '../http/validate.ts';
import type { RedRain } from '../rain/rain.ts';

export function redRainRoutes(services: Services, rain: RedRain) {
  const app = new Hono<AppEnv>();
  const member = (c: Context<AppEnv>) => ({
    memberId: c.get('session').memberId,
    merchantCode: c.get('merchant'),
  });
  const session = [requireSession(services), rejectTrial] as const;

  app.get(
    PATHS.rainSession,
    documented({
      summary: 'The running or next red envelope rain, the server clock, and the member’s grabs in it',
      auth: 'session',
      value: RainStateSchema,
    }),
    ...session,
    async (c) => ok(c, await rain.state(member(c))),
  );

  app.post(
    PATHS.rainGrab,
    documented({
      summary: 'Grab an envelope: the server decides the amount within the budget left and credits it once',
      description:
        '`seq` is the member’s 1…maxGrabs grab of the session; the same seq again answers the first result (`replayed`). Ledger reason `bonus.rain`, reference `rain:<session>:<member>:<seq>`.',
      auth: 'session',
      value: RainGrabbedSchema,
      failures: {
        403: [EXCLUSION_CODES.excluded],
        404: [RAIN_CODES.unknown],
        409: [RAIN_CODES.notStarted, RAIN_CODES.ended, RAIN_CODES.exhausted, RAIN_CODES.capReached],
      },
    }),
    ...session,
    validJson(RainGrabSchema),
    async (c) => answer(c, await rain.grab(member(c), c.req.valid('json'))),
  );

  return app;
}
