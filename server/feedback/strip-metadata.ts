// Members' photos carry where and when they were taken (EXIF GPS, camera serials): what is stored keeps
// the pixels and drops the rest. JPEG: every APPn segment except the JFIF header, and comments; PNG:
// the text chunks and eXIf. The compressed image data is copied byte for byte, never re-encoded.
import type { ImageType } from '../../src/shared/image-type.ts';

/** The image without its metadata, or null when its structure is broken (refused as not an image). */
export function stripImageMetadata(bytes: Uint8Array, type: ImageType): Uint8Array | null {
  return type === 'image/png' ? stripPng(bytes) : stripJpeg(bytes);
}

const PNG_DROPPED = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf']);

function stripPng(bytes: Uint8Array): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return concat(kept);
  }
  return null;
}

const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const COM = 0xfe;
const JFIF = [0x4a, 0x46, 0x49, 0x46, 0x00];

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === EOI) return concat([...kept, bytes.subarray(at, at + 2)]);
    // Markers without a length (TEM, RSTn) are kept as they are.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    // From the start of scan on it is image data up to the end marker (inside it an 0xff is always followed
    // by 0x00 or a restart marker); anything appended after the end is dropped too.
    if (marker === SOS) {
      const eoi = endOfImage(bytes, end);
      return eoi < 0 ? null : concat([...kept, bytes.subarray(at, eoi + 2)]);
    }
    const isApp = marker >= APP0 && marker <= APP0 + 15;
    const isJfif = marker === APP0 && JFIF.every((b, i) => bytes[at + 4 + i] === b);
    if (!(isApp && !isJfif) && marker !== COM) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return null;
}

function endOfImage(bytes: Uint8Array, from: number): number {
  for (let i = from; i + 1 < bytes.length; i++) if (bytes[i] === 0xff && bytes[i + 1] === EOI) return i;
  return -1;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
