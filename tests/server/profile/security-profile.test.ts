import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSecurityQuestions, members } from '../../../server/db/schema.ts';
import { cleanNickname } from '../../../server/profile/nickname.ts';
import { normaliseAnswer, SecurityQuestions } from '../../../server/profile/security-questions.ts';
import { AVATAR_FIELD, AVATAR_SIZE_PX } from '../../../src/shared/constants/security.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { WITHDRAW_CODES } from '../../../src/shared/errors/cashier.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { SECURITY_CODES } from '../../../src/shared/errors/security.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  NicknameSetSchema,
  SecurityProfileSchema,
  SecurityQuestionsSchema,
} from '../../../src/shared/schemas/security.ts';
import { MemberInfoSchema } from '../../../src/shared/schemas/session.ts';
import { failed } from '../support/auth-client.ts';
import { type CashierMember, LOGIN_PASSWORD, newMember } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue } from '../support/harness.ts';

describe('nickname and answer rules', () => {
  it('nicknames: 2–20 characters, trimmed, spaces collapsed, no markup or control characters', () => {
    expect(cleanNickname('  Juan   Dela  ')).toBe('Juan Dela');
    expect(cleanNickname('Lucky 🎲')).toBe('Lucky 🎲');
    expect(cleanNickname('a')).toBeNull();
    expect(cleanNickname('x'.repeat(21))).toBeNull();
    expect(cleanNickname('x'.repeat(20))).toBe('x'.repeat(20));
    expect(cleanNickname('<b>boss</b>')).toBeNull();
    expect(cleanNickname('bell\u0007ring')).toBeNull();
    expect(cleanNickname('line\u2028break')).toBeNull();
  });
  it('answers compare trimmed, case-folded, with runs of spaces as one', () => {
    expect(normaliseAnswer('  Sto.   NIÑO ')).toBe('sto. niño');
    expect(normaliseAnswer('Ｍａｎｉｌａ')).toBe('manila');
  });
});

/** A real picture: a colour gradient, so the encoder has something to keep. */
async function picture(width: number, height: number, format: 'png' | 'jpeg', exif = false) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const px = i / 3;
    raw[i] = px % width;
    raw[i + 1] = Math.floor(px / width) % 256;
    raw[i + 2] = 128;
  }
  let img = sharp(raw, { raw: { width, height, channels: 3 } });
  if (exif)
    img = img.withExif({ IFD0: { ImageDescription: 'taken at home 14.5995N 120.9842E', Artist: 'Juan' } });
  return new Uint8Array(await (format === 'png' ? img.png() : img.jpeg()).toBuffer());
}

// The security centre on the database: the hub's one read, the nickname, the head icon and the
// security questions; trial accounts are refused everywhere.
describe.each(databases)('security centre and profile ($kind)', ({ kind }) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => h?.close());

  const hub = async (m: CashierMember) => okValue(await m.get(PATHS.securityProfile), SecurityProfileSchema);
  const upload = (m: CashierMember, bytes: Uint8Array, name = 'me.png', type = 'image/png') => {
    const form = new FormData();
    form.append(AVATAR_FIELD, new Blob([bytes], { type }), name);
    return h.app.request(PATHS.avatar, {
      method: 'PUT',
      headers: { 'X-Forwarded-For': '10.9.9.9', Token: m.token },
      body: form,
    });
  };
  const setQuestions = (m: CashierMember, answers: { question: string; answer: string }[]) =>
    m.send('PUT', PATHS.securityQuestions, { answers });

  it('the hub answers every item: nothing set on a new member, the mobile masked', async () => {
    const m = await newMember(h);
    const p = await hub(m);
    expect(p).toMatchObject({
      account: m.account,
      nickname: null,
      avatarSet: false,
      maskedEmail: null,
      maskedPayeeName: null,
      paymentPasswordSet: false,
      payoutAccountCount: 0,
      securityQuestionsSet: false,
      birthDateSet: false,
    });
    expect(p.maskedMobile).toBe(`${m.mobile?.slice(0, -7)}•••${m.mobile?.slice(-4)}`);
    await h.database.db
      .update(members)
      .set({ email: 'juan.cruz@example.com', payeeName: 'Juan Dela Cruz' })
      .where(eq(members.id, m.id));
    const after = await hub(m);
    expect(after.maskedEmail).toBe('ju•••@example.com');
    expect(after.maskedPayeeName).toBe('J••• D••• C•••');
  });

  it('nickname: a bad one is refused with a clear code; a good one shows in the member info', async () => {
    const m = await newMember(h);
    for (const bad of ['a', 'x'.repeat(21), '<script>', 'tab\there'])
      expect(await failed(await m.send('PUT', PATHS.nickname, { nickname: bad }))).toMatchObject({
        status: 400,
        code: SECURITY_CODES.nicknameInvalid,
      });
    expect(await failed(await m.send('PUT', PATHS.nickname, { nickname: 12 }))).toMatchObject({
      status: 400,
      code: CODES.invalidRequest,
    });
    const set = await okValue(
      await m.send('PUT', PATHS.nickname, { nickname: '  Lucky   Juan ' }),
      NicknameSetSchema,
    );
    expect(set.nickname).toBe('Lucky Juan');
    expect((await okValue(await m.get(PATHS.memberInfo), MemberInfoSchema)).nickname).toBe('Lucky Juan');
    expect((await hub(m)).nickname).toBe('Lucky Juan');
  });

  it('avatar: a photo is stored as a 256×256 JPEG without its EXIF, shown to its owner', async () => {
    const m = await newMember(h);
    const photo = await picture(640, 480, 'jpeg', true);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    await okValue(await upload(m, photo, 'me.jpg', 'image/jpeg'), v.unknown());
    expect((await hub(m)).avatarSet).toBe(true);
    const res = await m.get(PATHS.avatar);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    const stored = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('14.5995N')).toBe(false);
    // A PNG (a screenshot) replaces it: square too.
    await okValue(await upload(m, await picture(300, 900, 'png')), v.unknown());
    const png = await sharp(Buffer.from(await (await m.get(PATHS.avatar)).arrayBuffer())).metadata();
    expect(png).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
    // Back to the default icon.
    await okValue(await m.send('DELETE', PATHS.avatar), v.unknown());
    expect((await hub(m)).avatarSet).toBe(false);
    const none = await m.get(PATHS.avatar);
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');
  });

  it('avatar: a renamed executable, a non-image, a broken image and a 6 MB image are refused', async () => {
    const m = await newMember(h);
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...randomBytes(2000)]);
    expect(await failed(await upload(m, elf, 'photo.png', 'image/png'))).toMatchObject({
      status: 400,
      code: SECURITY_CODES.avatarInvalid,
    });
    const text = new TextEncoder().encode('just some text, not a picture');
    expect(await failed(await upload(m, text, 'note.jpg', 'image/jpeg'))).toMatchObject({
      status: 400,
      code: SECURITY_CODES.avatarInvalid,
    });
    // The right first bytes, then nothing an image decoder can read.
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(500)]);
    expect(await failed(await upload(m, broken))).toMatchObject({
      status: 400,
      code: SECURITY_CODES.avatarInvalid,
    });
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await picture(64, 64, 'png'));
    expect(await failed(await upload(m, big))).toMatchObject({
      status: 413,
      code: SECURITY_CODES.avatarTooLarge,
    });
    expect(await failed(await m.send('PUT', PATHS.avatar, { image: 'x' }))).toMatchObject({
      status: 400,
      code: SECURITY_CODES.avatarInvalid,
    });
    expect((await hub(m)).avatarSet).toBe(false);
  });

  it('security questions: recent login needed, answers hashed, verified however they are typed', async () => {
    const m = await newMember(h, { recentAuth: false });
    const answers = [
      { question: 'first-pet', answer: 'Bantay' },
      { question: 'birth-city', answer: '  Quezon   City ' },
    ];
    expect(await failed(await setQuestions(m, answers))).toMatchObject({
      status: 403,
      code: WITHDRAW_CODES.recentAuthRequired,
    });
    await okValue(await m.send('POST', PATHS.passwordConfirm, { password: LOGIN_PASSWORD }), v.unknown());
    // The same question twice, too short an answer, or the wrong count: refused.
    expect(
      await failed(
        await setQuestions(m, [
          { question: 'first-pet', answer: 'Bantay' },
          { question: 'first-pet', answer: 'Muning' },
        ]),
      ),
    ).toMatchObject({ status: 400, code: SECURITY_CODES.questionsInvalid });
    expect(
      await failed(
        await setQuestions(m, [
          { question: 'first-pet', answer: 'B' },
          { question: 'birth-city', answer: 'Manila' },
        ]),
      ),
    ).toMatchObject({ status: 400, code: SECURITY_CODES.questionsInvalid });
    expect((await failed(await setQuestions(m, answers.slice(0, 1)))).status).toBe(400);
    expect(
      (
        await failed(
          await setQuestions(m, [...answers.slice(0, 1), { question: 'favourite-car', answer: 'x' }]),
        )
      ).status,
    ).toBe(400);

    const set = await okValue(await setQuestions(m, answers), SecurityQuestionsSchema);
    expect(set.questions).toEqual(['first-pet', 'birth-city']);
    expect((await okValue(await m.get(PATHS.securityQuestions), SecurityQuestionsSchema)).questions).toEqual([
      'first-pet',
      'birth-city',
    ]);
    expect((await hub(m)).securityQuestionsSet).toBe(true);

    const rows = await h.database.db
      .select()
      .from(memberSecurityQuestions)
      .where(eq(memberSecurityQuestions.memberId, m.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.answerHash).toMatch(/^scrypt\$/);
      expect(row.answerHash.toLowerCase()).not.toContain('bantay');
      expect(row.answerHash.toLowerCase()).not.toContain('quezon');
    }

    const questions = new SecurityQuestions(h.database.db, h.services.passwords, h.services.now);
    expect(
      await questions.verify(m.id, [
        { question: 'birth-city', answer: 'quezon city' },
        { question: 'first-pet', answer: 'BANTAY ' },
      ]),
    ).toBe(true);
    expect(
      await questions.verify(m.id, [
        { question: 'first-pet', answer: 'Bantay' },
        { question: 'birth-city', answer: 'Manila' },
      ]),
    ).toBe(false);
    expect(await questions.verify(m.id, [{ question: 'first-pet', answer: 'Bantay' }])).toBe(false);
    const other = await newMember(h);
    expect(await questions.verify(other.id, answers as never)).toBe(false);

    // Replacing them: the old answers no longer prove the member.
    await okValue(
      await setQuestions(m, [
        { question: 'first-school', answer: 'San Jose Elementary' },
        { question: 'favourite-food', answer: 'Adobo' },
      ]),
      SecurityQuestionsSchema,
    );
    expect(await questions.verify(m.id, answers as never)).toBe(false);
    expect(
      await questions.verify(m.id, [
        { question: 'first-school', answer: 'san jose elementary' },
        { question: 'favourite-food', answer: 'adobo' },
      ]),
    ).toBe(true);
  });

  it('a trial account is refused every call (free_reject)', async () => {
    const m = await newMember(h, { type: 4 });
    for (const res of [
      await m.get(PATHS.securityProfile),
      await m.send('PUT', PATHS.nickname, { nickname: 'Trial Guy' }),
      await m.get(PATHS.avatar),
      await upload(m, await picture(32, 32, 'png')),
      await m.get(PATHS.securityQuestions),
    ])
      expect(await failed(res)).toMatchObject({ status: 403, code: AUTH_CODES.freeReject });
    const [row] = await h.database.db.select().from(members).where(eq(members.id, m.id));
    expect(row?.nickname).toBeNull();
  });
});
