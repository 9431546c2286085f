// A test client for the account endpoints that behaves like the app: sealed login/register bodies,
// the Token header, and the operator aids (outbox, captcha answers) e2e journeys use.
import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import { HEADERS } from '../../../src/shared/constants/http.ts';
import { LooseEnvelopeSchema } from '../../../src/shared/envelope.ts';
import { PATHS } from '../../../src/shared/paths.ts';
import {
  CaptchaSchema,
  LoginResultSchema,
  type RegistrationPayload,
} from '../../../src/shared/schemas/auth.ts';
import { OutboxMessageSchema } from '../../../src/shared/schemas/ops.ts';
import {
  type PublicKey,
  PublicKeySchema,
  SEALED_ALGORITHM,
  sealBody,
} from '../../../src/shared/sealed-body.ts';
import { type Harness, okValue, TEST_OPS_TOKEN } from './harness.ts';

const ops = { Authorization: `Bearer ${TEST_OPS_TOKEN}` };

/** A fresh private address per client, so per-IP throttles of one test do not leak into another. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** What the app sends with every username registration from a browser tab (H5). */
export const REGISTRATION_DEFAULTS = {
  method: 'username',
  registerMethod: 'H5',
  registerUrl: 'swerte.test',
  domain: 'swerte.test',
  type: 0,
  ageConfirmed: true,
} as const;

/** A failed envelope with its value (login.failed → { captcha }, field.invalid → { field }). */
export async function failed(res: Response) {
  const body = v.parse(LooseEnvelopeSchema, await res.json());
  if (body.successful) throw new Error(`expected a failure, got ${JSON.stringify(body)}`);
  return { status: res.status, code: body.code, message: body.message, value: body.value };
}

export function authClient(h: Harness, ip = randomIp()) {
  let key: PublicKey | undefined;
  const base = (extra: Record<string, string> = {}) => ({ 'X-Forwarded-For': ip, ...extra });

  const client = {
    ip,
    async publicKey(): Promise<PublicKey> {
      key ??= await okValue(await h.app.request(PATHS.publicKey, { headers: base() }), PublicKeySchema);
      return key;
    },
    async sealed(method: string, path: string, payload: unknown, extra: Record<string, string> = {}) {
      const body = await sealBody(await client.publicKey(), payload);
      return h.app.request(path, {
        method,
        headers: base({ 'Content-Type': 'application/json', Encryption: SEALED_ALGORITHM, ...extra }),
        body: JSON.stringify(body),
      });
    },
    login: (payload: Record<string, unknown>) => client.sealed('POST', PATHS.login, payload),
    register: (payload: Partial<RegistrationPayload>) =>
      client.sealed('PUT', PATHS.register, {
        ...REGISTRATION_DEFAULTS,
        ...payload,
      }),
    json: (method: string, path: string, body: unknown, token?: string) =>
      h.app.request(path, {
        method,
        headers: base({ 'Content-Type': 'application/json', ...(token ? { [HEADERS.token]: token } : {}) }),
        body: JSON.stringify(body),
      }),
    get: (path: string, token?: string) =>
      h.app.request(path, { headers: base(token ? { [HEADERS.token]: token } : {}) }),
    /** Password login; returns the session token. */
    async passwordLogin(username: string, password: string): Promise<string> {
      const res = await client.login({ type: 'username', username, password });
      return (await okValue(res, LoginResultSchema)).token;
    },
    /** A new captcha and its answer (read through the operator aid). */
    async solvedCaptcha(): Promise<{ captchaId: string; captcha: string }> {
      const { captchaId } = await okValue(await client.get(PATHS.captcha), CaptchaSchema);
      const res = await h.app.request(`${PATHS.opsCaptcha}/${captchaId}`, { headers: ops });
      const { code } = await okValue(res, v.object({ code: v.string() }));
      return { captchaId, captcha: code };
    },
    /** Asks for an SMS code and reads it from the outbox. */
    async smsCode(mobileNum: string, purpose: 'login' | 'register' | 'reset', dialing = '63') {
      const res = await client.json('POST', PATHS.smsNoLogin, {
        mobileNum,
        countryDialingCode: dialing,
        purpose,
      });
      await okValue(res, v.object({ expiredMinutes: v.number() }));
      return client.lastSms(`+${dialing}${mobileNum.replace(/^0+/, '')}`);
    },
    async lastSms(recipient: string): Promise<string> {
      const res = await h.app.request(
        `${PATHS.opsOutbox}?channel=sms&recipient=${encodeURIComponent(recipient)}`,
        {
          headers: ops,
        },
      );
      const [latest] = await okValue(res, v.array(OutboxMessageSchema));
      const code = latest && /\b(\d{6})\b/.exec(latest.body)?.[1];
      if (!code) throw new Error(`no SMS code for ${recipient}`);
      return code;
    },
  };
  return client;
}

export type AuthClient = ReturnType<typeof authClient>;
