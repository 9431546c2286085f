// A payment gateway: it opens a hosted checkout for a deposit order and, later, tells the webhook that
// the order was paid. The webhook trusts nothing a provider says until verifyWebhook accepted it.
import type { PaymentProviderCode } from '../../src/shared/schemas/deposits.ts';

export interface CheckoutOrder {
  id: number;
  amountCents: number;
  /** The reference the member sees; also sent to the provider for the operator's reconciliation. */
  reference: string;
  description: string;
  /** Where the provider sends the member after paying or cancelling. */
  successUrl: string;
  cancelUrl: string;
  /** The language the member asked in (a catalogue code): a hosted page may speak it. */
  language?: string;
}

export interface Checkout {
  redirectUrl: string;
  sessionId: string;
}

/** A verified notification. `paid: false`: a notification about something else, acknowledged and ignored. */
export interface WebhookEvent {
  sessionId: string;
  externalId: string;
  amountCents: number;
  paid: boolean;
}

export interface PaymentProvider {
  code: PaymentProviderCode;
  createCheckout(order: CheckoutOrder): Promise<Checkout>;
  /** null: the signature is missing, stale or wrong (or the body is not the provider's). */
  verifyWebhook(rawBody: string, headers: Headers): WebhookEvent | null;
  /**
   * What the provider says of a checkout now, asked when its webhook never came (it was down past the
   * provider's retries): `paid` with the payment, or not paid yet; null when it cannot say (unreachable,
   * unknown session).
   */
  lookupCheckout(sessionId: string): Promise<WebhookEvent | null>;
}

/** The provider refused or could not be reached when opening a checkout. */
export class CheckoutError extends Error {}
