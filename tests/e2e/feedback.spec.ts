import { expect, type Page, test } from '@playwright/test';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

// Feedback (issue 13) on a server of its own: juan sends feedback with an image, an operator reads it
// (with the image) and replies through /ops, and juan sees the reply under his feedback.

const PORT = OWN_PORTS.feedback;
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: OwnServer;
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(async () => {
  // A fresh database is seeded first: slow on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServer(PORT);
});
test.afterAll(async () => {
  await server?.dispose();
});
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}`, 'X-Operator': 'e2e' };

async function logIn(page: Page, account: string, password: string, to: string) {
  await page.goto(`/m/login?lang=EN&redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('Username').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replaceAll('/', '\\/')}$`));
}

test('juan sends feedback with an image; the operator replies; juan sees the reply', async ({ page }) => {
  await logIn(page, 'juan', 'Member1234', '/m/feedback');
  await expect(page.getByText('You have not sent any feedback yet.')).toBeVisible();

  await page.locator('select[name="type"]').selectOption('deposit');
  await page.locator('textarea[name="text"]').fill('My GCash deposit has not arrived yet.');
  await expect(page.getByText('37 / 500 characters')).toBeVisible();
  await page
    .locator('input[name="image"]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible();
  const item = page.getByTestId('feedback-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('My GCash deposit has not arrived yet.');
  await expect(item).toContainText('Waiting for a reply');
  // The stored image comes back to its owner.
  await expect(item.getByRole('img', { name: 'Image 1' })).toBeVisible();

  // The operator finds it with its image, and replies.
  const queue = await fetch(`${server.url}/ops/feedback?status=open`, { headers: ops });
  const list = (
    (await queue.json()) as { value: { list: { id: number; account: string; imageCount: number }[] } }
  ).value.list;
  const sent = list.find((f) => f.account === 'juan');
  expect(sent?.imageCount).toBe(1);
  const image = await fetch(`${server.url}/ops/feedback/${sent?.id}/images/0`, { headers: ops });
  expect(image.headers.get('content-type')).toBe('image/png');
  const reply = await fetch(`${server.url}/ops/feedback/${sent?.id}/reply`, {
    method: 'POST',
    headers: { ...ops, 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: 'Thank you, your deposit is credited now.' }),
  });
  expect(reply.status).toBe(200);

  await page.reload();
  await expect(item).toContainText('Thank you, your deposit is credited now.');
  await expect(item).toContainText('Replied');
  await expect(item).toContainText('Reply from customer service');
  await page.screenshot({ path: test.info().outputPath('feedback-replied.png'), fullPage: true });
});
