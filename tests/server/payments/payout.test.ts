import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/db/schema.ts';
import {
  PAYMENT_PASSWORD_LOCK_MINUTES,
  PAYMENT_PASSWORD_MAX_WRONG,
} from '../../../src/shared/constants/cashier.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { PAYOUT_CODES, WITHDRAW_CODES } from '../../../src/shared/errors/cashier.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { SmsSentSchema } from '../../../src/shared/schemas/auth.ts';
import { OutboxMessageSchema } from '../../../src/shared/schemas/ops.ts';
import {
  PAYOUT_ACCOUNTS_MAX,
  PayoutAccountSchema,
  PayoutProfileSchema,
  RecentAuthSchema,
} from '../../../src/shared/schemas/payout.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { type CashierMember, LOGIN_PASSWORD, newMember, PAY_PASSWORD } from '../support/cashier-members.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';
import { inboxNotices } from '../support/inbox-notices.ts';
import { closeReconciled } from '../support/ledger-assert.ts';

// Payee name, payout accounts and the payment password: every refusal, the recent-authentication rule,
// the lock after wrong payment passwords, and the SMS reset.
describe.each(databases)('payout details ($kind)', ({ kind }) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind);
  }, 60_000);
  afterAll(() => closeReconciled(h));

  const profile = async (m: CashierMember) => okValue(await m.get(PATHS.payoutProfile), PayoutProfileSchema);
  const add = (m: CashierMember, body: Record<string, unknown>) =>
    m.send('POST', PATHS.payoutAccounts, {
      kind: 'bank',
      provider: 'BDO',
      holderName: 'Maria Clara',
      accountNumber: '001234567890',
      ...body,
    });
  const setPayee = (m: CashierMember, payeeName = 'Maria Clara') =>
    m.send('POST', PATHS.payeeName, { payeeName });
  const setPayPassword = (m: CashierMember, password = PAY_PASSWORD, confirmPassword = password) =>
    m.send('POST', PATHS.paymentPassword, { password, confirmPassword });

  /** The newest text the built-in SMS provider "sent" to `to` (E.164). */
  const lastText = async (to: string) =>
    (
      await okValue(
        await h.app.request(`${PATHS.opsOutbox}?channel=sms&recipient=${encodeURIComponent(to)}`, {
          headers: { Authorization: `Bearer ${TEST_OPS_TOKEN}` },
        }),
        v.array(OutboxMessageSchema),
      )
    )[0]?.body ?? '';

  it('a new member has no payee name, no password, no accounts; the mobile is masked', async () => {
    const m = await newMember(h);
    const p = await profile(m);
    expect(p).toMatchObject({
      payeeName: null,
      paymentPasswordSet: false,
      accounts: [],
      recentlyAuthenticated: true,
    });
    expect(p.maskedMobile).toMatch(/^\d+•••\d{4}$/);
    expect(p.maskedMobile?.slice(-4)).toBe(m.mobile?.slice(-4));
    // The three digits before the last four are gone (comparing by content could meet the same digits in the prefix).
    expect(p.maskedMobile).toBe(`${m.mobile?.slice(0, -7)}•••${m.mobile?.slice(-4)}`);
  });

  it('the payee name is set once; a bad name is refused', async () => {
    const m = await newMember(h);
    expect(await failed(await setPayee(m, 'M4ria <b>'))).toMatchObject({
      status: 400,
      code: PAYOUT_CODES.payeeNameInvalid,
    });
    const set = await okValue(await setPayee(m, '  Maria   Clara '), v.object({ payeeName: v.string() }));
    expect(set.payeeName).toBe('Maria Clara');
    expect(await failed(await setPayee(m, 'Someone Else'))).toMatchObject({
      status: 409,
      code: PAYOUT_CODES.payeeNameSet,
    });
    expect((await profile(m)).payeeName).toBe('Maria Clara');
  });

  it('accounts: payee name first, holder must match, number rules, duplicates, at most 5, soft delete', async () => {
    const m = await newMember(h);
    expect(await failed(await add(m, {}))).toMatchObject({
      status: 409,
      code: PAYOUT_CODES.payeeNameMissing,
    });
    await setPayee(m);
    expect(await failed(await add(m, { holderName: 'Juan Dela Cruz' }))).toMatchObject({
      status: 400,
      code: PAYOUT_CODES.holderMismatch,
    });
    for (const accountNumber of ['12345', '12345678901234567', '0012-34x'])
      expect(await failed(await add(m, { accountNumber }))).toMatchObject({
        status: 400,
        code: PAYOUT_CODES.numberInvalid,
      });
    for (const accountNumber of ['0917123456', '0817-123-4567', '6391712345678'])
      expect(await failed(await add(m, { kind: 'ewallet', provider: 'GCash', accountNumber }))).toMatchObject(
        {
          status: 400,
          code: PAYOUT_CODES.numberInvalid,
        },
      );
    expect(
      await failed(await add(m, { kind: 'ewallet', provider: 'PayPal', accountNumber: '09171234567' })),
    ).toMatchObject({ status: 400, code: PAYOUT_CODES.providerInvalid });

    // Holder compared trimmed and in any case; the stored holder is the payee name.
    const bank = await okValue(await add(m, { holderName: ' maria CLARA ' }), PayoutAccountSchema);
    expect(bank).toMatchObject({
      kind: 'bank',
      provider: 'BDO',
      holderName: 'Maria Clara',
      maskedNumber: '••••7890',
    });
    const gcash = await okValue(
      await add(m, { kind: 'ewallet', provider: 'gcash', accountNumber: '0917 123 4567' }),
      PayoutAccountSchema,
    );
    expect(gcash).toMatchObject({ provider: 'GCash', maskedNumber: '••••4567' });
    expect(await failed(await add(m, { accountNumber: '0012-3456-7890' }))).toMatchObject({
      status: 409,
      code: PAYOUT_CODES.accountDuplicate,
    });
    await okValue(
      await add(m, { kind: 'ewallet', provider: 'Maya', accountNumber: '639171234567' }),
      PayoutAccountSchema,
    );
    for (let i = 0; i < PAYOUT_ACCOUNTS_MAX - 3; i++)
      await okValue(await add(m, { accountNumber: `99887766${i}0` }), PayoutAccountSchema);
    expect(await failed(await add(m, { accountNumber: '5555555555' }))).toMatchObject({
      status: 409,
      code: PAYOUT_CODES.accountLimit,
    });

    const del = await m.send('DELETE', `${PATHS.payoutAccounts}/${bank.id}`);
    expect(del.status).toBe(200);
    expect(await failed(await m.send('DELETE', `${PATHS.payoutAccounts}/${bank.id}`))).toMatchObject({
      status: 404,
      code: PAYOUT_CODES.accountUnknown,
    });
    const listed = await okValue(await m.get(PATHS.payoutAccounts), v.array(PayoutAccountSchema));
    expect(listed.map((a) => a.id)).not.toContain(bank.id);
    expect(listed).toHaveLength(PAYOUT_ACCOUNTS_MAX - 1);
    // Removed: the same number may come back.
    await okValue(await add(m, {}), PayoutAccountSchema);
    // Another member's account is unknown here.
    const other = await newMember(h);
    expect(await failed(await other.send('DELETE', `${PATHS.payoutAccounts}/${gcash.id}`))).toMatchObject({
      status: 404,
      code: PAYOUT_CODES.accountUnknown,
    });
  });

  it('payment password: set once, confirmation must match, change needs the old one', async () => {
    const m = await newMember(h);
    expect(await failed(await setPayPassword(m, '123456', '654321'))).toMatchObject({
      status: 400,
      code: PAYOUT_CODES.paymentPasswordMismatch,
    });
    expect(await failed(await setPayPassword(m, '12345a'))).toMatchObject({
      status: 400,
      code: CODES.invalidRequest,
    });
    const change = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
      m.send('PUT', PATHS.paymentPassword, { oldPassword, newPassword, confirmNewPassword });
    expect(await failed(await change('111111', '222222'))).toMatchObject({
      status: 409,
      code: PAYOUT_CODES.paymentPasswordMissing,
    });
    expect((await setPayPassword(m)).status).toBe(200);
    expect((await profile(m)).paymentPasswordSet).toBe(true);
    expect(await failed(await setPayPassword(m, '999999'))).toMatchObject({
      status: 409,
      code: PAYOUT_CODES.paymentPasswordSet,
    });
    expect(await failed(await change('000000', '222222'))).toMatchObject({
      status: 400,
      code: PAYOUT_CODES.paymentPasswordWrong,
    });
    expect(await failed(await change(PAY_PASSWORD, '222222', '333333'))).toMatchObject({
      status: 400,
      code: PAYOUT_CODES.paymentPasswordMismatch,
    });
    expect(await failed(await change(PAY_PASSWORD, PAY_PASSWORD))).toMatchObject({
      status: 400,
      code: PAYOUT_CODES.paymentPasswordSame,
    });
    expect((await change(PAY_PASSWORD, '222222')).status).toBe(200);
    expect((await change('222222', PAY_PASSWORD)).status).toBe(200);
  });

  it(`${PAYMENT_PASSWORD_MAX_WRONG} wrong payment passwords lock it, even the right one, for ${PAYMENT_PASSWORD_LOCK_MINUTES} minutes`, async () => {
    const m = await newMember(h);
    await setPayPassword(m);
    const change = (oldPassword: string, newPassword = '135790') =>
      m.send('PUT', PATHS.paymentPassword, { oldPassword, newPassword, confirmNewPassword: newPassword });
    // A right one clears the wrong ones counted before it (and changes it to 246810).
    for (let i = 0; i < PAYMENT_PASSWORD_MAX_WRONG - 1; i++)
      expect((await change('000000')).status).toBe(400);
    expect((await change(PAY_PASSWORD, '246810')).status).toBe(200);
    for (let i = 0; i < PAYMENT_PASSWORD_MAX_WRONG - 1; i++)
      expect(await failed(await change('000000'))).toMatchObject({ code: PAYOUT_CODES.paymentPasswordWrong });
    expect(await failed(await change('000000'))).toMatchObject({
      status: 429,
      code: PAYOUT_CODES.paymentPasswordLocked,
    });
    expect(await failed(await change('246810'))).toMatchObject({
      status: 429,
      code: PAYOUT_CODES.paymentPasswordLocked,
    });
    h.advance(PAYMENT_PASSWORD_LOCK_MINUTES * 60_000 + 1_000);
    // The session's recent authentication has lapsed meanwhile: confirm the login password again.
    expect(await failed(await change('246810'))).toMatchObject({
      status: 403,
      code: WITHDRAW_CODES.recentAuthRequired,
    });
    await okValue(
      await m.send('POST', PATHS.passwordConfirm, { password: LOGIN_PASSWORD }),
      RecentAuthSchema,
    );
    expect((await change('246810')).status).toBe(200);
  });

  it('concurrent wrong payment passwords get no more tries than sequential ones', async () => {
    const m = await newMember(h);
    await setPayPassword(m);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        m.send('PUT', PATHS.paymentPassword, {
          oldPassword: '000000',
          newPassword: '246810',
          confirmNewPassword: '246810',
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(PAYMENT_PASSWORD_MAX_WRONG - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - PAYMENT_PASSWORD_MAX_WRONG + 1);
  });

  it('set, change and reset need a recently authenticated session; confirming the login password renews it', async () => {
    const m = await newMember(h, { recentAuth: false });
    expect((await profile(m)).recentlyAuthenticated).toBe(false);
    expect(await failed(await setPayPassword(m))).toMatchObject({
      status: 403,
      code: WITHDRAW_CODES.recentAuthRequired,
    });
    expect(
      await failed(
        await m.send('POST', PATHS.paymentPasswordReset, {
          verificationCode: '123456',
          newPassword: '222222',
          confirmNewPassword: '222222',
        }),
      ),
    ).toMatchObject({ status: 403, code: WITHDRAW_CODES.recentAuthRequired });
    expect(
      await failed(await m.send('POST', PATHS.passwordConfirm, { password: 'Wrong1234' })),
    ).toMatchObject({
      status: 400,
      code: PAYOUT_CODES.loginPasswordWrong,
    });
    const confirmed = await okValue(
      await m.send('POST', PATHS.passwordConfirm, { password: LOGIN_PASSWORD }),
      RecentAuthSchema,
    );
    expect(Date.parse(confirmed.recentUntil)).toBeGreaterThan(h.services.now());
    const [s] = await h.database.db.select().from(sessions).where(eq(sessions.memberId, m.id));
    expect(s?.recentAuthAt).not.toBeNull();
    expect((await profile(m)).recentlyAuthenticated).toBe(true);
    expect((await setPayPassword(m)).status).toBe(200);
  });

  it('a stale session cannot add a payout account: the login password first, then it is added', async () => {
    // A stolen session must not point withdrawals at the thief's card (issue 31, case 8).
    const m = await newMember(h, { recentAuth: false });
    expect((await setPayee(m)).status).toBe(200);
    expect(await failed(await add(m, {}))).toMatchObject({
      status: 403,
      code: WITHDRAW_CODES.recentAuthRequired,
    });
    expect(await okValue(await m.get(PATHS.payoutAccounts), v.array(PayoutAccountSchema))).toEqual([]);
    await okValue(
      await m.send('POST', PATHS.passwordConfirm, { password: LOGIN_PASSWORD }),
      RecentAuthSchema,
    );
    await okValue(await add(m, {}), PayoutAccountSchema);
    expect(await okValue(await m.get(PATHS.payoutAccounts), v.array(PayoutAccountSchema))).toHaveLength(1);
  });

  it('a new payout account is told: a notice in the inbox (both languages) and an SMS to the bound mobile', async () => {
    // Issue 31, case 8: where withdrawals go changed; the member hears of it wherever they look.
    const m = await newMember(h);
    expect((await setPayee(m)).status).toBe(200);
    await okValue(await add(m, { accountNumber: '001234565678' }), PayoutAccountSchema);
    const [notice] = await inboxNotices(m.get);
    expect(notice?.title).toBe('Your account was changed · May pagbabago sa iyong account');
    expect(notice?.text).toContain('A payout account was added to your account: BDO ••••5678.');
    expect(notice?.text).toContain('May naidagdag na payout account sa iyong account: BDO ••••5678.');
    expect(notice?.text).not.toContain('001234565678');
    // (In Filipino: the server's default language, which these calls ask for.)
    expect(await lastText(`+${m.mobile}`)).toContain(
      'May naidagdag na payout account sa iyong account: BDO ••••5678',
    );
    // A refused one tells nobody.
    expect((await add(m, { accountNumber: '001234565678' })).status).toBe(409);
    expect(await inboxNotices(m.get)).toHaveLength(1);
  });

  it('a payment-password reset through a mobile bound minutes ago is held; 25 hours later it goes through', async () => {
    // Issue 31, case 8: whoever just bound a number must not make it the key to the payment password.
    const m = await newMember(h, { mobile: false });
    await setPayPassword(m);
    const client = authClient(h);
    const n = `9${String(100_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000))}`;
    await okValue(
      await m.send('POST', PATHS.mobileCode, { countryDialingCode: '63', mobileNo: n }),
      v.object({ expiredMinutes: v.number() }),
    );
    const bindCode = await client.lastSms(`+63${n}`);
    expect(
      (
        await m.send('POST', PATHS.mobileBind, {
          countryDialingCode: '63',
          mobileNo: n,
          verificationCode: bindCode,
        })
      ).status,
    ).toBe(200);
    h.advance(60_000);
    const held = await failed(await m.send('POST', PATHS.paymentPasswordSms));
    expect(held).toMatchObject({ status: 403, code: AUTH_CODES.resetHeld });
    const until = Date.parse((held.value as { availableAt: string }).availableAt);
    expect(until - h.services.now()).toBeGreaterThan(23 * 3_600_000);
    expect(until - h.services.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(
      await failed(
        await m.send('POST', PATHS.paymentPasswordReset, {
          verificationCode: bindCode,
          newPassword: '135790',
          confirmNewPassword: '135790',
        }),
      ),
    ).toMatchObject({ status: 403, code: AUTH_CODES.resetHeld });
    // A day later the session is over too: the member logs in again.
    h.advance(25 * 3_600_000);
    const token = await client.passwordLogin(m.account, LOGIN_PASSWORD);
    await okValue(await client.json('POST', PATHS.paymentPasswordSms, {}, token), SmsSentSchema);
    const code = await client.lastSms(`+63${n}`);
    const reset = await client.json(
      'POST',
      PATHS.paymentPasswordReset,
      { verificationCode: code, newPassword: '135790', confirmNewPassword: '135790' },
      token,
    );
    expect(reset.status).toBe(200);
    expect((await inboxNotices((path) => client.get(path, token)))[0]?.text).toContain(
      'The payment password of your account was reset with an SMS code.',
    );
  });

  it('confirming the login password is throttled after 5 wrong tries', async () => {
    const m = await newMember(h, { recentAuth: false });
    for (let i = 0; i < 5; i++)
      expect((await m.send('POST', PATHS.passwordConfirm, { password: 'Wrong1234' })).status).toBe(400);
    expect(
      await failed(await m.send('POST', PATHS.passwordConfirm, { password: LOGIN_PASSWORD })),
    ).toMatchObject({
      status: 429,
      code: AUTH_CODES.throttled,
    });
  });

  it('reset by SMS: a code to the bound mobile sets a new password and clears the lock', async () => {
    const m = await newMember(h);
    await setPayPassword(m);
    const client = authClient(h);
    // Lock it first.
    for (let i = 0; i < PAYMENT_PASSWORD_MAX_WRONG; i++)
      await m.send('PUT', PATHS.paymentPassword, {
        oldPassword: '000000',
        newPassword: '246810',
        confirmNewPassword: '246810',
      });
    await okValue(await m.send('POST', PATHS.paymentPasswordSms), SmsSentSchema);
    // One SMS per number per minute.
    expect(await failed(await m.send('POST', PATHS.paymentPasswordSms))).toMatchObject({
      status: 429,
      code: AUTH_CODES.throttled,
    });
    const code = await client.lastSms(`+${m.mobile}`);
    const reset = (verificationCode: string, newPassword = '135790', confirmNewPassword = newPassword) =>
      m.send('POST', PATHS.paymentPasswordReset, { verificationCode, newPassword, confirmNewPassword });
    expect(await failed(await reset(code, '135790', '135791'))).toMatchObject({
      status: 400,
      code: PAYOUT_CODES.paymentPasswordMismatch,
    });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await failed(await reset(wrong))).toMatchObject({ status: 400, code: AUTH_CODES.smsCodeInvalid });
    expect((await reset(code)).status).toBe(200);
    // Used up.
    expect(await failed(await reset(code))).toMatchObject({ status: 400, code: AUTH_CODES.smsCodeInvalid });
    const change = await m.send('PUT', PATHS.paymentPassword, {
      oldPassword: '135790',
      newPassword: '246810',
      confirmNewPassword: '246810',
    });
    expect(change.status).toBe(200);
  });

  it('no bound mobile: no SMS reset', async () => {
    const m = await newMember(h, { mobile: false });
    expect((await profile(m)).maskedMobile).toBeNull();
    expect(await failed(await m.send('POST', PATHS.paymentPasswordSms))).toMatchObject({
      status: 409,
      code: PAYOUT_CODES.mobileMissing,
    });
  });

  it('a trial member gets free_reject from every payout call; a visitor session.expired', async () => {
    const trial = await authClient(h).json('POST', PATHS.freeplay, {});
    const { token } = v.parse(v.object({ value: v.object({ token: v.string() }) }), await trial.json()).value;
    const client = authClient(h);
    for (const res of [
      await client.get(PATHS.payoutProfile, token),
      await client.get(PATHS.payoutAccounts, token),
      await client.json('POST', PATHS.payeeName, { payeeName: 'Trial Person' }, token),
      await client.json(
        'POST',
        PATHS.payoutAccounts,
        { kind: 'bank', provider: 'BDO', holderName: 'X', accountNumber: '1234567890' },
        token,
      ),
      await client.json(
        'POST',
        PATHS.paymentPassword,
        { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD },
        token,
      ),
      await client.json('POST', PATHS.paymentPasswordSms, {}, token),
      await client.json('POST', PATHS.passwordConfirm, { password: 'x' }, token),
    ])
      expect(await failed(res)).toMatchObject({ status: 403, code: AUTH_CODES.freeReject });
    for (const res of [
      await client.get(PATHS.payoutProfile),
      await client.json('POST', PATHS.payeeName, { payeeName: 'Nobody' }),
    ])
      expect(await failed(res)).toMatchObject({ status: 401, code: CODES.sessionExpired });
  });
});
