import type { ImageLimits } from '../../lib/image-check.ts';
import { PROMOTION_IMAGE_MAX_BYTES, PROMOTION_IMAGES_MAX } from '../../shared/constants/promotions.ts';
import { PROMOTION_CODES } from '../../shared/errors/promotion.ts';

/** The promotion application's image checks (the server's: 5 MB each, 3 in all). */
export const PROMOTION_IMAGE_LIMITS: ImageLimits = {
  maxImages: PROMOTION_IMAGES_MAX,
  maxBytes: PROMOTION_IMAGE_MAX_BYTES,
  codes: PROMOTION_CODES,
};
