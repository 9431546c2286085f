// Operator feedback (/ops/feedback, behind the ops token): the merchant's feedback, one with its
// images, and the replies (each audited in the reply's transaction).

import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { FEEDBACK_CODES } from '../../src/shared/errors/member.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  FeedbackReplyBodySchema,
  OpsFeedbackPageSchema,
  OpsFeedbackQuerySchema,
  OpsFeedbackSchema,
} from '../../src/shared/schemas/feedback.ts';
import type { Services } from '../context.ts';
import type { FeedbackService } from '../feedback/service.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { actorOf, merchantOf } from '../http/ops-actor.ts';
import { opsAuth } from '../http/ops-auth.ts';
import { validJson, validQuery } from '../http/validate.ts';
import { ImageParamSchema, imageResponse } from './feedback.ts';

export function opsFeedbackRoutes({ config }: Services, feedback: FeedbackService) {
  const app = new Hono();
  app.use(PATHS.opsFeedback, opsAuth(config.opsToken));
  app.use(`${PATHS.opsFeedback}/*`, opsAuth(config.opsToken));
  const unknown = (c: Context) => fail(c, 404, FEEDBACK_CODES.unknown, 'No such feedback');

  app.get(
    PATHS.opsFeedback,
    documented({
      summary: "The merchant's feedback, newest first (`?status=open|replied`), with replies",
      auth: 'ops',
      value: OpsFeedbackPageSchema,
    }),
    validQuery(OpsFeedbackQuerySchema),
    async (c) => ok(c, await feedback.opsList(merchantOf(c), c.req.valid('query'))),
  );

  app.get(
    `${PATHS.opsFeedback}/:id`,
    documented({
      summary: 'One feedback with its replies (images at `/:id/images/:n`)',
      auth: 'ops',
      params: { id: IdParamSchema },
      value: OpsFeedbackSchema,
      failures: { 404: [FEEDBACK_CODES.unknown] },
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined ? unknown(c) : answer(c, await feedback.opsGet(merchantOf(c), id));
    },
  );

  app.post(
    `${PATHS.opsFeedback}/:id/reply`,
    documented({
      summary: "Reply to a member's feedback (audited); the member sees it in their feedback list",
      auth: 'ops',
      params: { id: IdParamSchema },
      value: OpsFeedbackSchema,
      failures: { 404: [FEEDBACK_CODES.unknown] },
    }),
    validJson(FeedbackReplyBodySchema),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return unknown(c);
      return answer(c, await feedback.reply(merchantOf(c), id, actorOf(c), c.req.valid('json').text));
    },
  );

  app.get(
    `${PATHS.opsFeedback}/:id/images/:n`,
    documented({
      summary: 'Image n (from 0) of a feedback, as stored (metadata stripped)',
      auth: 'ops',
      params: { id: IdParamSchema, n: ImageParamSchema },
      file: { media: 'image/png', description: 'The stored image: image/png or image/jpeg' },
      failures: { 404: [FEEDBACK_CODES.unknown] },
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      const n = v.safeParse(ImageParamSchema, c.req.param('n'));
      if (id === undefined || !n.success) return unknown(c);
      const found = await feedback.image(merchantOf(c), null, id, n.output);
      return found.ok ? imageResponse(c, found.value) : answer(c, found);
    },
  );

  return app;
}
