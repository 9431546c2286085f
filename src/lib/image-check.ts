import { imageTypeOf } from '../shared/image-type.ts';

export interface ImageLimits {
  readonly maxImages: number;
  readonly maxBytes: number;
  readonly codes: {
    readonly tooManyImages: string;
    readonly imageTooLarge: string;
    readonly imageInvalid: string;
  };
}

/**
 * The images to keep of those picked, and the code of the first problem: the same checks as the server
 * (type by the first bytes, never the name; a size cap each; a count cap in all), so a refusal shows before sending.
 */
export async function checkImages(
  current: readonly Blob[],
  picked: readonly Blob[],
  limits: ImageLimits,
): Promise<{ images: Blob[]; problem: string | null }> {
  const images = [...current];
  let problem: string | null = null;
  for (const file of picked) {
    if (images.length >= limits.maxImages) problem ??= limits.codes.tooManyImages;
    else if (file.size > limits.maxBytes) problem ??= limits.codes.imageTooLarge;
    else if (!imageTypeOf(new Uint8Array(await file.slice(0, 8).arrayBuffer())))
      problem ??= limits.codes.imageInvalid;
    else images.push(file);
  }
  return { images, problem };
}
