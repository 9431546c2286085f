// PayMongo's webhook scheme ("Securing a webhook"): `Paymongo-Signature: t=…,te=…,li=…`, each signature
// the hex HMAC-SHA256 of `${t}.${rawBody}` under the webhook secret; te for test-mode events, li for live.
// The expected signatures below were computed with `openssl dgst -sha256 -hmac`, not by the code under
// test. No network: the checkout call goes to a fake fetch.
import { describe, expect, it } from 'vitest';
import { PaymongoProvider, paymongoSignature } from '../../../server/payments/paymongo.ts';
import { CheckoutError } from '../../../server/payments/types.ts';

const SECRET = 'whsk_testsecret';
const T = 1_700_000_000;
const paidEvent = (livemode: boolean) =>
  `{"data":{"id":"evt_1","type":"event","attributes":{"type":"checkout_session.payment.paid","livemode":${livemode},"data":{"id":"cs_abc","type":"checkout_session","attributes":{"payments":[{"id":"pay_xyz","type":"payment","attributes":{"amount":50000,"status":"paid"}}]}}}}}`;
/** openssl: printf '%s' "1700000000.<test-mode body>" | openssl dgst -sha256 -hmac whsk_testsecret */
const TEST_BODY_SIGNATURE = '515f713b84918ae88aa30dc00b88ad67a87e65c026bf43a5b6212c8eac306ff4';
/** openssl: printf '%s' '1700000000.{}' | openssl dgst -sha256 -hmac whsk_testsecret */
const EMPTY_OBJECT_SIGNATURE = '0ed15214035f1526b26e55e4f3fcd2d4c8eeb77eb400c184ab5e01e0837bcc29';

const provider = (nowS = T, fetcher?: typeof fetch) =>
  new PaymongoProvider({ secretKey: 'sk_test_abc', webhookSecret: SECRET }, () => nowS * 1000, fetcher);
const headers = (value: string) => new Headers({ 'Paymongo-Signature': value });

describe('PayMongo webhook verification', () => {
  it('signs "<t>.<rawBody>" as the published scheme does (known vectors)', () => {
    expect(paymongoSignature(SECRET, String(T), paidEvent(false))).toBe(TEST_BODY_SIGNATURE);
    expect(paymongoSignature(SECRET, String(T), '{}')).toBe(EMPTY_OBJECT_SIGNATURE);
  });

  it('accepts a test-mode event signed in te, and reads session, payment and amount', () => {
    const event = provider().verifyWebhook(paidEvent(false), headers(`t=${T},te=${TEST_BODY_SIGNATURE},li=`));
    expect(event).toEqual({ sessionId: 'cs_abc', externalId: 'pay_xyz', amountCents: 50_000, paid: true });
  });

  it('compares li for a live event and te for a test one, never the other', () => {
    const live = paidEvent(true);
    const liveSig = paymongoSignature(SECRET, String(T), live);
    expect(provider().verifyWebhook(live, headers(`t=${T},te=,li=${liveSig}`))?.paid).toBe(true);
    expect(provider().verifyWebhook(live, headers(`t=${T},te=${liveSig},li=`))).toBeNull();
    expect(
      provider().verifyWebhook(paidEvent(false), headers(`t=${T},te=,li=${TEST_BODY_SIGNATURE}`)),
    ).toBeNull();
  });

  it('refuses a changed body, another secret, a stale or future timestamp, and a missing header', () => {
    const body = paidEvent(false);
    const ok = `t=${T},te=${TEST_BODY_SIGNATURE},li=`;
    expect(provider().verifyWebhook(body.replace('50000', '5000000'), headers(ok))).toBeNull();
    const other = paymongoSignature('whsk_other', String(T), body);
    expect(provider().verifyWebhook(body, headers(`t=${T},te=${other},li=`))).toBeNull();
    expect(provider(T + 301).verifyWebhook(body, headers(ok))).toBeNull();
    expect(provider(T - 301).verifyWebhook(body, headers(ok))).toBeNull();
    expect(provider(T + 299).verifyWebhook(body, headers(ok))?.paid).toBe(true);
    expect(provider().verifyWebhook(body, new Headers())).toBeNull();
    expect(provider().verifyWebhook(body, headers(`te=${TEST_BODY_SIGNATURE}`))).toBeNull();
  });

  it('a signed event of another type is verified but not a payment', () => {
    const body = paidEvent(false).replace('checkout_session.payment.paid', 'payment.failed');
    const sig = paymongoSignature(SECRET, String(T), body);
    expect(provider().verifyWebhook(body, headers(`t=${T},te=${sig},li=`))?.paid).toBe(false);
  });
});

describe('PayMongo checkout', () => {
  it('creates a Checkout Session with basic auth and the amount in centavos', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({
        data: { id: 'cs_new', attributes: { checkout_url: 'https://checkout.paymongo.com/cs_new' } },
      });
    }) as unknown as typeof fetch;
    const checkout = await provider(T, fake).createCheckout({
      id: 7,
      amountCents: 12_345,
      reference: 'SWABCDEFGHJK',
      description: 'Deposit SWABCDEFGHJK',
      successUrl: 'https://swerte.example/m/vouReport?deposit=7',
      cancelUrl: 'https://swerte.example/m/vouReport?deposit=7',
    });
    expect(checkout).toEqual({ sessionId: 'cs_new', redirectUrl: 'https://checkout.paymongo.com/cs_new' });
    expect(calls[0]?.url).toBe('https://api.paymongo.com/v1/checkout_sessions');
    const sent = new Headers(calls[0]?.init.headers);
    expect(sent.get('authorization')).toBe(`Basic ${Buffer.from('sk_test_abc:').toString('base64')}`);
    const body = JSON.parse(String(calls[0]?.init.body));
    expect(body.data.attributes.line_items).toEqual([
      { amount: 12_345, currency: 'PHP', name: 'Deposit SWABCDEFGHJK', quantity: 1 },
    ]);
    expect(body.data.attributes.reference_number).toBe('SWABCDEFGHJK');
  });

  it('a refusal or an unreachable API is a CheckoutError', async () => {
    const refusing = (async () =>
      Response.json({ errors: [{ code: 'x' }] }, { status: 400 })) as unknown as typeof fetch;
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const order = {
      id: 1,
      amountCents: 100,
      reference: 'R',
      description: 'D',
      successUrl: 'u',
      cancelUrl: 'u',
    };
    await expect(provider(T, refusing).createCheckout(order)).rejects.toBeInstanceOf(CheckoutError);
    await expect(provider(T, down).createCheckout(order)).rejects.toBeInstanceOf(CheckoutError);
  });
});

describe('PayMongo checkout lookup (a webhook that never came)', () => {
  const session = (payments: string) =>
    `{"data":{"id":"cs_abc","type":"checkout_session","attributes":{"payments":[${payments}]}}}`;
  const answering = (status: number, body: string, seen: string[] = []) =>
    provider(T, (async (input: string | URL | Request, init?: RequestInit) => {
      seen.push(
        `${init?.method ?? 'GET'} ${String(input)} ${new Headers(init?.headers).get('authorization')}`,
      );
      return new Response(body, { status });
    }) as typeof fetch);

  it('retrieves the session with basic auth and reads its paid payments', async () => {
    const seen: string[] = [];
    const paid = answering(
      200,
      session('{"id":"pay_xyz","type":"payment","attributes":{"amount":50000,"status":"paid"}}'),
      seen,
    );
    expect(await paid.lookupCheckout('cs_abc')).toEqual({
      sessionId: 'cs_abc',
      externalId: 'pay_xyz',
      amountCents: 50_000,
      paid: true,
    });
    expect(seen).toEqual([
      `GET https://api.paymongo.com/v1/checkout_sessions/cs_abc Basic ${Buffer.from('sk_test_abc:').toString('base64')}`,
    ]);
    expect((await answering(200, session('')).lookupCheckout('cs_abc'))?.paid).toBe(false);
  });

  it('cannot say when the API refuses, answers another session or is unreachable', async () => {
    expect(await answering(404, '{"errors":[]}').lookupCheckout('cs_abc')).toBeNull();
    expect(await answering(200, session('')).lookupCheckout('cs_other')).toBeNull();
    expect(await answering(200, 'not json').lookupCheckout('cs_abc')).toBeNull();
    const down = provider(T, (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch);
    expect(await down.lookupCheckout('cs_abc')).toBeNull();
  });
});
