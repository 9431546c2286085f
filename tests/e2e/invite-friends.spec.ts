import { expect, test } from '@playwright/test';
import { captchaCode, nextCaptchaId } from './auth-helpers.ts';
import { OWN_PORTS } from './env.ts';
import { headerBalance, logIn, ownServerJourney } from './journey.ts';
import { closeNoticeIfShown } from './notice.ts';

// Invite friends (/m/inviteFriends): member A's link, QR code and share sheet; a friend registers with
// the link in another browser and deposits through the sandbox gateway; A sees the friend, the reward and
// the balance grow. Its own server: the operator sets the referral programme and switches REFERRAL.

const journey = ownServerJourney(OWN_PORTS.invite, async () => {
  await opsCall('PUT', '/ops/referral/programme', {
    depositRewardCents: 888,
    depositMinCents: 10_000,
    turnoverRewardCents: 0,
    turnoverMinCents: 0,
    budgetCents: 100_000,
  });
});
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function opsCall(method: string, path: string, body: unknown) {
  expect((await journey.ops(method, path, body)).status).toBe(200);
}

test('invite link and QR code → a friend registers with it and deposits → the reward reaches the inviter', async ({
  page,
  browser,
}) => {
  // The share sheet, recorded: headless Chromium has none of its own.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { __shared: ShareData[] }).__shared = shared;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await logIn(page, 'juan', 'Member1234', '/m/home');
  const before = await headerBalance(page);
  await closeNoticeIfShown(page);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Invite' }).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await expect(
    page.getByText('Earn ₱8.88 when a friend you invited makes a deposit of ₱100.00 or more.'),
  ).toBeVisible();
  const code = (await page.getByTestId('invite-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  const link = (await page.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toBe(`${journey.url}/m/register?ref=${code}`);
  await expect(page.getByTestId('invite-friends-count')).toHaveText('0');
  await expect(page.getByText('No friends have joined with your link yet.')).toBeVisible();
  // The QR code is drawn (a canvas with dark modules on white).
  const qr = page.getByRole('img', { name: 'QR code of your invite link' });
  await expect(qr).toBeVisible();
  const dark = await qr.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 50) n++;
    return n;
  });
  expect(dark).toBeGreaterThan(500);
  // Copy buttons and the share sheet.
  await page.getByRole('button', { name: 'Copy Invite link' }).click();
  await expect(page.getByRole('status').getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.map((d) => d.url)),
    )
    .toEqual([link]);

  // A friend opens the link in another browser, registers and deposits ₱500 through the sandbox gateway.
  const friendContext = await browser.newContext({ baseURL: journey.url });
  const friend = await friendContext.newPage();
  const name = `f${Date.now().toString(36)}${Math.floor(Math.random() * 90 + 10)}`;
  const captchaId = nextCaptchaId(friend);
  await friend.goto(`${link}&lang=EN`);
  await friend.getByLabel('Username').fill(name);
  await friend.getByLabel('Password', { exact: true }).fill('Zebra7391q');
  await friend.getByLabel('Confirm password').fill('Zebra7391q');
  await friend
    .getByLabel('Verification code', { exact: true })
    .fill(await captchaCode(friend, await captchaId));
  await friend.getByRole('checkbox', { name: /I confirm I am \d+ years or older/ }).check();
  await friend.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(friend).toHaveURL(/\/m\/home$/);
  await friend.goto('/m/voucherCenter');
  await friend.getByRole('button', { name: /Online payment \(sandbox\)/ }).click();
  await friend.getByRole('button', { name: '₱500.00' }).click();
  await friend.getByRole('button', { name: 'Continue to payment' }).click();
  await friend.getByRole('button', { name: 'Pay' }).click();
  await expect(friend.getByTestId('deposit-status')).toHaveText('Credited');
  await friendContext.close();

  // A sees the friend (masked), the reward, and a balance ₱8.88 higher.
  await page.goto('/m/inviteFriends');
  await expect(page.getByTestId('invite-friends-count')).toHaveText('1');
  await expect(page.getByTestId('invite-earned')).toHaveText('₱8.88');
  await expect(page.getByTestId('invite-pending')).toHaveText('₱0.00');
  const row = page.getByTestId('invite-friend');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name.slice(0, 2));
  await expect(row).not.toContainText(name);
  await expect(row).toContainText('Deposit reward earned');
  await expect(row).toContainText('₱8.88');
  expect(await headerBalance(page)).toBe(before + 888);
});

test('with the REFERRAL promotion off, the footer entry says to contact customer service and stays put', async ({
  page,
}) => {
  await opsCall('PATCH', '/ops/config', { promotions: { REFERRAL: false } });
  try {
    await logIn(page, 'maria', 'Member1234', '/m/home');
    await closeNoticeIfShown(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText('Please contact customer service to use this function.')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    // The toast leaves after 2 s.
    await expect(page.getByText('Please contact customer service to use this function.')).toBeHidden({
      timeout: 4_000,
    });
    // Opened by its address, the screen says the same (the server refuses it too).
    await page.goto('/m/inviteFriends');
    await expect(page.getByText('Please contact customer service to use this function.')).toBeVisible();
    await expect(page.getByTestId('invite-code')).toHaveCount(0);
  } finally {
    await opsCall('PATCH', '/ops/config', { promotions: { REFERRAL: true } });
  }
});
