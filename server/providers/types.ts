// The seam for outgoing messages. Later issues send OTPs through these; real adapters (an SMS gateway,
// SMTP) implement the same interfaces and are picked by configuration in ./index.ts.
export interface SmsMessage {
  /** E.164 number, e.g. +639171234567. */
  to: string;
  body: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

export interface Providers {
  sms: SmsProvider;
  email: EmailProvider;
}
