import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackImages, feedback as feedbackTable, opsAudit } from '../../../server/db/schema.ts';
import { FeedbackService } from '../../../server/feedback/service.ts';
import { stripImageMetadata } from '../../../server/feedback/strip-metadata.ts';
import { DEFAULT_MERCHANT } from '../../../server/http/platform-context.ts';
import { FileStore } from '../../../server/lib/uploads.ts';
import { FEEDBACK_IMAGE_MAX_BYTES } from '../../../src/shared/constants/feedback.ts';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { FEEDBACK_CODES } from '../../../src/shared/errors/member.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  FeedbackPageSchema,
  FeedbackSchema,
  FeedbackSettingsSchema,
  OpsFeedbackPageSchema,
  OpsFeedbackSchema,
} from '../../../src/shared/schemas/feedback.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { newMember } from '../support/cashier-members.ts';
import {
  createHarness,
  databases,
  type Harness,
  memberIdOf,
  okValue,
  TEST_OPS_TOKEN,
} from '../support/harness.ts';

const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const chunk = (type: string, data: number[]) => [...u32(data.length), ...ascii(type), ...data, 0, 0, 0, 0];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
const IDAT = chunk('IDAT', [1, 2, 3, 4]);
const IEND = chunk('IEND', []);
/** A PNG whose text chunks say where it was taken. */
const PNG_WITH_TEXT = new Uint8Array([
  ...PNG_SIGNATURE,
  ...IHDR,
  ...chunk('tEXt', ascii('Location\x0014.5995N 120.9842E')),
  ...chunk('eXIf', ascii('MM\x00*GPS')),
  ...IDAT,
  ...chunk('iTXt', ascii('Author\x00\x00\x00\x00\x00Juan')),
  ...IEND,
  ...ascii('trailing'),
]);
const PNG_CLEAN = new Uint8Array([...PNG_SIGNATURE, ...IHDR, ...IDAT, ...IEND]);

const seg = (marker: number, data: number[]) => [
  0xff,
  marker,
  ((data.length + 2) >> 8) & 255,
  (data.length + 2) & 255,
  ...data,
];
const JFIF = seg(0xe0, [...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const DQT = seg(0xdb, [0, 1, 2, 3]);
const SCAN = [...seg(0xda, [1, 1, 0, 0, 0x3f, 0]), 0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd9];
/** A JPEG with EXIF (GPS), XMP and a comment around its JFIF header, and data appended after its end. */
const JPEG_WITH_EXIF = new Uint8Array([
  0xff,
  0xd8,
  ...JFIF,
  ...seg(0xe1, ascii('Exif\0\0GPS 14.5995N')),
  ...seg(0xe1, ascii('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>')),
  ...seg(0xfe, ascii('taken at home')),
  ...DQT,
  ...SCAN,
  ...ascii('PK\x03\x04appended'),
]);
const JPEG_CLEAN = new Uint8Array([0xff, 0xd8, ...JFIF, ...DQT, ...SCAN]);

describe('image metadata stripping', () => {
  it('drops PNG text and eXIf chunks and anything after IEND', () => {
    expect(stripImageMetadata(PNG_WITH_TEXT, 'image/png')).toEqual(PNG_CLEAN);
    expect(stripImageMetadata(PNG_CLEAN, 'image/png')).toEqual(PNG_CLEAN);
  });
  it('drops JPEG APPn segments other than JFIF, comments and anything after EOI', () => {
    expect(stripImageMetadata(JPEG_WITH_EXIF, 'image/jpeg')).toEqual(JPEG_CLEAN);
    expect(stripImageMetadata(JPEG_CLEAN, 'image/jpeg')).toEqual(JPEG_CLEAN);
  });
  it('a broken structure is refused (null)', () => {
    expect(stripImageMetadata(PNG_CLEAN.subarray(0, 30), 'image/png')).toBeNull();
    expect(
      stripImageMetadata(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1]), 'image/jpeg'),
    ).toBeNull();
    expect(stripImageMetadata(JPEG_CLEAN.subarray(0, JPEG_CLEAN.length - 2), 'image/jpeg')).toBeNull();
  });
});

// Feedback: a member's text and images, the operator's reply. The images are checked by their bytes,
// limited in size and number, stored stripped of metadata and shown to their owner only.
describe.each(databases)('feedback ($kind)', ({ kind }) => {
  let h: Harness;
  let token: string;
  let client: ReturnType<typeof authClient>;
  const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'X-Operator': 'alice' };
  const TEXT = 'The deposit took an hour to arrive.';

  beforeAll(async () => {
    h = await createHarness(kind);
    client = authClient(h);
    token = await client.passwordLogin('juan', 'Member1234');
  }, 60_000);
  afterAll(() => h?.close());

  const form = (fields: { type?: string; text?: string }, images: [Uint8Array, string, string][] = []) => {
    const f = new FormData();
    if (fields.type !== undefined) f.append('type', fields.type);
    if (fields.text !== undefined) f.append('text', fields.text);
    for (const [bytes, name, type] of images) f.append('image', new Blob([bytes], { type }), name);
    return f;
  };
  const submit = (body: FormData, as = { client, token }) =>
    h.app.request(PATHS.feedback, {
      method: 'PUT',
      headers: { 'X-Forwarded-For': as.client.ip, [HEADERS.token]: as.token },
      body,
    });
  const image = (id: number, n: number, as = { client, token }) =>
    h.app.request(`${PATHS.feedback}/${id}/images/${n}`, {
      headers: { 'X-Forwarded-For': as.client.ip, [HEADERS.token]: as.token },
    });

  it('answers the types and bounds', async () => {
    const s = await okValue(await client.get(PATHS.feedbackTypes, token), FeedbackSettingsSchema);
    expect(s).toMatchObject({ textMin: 10, textMax: 500, imagesMax: 3, imageMaxBytes: 5 * 1024 * 1024 });
    expect(s.types).toContain('deposit');
  });

  it('feedback with images, stored stripped; the operator replies (audited); the member sees the reply', async () => {
    const sent = await okValue(
      await submit(
        form({ type: 'deposit', text: `  ${TEXT}  ` }, [
          [PNG_WITH_TEXT, 'screen.png', 'image/png'],
          [JPEG_WITH_EXIF, 'photo.exe', 'application/octet-stream'],
        ]),
      ),
      FeedbackSchema,
    );
    expect(sent).toMatchObject({ type: 'deposit', text: TEXT, status: 'open', imageCount: 2, replies: [] });
    const png = await image(sent.id, 0);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(PNG_CLEAN);
    const jpeg = await image(sent.id, 1);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await jpeg.arrayBuffer())).toEqual(JPEG_CLEAN);
    expect(await failed(await image(sent.id, 2))).toMatchObject({
      status: 404,
      code: FEEDBACK_CODES.unknown,
    });

    const queue = await okValue(
      await h.app.request(`${PATHS.opsFeedback}?status=open`, { headers: ops }),
      OpsFeedbackPageSchema,
    );
    expect(queue.list.find((f) => f.id === sent.id)).toMatchObject({ account: 'juan', imageCount: 2 });
    const opsImage = await h.app.request(`${PATHS.opsFeedback}/${sent.id}/images/0`, { headers: ops });
    expect(new Uint8Array(await opsImage.arrayBuffer())).toEqual(PNG_CLEAN);
    expect((await h.app.request(`${PATHS.opsFeedback}/${sent.id}/images/0`)).status).toBe(401);

    const replied = await okValue(
      await h.app.request(`${PATHS.opsFeedback}/${sent.id}/reply`, {
        method: 'POST',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Sorry, it is credited now.' }),
      }),
      OpsFeedbackSchema,
    );
    expect(replied).toMatchObject({
      status: 'replied',
      replies: [{ text: 'Sorry, it is credited now.', author: 'ops:alice' }],
    });
    const audits = await h.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `feedback:${sent.id}`));
    expect(audits).toMatchObject([{ actor: 'ops:alice', action: 'feedback.reply' }]);
    expect(
      await okValue(
        await h.app.request(`${PATHS.opsFeedback}/${sent.id}`, { headers: ops }),
        OpsFeedbackSchema,
      ),
    ).toMatchObject({ id: sent.id });

    const mine = await okValue(await client.get(PATHS.feedback, token), FeedbackPageSchema);
    expect(mine.list.find((f) => f.id === sent.id)).toMatchObject({
      status: 'replied',
      replies: [{ text: 'Sorry, it is credited now.' }],
    });
    const one = await okValue(await client.get(`${PATHS.feedback}/${sent.id}`, token), FeedbackSchema);
    expect(one.replies[0]).not.toHaveProperty('author');
  });

  it('refuses a renamed executable, a 6 MB image and a 4th image; the text outside its bounds', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
    expect(
      await failed(await submit(form({ type: 'game', text: TEXT }, [[exe, 'photo.png', 'image/png']]))),
    ).toMatchObject({
      status: 400,
      code: FEEDBACK_CODES.imageInvalid,
    });
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG_CLEAN);
    expect(
      await failed(await submit(form({ type: 'game', text: TEXT }, [[big, 'big.png', 'image/png']]))),
    ).toMatchObject({
      status: 413,
      code: FEEDBACK_CODES.imageTooLarge,
    });
    const justOver = new Uint8Array(FEEDBACK_IMAGE_MAX_BYTES + 1);
    justOver.set(PNG_CLEAN);
    expect(
      await failed(await submit(form({ type: 'game', text: TEXT }, [[justOver, 'a.png', 'image/png']]))),
    ).toMatchObject({
      status: 413,
      code: FEEDBACK_CODES.imageTooLarge,
    });
    const four = form(
      { type: 'game', text: TEXT },
      [0, 1, 2, 3].map(() => [PNG_CLEAN, 'a.png', 'image/png'] as [Uint8Array, string, string]),
    );
    expect(await failed(await submit(four))).toMatchObject({
      status: 400,
      code: FEEDBACK_CODES.tooManyImages,
    });
    // A body far above three images is refused unread.
    const huge = new Uint8Array(16 * 1024 * 1024);
    expect(
      await failed(await submit(form({ type: 'game', text: TEXT }, [[huge, 'a.png', 'image/png']]))),
    ).toMatchObject({
      status: 413,
      code: FEEDBACK_CODES.imageTooLarge,
    });
    for (const fields of [
      { type: 'game', text: 'short' },
      { type: 'game', text: 'x'.repeat(501) },
      { type: 'nope', text: TEXT },
      { text: TEXT },
    ])
      expect(await failed(await submit(form(fields)))).toMatchObject({
        status: 400,
        code: FEEDBACK_CODES.textInvalid,
      });
    const json = await client.json('PUT', PATHS.feedback, { type: 'game', text: TEXT }, token);
    expect(await failed(json)).toMatchObject({ status: 400, code: FEEDBACK_CODES.textInvalid });
    // Nothing of those was stored; three images are fine.
    const three = form(
      { type: 'game', text: TEXT },
      [0, 1, 2].map(() => [PNG_CLEAN, 'a.png', 'image/png'] as [Uint8Array, string, string]),
    );
    expect((await okValue(await submit(three), FeedbackSchema)).imageCount).toBe(3);
    const rows = await h.database.db
      .select()
      .from(feedbackTable)
      .where(eq(feedbackTable.memberId, await memberIdOf(h, 'juan')));
    expect(rows.filter((r) => r.type === 'game')).toHaveLength(1);
  });

  it("pages the member's list and the operators': newest first, with the total; a bad page size is refused", async () => {
    const texts = [
      'Paging one: the lobby is slow.',
      'Paging two: the lobby is slow.',
      'Paging three: it is slow.',
    ];
    for (const text of texts) await okValue(await submit(form({ type: 'game', text })), FeedbackSchema);
    const page = async (query: string) =>
      okValue(await client.get(`${PATHS.feedback}${query}`, token), FeedbackPageSchema);

    const all = await page('?pageSize=50');
    const first = await page('?pageNo=1&pageSize=2');
    expect(first).toMatchObject({ pageNo: 1, pageSize: 2, total: all.total });
    expect(first.list.map((f) => f.text)).toEqual([texts[2], texts[1]]);
    // Page after page, the whole list once, in order.
    const walked: number[] = [];
    for (let n = 1; n <= Math.ceil(all.total / 2); n++)
      walked.push(...(await page(`?pageNo=${n}&pageSize=2`)).list.map((f) => f.id));
    expect(walked).toEqual(all.list.map((f) => f.id));
    expect(await failed(await client.get(`${PATHS.feedback}?pageSize=51`, token))).toMatchObject({
      status: 400,
      code: CODES.invalidRequest,
    });

    const opsPage = async (query: string) =>
      okValue(await h.app.request(`${PATHS.opsFeedback}${query}`, { headers: ops }), OpsFeedbackPageSchema);
    const queue = await opsPage('?status=open&pageNo=1&pageSize=2');
    expect(queue).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(queue.total).toBeGreaterThanOrEqual(3);
    expect(queue.list.map((f) => f.text)).toEqual([texts[2], texts[1]]);
    expect((await opsPage('?status=open&pageNo=2&pageSize=2')).list[0]?.text).toBe(texts[0]);
    expect((await h.app.request(`${PATHS.opsFeedback}?pageSize=201`, { headers: ops })).status).toBe(400);
  });

  it('another member cannot read yours, nor its images', async () => {
    const sent = await okValue(
      await submit(form({ type: 'account', text: TEXT }, [[PNG_CLEAN, 'a.png', 'image/png']])),
      FeedbackSchema,
    );
    const other = authClient(h);
    const otherToken = await other.passwordLogin('maria', 'Member1234');
    expect(await failed(await other.get(`${PATHS.feedback}/${sent.id}`, otherToken))).toMatchObject({
      status: 404,
      code: FEEDBACK_CODES.unknown,
    });
    expect(await failed(await image(sent.id, 0, { client: other, token: otherToken }))).toMatchObject({
      status: 404,
      code: FEEDBACK_CODES.unknown,
    });
    const theirs = await okValue(await other.get(PATHS.feedback, otherToken), FeedbackPageSchema);
    expect(theirs.list.some((f) => f.id === sent.id)).toBe(false);
    expect(await failed(await other.get(`${PATHS.feedback}/abc`, otherToken))).toMatchObject({ status: 404 });
    expect(
      await failed(await h.app.request(`${PATHS.opsFeedback}/2000000000`, { headers: ops })),
    ).toMatchObject({ status: 404 });
    expect(
      await failed(
        await h.app.request(`${PATHS.opsFeedback}/2000000000/reply`, {
          method: 'POST',
          headers: { ...ops, 'Content-Type': 'application/json' },
          body: JSON.stringify({ text: 'hello' }),
        }),
      ),
    ).toMatchObject({ status: 404, code: FEEDBACK_CODES.unknown });
  });

  it('a trial gets free_reject, a visitor session.expired; the switch off answers 403', async () => {
    const trial = await authClient(h).json('POST', PATHS.freeplay, {});
    const { token: trialToken } = v.parse(
      v.object({ value: v.object({ token: v.string() }) }),
      await trial.json(),
    ).value;
    const t = authClient(h);
    for (const res of [
      await t.get(PATHS.feedbackTypes, trialToken),
      await t.get(PATHS.feedback, trialToken),
      await submit(form({ type: 'game', text: TEXT }), { client: t, token: trialToken }),
    ])
      expect(await failed(res)).toMatchObject({ status: 403, code: AUTH_CODES.freeReject });
    expect(await failed(await t.get(PATHS.feedback))).toMatchObject({
      status: 401,
      code: CODES.sessionExpired,
    });

    const patch = (on: boolean) =>
      h.app.request(PATHS.opsConfig, {
        method: 'PATCH',
        headers: { ...ops, 'Content-Type': 'application/json' },
        body: JSON.stringify({ switches: { FEEDBACK3: on } }),
      });
    expect((await patch(false)).status).toBe(200);
    try {
      for (const res of [
        await client.get(PATHS.feedback, token),
        await submit(form({ type: 'game', text: TEXT })),
      ])
        expect(await failed(res)).toMatchObject({ status: 403, code: CODES.featureDisabled });
    } finally {
      expect((await patch(true)).status).toBe(200);
    }
    expect((await client.get(PATHS.feedback, token)).status).toBe(200);
  });

  it('submits at once under the storage cap: exactly as many images as fit are kept, with their files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fb-feedback-race-'));
    try {
      const rows = await h.database.db
        .select({ size: feedbackImages.sizeBytes })
        .from(feedbackImages)
        .where(eq(feedbackImages.merchantCode, DEFAULT_MERCHANT));
      const used = rows.reduce((n, r) => n + r.size, 0);
      const service = new FeedbackService(h.database.db, new FileStore(dir), used + PNG_CLEAN.length * 2);
      const m = { memberId: await memberIdOf(h, 'maria'), merchantCode: DEFAULT_MERCHANT };
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () => service.submit(m, { type: 'other', text: TEXT }, [PNG_CLEAN])),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
      expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.code === FEEDBACK_CODES.storageFull)).toBe(
        true,
      );
      expect(await readdir(dir)).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the storage cap refuses new images, removes their files and keeps nothing of the feedback', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fb-feedback-test-'));
    try {
      const service = new FeedbackService(h.database.db, new FileStore(dir), PNG_CLEAN.length * 2);
      const m = { memberId: await memberIdOf(h, 'maria'), merchantCode: DEFAULT_MERCHANT };
      const before = await h.database.db.select().from(feedbackTable);
      const used = await service.submit(m, { type: 'other', text: TEXT }, [PNG_CLEAN]);
      // Other tests' images count against the same merchant: the cap is already passed here.
      expect(used).toMatchObject({ ok: false, status: 507, code: FEEDBACK_CODES.storageFull });
      expect(await readdir(dir)).toEqual([]);
      expect(await h.database.db.select().from(feedbackTable)).toHaveLength(before.length);
      // Without images the feedback still goes through.
      expect(await service.submit(m, { type: 'other', text: TEXT }, [])).toMatchObject({ ok: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("one member's images have their own cap: past it theirs are refused, another member's still go", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fb-feedback-test-'));
    try {
      const service = new FeedbackService(h.database.db, new FileStore(dir), undefined, PNG_CLEAN.length * 2);
      const fresh = async () => {
        const m = await newMember(h);
        return { memberId: m.id, merchantCode: DEFAULT_MERCHANT };
      };
      const a = await fresh();
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () => service.submit(a, { type: 'other', text: TEXT }, [PNG_CLEAN])),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
      expect(
        outcomes
          .filter((o) => !o.ok)
          .every((o) => !o.ok && o.status === 409 && o.code === FEEDBACK_CODES.memberStorageFull),
      ).toBe(true);
      expect(await readdir(dir)).toHaveLength(2);
      expect(await service.submit(a, { type: 'other', text: TEXT }, [])).toMatchObject({ ok: true });
      expect(await service.submit(await fresh(), { type: 'other', text: TEXT }, [PNG_CLEAN])).toMatchObject({
        ok: true,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
