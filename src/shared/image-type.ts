// Uploaded images (deposit receipts, feedback) are typed by their first bytes, never by a file name or a
// Content-Type the sender chose: a renamed executable is not an image.
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type its first bytes say (PNG signature, JPEG SOI marker), or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
