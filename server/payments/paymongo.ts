// PayMongo (https://developers.paymongo.com): Checkout Sessions for GCash, Maya, cards and online
// banking, and webhooks verified per "Securing a webhook": the `Paymongo-Signature` header is
// `t=<unix seconds>,te=<test signature>,li=<live signature>`, each the hex HMAC-SHA256 of
// `${t}.${rawBody}` under the webhook's secret; the event's `livemode` says which one to compare.
// Stale timestamps are refused, so a captured delivery cannot be replayed later (replays inside the
// window are harmless: crediting is idempotent).
import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import { sameSignature } from '../vendors/signing.ts';
import {
  type Checkout,
  CheckoutError,
  type CheckoutOrder,
  type PaymentProvider,
  type WebhookEvent,
} from './types.ts';

export const PAYMONGO_API = 'https://api.paymongo.com/v1';
export const PAYMONGO_SIGNATURE_HEADER = 'Paymongo-Signature';
/** A delivery signed longer ago than this (or this far ahead) is refused. */
export const PAYMONGO_TOLERANCE_S = 300;
const PAID_EVENT = 'checkout_session.payment.paid';

export interface PaymongoSettings {
  secretKey: string;
  webhookSecret: string;
  /** Payment methods offered on the hosted page. */
  methods?: string[];
}

/** What every event carries: the signature is checked on this before the rest is read. */
const EnvelopeSchema = v.object({
  data: v.object({
    id: v.string(),
    attributes: v.object({ type: v.string(), livemode: v.boolean(), data: v.unknown() }),
  }),
});

const CheckoutSessionSchema = v.object({
  id: v.string(),
  attributes: v.object({
    payments: v.optional(
      v.array(
        v.object({
          id: v.string(),
          attributes: v.object({ amount: v.pipe(v.number(), v.integer()), status: v.string() }),
        }),
      ),
      [],
    ),
  }),
});

const CheckoutAnswerSchema = v.object({
  data: v.object({ id: v.string(), attributes: v.object({ checkout_url: v.string() }) }),
});

/** The signature PayMongo sends for `rawBody` at `t`: exported for tests and for building fixtures. */
export const paymongoSignature = (webhookSecret: string, t: string, rawBody: string) =>
  createHmac('sha256', webhookSecret).update(`${t}.${rawBody}`).digest('hex');

function parseHeader(header: string): { t: string; te: string; li: string } | null {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = parts.get('t') ?? '';
  if (!/^\d{1,12}$/.test(t)) return null;
  return { t, te: parts.get('te') ?? '', li: parts.get('li') ?? '' };
}

export class PaymongoProvider implements PaymentProvider {
  readonly code = 'paymongo' as const;
  constructor(
    private readonly settings: PaymongoSettings,
    private readonly now: () => number = Date.now,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  private get authorization() {
    return `Basic ${Buffer.from(`${this.settings.secretKey}:`).toString('base64')}`;
  }

  /** The session's paid payments, summed: the webhook's event and a lookup read sessions alike. */
  private eventOf(session: v.InferOutput<typeof CheckoutSessionSchema>, fallbackId: string): WebhookEvent {
    const paid = session.attributes.payments.filter((p) => p.attributes.status === 'paid');
    return {
      sessionId: session.id,
      externalId: paid[0]?.id ?? fallbackId,
      amountCents: paid.reduce((sum, p) => sum + p.attributes.amount, 0),
      paid: paid.length > 0,
    };
  }

  /** "Retrieve a Checkout Session" (GET /v1/checkout_sessions/:id), PayMongo's advice for missed events. */
  async lookupCheckout(sessionId: string): Promise<WebhookEvent | null> {
    try {
      const res = await this.fetcher(`${PAYMONGO_API}/checkout_sessions/${encodeURIComponent(sessionId)}`, {
        headers: { accept: 'application/json', authorization: this.authorization },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) return null;
      const answer = v.safeParse(v.object({ data: CheckoutSessionSchema }), await res.json());
      if (!answer.success || answer.output.data.id !== sessionId) return null;
      return this.eventOf(answer.output.data, sessionId);
    } catch {
      return null;
    }
  }

  async createCheckout(order: CheckoutOrder): Promise<Checkout> {
    const body = {
      data: {
        attributes: {
          line_items: [{ amount: order.amountCents, currency: 'PHP', name: order.description, quantity: 1 }],
          payment_method_types: this.settings.methods ?? ['gcash', 'paymaya', 'card', 'qrph'],
          reference_number: order.reference,
          description: order.description,
          success_url: order.successUrl,
          cancel_url: order.cancelUrl,
          send_email_receipt: false,
          show_description: true,
          show_line_items: true,
        },
      },
    };
    let res: Response;
    try {
      res = await this.fetcher(`${PAYMONGO_API}/checkout_sessions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: this.authorization,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new CheckoutError(`PayMongo unreachable: ${(err as Error).message}`);
    }
    const answer = v.safeParse(CheckoutAnswerSchema, await res.json().catch(() => null));
    if (!res.ok || !answer.success) throw new CheckoutError(`PayMongo refused the checkout (${res.status})`);
    return { sessionId: answer.output.data.id, redirectUrl: answer.output.data.attributes.checkout_url };
  }

  verifyWebhook(rawBody: string, headers: Headers): WebhookEvent | null {
    const header = parseHeader(headers.get(PAYMONGO_SIGNATURE_HEADER) ?? '');
    if (!header) return null;
    if (Math.abs(this.now() / 1000 - Number(header.t)) > PAYMONGO_TOLERANCE_S) return null;
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const parsed = v.safeParse(EnvelopeSchema, json);
    if (!parsed.success) return null;
    const event = parsed.output.data.attributes;
    const expected = paymongoSignature(this.settings.webhookSecret, header.t, rawBody);
    const given = (event.livemode ? header.li : header.te).toLowerCase();
    if (!given || !sameSignature(given, expected)) return null;
    // Signed by PayMongo: an event of another kind (other subscriptions) is acknowledged, not a payment.
    const session = v.safeParse(CheckoutSessionSchema, event.data);
    if (event.type !== PAID_EVENT || !session.success)
      return { sessionId: '', externalId: parsed.output.data.id, amountCents: 0, paid: false };
    return this.eventOf(session.output, parsed.output.data.id);
  }
}
