// The built-in sandbox gateway: works offline. Its "hosted page" is served by this server
// (routes/payment-sandbox.ts); pressing Pay there posts a callback signed like a real gateway's
// (hex HMAC-SHA256 of the raw body under SANDBOX_PAYMENT_SECRET, header X-Sandbox-Signature) to the
// webhook, which verifies it as it would any provider's. Tests sign callbacks themselves.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { hmacHex, sameSignature } from '../vendors/signing.ts';
import type { Checkout, CheckoutOrder, PaymentProvider, WebhookEvent } from './types.ts';

export const SANDBOX_SIGNATURE_HEADER = 'X-Sandbox-Signature';
/** The hosted page: `${SANDBOX_PAGE}/<sessionId>`. */
export const SANDBOX_PAGE = '/pay/sandbox';

const CallbackSchema = v.object({
  sessionId: v.pipe(v.string(), v.regex(/^sbx_[A-Za-z0-9_-]{1,64}$/)),
  paymentId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  amountCents: v.pipe(v.number(), v.integer(), v.minValue(1)),
  paid: v.boolean(),
});
export type SandboxCallback = v.InferOutput<typeof CallbackSchema>;

/** Paid sessions the sandbox remembers for `lookupCheckout`. */
const SANDBOX_PAID_KEPT = 10_000;

export class SandboxProvider implements PaymentProvider {
  readonly code = 'sandbox' as const;
  constructor(
    private readonly secret: string,
    private readonly origin: string,
  ) {}

  async createCheckout(order: CheckoutOrder): Promise<Checkout> {
    const sessionId = `sbx_${randomBytes(16).toString('base64url')}`;
    // The hosted page is a navigation (no Language header): the member's language rides in the query.
    const lang = order.language ? `?lang=${encodeURIComponent(order.language)}` : '';
    return { sessionId, redirectUrl: `${this.origin}${SANDBOX_PAGE}/${sessionId}${lang}` };
  }

  /**
   * What its page paid, by session: the sandbox's own record, as a real gateway keeps one (in this
   * process only; enough to show a lost delivery being found by `lookupCheckout`).
   */
  private readonly paid = new Map<string, WebhookEvent>();

  /** The body and signature header of a callback, as the hosted page (and tests) send it. */
  sign(callback: SandboxCallback): { body: string; signature: string } {
    const body = JSON.stringify(callback);
    // Bounded: the oldest go first (a Map keeps insertion order); a long-running sandbox never grows.
    if (this.paid.size >= SANDBOX_PAID_KEPT) this.paid.delete(this.paid.keys().next().value ?? '');
    if (callback.paid)
      this.paid.set(callback.sessionId, {
        sessionId: callback.sessionId,
        externalId: callback.paymentId,
        amountCents: callback.amountCents,
        paid: true,
      });
    return { body, signature: hmacHex(this.secret, body) };
  }

  async lookupCheckout(sessionId: string): Promise<WebhookEvent | null> {
    return this.paid.get(sessionId) ?? { sessionId, externalId: '', amountCents: 0, paid: false };
  }

  verifyWebhook(rawBody: string, headers: Headers): WebhookEvent | null {
    const signature = headers.get(SANDBOX_SIGNATURE_HEADER)?.trim().toLowerCase() ?? '';
    if (!signature || !sameSignature(signature, hmacHex(this.secret, rawBody))) return null;
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const parsed = v.safeParse(CallbackSchema, json);
    if (!parsed.success) return null;
    const { sessionId, paymentId, amountCents, paid } = parsed.output;
    return { sessionId, externalId: paymentId, amountCents, paid };
  }
}
