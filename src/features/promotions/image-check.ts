import { PROMOTION_IMAGE_MAX_BYTES, PROMOTION_IMAGES_MAX } from '../../shared/constants/promotions.ts';
import { imageTypeOf } from '../../shared/image-type.ts';
import { PROMOTION_CODES } from '../../shared/promotion-errors.ts';

/**
 * The images to keep of those picked, and the code of the first problem: the server's checks (type by the
 * first bytes, never the name; 5 MB each; 3 in all), so a refusal shows before sending.
 */
export async function checkImages(
  current: readonly Blob[],
  picked: readonly Blob[],
): Promise<{ images: Blob[]; problem: string | null }> {
  const images = [...current];
  let problem: string | null = null;
  for (const file of picked) {
    if (images.length >= PROMOTION_IMAGES_MAX) problem ??= PROMOTION_CODES.tooManyImages;
    else if (file.size > PROMOTION_IMAGE_MAX_BYTES) problem ??= PROMOTION_CODES.imageTooLarge;
    else if (!imageTypeOf(new Uint8Array(await file.slice(0, 8).arrayBuffer())))
      problem ??= PROMOTION_CODES.imageInvalid;
    else images.push(file);
  }
  return { images, problem };
}
