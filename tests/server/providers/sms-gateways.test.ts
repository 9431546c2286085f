// The SMS gateways against local stand-ins of their HTTP APIs that check what the real ones check: the
// method and path, the credentials, the form fields. A 5xx is retried and then passes; a gateway that
// does not answer in time is given up after the bounded retries; a refused number is final at once; a
// text that did not go uses up none of the number's limits.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeTexts } from '../../../server/auth/code-texts.ts';
import { loadConfig } from '../../../server/config.ts';
import type { Db } from '../../../server/db/types.ts';
import { createProviders } from '../../../server/providers/index.ts';
import { semaphoreSmsProvider, twilioSmsProvider } from '../../../server/providers/sms-gateways.ts';
import { recordedSms } from '../../../server/providers/sms-log.ts';
import { SmsNotSent } from '../../../server/providers/types.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import { createHarness, databases, type Harness, TEST_OPS_TOKEN } from '../support/harness.ts';

interface Seen {
  method: string;
  path: string;
  auth: string | undefined;
  form: Record<string, string>;
}
type Reply = (seen: Seen, res: ServerResponse) => void;

/** A stand-in answering each request with the next reply (the last one repeats); keeps what it saw. */
async function standIn(): Promise<{ base: string; seen: Seen[]; replies: Reply[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const replies: Reply[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const s: Seen = {
        method: req.method ?? '',
        path: req.url ?? '',
        auth: req.headers.authorization,
        form: req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
          ? Object.fromEntries(new URLSearchParams(raw))
          : {},
      };
      seen.push(s);
      const reply = replies[Math.min(seen.length - 1, replies.length - 1)];
      reply?.(s, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    replies,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const json =
  (status: number, body: unknown): Reply =>
  (_s, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
/** Semaphore's checks: POST /api/v4/messages, its key, a number and a message. */
const semaphore: Reply = (s, res) => {
  if (s.method !== 'POST' || s.path !== '/api/v4/messages') return json(404, { error: 'not found' })(s, res);
  if (s.form.apikey !== 'sem-key') return json(401, { error: 'invalid api key' })(s, res);
  if (!/^63\d{10}$/.test(s.form.number ?? ''))
    return json(422, { number: ['The number format is invalid.'] })(s, res);
  json(200, [{ message_id: 98765, recipient: s.form.number, status: 'Pending' }])(s, res);
};
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
/** Twilio's checks: POST /2010-04-01/Accounts/{sid}/Messages.json, Basic sid:token, To, From, Body. */
const twilio: Reply = (s, res) => {
  if (s.method !== 'POST' || s.path !== `/2010-04-01/Accounts/${SID}/Messages.json`)
    return json(404, { code: 20404, message: 'not found', status: 404 })(s, res);
  if (s.auth !== `Basic ${Buffer.from(`${SID}:tw-token`).toString('base64')}`)
    return json(401, { code: 20003, message: 'Authenticate', status: 401 })(s, res);
  if (!/^\+\d{8,15}$/.test(s.form.To ?? '') || !s.form.From || !s.form.Body)
    return json(400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 })(
      s,
      res,
    );
  json(201, { sid: 'SM0123', status: 'queued' })(s, res);
};
const fails500: Reply = json(500, { error: 'upstream down' });
const silent: Reply = () => {}; // never answers

describe('SMS gateways against stand-ins of their APIs', () => {
  let api: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    api = await standIn();
  });
  afterAll(() => api.close());
  const reset = (...replies: Reply[]) => {
    api.seen.length = 0;
    api.replies.splice(0, api.replies.length, ...replies);
  };
  const quick = { backoffMs: 10, timeoutMs: 300 };
  const message = { to: '+639171234567', body: 'Your Swerte code is 123456' };

  it('Semaphore: posts the key, the number without its plus, the message and the sender name', async () => {
    reset(semaphore);
    const sms = semaphoreSmsProvider({ apiKey: 'sem-key', senderName: 'SWERTE', base: api.base, ...quick });
    await sms.send(message);
    expect(api.seen).toEqual([
      {
        method: 'POST',
        path: '/api/v4/messages',
        auth: undefined,
        form: { apikey: 'sem-key', number: '639171234567', message: message.body, sendername: 'SWERTE' },
      },
    ]);
  });

  it('Twilio: posts To, From and Body with Basic auth', async () => {
    reset(twilio);
    const sms = twilioSmsProvider({
      accountSid: SID,
      authToken: 'tw-token',
      from: '+15005550006',
      base: api.base,
      ...quick,
    });
    await sms.send(message);
    expect(api.seen.map((s) => s.form)).toEqual([
      { To: '+639171234567', From: '+15005550006', Body: message.body },
    ]);
  });

  it('a 500 is retried and the next attempt sends it', async () => {
    reset(fails500, semaphore);
    const receipt = await semaphoreSmsProvider({ apiKey: 'sem-key', base: api.base, ...quick }).send(message);
    expect(api.seen).toHaveLength(2);
    expect(receipt.attempts).toBe(2);
    reset(fails500, twilio);
    await twilioSmsProvider({
      accountSid: SID,
      authToken: 'tw-token',
      from: '+15005550006',
      base: api.base,
      ...quick,
    }).send(message);
    expect(api.seen).toHaveLength(2);
  });

  it('a gateway that never answers is given up after the bounded retries', async () => {
    reset(silent);
    const sms = semaphoreSmsProvider({ apiKey: 'sem-key', base: api.base, ...quick, retries: 2 });
    await expect(sms.send(message)).rejects.toThrow(/no answer after 3 attempts/);
    await expect(sms.send(message)).rejects.toMatchObject({ refused: false, attempts: 3 });
    expect(api.seen).toHaveLength(6);
  });

  it('a refused number or wrong credentials are final: one attempt, refused', async () => {
    reset(semaphore);
    const bad = semaphoreSmsProvider({ apiKey: 'sem-key', base: api.base, ...quick });
    await expect(bad.send({ ...message, to: '+1234' })).rejects.toMatchObject({ refused: true, attempts: 1 });
    expect(api.seen).toHaveLength(1);
    reset(twilio);
    const wrong = twilioSmsProvider({
      accountSid: SID,
      authToken: 'not-it',
      from: '+15005550006',
      base: api.base,
      ...quick,
    });
    await expect(wrong.send(message)).rejects.toMatchObject({
      provider: 'twilio',
      status: 401,
      refused: true,
    });
    expect(api.seen).toHaveLength(1);
    // Semaphore answering a message it will not deliver (status Failed) is a refusal too.
    reset(json(200, [{ message_id: 1, status: 'Failed' }]));
    await expect(bad.send(message)).rejects.toBeInstanceOf(SmsNotSent);
  });

  it('SMS_PROVIDER picks the gateway, and one missing its settings stops the start', () => {
    const db = {} as Db;
    const semaphoreEnv = { SMS_PROVIDER: 'semaphore', SEMAPHORE_API_KEY: 'sem-key', SMS_API_BASE: api.base };
    expect(createProviders(db, loadConfig(semaphoreEnv).providers).sms.name).toBe('semaphore');
    const twilioEnv = {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 'tw-token',
      TWILIO_FROM: '+15005550006',
    };
    expect(createProviders(db, loadConfig(twilioEnv).providers).sms.name).toBe('twilio');
    expect(() => loadConfig({ SMS_PROVIDER: 'semaphore' })).toThrow(/SEMAPHORE_API_KEY/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID })).toThrow(
      /TWILIO_AUTH_TOKEN/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'nexmo' })).toThrow(/SMS_PROVIDER must be/);
    expect(() => loadConfig({ ...semaphoreEnv, SMS_API_BASE: 'not a url' })).toThrow(/SMS_API_BASE/);
  });
});

describe.each(databases)('a text the gateway did not take ($kind)', ({ kind }) => {
  let h: Harness;
  let api: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    h = await createHarness(kind);
    api = await standIn();
  });
  afterAll(async () => {
    await api.close();
    await h?.close();
  });

  it('uses up none of the limits: the member can ask again at once, and a sent one counts', async () => {
    const texts = (sms: ReturnType<typeof semaphoreSmsProvider>) =>
      new CodeTexts({ ...h.services, providers: { ...h.services.providers, sms } });
    const gateway = semaphoreSmsProvider({
      apiKey: 'sem-key',
      base: api.base,
      backoffMs: 10,
      timeoutMs: 300,
    });
    const mobile = '639171230000'; // as stored: country code and number
    api.replies.splice(0, api.replies.length, fails500);
    const first = await texts(gateway).allow('SWERTE', mobile);
    if (!first.ok) throw new Error('allowed');
    expect(await texts(gateway).send('SWERTE', mobile, 'login', 'TY', first.value)).toBe(false);
    expect(api.seen.length).toBe(3); // tried, and retried twice
    // The gateway is back: the same number may ask again at once (one a minute otherwise).
    api.replies.splice(0, api.replies.length, semaphore);
    const again = await texts(gateway).allow('SWERTE', mobile);
    if (!again.ok) throw new Error('the failed send used up the limit');
    expect(await texts(gateway).send('SWERTE', mobile, 'login', 'TY', again.value)).toBe(true);
    expect((await texts(gateway).allow('SWERTE', mobile)).ok).toBe(false);
  });

  it('texts only the configured countries: another range is refused before anything is counted or sent', async () => {
    const sent = api.seen.length;
    const gateway = semaphoreSmsProvider({ apiKey: 'sem-key', base: api.base });
    const texts = new CodeTexts({ ...h.services, providers: { ...h.services.providers, sms: gateway } }, [
      '63',
    ]);
    // A premium-rate range abroad (SMS pumping): refused with its own code.
    const abroad = await texts.allow('SWERTE', '8821234567890');
    expect(abroad).toMatchObject({ ok: false, status: 400, code: 'sms.country' });
    expect(api.seen.length).toBe(sent);
    expect(loadConfig({ SMS_COUNTRIES: '63,65' }).smsCountries).toEqual(['63', '65']);
    expect(loadConfig({}).smsCountries).toEqual(['63']);
    expect(() => loadConfig({ SMS_COUNTRIES: '+63' })).toThrow(/SMS_COUNTRIES/);
  });

  it("every send is on the operators' record at /ops/sms: outcome, attempts, gateway id, never the code", async () => {
    const gateway = recordedSms(
      h.services.db,
      semaphoreSmsProvider({ apiKey: 'sem-key', base: api.base, backoffMs: 10, timeoutMs: 300 }),
    );
    const texts = new CodeTexts({ ...h.services, providers: { ...h.services.providers, sms: gateway } });
    const send = async (mobile: string) => {
      const allowed = await texts.allow('SWERTE', mobile);
      if (!allowed.ok) throw new Error('allowed');
      return texts.send('SWERTE', mobile, 'reset', 'EN', allowed.value);
    };
    const answer = (...replies: Reply[]) => {
      api.seen.length = 0;
      api.replies.splice(0, api.replies.length, ...replies);
    };
    answer(fails500, semaphore);
    expect(await send('639171231111')).toBe(true);
    answer(json(422, { number: ['The number format is invalid.'] }));
    expect(await send('639171232222')).toBe(false);
    answer(fails500);
    expect(await send('639171233333')).toBe(false);

    const read = async (query = '') => {
      const res = await h.get(`${PATHS.opsSms}${query}`, { Authorization: `Bearer ${TEST_OPS_TOKEN}` });
      expect(res.status).toBe(200);
      return ((await res.json()) as { value: Record<string, unknown>[] }).value;
    };
    const rows = await read();
    const of = (to: string) => rows.find((r) => r.recipient === to);
    expect(of('+639171231111')).toMatchObject({
      merchantCode: 'SWERTE',
      purpose: 'reset',
      provider: 'semaphore',
      status: 'sent',
      attempts: 2,
      providerId: '98765',
    });
    expect(of('+639171232222')).toMatchObject({ status: 'refused', attempts: 1, providerId: null });
    expect(of('+639171232222')?.error).toMatch(/422/);
    expect(of('+639171233333')).toMatchObject({ status: 'failed', attempts: 3 });
    // The record never holds a message, so never a code.
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual([
        'attempts',
        'createdAt',
        'error',
        'id',
        'merchantCode',
        'provider',
        'providerId',
        'purpose',
        'recipient',
        'status',
      ]);
    expect((await read('?status=failed')).map((r) => r.recipient)).toContain('+639171233333');
    expect((await read('?recipient=%2B639171231111')).map((r) => r.status)).toEqual(['sent']);
  });
});
