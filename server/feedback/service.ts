// Member feedback: the text and up to three images (files under DATA_DIR/feedback, only their keys in the
// database, stripped of metadata), the member's own list, and the operators' replies (audited).
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_MEMBER_STORAGE_MAX_BYTES,
  FEEDBACK_STORAGE_MAX_BYTES,
  type FeedbackStatus,
  type FeedbackType,
} from '../../src/shared/constants/feedback.ts';
import { FEEDBACK_CODES } from '../../src/shared/errors/member.ts';
import { imageTypeOf } from '../../src/shared/image-type.ts';
import type { Feedback, OpsFeedback } from '../../src/shared/schemas/feedback.ts';
import { audit } from '../core/audit.ts';
import { done, type Outcome, refused } from '../core/outcome.ts';
import { feedback, feedbackImages, feedbackReplies, members } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { pagedQuery } from '../lib/paged.ts';
import type { FileStore } from '../lib/uploads.ts';
import { LOCK_SPACE, lockKeys } from '../lib/xact-lock.ts';
import { stripImageMetadata } from './strip-metadata.ts';

/** Advisory-lock space of a merchant's image storage (its total is checked and grown under it). */
const STORAGE_LOCK = LOCK_SPACE.feedbackStorage;

export interface FeedbackMember {
  memberId: number;
  merchantCode: string;
}

type Row = typeof feedback.$inferSelect;

export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly storageMax = FEEDBACK_STORAGE_MAX_BYTES,
    private readonly memberStorageMax = FEEDBACK_MEMBER_STORAGE_MAX_BYTES,
  ) {}

  /**
   * Checks every image first (count, size, type by its bytes), strips them, writes the files, then in
   * one transaction under the merchant's storage lock checks the caps (the merchant's, the member's) and inserts; a refusal or failure
   * removes the files written.
   */
  async submit(
    m: FeedbackMember,
    input: { type: FeedbackType; text: string },
    images: Uint8Array[],
  ): Promise<Outcome<Feedback>> {
    if (images.length > FEEDBACK_IMAGES_MAX)
      return refused(400, FEEDBACK_CODES.tooManyImages, `at most ${FEEDBACK_IMAGES_MAX} images`);
    const clean: { bytes: Uint8Array; type: string }[] = [];
    for (const bytes of images) {
      if (bytes.length > FEEDBACK_IMAGE_MAX_BYTES)
        return refused(413, FEEDBACK_CODES.imageTooLarge, 'image: larger than 5 MB');
      const type = imageTypeOf(bytes);
      const stripped = type ? stripImageMetadata(bytes, type) : null;
      if (!type || !stripped)
        return refused(400, FEEDBACK_CODES.imageInvalid, 'image: not a PNG or JPEG image');
      clean.push({ bytes: stripped, type });
    }
    const keys: string[] = [];
    try {
      for (const image of clean) keys.push(await this.store.save(image.bytes));
      const outcome = await this.db.transaction(async (tx) => {
        const added = clean.reduce((n, i) => n + i.bytes.length, 0);
        if (added > 0) {
          await lockKeys(tx, STORAGE_LOCK, m.merchantCode);
          const [used] = await tx
            .select({ bytes: sql<string>`coalesce(sum(${feedbackImages.sizeBytes}), 0)` })
            .from(feedbackImages)
            .where(eq(feedbackImages.merchantCode, m.merchantCode));
          if (Number(used?.bytes ?? 0) + added > this.storageMax) return 'storageFull' as const;
          // The member's own share, under the same lock: one member cannot fill it for everyone.
          const [own] = await tx
            .select({ bytes: sql<string>`coalesce(sum(${feedbackImages.sizeBytes}), 0)` })
            .from(feedbackImages)
            .innerJoin(feedback, eq(feedback.id, feedbackImages.feedbackId))
            .where(eq(feedback.memberId, m.memberId));
          if (Number(own?.bytes ?? 0) + added > this.memberStorageMax) return 'memberStorageFull' as const;
        }
        const [row] = await tx
          .insert(feedback)
          .values({ merchantCode: m.merchantCode, memberId: m.memberId, type: input.type, text: input.text })
          .returning();
        if (!row) throw new Error('feedback: insert returned nothing');
        if (clean.length > 0)
          await tx.insert(feedbackImages).values(
            clean.map((image, position) => ({
              feedbackId: row.id,
              merchantCode: m.merchantCode,
              storageKey: keys[position] as string,
              contentType: image.type,
              sizeBytes: image.bytes.length,
              position,
            })),
          );
        return row;
      });
      if (outcome === 'storageFull' || outcome === 'memberStorageFull') {
        await this.removeAll(keys);
        return outcome === 'storageFull'
          ? refused(507, FEEDBACK_CODES.storageFull, 'Image storage is full: send it without images')
          : refused(
              409,
              FEEDBACK_CODES.memberStorageFull,
              "The member's image share is full: send it without images",
            );
      }
      return done(toFeedback(outcome, clean.length, []));
    } catch (err) {
      await this.removeAll(keys);
      throw err;
    }
  }

  async list(m: FeedbackMember, q: { pageNo: number; pageSize: number }) {
    const where = and(eq(feedback.memberId, m.memberId), eq(feedback.merchantCode, m.merchantCode));
    const page = await pagedQuery(
      q,
      (limit, offset) =>
        this.db
          .select()
          .from(feedback)
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(limit)
          .offset(offset),
      () => this.db.select({ n: count() }).from(feedback).where(where),
    );
    const details = await this.details(page.list.map((r) => r.id));
    return {
      ...page,
      list: page.list.map((r) =>
        toFeedback(r, details.images.get(r.id) ?? 0, details.replies.get(r.id) ?? []),
      ),
    };
  }

  /** One of the member's own feedback (another member's is unknown, not forbidden: ids are not probed). */
  async get(m: FeedbackMember, id: number): Promise<Outcome<Feedback>> {
    const [row] = await this.db
      .select()
      .from(feedback)
      .where(
        and(
          eq(feedback.id, id),
          eq(feedback.memberId, m.memberId),
          eq(feedback.merchantCode, m.merchantCode),
        ),
      );
    if (!row) return unknown();
    const details = await this.details([row.id]);
    return done(toFeedback(row, details.images.get(row.id) ?? 0, details.replies.get(row.id) ?? []));
  }

  /** Image n of a feedback of the merchant, and of the member when one is given. */
  async image(
    merchantCode: string,
    memberId: number | null,
    id: number,
    n: number,
  ): Promise<Outcome<{ bytes: Uint8Array<ArrayBuffer>; type: string }>> {
    const [row] = await this.db
      .select({ key: feedbackImages.storageKey, type: feedbackImages.contentType })
      .from(feedbackImages)
      .innerJoin(feedback, eq(feedback.id, feedbackImages.feedbackId))
      .where(
        and(
          eq(feedback.id, id),
          eq(feedback.merchantCode, merchantCode),
          memberId === null ? undefined : eq(feedback.memberId, memberId),
          eq(feedbackImages.position, n),
        ),
      );
    const bytes = row ? await this.store.read(row.key) : null;
    return row && bytes ? done({ bytes, type: row.type }) : unknown();
  }

  async opsList(
    merchantCode: string,
    q: { status?: FeedbackStatus | undefined; pageNo: number; pageSize: number },
  ) {
    const where = and(
      eq(feedback.merchantCode, merchantCode),
      q.status ? eq(feedback.status, q.status) : undefined,
    );
    const page = await pagedQuery(
      q,
      (limit, offset) =>
        this.db
          .select({ row: feedback, account: members.account })
          .from(feedback)
          .innerJoin(members, eq(members.id, feedback.memberId))
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(limit)
          .offset(offset),
      () => this.db.select({ n: count() }).from(feedback).where(where),
    );
    const details = await this.details(page.list.map((r) => r.row.id));
    return { ...page, list: page.list.map((r) => toOps(r.row, r.account, details)) };
  }

  async opsGet(merchantCode: string, id: number): Promise<Outcome<OpsFeedback>> {
    const [r] = await this.db
      .select({ row: feedback, account: members.account })
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .where(and(eq(feedback.id, id), eq(feedback.merchantCode, merchantCode)));
    if (!r) return unknown();
    return done(toOps(r.row, r.account, await this.details([id])));
  }

  /** The operator's reply: the reply, the status and the audit row commit together. */
  async reply(merchantCode: string, id: number, actor: string, text: string): Promise<Outcome<OpsFeedback>> {
    const replied = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(feedback)
        .set({ status: 'replied', repliedAt: new Date() })
        .where(and(eq(feedback.id, id), eq(feedback.merchantCode, merchantCode)))
        .returning({ id: feedback.id });
      if (!row) return false;
      await tx.insert(feedbackReplies).values({ feedbackId: id, text, author: actor });
      await audit(tx, actor, 'feedback.reply', `feedback:${id}`, { length: text.length });
      return true;
    });
    return replied ? this.opsGet(merchantCode, id) : unknown();
  }

  private async details(ids: number[]) {
    const images = new Map<number, number>();
    const replies = new Map<number, (typeof feedbackReplies.$inferSelect)[]>();
    if (ids.length === 0) return { images, replies };
    const [imageRows, replyRows] = await Promise.all([
      this.db
        .select({ id: feedbackImages.feedbackId, n: count() })
        .from(feedbackImages)
        .where(inArray(feedbackImages.feedbackId, ids))
        .groupBy(feedbackImages.feedbackId),
      this.db
        .select()
        .from(feedbackReplies)
        .where(inArray(feedbackReplies.feedbackId, ids))
        .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id)),
    ]);
    for (const r of imageRows) images.set(r.id, r.n);
    for (const r of replyRows) replies.set(r.feedbackId, [...(replies.get(r.feedbackId) ?? []), r]);
    return { images, replies };
  }

  private async removeAll(keys: string[]) {
    await Promise.all(keys.map((k) => this.store.remove(k)));
  }
}

const unknown = () => refused(404, FEEDBACK_CODES.unknown, 'No such feedback');

function toFeedback(
  row: Row,
  imageCount: number,
  replies: (typeof feedbackReplies.$inferSelect)[],
): Feedback {
  return {
    id: row.id,
    type: row.type,
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    imageCount,
    replies: replies.map((r) => ({ id: r.id, text: r.text, createdAt: r.createdAt.toISOString() })),
  };
}

function toOps(
  row: Row,
  account: string,
  details: { images: Map<number, number>; replies: Map<number, (typeof feedbackReplies.$inferSelect)[]> },
): OpsFeedback {
  const replies = details.replies.get(row.id) ?? [];
  return {
    ...toFeedback(row, details.images.get(row.id) ?? 0, replies),
    memberId: row.memberId,
    account,
    replies: replies.map((r) => ({
      id: r.id,
      text: r.text,
      createdAt: r.createdAt.toISOString(),
      author: r.author,
    })),
  };
}
