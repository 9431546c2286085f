import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGES_MAX } from '../../shared/constants/feedback.ts';
import { imageTypeOf } from '../../shared/image-type.ts';
import { FEEDBACK_CODES } from '../../shared/member-errors.ts';

/**
 * The images to keep of those picked, and the code of the first problem: the same checks as the server
 * (type by the first bytes, never the name; 5 MB each; 3 in all), so a refusal shows before sending.
 */
export async function checkImages(
  current: readonly Blob[],
  picked: readonly Blob[],
): Promise<{ images: Blob[]; problem: string | null }> {
  const images = [...current];
  let problem: string | null = null;
  for (const file of picked) {
    if (images.length >= FEEDBACK_IMAGES_MAX) {
      problem ??= FEEDBACK_CODES.tooManyImages;
      continue;
    }
    if (file.size > FEEDBACK_IMAGE_MAX_BYTES) {
      problem ??= FEEDBACK_CODES.imageTooLarge;
      continue;
    }
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    if (!imageTypeOf(head)) {
      problem ??= FEEDBACK_CODES.imageInvalid;
      continue;
    }
    images.push(file);
  }
  return { images, problem };
}
