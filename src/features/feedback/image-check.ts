import type { ImageLimits } from '../../lib/image-check.ts';
import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGES_MAX } from '../../shared/constants/feedback.ts';
import { FEEDBACK_CODES } from '../../shared/errors/member.ts';

/** The feedback form's image checks (the server's: 5 MB each, 3 in all). */
export const FEEDBACK_IMAGE_LIMITS: ImageLimits = {
  maxImages: FEEDBACK_IMAGES_MAX,
  maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
  codes: FEEDBACK_CODES,
};
