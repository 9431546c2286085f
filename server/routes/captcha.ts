import { Hono } from 'hono';
import { PATHS } from '../../src/shared/paths.ts';
import type { AppEnv, Services } from '../context.ts';
import { ok } from '../http/envelope.ts';

export function captchaRoutes({ captchas }: Services) {
  const app = new Hono<AppEnv>();
  app.get(PATHS.captcha, async (c) => ok(c, await captchas.create()));
  return app;
}
