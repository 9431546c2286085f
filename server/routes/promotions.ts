// Promotions (COMM3: the list and a promotion are public, with the member's state when a session comes;
// joining and applying need a real member's session) and the reward centre (REWCEN3: the module gate
// refuses visitors, trials and the switch off). What they do is server/promotions/promotions.ts.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  PROMOTION_FIELDS,
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_IMAGES_MAX,
} from '../../src/shared/constants/promotions.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import { PROMOTION_CODES } from '../../src/shared/errors/promotion.ts';
import { EXCLUSION_CODES } from '../../src/shared/errors/protection.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  ApplicationCommentSchema,
  PromotionDetailSchema,
  PromotionListQuerySchema,
  PromotionListSchema,
  RewardClaimSchema,
  RewardCountSchema,
  RewardPageSchema,
  RewardQuerySchema,
} from '../../src/shared/schemas/promotions.ts';
import type { AppEnv, Services } from '../context.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { rejectTrial, requireSession, sessionOf } from '../http/require-session.ts';
import { validQuery } from '../http/validate.ts';
import { largeBody, multipartOf } from '../lib/uploads.ts';
import type { Promotions } from '../promotions/promotions.ts';

/** Room for the multipart envelope and the comment around three largest images. */
const APPLY_BODY_MAX = PROMOTION_IMAGES_MAX * PROMOTION_IMAGE_MAX_BYTES + 64 * 1024;

/** The application's path, read under its own body limit (registered in server/app.ts before the platform's). */
export const PROMOTION_APPLY_PATH = `${PATHS.promotions}/:id/apply` as const;
export const promotionApplyBody = () =>
  largeBody(APPLY_BODY_MAX, (c) =>
    fail(c, 413, PROMOTION_CODES.imageTooLarge, 'application: larger than three 5 MB images'),
  );

export function promotionRoutes(services: Services, promotions: Promotions) {
  const app = new Hono<AppEnv>();
  const member = (c: Context<AppEnv>) => ({
    memberId: c.get('session').memberId,
    merchantCode: c.get('merchant'),
  });
  const session = [requireSession(services), rejectTrial] as const;
  const unknown = (c: Context) => fail(c, 404, PROMOTION_CODES.unknown, 'No such promotion');
  const taking = {
    403: [AUTH_CODES.freeReject, EXCLUSION_CODES.excluded],
    404: [PROMOTION_CODES.unknown],
    409: [PROMOTION_CODES.notLive, PROMOTION_CODES.stateInvalid, PROMOTION_CODES.budgetExhausted],
  };

  app.get(
    PATHS.promotions,
    documented({
      summary: "The promotions (of a category), with the member's state when a session comes",
      value: PromotionListSchema,
    }),
    validQuery(PromotionListQuerySchema),
    async (c) => {
      const s = await sessionOf(c, services);
      const list = await promotions.list(
        c.get('merchant'),
        c.get('lang'),
        s?.memberId ?? null,
        c.req.valid('query').category,
      );
      return ok(c, { list });
    },
  );

  app.get(
    `${PATHS.promotions}/:id`,
    documented({
      summary: "One promotion with its terms (sanitised HTML) and the member's state",
      params: { id: IdParamSchema },
      value: PromotionDetailSchema,
      failures: { 404: [PROMOTION_CODES.unknown] },
    }),
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return unknown(c);
      const s = await sessionOf(c, services);
      return answer(c, await promotions.detail(c.get('merchant'), c.get('lang'), s?.memberId ?? null, id));
    },
  );

  app.post(
    `${PATHS.promotions}/:id/join`,
    documented({
      summary:
        'Join a signup promotion (its reward is issued to the reward centre) or enrol in a deposit one',
      auth: 'session',
      params: { id: IdParamSchema },
      value: PromotionDetailSchema,
      failures: taking,
    }),
    ...session,
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined ? unknown(c) : answer(c, await promotions.join(member(c), c.get('lang'), id));
    },
  );

  app.post(
    PROMOTION_APPLY_PATH,
    documented({
      summary:
        'Apply to a promotion an operator decides: a comment of up to 140 characters and up to 3 images',
      description:
        'Multipart/form-data: `comment` and 0–3 `image` files (png or jpeg by their bytes, 5 MB each, stored stripped of metadata).',
      auth: 'session',
      params: { id: IdParamSchema },
      value: PromotionDetailSchema,
      failures: {
        ...taking,
        400: [PROMOTION_CODES.commentInvalid, PROMOTION_CODES.imageInvalid, PROMOTION_CODES.tooManyImages],
        413: [PROMOTION_CODES.imageTooLarge],
      },
    }),
    ...session,
    async (c) => {
      const id = idParam(c.req.param('id'));
      if (id === undefined) return unknown(c);
      const form = await multipartOf(c);
      if (!form)
        return fail(c, 400, PROMOTION_CODES.commentInvalid, 'application: expected multipart/form-data');
      const comment = v.safeParse(ApplicationCommentSchema, form.get(PROMOTION_FIELDS.comment) ?? '');
      if (!comment.success)
        return fail(
          c,
          400,
          PROMOTION_CODES.commentInvalid,
          `comment: ${comment.issues[0]?.message ?? 'invalid'}`,
        );
      const files = form.getAll(PROMOTION_FIELDS.image);
      if (files.some((f) => !(f instanceof Blob)))
        return fail(c, 400, PROMOTION_CODES.imageInvalid, 'image: not a file');
      const images = await Promise.all(
        (files as Blob[]).map(async (f) => new Uint8Array(await f.arrayBuffer())),
      );
      return answer(c, await promotions.apply(member(c), c.get('lang'), id, comment.output, images));
    },
  );

  app.get(
    PATHS.rewardCount,
    documented({
      summary: 'How many rewards wait to be claimed (the member centre badge)',
      auth: 'session',
      value: RewardCountSchema,
    }),
    requireSession(services),
    async (c) => ok(c, await promotions.unclaimedCount(member(c))),
  );

  app.get(
    PATHS.rewards,
    documented({
      summary: "The member's rewards: unclaimed ones by expiry, or the history (claimed, expired), paged",
      auth: 'session',
      value: RewardPageSchema,
    }),
    requireSession(services),
    validQuery(RewardQuerySchema),
    async (c) => ok(c, await promotions.rewards(member(c), c.get('lang'), c.req.valid('query'))),
  );

  app.post(
    `${PATHS.rewards}/:id/claim`,
    documented({
      summary: 'Claim a reward: credited to the wallet once (a repeated claim answers `replayed`)',
      auth: 'session',
      params: { id: IdParamSchema },
      value: RewardClaimSchema,
      failures: {
        403: [EXCLUSION_CODES.excluded],
        404: [PROMOTION_CODES.rewardUnknown],
        409: [PROMOTION_CODES.rewardExpired],
      },
    }),
    requireSession(services),
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined
        ? fail(c, 404, PROMOTION_CODES.rewardUnknown, 'No such reward')
        : answer(c, await promotions.claim(member(c), c.get('lang'), id));
    },
  );

  return app;
}
