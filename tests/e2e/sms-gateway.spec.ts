// SMS login through a real gateway adapter (issue 34): the journey's server texts through Semaphore's
// HTTP API (SMS_PROVIDER=semaphore), aimed by SMS_API_BASE at a local stand-in that checks what Semaphore
// checks (method, path, API key, number without its plus, sender name) and keeps the messages; the code
// the player types is the one the stand-in received. A gateway that fails is told to the player, and the
// number may ask again at once.
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { ownServerForFile } from './own-server.ts';

const DEMO = { national: '9171234567', number: '639171234567' };
const STAND_IN = `http://127.0.0.1:${OWN_PORTS.smsStandIn}`;

/** What Semaphore received, newest last; `failing` answers 500 to every message while true. */
const received: { number: string; message: string; sendername: string }[] = [];
let failing = false;
let standIn: Server | undefined;
test.beforeAll(async () => {
  standIn = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/api/v4/messages') return answer(404, { error: 'not found' });
      if (form.apikey !== 'e2e-semaphore-key') return answer(401, { error: 'invalid api key' });
      if (failing) return answer(500, { error: 'temporarily unavailable' });
      if (!/^63\d{10}$/.test(form.number ?? '') || !form.message)
        return answer(422, { number: ['The number format is invalid.'] });
      received.push({ number: form.number ?? '', message: form.message, sendername: form.sendername ?? '' });
      answer(200, [{ message_id: 4000 + received.length, recipient: form.number, status: 'Pending' }]);
    });
  });
  await new Promise<void>((r) => standIn?.listen(OWN_PORTS.smsStandIn, '127.0.0.1', r));
});
test.afterAll(async () => {
  standIn?.closeAllConnections();
  await new Promise((r) => standIn?.close(r));
});

const serverUrl = ownServerForFile(OWN_PORTS.smsGateway, {
  SMS_PROVIDER: 'semaphore',
  SEMAPHORE_API_KEY: 'e2e-semaphore-key',
  SEMAPHORE_SENDER_NAME: 'SWERTE',
  SMS_API_BASE: STAND_IN,
});
test.use({ baseURL: serverUrl });

const getCode = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Get code' });

test('a gateway that fails is told; the player asks again at once and logs in with the texted code', async ({
  page,
}) => {
  await page.goto('/m/login?lang=EN');
  await page.getByRole('tab', { name: 'Mobile login' }).click();
  await page.getByLabel('Mobile number').fill(DEMO.national);

  // Semaphore down (500, retried, still down): the player reads so, and no countdown starts.
  failing = true;
  await getCode(page).click();
  await expect(
    page.getByText('We could not send the text message. Please try again in a moment.'),
  ).toBeVisible();
  await expect(getCode(page)).toBeEnabled();
  expect(received).toHaveLength(0);

  // Back up: the same number asks again at once (the failed send used none of its limits).
  failing = false;
  await getCode(page).click();
  await expect(page.getByText('SMS sent')).toBeVisible();
  await expect.poll(() => received.length).toBe(1);
  const text = received[0];
  expect(text).toMatchObject({ number: DEMO.number, sendername: 'SWERTE' });
  const code = text?.message.match(/\b(\d{6})\b/)?.[1] ?? '';
  expect(code).not.toBe('');

  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner')).toContainText(/Demo Player|demo/);

  // The operator sees both sends, with the gateway's message id, and never the code.
  const res = await page.request.get(`/ops/sms?recipient=${encodeURIComponent(`+${DEMO.number}`)}`, {
    headers: { Authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  const sends = (await res.json()).value as Record<string, unknown>[];
  expect(sends.map((s) => [s.status, s.attempts, s.providerId])).toEqual([
    ['sent', 1, '4001'],
    ['failed', 3, null],
  ]);
  expect(JSON.stringify(sends)).not.toContain(code);
});
