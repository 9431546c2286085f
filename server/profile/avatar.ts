// The member's head icon: a PNG or JPEG (typed by its bytes) of at most 5 MB, decoded, turned upright,
// cropped to a square of AVATAR_SIZE_PX and re-encoded as JPEG by sharp — which drops every metadata
// block (EXIF with its GPS position, ICC, text chunks). The file lives under DATA_DIR/avatars; the
// member's row holds its key.
import { eq } from 'drizzle-orm';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '../../src/shared/constants/security.ts';
import { SECURITY_CODES } from '../../src/shared/errors/security.ts';
import { imageTypeOf } from '../../src/shared/image-type.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { members } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { loadSharp } from '../lib/sharp.ts';
import type { FileStore } from '../lib/uploads.ts';

/** Larger pictures are refused undecoded: a small file may claim a huge canvas (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The square JPEG of an uploaded image, or null when it is not a PNG or JPEG that decodes. */
export async function squareAvatar(bytes: Uint8Array): Promise<Uint8Array | null> {
  if (!imageTypeOf(bytes)) return null;
  const { default: sharp } = await loadSharp();
  try {
    const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    return null;
  }
}

export class Avatars {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
  ) {}

  /** Replaces the member's head icon; the old file is removed once the new one is the member's. */
  async set(memberId: number, bytes: Uint8Array): Promise<Outcome<{ avatarSet: boolean }>> {
    if (bytes.length > AVATAR_MAX_BYTES)
      return refused(413, SECURITY_CODES.avatarTooLarge, 'avatar: larger than 5 MB');
    const square = await squareAvatar(bytes);
    if (!square) return refused(400, SECURITY_CODES.avatarInvalid, 'avatar: not a PNG or JPEG image');
    const key = await this.store.save(square);
    let old: string | null = null;
    try {
      old = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ key: members.avatarKey })
          .from(members)
          .where(eq(members.id, memberId))
          .for('update');
        await tx.update(members).set({ avatarKey: key }).where(eq(members.id, memberId));
        return row?.key ?? null;
      });
    } catch (err) {
      await this.store.remove(key);
      throw err;
    }
    if (old) await this.store.remove(old);
    return done({ avatarSet: true });
  }

  /** The member's head icon (a JPEG), or null: none set (or its file is gone). */
  async get(memberId: number): Promise<Uint8Array<ArrayBuffer> | null> {
    const [row] = await this.db
      .select({ key: members.avatarKey })
      .from(members)
      .where(eq(members.id, memberId));
    return row?.key ? this.store.read(row.key) : null;
  }

  /** Back to the default icon. */
  async remove(memberId: number): Promise<void> {
    const old = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ key: members.avatarKey })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
      await tx.update(members).set({ avatarKey: null }).where(eq(members.id, memberId));
      return row?.key ?? null;
    });
    if (old) await this.store.remove(old);
  }
}
