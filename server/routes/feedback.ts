// Member feedback (FEEDBACK3: a real member's session; the module gate answers trials and the switch).
// The submit is multipart: `type`, `text` and up to three `image` files, read under its own body limit
// (feedbackBody, registered in server/app.ts before the platform's small one).
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  FEEDBACK_FIELDS,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
} from '../../src/shared/constants/feedback.ts';
import { FEEDBACK_CODES } from '../../src/shared/errors/member.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  FEEDBACK_SETTINGS,
  FeedbackPageSchema,
  FeedbackQuerySchema,
  FeedbackSchema,
  FeedbackSettingsSchema,
  SubmitFeedbackSchema,
} from '../../src/shared/schemas/feedback.ts';
import type { AppEnv, Services } from '../context.ts';
import type { FeedbackService } from '../feedback/service.ts';
import { answer, IdParamSchema, idParam } from '../http/answer.ts';
import { fail, ok } from '../http/envelope.ts';
import { documented } from '../http/openapi.ts';
import { requireSession } from '../http/require-session.ts';
import { validQuery } from '../http/validate.ts';
import { largeBody, multipartOf } from '../lib/uploads.ts';

/** Room for the multipart envelope and the text around three largest images. */
const FEEDBACK_BODY_MAX = FEEDBACK_IMAGES_MAX * FEEDBACK_IMAGE_MAX_BYTES + 128 * 1024;

/** For the submit only, before the platform's body limit (server/lib/uploads.ts `largeBody`). */
export const feedbackBody = () =>
  largeBody(
    FEEDBACK_BODY_MAX,
    (c) => fail(c, 413, FEEDBACK_CODES.imageTooLarge, 'feedback: larger than three 5 MB images'),
    'PUT',
  );

export const ImageParamSchema = v.pipe(v.string(), v.regex(/^\d$/), v.transform(Number));

/** An image as the answer: inline, never cached, its type as stored (decided by its bytes). */
export const imageResponse = (c: Context, image: { bytes: Uint8Array<ArrayBuffer>; type: string }) =>
  c.body(image.bytes, 200, {
    'Content-Type': image.type,
    'Content-Disposition': 'inline',
    'Cache-Control': 'private, no-store',
  });

export function feedbackRoutes(services: Services, feedback: FeedbackService) {
  const app = new Hono<AppEnv>();
  const member = (c: Context<AppEnv>) => ({
    memberId: c.get('session').memberId,
    merchantCode: c.get('merchant'),
  });
  const unknown = (c: Context) => fail(c, 404, FEEDBACK_CODES.unknown, 'No such feedback');

  app.get(
    PATHS.feedbackTypes,
    documented({
      summary: 'The feedback types, the text length bounds and the image limits',
      auth: 'session',
      value: FeedbackSettingsSchema,
    }),
    requireSession(services),
    (c) => ok(c, FEEDBACK_SETTINGS),
  );

  app.put(
    PATHS.feedback,
    documented({
      summary: 'Send feedback: a type, a text within the bounds and up to 3 png or jpeg images of 5 MB each',
      description:
        'Multipart/form-data: `type`, `text` and 0–3 `image` files. Image types are read from the bytes (PNG signature, JPEG marker), never from a name or Content-Type; the stored images are stripped of their metadata (EXIF, text chunks).',
      auth: 'session',
      value: FeedbackSchema,
      failures: {
        400: [FEEDBACK_CODES.textInvalid, FEEDBACK_CODES.imageInvalid, FEEDBACK_CODES.tooManyImages],
        413: [FEEDBACK_CODES.imageTooLarge],
        507: [FEEDBACK_CODES.storageFull],
      },
    }),
    requireSession(services),
    async (c) => {
      const form = await multipartOf(c);
      if (!form) return fail(c, 400, FEEDBACK_CODES.textInvalid, 'feedback: expected multipart/form-data');
      const fields = v.safeParse(SubmitFeedbackSchema, {
        type: form.get(FEEDBACK_FIELDS.type),
        text: form.get(FEEDBACK_FIELDS.text),
      });
      if (!fields.success)
        return fail(
          c,
          400,
          FEEDBACK_CODES.textInvalid,
          `feedback: ${fields.issues[0]?.message ?? 'invalid'}`,
        );
      const files = form.getAll(FEEDBACK_FIELDS.image);
      if (files.some((f) => !(f instanceof Blob)))
        return fail(c, 400, FEEDBACK_CODES.imageInvalid, 'image: not a file');
      const images = await Promise.all(
        (files as Blob[]).map(async (f) => new Uint8Array(await f.arrayBuffer())),
      );
      return answer(c, await feedback.submit(member(c), fields.output, images));
    },
  );

  app.get(
    PATHS.feedback,
    documented({
      summary: "The member's feedback, newest first, with the operator's replies (paged)",
      auth: 'session',
      value: FeedbackPageSchema,
    }),
    requireSession(services),
    validQuery(FeedbackQuerySchema),
    async (c) => ok(c, await feedback.list(member(c), c.req.valid('query'))),
  );

  app.get(
    `${PATHS.feedback}/:id`,
    documented({
      summary: "One of the member's feedback with the operator's replies",
      auth: 'session',
      params: { id: IdParamSchema },
      value: FeedbackSchema,
      failures: { 404: [FEEDBACK_CODES.unknown] },
    }),
    requireSession(services),
    async (c) => {
      const id = idParam(c.req.param('id'));
      return id === undefined ? unknown(c) : answer(c, await feedback.get(member(c), id));
    },
  );

  app.get(
    `${PATHS.feedback}/:id/images/:n`,
    documented({
      summary: "Image n (from 0) of one of the member's feedback, to its owner only",
      auth: 'session',
      params: { id: IdParamSchema, n: ImageParamSchema },
      file: { media: 'image/png', description: 'The stored image: image/png or image/jpeg' },
      failures: { 404: [FEEDBACK_CODES.unknown] },
    }),
    requireSession(services),
    async (c) => {
      const id = idParam(c.req.param('id'));
      const n = v.safeParse(ImageParamSchema, c.req.param('n'));
      if (id === undefined || !n.success) return unknown(c);
      const m = member(c);
      const found = await feedback.image(m.merchantCode, m.memberId, id, n.output);
      return found.ok ? imageResponse(c, found.value) : answer(c, found);
    },
  );

  return app;
}
