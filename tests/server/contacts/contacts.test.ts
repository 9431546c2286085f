import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeep } from '../../../server/auth/housekeeping.ts';
import { SMS_MAX_WRONG } from '../../../server/auth/sms-codes.ts';
import { EMAIL_CODE_TTL_MINUTES } from '../../../server/contacts/email-codes.ts';
import { emailCodes, members } from '../../../server/db/schema.ts';
import { RECENT_AUTH_MINUTES } from '../../../src/shared/constants/accounts.ts';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { WITHDRAW_CODES } from '../../../src/shared/errors/cashier.ts';
import { CONTACT_CODES } from '../../../src/shared/errors/contact.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { CodeSentSchema, ContactsSchema } from '../../../src/shared/schemas/contacts.ts';
import { OutboxMessageSchema } from '../../../src/shared/schemas/ops.ts';
import { failed } from '../support/auth-client.ts';
import {
  type CashierMember,
  LOGIN_PASSWORD,
  newMember as newCashierMember,
  PAY_PASSWORD,
} from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { inboxNotices } from '../support/inbox-notices.ts';

// E-mail and mobile bindings: a code to the new address or number (read from the outbox as a member
// would read their mail), wrong / expired / burnt codes, send throttles, a number another member holds,
// a change without a recent login, and the notice to the contacts bound before — also after a new
// payment password.
describe.each(databases)('contact bindings ($kind)', ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => h?.close());

  /** A fresh member whose calls ask for English (the server's default content language is Filipino). */
  const newMember = async (opts: Parameters<typeof newCashierMember>[1] = {}): Promise<CashierMember> => {
    const m = await newCashierMember(h, opts);
    const headers = { [HEADERS.token]: m.token, [HEADERS.language]: 'EN' };
    return {
      ...m,
      get: (path) => Promise.resolve(h.app.request(path, { headers })),
      send: (method, path, body) =>
        Promise.resolve(
          h.app.request(path, {
            method,
            headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          }),
        ),
    };
  };
  const outbox = async (channel: 'sms' | 'email', recipient: string) =>
    okValue(
      await h.app.request(
        `${PATHS.opsOutbox}?channel=${channel}&recipient=${encodeURIComponent(recipient)}`,
        { headers: { Authorization: `Bearer ${TEST_OPS_TOKEN}` } },
      ),
      v.array(OutboxMessageSchema),
    );
  const codeIn = (body: string | undefined) => /\b(\d{6})\b/.exec(body ?? '')?.[1] ?? '';
  const lastCode = async (channel: 'sms' | 'email', recipient: string) =>
    codeIn((await outbox(channel, recipient))[0]?.body);
  const address = () => `m${randomBytes(4).toString('hex')}@example.com`;
  /** A PH national number nobody has: 09 + 9 random digits. */
  const national = () => `09${String(100_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000)).slice(1)}`;
  const stored = (n: string) => `63${n.replace(/^0+/, '')}`;
  const contacts = async (m: CashierMember) => okValue(await m.get(PATHS.contacts), ContactsSchema);
  const emailOf = async (m: CashierMember) =>
    (await h.database.db.select({ e: members.email }).from(members).where(eq(members.id, m.id)))[0]?.e;
  const mobileOf = async (m: CashierMember) =>
    (await h.database.db.select({ n: members.mobile }).from(members).where(eq(members.id, m.id)))[0]?.n;

  /** Without a recent login, neither the code to number `n` nor its binding goes through. */
  const expectMobileRefusedUntilLogin = async (m: CashierMember, n: string) => {
    const refusal = { status: 403, code: WITHDRAW_CODES.recentAuthRequired };
    const body = { countryDialingCode: '63', mobileNo: n };
    expect(await failed(await m.send('POST', PATHS.mobileCode, body))).toMatchObject(refusal);
    expect(
      await failed(await m.send('POST', PATHS.mobileBind, { ...body, verificationCode: '123456' })),
    ).toMatchObject(refusal);
  };

  const bindEmail = async (m: CashierMember, email: string) => {
    await okValue(await m.send('POST', PATHS.emailCode, { email }), CodeSentSchema);
    const code = await lastCode('email', email);
    return m.send('POST', PATHS.emailBind, { email, code });
  };

  it('e-mail: the code goes to that address; a wrong code fails, the right one binds; masked after', async () => {
    const m = await newMember({ mobile: false });
    const email = address();
    const sent = await okValue(await m.send('POST', PATHS.emailCode, { email }), CodeSentSchema);
    expect(sent.expiredMinutes).toBe(EMAIL_CODE_TTL_MINUTES);
    const [mail] = await outbox('email', email);
    expect(mail?.subject).toMatch(/verify your e-mail/);
    const code = codeIn(mail?.body);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await failed(await m.send('POST', PATHS.emailBind, { email, code: wrong }))).toMatchObject({
      status: 400,
      code: CONTACT_CODES.codeInvalid,
    });
    // The code proves this address only.
    expect(await failed(await m.send('POST', PATHS.emailBind, { email: address(), code }))).toMatchObject({
      status: 400,
      code: CONTACT_CODES.codeInvalid,
    });
    await okValue(await m.send('POST', PATHS.emailBind, { email, code }), v.object({ email: v.string() }));
    expect(await emailOf(m)).toBe(email);
    expect((await contacts(m)).email).toBe(`${email.slice(0, 2)}•••@example.com`);
    // Used once.
    expect(await failed(await m.send('POST', PATHS.emailBind, { email, code }))).toMatchObject({
      status: 409,
      code: CONTACT_CODES.emailSame,
    });
    expect(await failed(await m.send('POST', PATHS.emailCode, { email: 'not-an-address' }))).toMatchObject({
      status: 400,
      code: CONTACT_CODES.emailInvalid,
    });
  });

  it('e-mail: an expired code and a code burnt by wrong tries are refused', async () => {
    const m = await newMember({ mobile: false });
    const email = address();
    await okValue(await m.send('POST', PATHS.emailCode, { email }), CodeSentSchema);
    const code = await lastCode('email', email);
    h.advance(EMAIL_CODE_TTL_MINUTES * 60_000 + 1_000);
    // That long the session's login is no longer recent either: confirmed again, the code is what fails.
    await okValue(
      await m.send('POST', PATHS.passwordConfirm, { password: LOGIN_PASSWORD }),
      v.object({ recentUntil: v.string() }),
    );
    expect(await failed(await m.send('POST', PATHS.emailBind, { email, code }))).toMatchObject({
      status: 400,
      code: CONTACT_CODES.codeExpired,
    });
    await okValue(await m.send('POST', PATHS.emailCode, { email }), CodeSentSchema);
    const fresh = await lastCode('email', email);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_MAX_WRONG; i++)
      expect((await failed(await m.send('POST', PATHS.emailBind, { email, code: wrong }))).code).toBe(
        CONTACT_CODES.codeInvalid,
      );
    expect(await failed(await m.send('POST', PATHS.emailBind, { email, code: fresh }))).toMatchObject({
      status: 400,
      code: CONTACT_CODES.codeInvalid,
    });
    expect(await emailOf(m)).toBeNull();
    // Housekeeping drops the codes a day after they expired.
    const codes = () => h.database.db.select().from(emailCodes).where(eq(emailCodes.memberId, m.id));
    expect(await codes()).toHaveLength(2);
    await housekeep(h.database.db, {
      now: h.services.now() + EMAIL_CODE_TTL_MINUTES * 60_000 + 25 * 3_600_000,
    });
    expect(await codes()).toHaveLength(0);
  });

  it('sends are throttled: one a minute per address, concurrent bursts send one', async () => {
    const m = await newMember({ mobile: false });
    const email = address();
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => m.send('POST', PATHS.emailCode, { email })),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([200, 429, 429, 429]);
    expect(burst.find((r) => r.status === 429)?.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await outbox('email', email)).toHaveLength(1);
    h.advance(61_000);
    expect((await m.send('POST', PATHS.emailCode, { email })).status).toBe(200);
    // The same for SMS codes to one number.
    const n = national();
    expect((await m.send('POST', PATHS.mobileCode, { countryDialingCode: '63', mobileNo: n })).status).toBe(
      200,
    );
    expect(
      await failed(await m.send('POST', PATHS.mobileCode, { countryDialingCode: '63', mobileNo: n })),
    ).toMatchObject({ status: 429, code: AUTH_CODES.throttled });
  });

  it('mobile: bound with the SMS code; a number another member holds is refused; bad numbers too', async () => {
    const other = await newMember();
    const m = await newMember({ mobile: false });
    const n = national();
    await okValue(
      await m.send('POST', PATHS.mobileCode, { countryDialingCode: '63', mobileNo: n }),
      CodeSentSchema,
    );
    const [sms] = await outbox('sms', `+${stored(n)}`);
    expect(sms?.body).toMatch(/mobile number binding code/);
    await okValue(
      await m.send('POST', PATHS.mobileBind, {
        countryDialingCode: '63',
        mobileNo: n,
        verificationCode: codeIn(sms?.body),
      }),
      v.object({ mobile: v.string() }),
    );
    expect(await mobileOf(m)).toBe(stored(n));
    expect((await contacts(m)).mobile).toMatch(/•••\d{4}$/);
    // Another member's number: refused before anything is sent.
    const taken = (other.mobile ?? '').slice(2);
    const m2 = await newMember({ mobile: false });
    expect(
      await failed(await m2.send('POST', PATHS.mobileCode, { countryDialingCode: '63', mobileNo: taken })),
    ).toMatchObject({ status: 409, code: CONTACT_CODES.mobileTaken });
    expect(await outbox('sms', `+${other.mobile}`)).toHaveLength(0);
    expect(
      await failed(await m2.send('POST', PATHS.mobileCode, { countryDialingCode: '63', mobileNo: '12ab' })),
    ).toMatchObject({ status: 400, code: CONTACT_CODES.mobileInvalid });
  });

  it('mobile: of two members racing for one number with valid codes, one binds and the other is told', async () => {
    const [a, b] = [await newMember({ mobile: false }), await newMember({ mobile: false })];
    const n = national();
    await okValue(
      await a.send('POST', PATHS.mobileCode, { countryDialingCode: '63', mobileNo: n }),
      CodeSentSchema,
    );
    const codeA = await lastCode('sms', `+${stored(n)}`);
    // a's code is for the number: b holding it too binds only one of them.
    const results = await Promise.all(
      [a, b].map((m) =>
        m.send('POST', PATHS.mobileBind, { countryDialingCode: '63', mobileNo: n, verificationCode: codeA }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    // The loser's code was spent (400) or the number was already bound when it looked (409).
    expect([400, 409]).toContain(statuses[1]);
    const owners = await h.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.mobile, stored(n)));
    expect(owners).toHaveLength(1);
  });

  it('a stale session cannot bind a first e-mail or mobile (where resets would go): the login password first', async () => {
    // Issue 31, case 8: the first contact of an account receives its password resets, so binding one is
    // as weakening as changing one.
    const m = await newMember({ mobile: false, recentAuth: false });
    const email = address();
    expect(await failed(await m.send('POST', PATHS.emailCode, { email }))).toMatchObject({
      status: 403,
      code: WITHDRAW_CODES.recentAuthRequired,
    });
    expect(await outbox('email', email)).toHaveLength(0);
    const n = national();
    await expectMobileRefusedUntilLogin(m, n);
    expect(await emailOf(m)).toBeNull();
    expect(await mobileOf(m)).toBeNull();
    await okValue(
      await m.send('POST', PATHS.passwordConfirm, { password: LOGIN_PASSWORD }),
      v.object({ recentUntil: v.string() }),
    );
    await okValue(await bindEmail(m, email), v.object({ email: v.string() }));
    expect(await emailOf(m)).toBe(email);
  });

  it('changing a bound e-mail needs a recent login, and tells the old address and mobile', async () => {
    const m = await newMember();
    const first = address();
    await okValue(await bindEmail(m, first), v.object({ email: v.string() }));
    h.advance(RECENT_AUTH_MINUTES * 60_000 + 1_000);
    const second = address();
    expect(await failed(await m.send('POST', PATHS.emailCode, { email: second }))).toMatchObject({
      status: 403,
      code: WITHDRAW_CODES.recentAuthRequired,
    });
    expect(await outbox('email', second)).toHaveLength(0);
    expect((await contacts(m)).recentAuth).toBe(false);
    // The login password makes the session recent again; the change goes through.
    await okValue(
      await m.send('POST', PATHS.passwordConfirm, { password: LOGIN_PASSWORD }),
      v.object({ recentUntil: v.string() }),
    );
    await okValue(await bindEmail(m, second), v.object({ email: v.string() }));
    expect(await emailOf(m)).toBe(second);
    const [notice] = await outbox('email', first);
    expect(notice?.subject).toMatch(/your account was changed/);
    expect(notice?.body).toContain(`changed to ${second.slice(0, 2)}•••@example.com`);
    expect(notice?.body).toMatch(/If this was not you, contact customer service/);
    expect(notice?.body).not.toContain(second);
    const [sms] = await outbox('sms', `+${m.mobile}`);
    expect(sms?.body).toContain('e-mail address of your account was changed');
  });

  it('changing a bound mobile needs a recent login and tells the old number, in Filipino when asked', async () => {
    const m = await newMember();
    const old = m.mobile ?? '';
    h.advance(RECENT_AUTH_MINUTES * 60_000 + 1_000);
    const n = national();
    await expectMobileRefusedUntilLogin(m, n);
    await okValue(
      await m.send('POST', PATHS.passwordConfirm, { password: LOGIN_PASSWORD }),
      v.object({ recentUntil: v.string() }),
    );
    const headers = {
      [HEADERS.token]: m.token,
      [HEADERS.language]: 'TY',
      'Content-Type': 'application/json',
    };
    const send = (path: string, body: unknown) =>
      h.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
    expect((await send(PATHS.mobileCode, { countryDialingCode: '63', mobileNo: n })).status).toBe(200);
    const code = await lastCode('sms', `+${stored(n)}`);
    expect(
      (await send(PATHS.mobileBind, { countryDialingCode: '63', mobileNo: n, verificationCode: code }))
        .status,
    ).toBe(200);
    expect(await mobileOf(m)).toBe(stored(n));
    const [notice] = await outbox('sms', `+${old}`);
    expect(notice?.body).toContain('Napalitan ang mobile number ng iyong account');
    expect(notice?.body).toContain('makipag-ugnayan agad sa customer service');
  });

  it('a new payment password (set, change, reset by SMS) tells the bound contacts', async () => {
    const m = await newMember();
    const email = address();
    await okValue(await bindEmail(m, email), v.object({ email: v.string() }));
    const set = await m.send('POST', PATHS.paymentPassword, {
      password: PAY_PASSWORD,
      confirmPassword: PAY_PASSWORD,
    });
    expect(set.status).toBe(200);
    expect((await outbox('email', email))[0]?.body).toContain('A payment password was set on your account');
    expect((await outbox('sms', `+${m.mobile}`))[0]?.body).toContain('payment password was set');
    const changed = await m.send('PUT', PATHS.paymentPassword, {
      oldPassword: PAY_PASSWORD,
      newPassword: '654321',
      confirmNewPassword: '654321',
    });
    expect(changed.status).toBe(200);
    expect((await outbox('email', email))[0]?.body).toContain('payment password of your account was changed');
    // Reset by SMS: told too.
    expect((await m.send('POST', PATHS.paymentPasswordSms)).status).toBe(200);
    const smsCode = await lastCode('sms', `+${m.mobile}`);
    const reset = await m.send('POST', PATHS.paymentPasswordReset, {
      verificationCode: smsCode,
      newPassword: '246810',
      confirmNewPassword: '246810',
    });
    expect(reset.status).toBe(200);
    expect((await outbox('email', email))[0]?.body).toContain('reset with an SMS code');
    // A refused change tells nobody.
    const before = (await outbox('email', email)).length;
    const refused = await m.send('PUT', PATHS.paymentPassword, {
      oldPassword: '000001',
      newPassword: '111111',
      confirmNewPassword: '111111',
    });
    expect(refused.status).toBe(400);
    expect(await outbox('email', email)).toHaveLength(before);
  });

  it("every binding, the first and a change, leaves a notice in the member's inbox (both languages)", async () => {
    // Issue 31, case 8: a member with no contact yet has only the inbox to hear that one was bound.
    const m = await newMember({ mobile: false });
    const email = address();
    await okValue(await bindEmail(m, email), v.object({ email: v.string() }));
    const [first] = await inboxNotices(m.get);
    expect(first?.title).toBe('Your account was changed · May pagbabago sa iyong account');
    expect(first?.text).toContain(
      `An e-mail address was bound to your account: ${email.slice(0, 2)}•••@example.com.`,
    );
    expect(first?.text).toContain('May na-link na e-mail sa iyong account');
    expect(first?.text).toContain('If this was not you, contact customer service');
    expect(first?.text).not.toContain(email);
    const n = national();
    expect((await m.send('POST', PATHS.mobileCode, { countryDialingCode: '63', mobileNo: n })).status).toBe(
      200,
    );
    const code = await lastCode('sms', `+${stored(n)}`);
    expect(
      (
        await m.send('POST', PATHS.mobileBind, {
          countryDialingCode: '63',
          mobileNo: n,
          verificationCode: code,
        })
      ).status,
    ).toBe(200);
    const second = address();
    await okValue(await bindEmail(m, second), v.object({ email: v.string() }));
    const texts = (await inboxNotices(m.get)).map((x) => x.text);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain(`The e-mail address of your account was changed to ${second.slice(0, 2)}•••`);
    expect(texts[1]).toContain('A mobile number was bound to your account: 63');
    expect(texts[1]).toContain('May na-link na mobile number sa iyong account');
    // The address bound before heard of the mobile, then of its own change.
    const mails = (await outbox('email', email)).map((x) => x.body);
    expect(mails[1]).toContain('A mobile number was bound to your account');
    expect(mails[0]).toContain('The e-mail address of your account was changed');
  });

  it('trials and visitors cannot bind', async () => {
    const trial = await newMember({ type: 4 });
    expect(await failed(await trial.send('POST', PATHS.emailCode, { email: address() }))).toMatchObject({
      status: 403,
      code: AUTH_CODES.freeReject,
    });
    const res = await h.app.request(PATHS.contacts);
    expect(res.status).toBe(401);
  });
});
