import type { Db } from '../db/types.ts';
import { outboxEmailProvider, outboxSmsProvider } from './outbox.ts';
import { semaphoreSmsProvider, twilioSmsProvider } from './sms-gateways.ts';
import { smtpEmailProvider } from './smtp.ts';
import type { EmailProvider, Providers, SmsProvider } from './types.ts';

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

function smsProvider(db: Db, settings: ProviderSettings): SmsProvider {
  const name = settings.sms ?? 'outbox';
  switch (name) {
    case 'outbox':
      return outboxSmsProvider(db);
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

/** Picks the providers by name; an unknown name or a missing setting fails at start, not at send. */
export function createProviders(db: Db, settings: ProviderSettings = {}): Providers {
  return { sms: smsProvider(db, settings), email: emailProvider(db, settings) };
}
