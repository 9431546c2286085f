import type { Db } from '../db/types.ts';
import { outboxEmailProvider, outboxSmsProvider } from './outbox.ts';
import { semaphoreSmsProvider, twilioSmsProvider } from './sms-gateways.ts';
import { recordedSms } from './sms-log.ts';
import { smtpEmailProvider } from './smtp.ts';
import { type EmailProvider, type Providers, SmsNotSent, type SmsProvider } from './types.ts';

export interface ProviderSettings {
  /** SMS_PROVIDER: 'outbox' (default, nothing leaves), 'semaphore' or 'twilio'. */
  sms?: string;
  /** SMS_API_BASE: the gateway's origin, for a stand-in; the gateway's own when unset. */
  smsApiBase?: string | undefined;
  /** SEMAPHORE_API_KEY and SEMAPHORE_SENDER_NAME, for SMS_PROVIDER=semaphore. */
  semaphore?: { apiKey: string; senderName?: string | undefined } | undefined;
  /** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, for SMS_PROVIDER=twilio. */
  twilio?: { accountSid: string; authToken: string; from: string } | undefined;
  /** EMAIL_PROVIDER: 'outbox' (default) or 'smtp'. */
  email?: string;
  /** SMTP_URL, for EMAIL_PROVIDER=smtp. */
  smtpUrl?: string;
  /** EMAIL_FROM. */
  emailFrom?: string;
}

/** The outbox outside development: nothing reaches a phone, and every send says so (never silent). */
const undeliveredSms: SmsProvider = {
  name: 'outbox',
  send() {
    return Promise.reject(
      new SmsNotSent('outbox', 0, true, 'SMS_PROVIDER=outbox delivers no text outside development'),
    );
  },
};

function smsProvider(db: Db, settings: ProviderSettings, delivered: boolean): SmsProvider {
  const name = settings.sms ?? 'outbox';
  switch (name) {
    case 'outbox':
      return delivered ? outboxSmsProvider(db) : undeliveredSms;
    case 'semaphore':
      if (!settings.semaphore) throw new Error('SMS_PROVIDER=semaphore needs SEMAPHORE_API_KEY');
      return semaphoreSmsProvider({ ...settings.semaphore, base: settings.smsApiBase });
    case 'twilio':
      if (!settings.twilio)
        throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM');
      return twilioSmsProvider({ ...settings.twilio, base: settings.smsApiBase });
    default:
      throw new Error(`unknown SMS provider: ${name} (built in: outbox, semaphore, twilio)`);
  }
}

function emailProvider(db: Db, settings: ProviderSettings): EmailProvider {
  const name = settings.email ?? 'outbox';
  if (name === 'outbox') return outboxEmailProvider(db);
  if (name !== 'smtp') throw new Error(`unknown e-mail provider: ${name} (built in: outbox, smtp)`);
  if (!settings.smtpUrl) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL');
  return smtpEmailProvider({
    url: settings.smtpUrl,
    from: settings.emailFrom ?? 'Swerte <no-reply@swerte.example>',
  });
}

/**
 * Picks the providers by name; an unknown name or a missing setting fails at start, not at send. Every
 * text is recorded for operators (sms-log.ts), whichever provider sends it.
 */
export function createProviders(
  db: Db,
  settings: ProviderSettings = {},
  /** The server's `smsDelivered`: false outside development without a gateway. */
  smsDelivered = true,
): Providers {
  return {
    sms: recordedSms(db, smsProvider(db, settings, smsDelivered)),
    email: emailProvider(db, settings),
  };
}
