// Operators' promotions (/ops/promotions, behind the ops token): drafts with their per-kind rules
// (valibot, src/shared/schemas/promotions.ts), schedule / pause / end, the applications queue with its
// decisions, and the liabilities. Every change writes its ops_audit row in its own transaction.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { PROMOTION_CODES } from '../../src/shared/errors/promotion.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  LiabilitiesSchema,
  OpsApplicationPageSchema,
  OpsApplicationQuerySchema,
  OpsPromotionListSchema,
  OpsPromotionSchema,
  PromotionInputSchema,
  RejectApplicationSchema,
} from '../../src/shared/schemas/promotions.ts';
import type { Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson, validQuery } from '../http/validate.ts';
import type { Promotions } from '../promotions/promotions.ts';
import { ImageParamSchema, imageResponse } from './feedback.ts';

const DecidedSchema = v.object({ id: v.number() });

export function opsPromotionRoutes({ config }: Services, promotions: Promotions) {
  const app = new Hono();
  app.use(PATHS.opsPromotions, opsAuth(config.opsToken));
  app.use(`${PATHS.opsPromotions}/*`, opsAuth(config.opsToken));
  const unknown = (c: Context) => fail(c, 404, PROMOTION_CODES.unknown, 'No such promotion');
  const noApplication = (c: Context) =>
    fail(c, 404, PROMOTION_CODES.applicationUnknown, 'No such application');

  // The fixed paths first: `/applications` and `/liabilities` are not promotion ids.
  app.get(
    PATHS.opsPromotionLiabilities,
    documented({
      summary: 'Bonus outstanding (issued, unclaimed, not expired) and the budget left per promotion',
      auth: 'ops',
      value: LiabilitiesSchema,
    }),
    async (c) => ok(c, await promotions.liabilities(merchantOf(c))),
  );

  app.get(
    PATHS.opsPromotionApplications,
    documented({
      summary: 'Applications to manual promotions, oldest first (`?promotionId=&state=process|applying|…`)',
      auth: 'ops',
      value: OpsApplicationPageSchema,
    }),
    validQuery(OpsApplicationQuerySchema),
    async (c) => ok(c, await promotions.applications(merchantOf(c), c.req.valid('query'))),
  );

  app.get(
    `${PATHS.opsPromotionApplications}/:id/images/:n`,
    documented({
      summary: 'Image n (from 0) of an application, as stored (metadata stripped)',
      auth: 'ops',
      params: { id: IdParamSchema, n: ImageParamSchema },
      file: { media: 'image/png', description: 'The stored image: image/png or image/jpeg' },
      failures: { 404: [PROMOTION_CODES.applicationUnknown] },
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      const n = v.safeParse(ImageParamSchema, c.req.param('n'));
      if (id === undefined || !n.success) return noApplication(c);
      const found = await promotions.applicationImage(merchantOf(c), id, n.output);
      return found.ok ? imageResponse(c, found.value) : answer(c, found);
    },
  );

  const decisionFailures = {
    404: [PROMOTION_CODES.applicationUnknown],
    409: [PROMOTION_CODES.applicationClosed, PROMOTION_CODES.budgetExhausted],
  };
  app.post(
    `${PATHS.opsPromotionApplications}/:id/approve`,
    documented({
      summary: 'Approve an application: its reward is issued from the budget (to the reward centre); audited',
      auth: 'ops',
      params: { id: IdParamSchema },
      value: DecidedSchema,
      failures: decisionFailures,
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return noApplication(c);
      return answer(c, await promotions.decide(merchantOf(c), actorOf(c), id, { approve: true }));
    },
  );

  app.post(
    `${PATHS.opsPromotionApplications}/:id/reject`,
    documented({
      summary: 'Reject an application with the reason the member sees; audited',
      auth: 'ops',
      params: { id: IdParamSchema },
      value: DecidedSchema,
      failures: decisionFailures,
    }),
    validJson(RejectApplicationSchema),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return noApplication(c);
      const { reason } = c.req.valid('json');
      return answer(c, await promotions.decide(merchantOf(c), actorOf(c), id, { approve: false, reason }));
    },
  );

  app.post(
    `${PATHS.opsPromotionApplications}/:id/verify`,
    documented({
      summary: "The applicant's identity is verified: the application goes on to a decision; audited",
      auth: 'ops',
      params: { id: IdParamSchema },
      value: DecidedSchema,
      failures: decisionFailures,
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return noApplication(c);
      return answer(c, await promotions.verifyIdentity(merchantOf(c), actorOf(c), id));
    },
  );

  app.get(
    PATHS.opsPromotions,
    documented({
      summary: "The merchant's promotions, newest first, with budget and spent",
      auth: 'ops',
      value: OpsPromotionListSchema,
    }),
    async (c) => ok(c, { list: await promotions.opsList(merchantOf(c)) }),
  );

  app.post(
    PATHS.opsPromotions,
    documented({
      summary:
        'Create a draft promotion: per-language texts (terms HTML sanitised), period, budget, rules per kind',
      auth: 'ops',
      value: OpsPromotionSchema,
    }),
    validJson(PromotionInputSchema),
    async (c) => ok(c, await promotions.create(merchantOf(c), actorOf(c), c.req.valid('json'))),
  );

  app.get(
    `${PATHS.opsPromotions}/:id`,
    documented({
      summary: 'One promotion',
      auth: 'ops',
      params: { id: IdParamSchema },
      value: OpsPromotionSchema,
      failures: { 404: [PROMOTION_CODES.unknown] },
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined ? unknown(c) : answer(c, await promotions.opsGet(merchantOf(c), id));
    },
  );

  app.put(
    `${PATHS.opsPromotions}/:id`,
    documented({
      summary: "Replace a draft's content (only a draft changes); audited",
      auth: 'ops',
      params: { id: IdParamSchema },
      value: OpsPromotionSchema,
      failures: { 404: [PROMOTION_CODES.unknown], 409: [PROMOTION_CODES.stateInvalid] },
    }),
    validJson(PromotionInputSchema),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return unknown(c);
      return answer(c, await promotions.update(merchantOf(c), actorOf(c), id, c.req.valid('json')));
    },
  );

  for (const action of ['schedule', 'pause', 'end'] as const)
    app.post(
      `${PATHS.opsPromotions}/:id/${action}`,
      documented({
        summary: {
          schedule: 'Schedule a draft (or resume a paused promotion): live from its start',
          pause: 'Pause a promotion: nobody can join or apply until it is scheduled again',
          end: 'End a promotion for good (issued rewards stay claimable until they expire)',
        }[action],
        auth: 'ops',
        params: { id: IdParamSchema },
        value: OpsPromotionSchema,
        failures: { 404: [PROMOTION_CODES.unknown], 409: [PROMOTION_CODES.stateInvalid] },
      }),
      async (c) => {
        const id = idParam(c.req.param('id'));
        if (id === undefined) return unknown(c);
        return answer(c, await promotions.setStatus(merchantOf(c), actorOf(c), id, action));
      },
    );

  return app;
}
