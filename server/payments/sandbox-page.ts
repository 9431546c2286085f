// The sandbox gateway's hosted page, served by this server so deposits work offline: the amount and
// reference, and two plain forms (Pay, Cancel) posting back here — no script, so the strict CSP holds.
// Pay signs a callback with the sandbox's secret and delivers it to the webhook through this app's own
// request path, exactly as an outside gateway's would arrive; then the member is sent back to the app.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { PATHS } from '../../src/shared/paths.ts';
import { formatCents } from './cents.ts';
import type { Deposits } from './deposits.ts';
import { SANDBOX_PAGE, SANDBOX_SIGNATURE_HEADER, SandboxProvider } from './sandbox.ts';

type Request = (path: string, init: RequestInit) => Response | Promise<Response>;

export function sandboxPageRoutes(deposits: Deposits, request: Request) {
  const app = new Hono();
  const provider = deposits.provider;
  if (!(provider instanceof SandboxProvider)) return app;
  const page = (title: string, body: unknown, status: 200 | 404 | 409 = 200) =>
    new Response(
      html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`.toString(),
      { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
    );

  app.get(`${SANDBOX_PAGE}/:sessionId`, async (c) => {
    const sessionId = c.req.param('sessionId');
    const order = await deposits.checkout('sandbox', sessionId);
    if (!order) return page('Unknown checkout', html`<p>This checkout does not exist.</p>`, 404);
    if (order.status !== 'pending')
      return page('Checkout closed', html`<p>Deposit ${order.reference} is ${order.status}.</p>`, 409);
    const action = `${SANDBOX_PAGE}/${encodeURIComponent(sessionId)}`;
    return page(
      'Sandbox payment',
      html`<p>Test gateway: no real money moves.</p>
<p>Deposit <strong>${order.reference}</strong>: <strong>${formatCents(order.amountCents)}</strong></p>
<form method="post" action="${action}"><input type="hidden" name="action" value="pay"><button type="submit">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button type="submit">Cancel</button></form>`,
    );
  });

  app.post(`${SANDBOX_PAGE}/:sessionId`, bodyLimit({ maxSize: 1024 }), async (c) => {
    const sessionId = c.req.param('sessionId');
    const order = await deposits.checkout('sandbox', sessionId);
    if (!order) return page('Unknown checkout', html`<p>This checkout does not exist.</p>`, 404);
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
      if (!res.ok)
        return page('Payment not applied', html`<p>Deposit ${order.reference}: ${res.status}.</p>`, 409);
    } else {
      await deposits.cancelCheckout('sandbox', sessionId);
    }
    return c.redirect(deposits.urls.success(order.id), 303);
  });
  return app;
}
