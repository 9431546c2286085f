// The sandbox gateway's hosted page, served by this server so deposits work offline: the amount and
// reference, and two plain forms (Pay, Cancel) posting back here — no script, so the strict CSP holds.
// Pay signs a callback with the sandbox's secret and delivers it to the webhook through this app's own
// request path, exactly as an outside gateway's would arrive; then the member is sent back to the app.
import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import * as v from 'valibot';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { envelopeSchema } from '../../src/shared/envelope.ts';
import { PATHS } from '../../src/shared/paths.ts';
import { WebhookAckSchema } from '../../src/shared/schemas/deposits.ts';
import { formatCents } from '../payments/cents.ts';
import type { Deposits } from '../payments/deposits.ts';
import { SANDBOX_PAGE, SANDBOX_SIGNATURE_HEADER, SandboxProvider } from '../payments/sandbox.ts';

type Request = (path: string, init: RequestInit) => Response | Promise<Response>;

type PageLanguage = 'fil' | 'en';
interface PageTexts {
  unknownTitle: string;
  unknownBody: string;
  closedTitle: string;
  closed: (reference: string) => string;
  title: string;
  testNotice: string;
  deposit: string;
  pay: string;
  cancel: string;
  notAppliedTitle: string;
  notApplied: (reference: string, reason: string) => string;
}

/** The page's words: Filipino unless the member's app speaks English (the app's `lang`, else Language). */
const TEXTS: Record<PageLanguage, PageTexts> = {
  fil: {
    unknownTitle: 'Hindi kilalang checkout',
    unknownBody: 'Walang ganitong checkout.',
    closedTitle: 'Sarado na ang checkout',
    closed: (reference) => `Tapos na ang deposito ${reference}.`,
    title: 'Sandbox na bayad',
    testNotice: 'Pansubok na gateway: walang totoong perang gagalaw.',
    deposit: 'Deposito',
    pay: 'Magbayad',
    cancel: 'Kanselahin',
    notAppliedTitle: 'Hindi naipasok ang bayad',
    notApplied: (reference, reason) => `Deposito ${reference}: hindi naipasok (${reason}).`,
  },
  en: {
    unknownTitle: 'Unknown checkout',
    unknownBody: 'This checkout does not exist.',
    closedTitle: 'Checkout closed',
    closed: (reference) => `Deposit ${reference} is already closed.`,
    title: 'Sandbox payment',
    testNotice: 'Test gateway: no real money moves.',
    deposit: 'Deposit',
    pay: 'Pay',
    cancel: 'Cancel',
    notAppliedTitle: 'Payment not applied',
    notApplied: (reference, reason) => `Deposit ${reference}: not applied (${reason}).`,
  },
};

/** `lang` in the query (set by the checkout), else the Language header; EN is English, anything else Filipino. */
export function pageLanguage(query: string | undefined, header: string | undefined): PageLanguage {
  const asked = (query || header || '').trim().toUpperCase();
  return asked === 'EN' ? 'en' : 'fil';
}

export function sandboxPageRoutes(deposits: Deposits, request: Request) {
  const app = new Hono();
  const provider = deposits.provider;
  if (!(provider instanceof SandboxProvider)) return app;
  const page = (lang: PageLanguage, title: string, body: unknown, status: 200 | 404 | 409 = 200) =>
    new Response(
      html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`.toString(),
      { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
    );

  const languageOf = (c: Context) => pageLanguage(c.req.query('lang'), c.req.header(HEADERS.language));
  const unknown = (lang: PageLanguage) =>
    page(lang, TEXTS[lang].unknownTitle, html`<p>${TEXTS[lang].unknownBody}</p>`, 404);

  app.get(`${SANDBOX_PAGE}/:sessionId`, async (c) => {
    const lang = languageOf(c);
    const tx = TEXTS[lang];
    const sessionId = c.req.param('sessionId');
    const order = await deposits.checkout('sandbox', sessionId);
    if (!order) return unknown(lang);
    if (order.status !== 'pending')
      return page(lang, tx.closedTitle, html`<p>${tx.closed(order.reference)}</p>`, 409);
    // The forms post back in the same language.
    const action = `${SANDBOX_PAGE}/${encodeURIComponent(sessionId)}${lang === 'en' ? '?lang=EN' : ''}`;
    return page(
      lang,
      tx.title,
      html`<p>${tx.testNotice}</p>
<p>${tx.deposit} <strong>${order.reference}</strong>: <strong>${formatCents(order.amountCents)}</strong></p>
<form method="post" action="${action}"><input type="hidden" name="action" value="pay"><button type="submit">${tx.pay}</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button type="submit">${tx.cancel}</button></form>`,
    );
  });

  app.post(`${SANDBOX_PAGE}/:sessionId`, bodyLimit({ maxSize: 1024 }), async (c) => {
    const lang = languageOf(c);
    const sessionId = c.req.param('sessionId');
    const order = await deposits.checkout('sandbox', sessionId);
    if (!order) return unknown(lang);
    const form = await c.req.parseBody();
    if (form.action === 'pay') {
      const { body, signature } = provider.sign({
        sessionId,
        paymentId: `sbxpay_${randomBytes(9).toString('base64url')}`,
        amountCents: order.amountCents,
        paid: true,
      });
      const res = await request(`${PATHS.paymentWebhook}/sandbox`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        body,
      });
      // A payment the webhook could not credit is acknowledged with `unapplied`: say so, as for a failure.
      const ack = res.ok ? v.safeParse(envelopeSchema(WebhookAckSchema), await res.json()) : null;
      const unapplied = ack?.success ? ack.output.value.unapplied : undefined;
      if (!res.ok || unapplied)
        return page(
          lang,
          TEXTS[lang].notAppliedTitle,
          html`<p>${TEXTS[lang].notApplied(order.reference, unapplied ?? String(res.status))}</p>`,
          409,
        );
    } else {
      await deposits.cancelCheckout('sandbox', sessionId);
    }
    return c.redirect(deposits.urls.success(order.id), 303);
  });
  return app;
}
