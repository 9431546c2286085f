// Real SMS gateways behind SmsProvider, selected by SMS_PROVIDER (./index.ts): Semaphore, the Philippine
// SMS API most operators here use, and Twilio, each per its published HTTP API. SMS_API_BASE points either
// at a stand-in (the tests run both against local servers that check what the real APIs check).
// A send has a deadline and bounded retries on what may pass on another try (a network error, a timeout,
// a 5xx, a 429); a gateway's other 4xx (a refused number, bad credentials) is final and never retried.
import { type SmsMessage, SmsNotSent, type SmsProvider, type SmsReceipt } from './types.ts';

/** A message the gateway answered it will not send (its 4xx): retrying cannot change it. */
const refusal = (provider: string, attempts: number, status: number, detail: string) =>
  new SmsNotSent(provider, attempts, true, `${provider} refused the message (${status}): ${detail}`, status);

export interface GatewayOptions {
  /** The API's origin (SMS_API_BASE); the gateway's own when absent. */
  base?: string | undefined;
  /** Each attempt's deadline. */
  timeoutMs?: number;
  /** Attempts after the first, on a network error, a timeout or a 5xx. */
  retries?: number;
  /** The wait before the first retry; doubled for each next one. */
  backoffMs?: number;
}

const DEFAULTS = { timeoutMs: 5_000, retries: 2, backoffMs: 250 };

/** The gateway's id of the sent message, from its answer. */
type ReadId = (body: unknown) => string | undefined;

/** POSTs a form, retrying what may pass on another try; answers the gateway's id of the message and the attempts. */
async function postForm(
  provider: string,
  url: string,
  form: Record<string, string>,
  headers: Record<string, string>,
  readId: ReadId,
  opts: GatewayOptions,
): Promise<SmsReceipt> {
  const { timeoutMs, retries, backoffMs } = { ...DEFAULTS, ...opts };
  let last: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 1)));
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
          ...headers,
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      // A 5xx or a rate limit (429) may pass on another try; any other 4xx is the gateway's final word.
      if (res.status >= 500 || res.status === 429) {
        last = new Error(`${provider} answered ${res.status}`);
        continue;
      }
      if (!res.ok) throw refusal(provider, attempt + 1, res.status, text.slice(0, 200));
      const id = readId(text ? JSON.parse(text) : null);
      if (!id) throw refusal(provider, attempt + 1, res.status, `no message id in ${text.slice(0, 200)}`);
      return { id, attempts: attempt + 1 };
    } catch (e) {
      if (e instanceof SmsNotSent) throw e;
      last = e; // a network error, a timeout, or an answer that was not JSON
    }
  }
  throw new SmsNotSent(
    provider,
    retries + 1,
    false,
    `${provider}: no answer after ${retries + 1} attempts (${String(last)})`,
  );
}

const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** Semaphore's statuses of a message it will not deliver. */
const SEMAPHORE_FAILED = new Set(['failed', 'refunded']);

export interface SemaphoreSettings extends GatewayOptions {
  apiKey: string;
  /** An approved sender name (SEMAPHORE_SENDER_NAME); Semaphore's own when absent. */
  senderName?: string | undefined;
}

/** Semaphore: POST /api/v4/messages with the API key in the form; numbers without the plus (639…). */
export function semaphoreSmsProvider(s: SemaphoreSettings): SmsProvider {
  const url = `${s.base ?? 'https://api.semaphore.co'}/api/v4/messages`;
  return {
    name: 'semaphore',
    send({ to, body }: SmsMessage) {
      return postForm(
        'semaphore',
        url,
        {
          apikey: s.apiKey,
          number: to.replace(/^\+/, ''),
          message: body,
          ...(s.senderName ? { sendername: s.senderName } : {}),
        },
        {},
        (answer) => {
          // One message object per number sent to.
          const sent = record(Array.isArray(answer) ? answer[0] : undefined);
          const status = typeof sent?.status === 'string' ? sent.status.toLowerCase() : '';
          if (!sent || SEMAPHORE_FAILED.has(status)) return undefined;
          return sent.message_id === undefined ? undefined : String(sent.message_id);
        },
        s,
      );
    },
  };
}

export interface TwilioSettings extends GatewayOptions {
  accountSid: string;
  authToken: string;
  /** The sending number or messaging service (TWILIO_FROM). */
  from: string;
}

/** Twilio: POST /2010-04-01/Accounts/{sid}/Messages.json with HTTP Basic auth (sid:token). */
export function twilioSmsProvider(s: TwilioSettings): SmsProvider {
  const url = `${s.base ?? 'https://api.twilio.com'}/2010-04-01/Accounts/${encodeURIComponent(s.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${s.accountSid}:${s.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    send({ to, body }: SmsMessage) {
      const from: Record<string, string> = s.from.startsWith('MG')
        ? { MessagingServiceSid: s.from }
        : { From: s.from };
      return postForm(
        'twilio',
        url,
        { To: to, Body: body, ...from },
        { Authorization: auth },
        (answer) => {
          const sid = record(answer)?.sid;
          return typeof sid === 'string' ? sid : undefined;
        },
        s,
      );
    },
  };
}
