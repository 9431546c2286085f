import type { Db } from '../db/types.ts';
import { outboxEmailProvider, outboxSmsProvider } from './outbox.ts';
import { smtpEmailProvider } from './smtp.ts';
import type { Providers } from './types.ts';

export interface ProviderSettings {
  /** SMS_PROVIDER; only 'outbox' is built in (a gateway adapter implements SmsProvider and goes here). */
  sms?: string;
  /** EMAIL_PROVIDER: 'outbox' (default) or 'smtp'. */
  email?: string;
  /** SMTP_URL, for EMAIL_PROVIDER=smtp. */
  smtpUrl?: string;
  /** EMAIL_FROM. */
  emailFrom?: string;
}

/** Picks the providers by name. Add real adapters here; an unknown name fails at start, not at send. */
export function createProviders(db: Db, settings: ProviderSettings = {}): Providers {
  const sms = settings.sms ?? 'outbox';
  const email = settings.email ?? 'outbox';
  if (sms !== 'outbox') throw new Error(`unknown SMS provider: ${sms} (built in: outbox)`);
  if (email === 'smtp') {
    if (!settings.smtpUrl) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL');
    return {
      sms: outboxSmsProvider(db),
      email: smtpEmailProvider({
        url: settings.smtpUrl,
        from: settings.emailFrom ?? 'Swerte <no-reply@swerte.example>',
      }),
    };
  }
  if (email !== 'outbox') throw new Error(`unknown e-mail provider: ${email} (built in: outbox, smtp)`);
  return { sms: outboxSmsProvider(db), email: outboxEmailProvider(db) };
}
