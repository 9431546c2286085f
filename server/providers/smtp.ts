// SMTP e-mail through nodemailer: EMAIL_PROVIDER=smtp, SMTP_URL (smtp://user:pass@host:587, STARTTLS
// when offered; smtps://…:465 for implicit TLS), EMAIL_FROM.
import nodemailer from 'nodemailer';
import type { EmailProvider } from './types.ts';

export interface SmtpSettings {
  url: string;
  from: string;
}

/** Checks the URL up front: a typo must fail at start, not at the first password reset. */
export function parseSmtpUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`SMTP_URL is not a URL: ${url.replace(/\/\/[^@/]*@/, '//***@')}`);
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${parsed.protocol}//`);
  }
  if (!parsed.hostname) throw new Error('SMTP_URL needs a host');
  return parsed;
}

export function smtpEmailProvider({ url, from }: SmtpSettings): EmailProvider {
  parseSmtpUrl(url);
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send({ to, subject, body }) {
      await transport.sendMail({ from, to, subject, text: body });
    },
  };
}
