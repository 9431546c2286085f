// The help centre's entries (/m/help). What answers is server/site/content.ts.
import { Hono } from 'hono';
import { PATHS } from '../../src/shared/paths.ts';
import { HelpListSchema, HelpQuerySchema } from '../../src/shared/schemas/help.ts';
import type { AppEnv } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { contentLanguage } from '../http/platform-context.ts';
import { validQuery } from '../http/validate.ts';
import type { SiteContent } from '../site/content.ts';

export function helpRoutes(content: SiteContent) {
  const app = new Hono<AppEnv>();

  app.get(
    PATHS.helpCenter,
    documented({ summary: 'Help centre entries in the language asked', value: HelpListSchema }),
    validQuery(HelpQuerySchema),
    async (c) => {
      // The spec's call carries `lang`; without it the request language applies. Codes other than TY → EN.
      const lang = c.req.query('lang') ? contentLanguage(c.req.valid('query').lang) : c.get('lang');
      return ok(c, await content.help(c.get('merchant'), lang));
    },
  );

  return app;
}
