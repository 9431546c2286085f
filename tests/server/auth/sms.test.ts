import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SMS_CODE_TTL_MINUTES,
  SMS_PER_IP_PER_HOUR,
  SMS_PER_NUMBER_INTERVAL_MS,
  SMS_PER_NUMBER_PER_DAY,
} from '../../../src/shared/constants/accounts.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { SmsSentSchema } from '../../../src/shared/schemas/auth.ts';
import { OutboxMessageSchema } from '../../../src/shared/schemas/ops.ts';
import { authClient, failed } from '../support/auth-client.ts';
import { createHarness, databases, type Harness, okValue, TEST_OPS_TOKEN } from '../support/harness.ts';

const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}` };

describe.each(databases)('SMS codes on $kind', ({ kind }) => {
  let h: Harness;
  let n = 0;
  /** A fresh unregistered national number per call. */
  const freshNumber = () => `9180000${String(++n).padStart(3, '0')}`;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const outbox = async (recipient: string) =>
    okValue(
      await h.app.request(`${PATHS.opsOutbox}?channel=sms&recipient=${encodeURIComponent(recipient)}`, {
        headers: ops,
      }),
      v.array(OutboxMessageSchema),
    );
  const send = (c: ReturnType<typeof authClient>, mobileNum: string, purpose: string, lang?: string) =>
    h.app.request(PATHS.smsNoLogin, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': c.ip,
        'Module-Id': 'VERIFICATION3',
        ...(lang ? { Language: lang } : {}),
      },
      body: JSON.stringify({ mobileNum, countryDialingCode: '63', purpose }),
    });

  it('sends a 6-digit code through the outbox in the request language and says how long it lives', async () => {
    const c = authClient(h);
    const num = freshNumber();
    expect(await okValue(await send(c, num, 'register'), SmsSentSchema)).toEqual({
      expiredMinutes: SMS_CODE_TTL_MINUTES,
    });
    const [ty] = await outbox(`+63${num}`);
    expect(ty?.body).toMatch(/Ang iyong code para sa pagpaparehistro: \d{6}\./);
    h.advance(SMS_PER_NUMBER_INTERVAL_MS);
    await okValue(await send(c, `0${num}`, 'register', 'EN'), SmsSentSchema);
    const [en] = await outbox(`+63${num}`);
    expect(en?.body).toMatch(/Your registration code: \d{6}\. It expires in 5 minutes/);
  });

  it('one per number per minute, five per number per day (429 with the wait)', async () => {
    const num = freshNumber();
    await okValue(await send(authClient(h), num, 'register'), SmsSentSchema);
    const soon = await failed(await send(authClient(h), num, 'register'));
    expect(soon).toMatchObject({
      status: 429,
      code: 'throttled',
      message: expect.stringMatching(/in ([1-9]|[1-5]\d|60) s/),
    });
    for (let i = 1; i < SMS_PER_NUMBER_PER_DAY; i++) {
      h.advance(SMS_PER_NUMBER_INTERVAL_MS);
      await okValue(await send(authClient(h), num, 'register'), SmsSentSchema);
    }
    h.advance(SMS_PER_NUMBER_INTERVAL_MS);
    expect(await failed(await send(authClient(h), num, 'register'))).toMatchObject({
      status: 429,
      code: 'throttled',
    });
    expect(await outbox(`+63${num}`)).toHaveLength(SMS_PER_NUMBER_PER_DAY);
  });

  it('at most 10 per address per hour', async () => {
    const c = authClient(h);
    for (let i = 0; i < SMS_PER_IP_PER_HOUR; i++)
      await okValue(await send(c, freshNumber(), 'register'), SmsSentSchema);
    const res = await send(c, freshNumber(), 'register');
    expect(await failed(res)).toMatchObject({ status: 429, code: 'throttled' });
    h.advance(3_600_000);
    await okValue(await send(c, freshNumber(), 'register'), SmsSentSchema);
  });

  it('15 sends to one number fired at once send one message', async () => {
    const num = freshNumber();
    const answers = await Promise.all(Array.from({ length: 15 }, () => send(authClient(h), num, 'register')));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(14);
    expect(await outbox(`+63${num}`)).toHaveLength(1);
  });

  it('a registered number is throttled like any other: its answer enumerates no faster than sends', async () => {
    h.advance(SMS_PER_NUMBER_INTERVAL_MS);
    const c = authClient(h, '2001:db8:5::1');
    // Addresses of one IPv6 /64 share one limit.
    const sibling = authClient(h, '2001:db8:5::beef');
    let taken = 0;
    for (let i = 0; i < SMS_PER_IP_PER_HOUR; i++) {
      const res = await send(i % 2 ? c : sibling, freshNumber(), 'register');
      if (res.status === 200) taken++;
    }
    expect(taken).toBe(SMS_PER_IP_PER_HOUR);
    expect(await failed(await send(c, '09171234567', 'register'))).toMatchObject({ status: 429 });
    expect(await failed(await send(sibling, freshNumber(), 'register'))).toMatchObject({ status: 429 });
  });

  it('the server holds the switches: no login code without MOBILEVERCODELOGIN3, no reset code without CHNGPASSVERIF3, no SMS login', async () => {
    const patch = (switches: Record<string, boolean>) =>
      h.app.request(PATHS.opsConfig, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${TEST_OPS_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ switches }),
      });
    expect((await patch({ MOBILEVERCODELOGIN3: false, CHNGPASSVERIF3: false })).status).toBe(200);
    try {
      const off = { status: 403, code: 'feature.disabled' };
      expect(await failed(await send(authClient(h), freshNumber(), 'login'))).toMatchObject(off);
      expect(await failed(await send(authClient(h), freshNumber(), 'reset'))).toMatchObject(off);
      const c = authClient(h);
      expect(
        await failed(
          await c.login({
            type: 'sms',
            username: '09171234567',
            countryDialingCode: '63',
            password: '123456',
          }),
        ),
      ).toMatchObject(off);
      expect(
        await failed(
          await c.json('POST', PATHS.setPasswordByPhone, {
            mobileNum: '09171234567',
            countryDialingCode: '63',
            verificationCode: '123456',
            newPassword: 'Next2025x',
          }),
        ),
      ).toMatchObject(off);
    } finally {
      await patch({ MOBILEVERCODELOGIN3: true, CHNGPASSVERIF3: true });
    }
  });

  it('login and reset codes for an unknown number: the same answer, nothing sent', async () => {
    const num = freshNumber();
    await okValue(await send(authClient(h), num, 'login'), SmsSentSchema);
    h.advance(SMS_PER_NUMBER_INTERVAL_MS);
    await okValue(await send(authClient(h), num, 'reset'), SmsSentSchema);
    expect(await outbox(`+63${num}`)).toEqual([]);
    // A known number does get its code.
    h.advance(SMS_PER_NUMBER_INTERVAL_MS);
    await okValue(await send(authClient(h), '9171234567', 'reset'), SmsSentSchema);
    expect((await outbox('+639171234567'))[0]?.body).toMatch(/\d{6}/);
  });

  it('a registration code for a registered number is a 409; a malformed number a 400', async () => {
    h.advance(SMS_PER_NUMBER_INTERVAL_MS);
    expect(await failed(await send(authClient(h), '09171234567', 'register'))).toMatchObject({
      status: 409,
      code: 'mobile.taken',
    });
    expect(await failed(await send(authClient(h), '12ab', 'register'))).toMatchObject({
      status: 400,
      code: 'field.invalid',
      value: { field: 'mobileNum' },
    });
    expect(await failed(await send(authClient(h), freshNumber(), 'spam'))).toMatchObject({
      status: 400,
      code: 'request.invalid',
    });
  });
});
