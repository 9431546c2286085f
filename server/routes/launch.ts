// Launching a game: GET /wps/game/launch answers a vendor URL or an in-house studio game; session
// required. What decides it is server/lobby/launch.ts.
import { Hono } from 'hono';
import { STUDIO_CODES } from '../../src/shared/errors/game.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { LaunchQuerySchema, LaunchResultSchema } from '../../src/shared/schemas/studio.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer } from '../http/answer.ts';
import { documented } from '../http/openapi.ts';
import { requireSession } from '../http/require-session.ts';
import { validQuery } from '../http/validate.ts';
import type { Launcher } from '../lobby/launch.ts';

export function launchRoutes(services: Services, launcher: Launcher) {
  const app = new Hono<AppEnv>();
  app.use(PATHS.launch, requireSession(services));

  app.get(
    PATHS.launch,
    documented({
      summary: 'Launch a game: a vendor URL, or a token for the in-house studio',
      auth: 'session',
      value: LaunchResultSchema,
      failures: {
        403: [STUDIO_CODES.trialVendorRefused, EXCLUSION_CODES.excluded],
        404: [STUDIO_CODES.gameUnknown],
        409: [STUDIO_CODES.gameUnavailable, STUDIO_CODES.vendorUnavailable],
      },
    }),
    validQuery(LaunchQuerySchema),
    async (c) =>
      answer(
        c,
        await launcher.launch(
          c.get('session'),
          c.get('merchant'),
          c.req.valid('query'),
          c.get('requestLanguage'),
        ),
      ),
  );

  return app;
}
