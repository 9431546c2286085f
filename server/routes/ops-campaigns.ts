// Operators' liabilities across every campaign kind (/ops/campaigns/liabilities, behind the ops token):
// budget, spent, outstanding and budget left per kind, in cents (server/campaigns/liabilities.ts).
import { Hono } from 'hono';
import { PATHS } from '../../src/shared/paths.ts';
import { CampaignLiabilitiesSchema } from '../../src/shared/schemas/missions.ts';
import { campaignLiabilities } from '../campaigns/liabilities.ts';
import type { Services } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';

export function opsCampaignRoutes({ config, db, now }: Services) {
  const app = new Hono();
  app.use(PATHS.opsCampaignLiabilities, opsAuth(config.opsToken));
  app.get(
    PATHS.opsCampaignLiabilities,
    documented({
      summary:
        'Liabilities of every campaign kind (promotions, red rain, missions, referrals, VIP, rebates, leaderboard): budget, spent, outstanding (issued, not claimed) and budget left, in cents',
      auth: 'ops',
      value: CampaignLiabilitiesSchema,
    }),
    async (c) => ok(c, await campaignLiabilities(db, merchantOf(c), now())),
  );
  return app;
}
