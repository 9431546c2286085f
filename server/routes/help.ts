import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { PATHS } from '../../src/shared/paths.ts';
import { HelpListSchema, HelpQuerySchema } from '../../src/shared/schemas/help.ts';
import type { AppEnv, Services } from '../context.ts';
import { helpEntries } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { contentLanguage } from '../http/platform-context.ts';
import { validQuery } from '../http/validate.ts';

export function helpRoutes({ db }: Services) {
  const app = new Hono<AppEnv>();

  app.get(
    PATHS.helpCenter,
    documented({ summary: 'Help centre entries in the language asked', value: HelpListSchema }),
    validQuery(HelpQuerySchema),
    async (c) => {
      // The spec's call carries `lang`; without it the request language applies. Codes other than TY → EN.
      const lang = c.req.query('lang') ? contentLanguage(c.req.valid('query').lang) : c.get('lang');
      const rows = await db
        .select({ id: helpEntries.id, title: helpEntries.title, content: helpEntries.content })
        .from(helpEntries)
        .where(and(eq(helpEntries.merchantCode, c.get('merchant')), eq(helpEntries.language, lang)))
        .orderBy(asc(helpEntries.sort), asc(helpEntries.id));
      return ok(c, rows);
    },
  );

  return app;
}
