// The seam for outgoing messages. Later issues send OTPs through these; real adapters (an SMS gateway,
// SMTP) implement the same interfaces and are picked by configuration in ./index.ts.
export interface SmsMessage {
  /** E.164 number, e.g. +639171234567. */
  to: string;
  body: string;
  /** For the operators' record of sends (sms_sends): why it is sent, and for which merchant. */
  purpose?: string;
  merchantCode?: string;
}

/** What a provider did with a text it took: the gateway's id of it, and the HTTP attempts it took. */
export interface SmsReceipt {
  id: string | undefined;
  attempts: number;
}

/** A text that did not go: `refused` when the gateway said it never will (retrying cannot change it). */
export class SmsNotSent extends Error {
  constructor(
    readonly provider: string,
    readonly attempts: number,
    readonly refused: boolean,
    message: string,
    /** The gateway's HTTP status of a refusal. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface SmsProvider {
  readonly name: string;
  /** Resolves when the gateway took the text; rejects with SmsNotSent when it did not. */
  send(message: SmsMessage): Promise<SmsReceipt>;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

export interface Providers {
  sms: SmsProvider;
  email: EmailProvider;
}
