// Member feedback (FEEDBACK3) and the operators' replies: shared by the app and the server.
import * as v from 'valibot';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  FEEDBACK_TYPES,
} from '../constants/feedback.ts';
import { IMAGE_TYPES } from '../image-type.ts';
import { PageOf, PageQueryEntries } from './page.ts';

export const FeedbackTypeSchema = v.picklist(FEEDBACK_TYPES);

/** Length in characters (code points), as the member sees it counted. */
export const feedbackTextLength = (text: string) => [...text.trim()].length;

export const FeedbackTextSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (s) => feedbackTextLength(s) >= FEEDBACK_TEXT_MIN && feedbackTextLength(s) <= FEEDBACK_TEXT_MAX,
    `between ${FEEDBACK_TEXT_MIN} and ${FEEDBACK_TEXT_MAX} characters`,
  ),
);

/** The text fields of the multipart submit (the images travel beside them). */
export const SubmitFeedbackSchema = v.object({ type: FeedbackTypeSchema, text: FeedbackTextSchema });

export const FeedbackSettingsSchema = v.object({
  types: v.array(FeedbackTypeSchema),
  textMin: v.number(),
  textMax: v.number(),
  imagesMax: v.number(),
  imageMaxBytes: v.number(),
  imageTypes: v.array(v.picklist(IMAGE_TYPES)),
});
export type FeedbackSettings = v.InferOutput<typeof FeedbackSettingsSchema>;

export const FEEDBACK_SETTINGS: FeedbackSettings = {
  types: [...FEEDBACK_TYPES],
  textMin: FEEDBACK_TEXT_MIN,
  textMax: FEEDBACK_TEXT_MAX,
  imagesMax: FEEDBACK_IMAGES_MAX,
  imageMaxBytes: FEEDBACK_IMAGE_MAX_BYTES,
  imageTypes: [...IMAGE_TYPES],
};

export const FeedbackReplySchema = v.object({ id: v.number(), text: v.string(), createdAt: v.string() });

export const FeedbackSchema = v.object({
  id: v.number(),
  type: FeedbackTypeSchema,
  text: v.string(),
  status: v.picklist(FEEDBACK_STATUSES),
  createdAt: v.string(),
  /** How many images: each is `${PATHS.feedback}/:id/images/:n`, n from 0. */
  imageCount: v.number(),
  replies: v.array(FeedbackReplySchema),
});
export type Feedback = v.InferOutput<typeof FeedbackSchema>;

export const FeedbackPageSchema = PageOf(FeedbackSchema);

export const FeedbackQuerySchema = v.object(PageQueryEntries(FEEDBACK_PAGE_SIZE, 50));

// Operator side
export const OpsFeedbackSchema = v.object({
  ...FeedbackSchema.entries,
  memberId: v.number(),
  account: v.string(),
  /** The replies with who wrote them. */
  replies: v.array(v.object({ ...FeedbackReplySchema.entries, author: v.string() })),
});
export type OpsFeedback = v.InferOutput<typeof OpsFeedbackSchema>;

export const OpsFeedbackQuerySchema = v.object({
  status: v.optional(v.picklist(FEEDBACK_STATUSES)),
  ...PageQueryEntries(50, 200),
});

export const OpsFeedbackPageSchema = PageOf(OpsFeedbackSchema);

export const FeedbackReplyBodySchema = v.object({
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(FEEDBACK_REPLY_MAX)),
});
