import { Hono } from 'hono';
import { PATHS } from '../../src/shared/paths.ts';
import { CaptchaSchema } from '../../src/shared/schemas/auth.ts';
import type { AppEnv, Services } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';

export function captchaRoutes({ captchas }: Services) {
  const app = new Hono<AppEnv>();
  app.get(
    PATHS.captcha,
    documented({
      summary: 'A new captcha: its id and an SVG image (5 min, single use)',
      value: CaptchaSchema,
    }),
    async (c) => ok(c, await captchas.create()),
  );
  return app;
}
