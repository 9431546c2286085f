import { expect, type Page, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, ownServerJourney } from './journey.ts';
import { closeNotice } from './notice.ts';

// Notices and the user agreement (issue 13) on a server of their own: the announcement list, one
// opened (read: for a visitor on the device, for a member on the server), the agents' announcements,
// and the agreement an operator set, opened from the registration form in both languages.

const AGREEMENT = {
  EN: '<h2>Terms of use</h2><p>You must be 21 or older to play.</p>',
  TY: '<h2>Mga tuntunin ng paggamit</h2><p>Dapat 21 taong gulang pataas para makapaglaro.</p>',
};

const journey = ownServerJourney(OWN_PORTS.notices, async ({ ops }) => {
  for (const [language, content] of Object.entries(AGREEMENT)) {
    expect((await ops('PUT', '/ops/agreement', { language, content })).status).toBe(200);
  }
});

interface Listed {
  id: number;
  title: string;
  read: boolean;
}

async function notices(path: string, token?: string): Promise<Listed[]> {
  const res = await fetch(`${journey.url}${path}`, { headers: token ? { Token: token } : {} });
  const json = (await res.json()) as { value: { list: Listed[] } };
  return json.value.list;
}

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
const unreadDots = (page: Page) => page.getByTestId('notice-unread');

test('a visitor reads the list, opens one, and it stays read on the device', async ({ page }) => {
  const list = await notices('/wps/notice/list?language=EN');
  const first = list[0];
  expect(first).toBeDefined();
  await page.goto('/m/notice?lang=EN');
  await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
  await expect(unreadDots(page)).toHaveCount(list.length);
  await page.getByRole('button', { name: first?.title }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/m/notice' && url.searchParams.get('id') === String(first?.id),
  );
  await expect(page.getByRole('heading', { name: first?.title, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/m/notice' && !url.searchParams.has('id'));
  await expect(unreadDots(page)).toHaveCount(list.length - 1);
  await page.reload();
  await expect(unreadDots(page)).toHaveCount(list.length - 1);
});

test('a member opens one: read on the server, on any device', async ({ page }) => {
  await logIn(page, 'juan', 'Member1234', '/m/notice');
  const token = await tokenOf(page);
  const before = await notices('/wps/notice/list?language=EN', token);
  const target = before.find((n) => !n.read);
  expect(target).toBeDefined();
  await expect(unreadDots(page)).toHaveCount(before.filter((n) => !n.read).length);
  await page.getByRole('button', { name: target?.title }).click();
  await expect(page.locator('article')).toBeVisible();
  await expect
    .poll(async () => (await notices('/wps/notice/list', token)).find((n) => n.id === target?.id)?.read)
    .toBe(true);
  await page.goBack();
  await expect(unreadDots(page)).toHaveCount(before.filter((n) => !n.read).length - 1);
});

test("the agent's announcements and their unread count", async ({ page }) => {
  await logIn(page, 'agent', 'Agent1234', '/m/member/notice?types=A');
  const token = await tokenOf(page);
  const count = async () => {
    const res = await fetch(`${journey.url}/wps/notice/agent/unread`, { headers: { Token: token } });
    return ((await res.json()) as { value: { unreadCount: number } }).value.unreadCount;
  };
  const list = await notices('/wps/notice/agent?language=EN', token);
  expect(list.length).toBeGreaterThan(0);
  expect(await count()).toBe(list.filter((n) => !n.read).length);
  await page.getByRole('button', { name: list[0]?.title }).click();
  await expect(page.getByRole('heading', { name: list[0]?.title, level: 2 })).toBeVisible();
  await expect.poll(count).toBe(list.filter((n) => !n.read).length - 1);
});

for (const [lang, title, heading] of [
  ['EN', 'User agreement', 'Terms of use'],
  ['TY', 'Kasunduan ng user', 'Mga tuntunin ng paggamit'],
] as const) {
  test(`the agreement opens from registration (${lang})`, async ({ page }) => {
    await page.goto(`/m/register?lang=${lang}`);
    await page.locator('a[href="/m/useragreement"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/m/useragreement');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/register/);
  });
}

test('customer service: the page and the side panel on home open the configured links', async ({ page }) => {
  await page.goto('/m/service?lang=EN');
  const chat = page.getByRole('link', { name: 'Live chat' });
  await expect(chat).toHaveAttribute('href', 'https://swerte.example/livechat');
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('target', '_blank');
  await page.goto('/m/home?lang=EN');
  await closeNotice(page);
  await page.getByRole('button', { name: 'Customer service' }).click();
  const panel = page.getByRole('dialog', { name: 'Customer service' });
  await expect(panel.getByRole('link')).toHaveCount(4);
  await expect(panel.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
    'href',
    'https://t.me/swerte_example',
  );
});

test('an operator replaces the customer-service links: members see the new set', async ({ page }) => {
  const res = await journey.ops('PUT', '/ops/config/serviceLinks', {
    links: [
      { type: 'TELEGRAM2', url: 'https://t.me/swerte_vip' },
      { type: 'LIVECHAT', url: 'https://chat.swerte.example/ph' },
    ],
  });
  expect(res.status).toBe(200);
  await page.goto('/m/service?lang=EN');
  await expect(page.getByRole('link', { name: 'Live chat' })).toHaveAttribute(
    'href',
    'https://chat.swerte.example/ph',
  );
  await expect(page.getByRole('link', { name: 'Telegram 2' })).toHaveAttribute(
    'href',
    'https://t.me/swerte_vip',
  );
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
});
