import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { OWN_PORTS } from './env.ts';
import { logIn } from './journey.ts';
import { ownServerForFile } from './own-server.ts';

// The security centre (issue 13) on a server of its own: juan opens the hub, changes his nickname (the
// header shows it), uploads a head icon (stored square, shown in the member centre) and sets his
// security questions.

const PORT = OWN_PORTS.profile;

const serverUrl = ownServerForFile(PORT);
test.describe.configure({ timeout: 90_000 });
test.use({ baseURL: serverUrl });

test('juan changes his nickname, uploads a head icon and sets his security questions', async ({ page }) => {
  await logIn(page, 'juan', 'Member1234', '/m/securityCenter');
  const row = (id: string) => page.getByTestId(`security-${id}`);
  await expect(row('questions')).toContainText('Not set');
  await expect(row('avatar')).toContainText('Default');

  // Nickname: a bad one is explained, a good one is saved and the header shows it.
  await row('nickname').click();
  await expect(page).toHaveURL(/view=nickname/);
  const nickname = page.getByRole('textbox', { name: 'Nickname' });
  await nickname.fill('<boss>');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A nickname has 2 to 20 characters')).toBeVisible();
  await nickname.fill('Lucky Juan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row('nickname')).toContainText('Lucky Juan');
  await page.goto('/m/home');
  await expect(page.getByText('Lucky Juan', { exact: true })).toBeVisible();

  // Head icon: a landscape photo comes back as a 256×256 square, also in the member centre's header.
  await page.goto('/m/securityCenter?view=avatar');
  const photo = await sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  const icon = page.getByRole('img', { name: 'Your head icon' });
  await expect(icon).toBeVisible();
  expect(await icon.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    256, 256,
  ]);
  // A renamed file that is no image is refused with a clear message.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'game.png',
    mimeType: 'image/png',
    buffer: Buffer.from('MZ not really a picture'),
  });
  await expect(page.getByText('Only PNG or JPG images can be used.')).toBeVisible();
  await page.goto('/m/mine');
  await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();

  // Security questions: two different ones; the hub then says they are set.
  await page.goto('/m/securityCenter');
  await row('questions').click();
  await page.locator('select[name="question0"]').selectOption('first-pet');
  await page.locator('select[name="question1"]').selectOption('first-pet');
  await page.getByLabel('Answer 1').fill('Bantay');
  await page.getByLabel('Answer 2').fill('Quezon City');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose a different question.')).toBeVisible();
  await page.locator('select[name="question1"]').selectOption('birth-city');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row('questions')).toContainText('Set');
  await expect(row('avatar')).toContainText('Set');
  await page.screenshot({ path: test.info().outputPath('security-centre.png'), fullPage: true });
});
