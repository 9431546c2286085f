import { expect, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, OPS_HEADERS, ownServerJourney } from './journey.ts';

// Feedback (issue 13) on a server of its own: juan sends feedback with an image, an operator reads it
// (with the image) and replies through /ops, and juan sees the reply under his feedback.

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const journey = ownServerJourney(OWN_PORTS.feedback);

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
  const queue = await journey.ops('GET', '/ops/feedback?status=open');
  const list = (queue.value as { list: { id: number; account: string; imageCount: number }[] }).list;
  const sent = list.find((f) => f.account === 'juan');
  expect(sent?.imageCount).toBe(1);
  const image = await fetch(`${journey.url}/ops/feedback/${sent?.id}/images/0`, {
    headers: OPS_HEADERS,
  });
  expect(image.headers.get('content-type')).toBe('image/png');
  const reply = await journey.ops('POST', `/ops/feedback/${sent?.id}/reply`, {
    text: 'Thank you, your deposit is credited now.',
  });
  expect(reply.status).toBe(200);

  await page.reload();
  await expect(item).toContainText('Thank you, your deposit is credited now.');
  await expect(item).toContainText('Replied');
  await expect(item).toContainText('Reply from customer service');
  await page.screenshot({ path: test.info().outputPath('feedback-replied.png'), fullPage: true });
});
