import type { Db } from '../db/client.ts';
import { outboxEmailProvider, outboxSmsProvider } from './outbox.ts';
import type { Providers } from './types.ts';

export interface ProviderSettings {
  /** SMS_PROVIDER; only 'outbox' is built in. */
  sms?: string;
  /** EMAIL_PROVIDER; only 'outbox' is built in. */
  email?: string;
}

/** Picks the providers by name. Add real adapters here; an unknown name fails at start, not at send. */
export function createProviders(db: Db, settings: ProviderSettings = {}): Providers {
  const sms = settings.sms ?? 'outbox';
  const email = settings.email ?? 'outbox';
  if (sms !== 'outbox') throw new Error(`unknown SMS provider: ${sms} (built in: outbox)`);
  if (email !== 'outbox') throw new Error(`unknown e-mail provider: ${email} (built in: outbox)`);
  return { sms: outboxSmsProvider(db), email: outboxEmailProvider(db) };
}
