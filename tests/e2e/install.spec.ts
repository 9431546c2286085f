import { devices, expect, type Page, test } from '@playwright/test';
import { closeNotice } from './notice.ts';
import { waitForActiveWorker } from './worker.ts';

// These journeys are about the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The install funnel (SPEC.md "Download bar", "Download popup"): the bar on home, the popup's
// entries per platform, the iOS web-clip profile, and Chromium's own installability verdict.

const bar = (page: Page) => page.getByRole('complementary', { name: 'Download the app' });

test('Android: the bar opens the popup with the Android app only; closing the bar is remembered', async ({
  page,
}) => {
  await page.goto('/m/home?lang=EN');
  await closeNotice(page);
  await expect(bar(page)).toContainText('Play faster with the Swerte app');
  await bar(page).getByRole('button', { name: 'Download' }).click();
  const popup = page.getByRole('dialog', { name: 'Get the Swerte app' });
  await expect(popup.getByRole('link', { name: 'Download for Android' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Download for iPhone' })).toHaveCount(0);
  await expect(popup.getByRole('link', { name: /profile/ })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);

  await bar(page).getByRole('button', { name: 'Close' }).click();
  await expect(bar(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
});

test("Chromium's install prompt is offered in the popup, its outcome kept, and the bar leaves once installed", async ({
  page,
}) => {
  await page.goto('/m/home?lang=EN');
  await closeNotice(page);
  await bar(page).getByRole('button', { name: 'Download' }).click();
  const popup = page.getByRole('dialog', { name: 'Get the Swerte app' });
  await expect(popup.getByRole('button', { name: 'Install the web app' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Close' }).click();

  // The browser's event, as Chromium fires it when the app is installable and the player engaged
  // (headless Chromium cannot show its own prompt dialog); the player accepts.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { promptShown: boolean }).promptShown = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
    (window as unknown as { defaultPrevented: boolean }).defaultPrevented = event.defaultPrevented;
  });
  // The app keeps the event for its own button instead of the browser's mini-infobar.
  expect(
    await page.evaluate(() => (window as unknown as { defaultPrevented: boolean }).defaultPrevented),
  ).toBe(true);

  await bar(page).getByRole('button', { name: 'Download' }).click();
  await popup.getByRole('button', { name: 'Install the web app' }).click();
  await expect(popup).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { promptShown?: boolean }).promptShown)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('installOutcome'))).toBe('accepted');
  await expect(bar(page)).toHaveCount(0);
});

// An iPhone's screen and user agent in Chromium (the project runs one browser).
const { defaultBrowserType: _safari, ...iPhone } = devices['iPhone 13'];

test.describe('iPhone', () => {
  test.use(iPhone);

  test('the popup offers the App Store link and the web-clip profile, a valid plist', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    await closeNotice(page);
    await bar(page).getByRole('button', { name: 'Download' }).click();
    const popup = page.getByRole('dialog', { name: 'Get the Swerte app' });
    await expect(popup.getByRole('link', { name: 'Download for iPhone' })).toBeVisible();
    const profile = popup.getByRole('link', { name: 'Add to iPhone home screen (profile)' });
    const href = await profile.getAttribute('href');
    expect(href).toBeTruthy();
    const parsed = await page.evaluate(async (url) => {
      const res = await fetch(url);
      const doc = new DOMParser().parseFromString(await res.text(), 'application/xml');
      const keys = [...doc.querySelectorAll('key')].map((k) => k.textContent);
      const value = (key: string) =>
        [...doc.querySelectorAll('key')].find((k) => k.textContent === key)?.nextElementSibling?.textContent;
      return {
        type: res.headers.get('content-type'),
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        hasIcon: keys.includes('Icon'),
        url: value('URL'),
      };
    }, href as string);
    expect(parsed).toMatchObject({ type: 'application/x-apple-aspen-config', error: null, root: 'plist' });
    expect(parsed.hasIcon).toBe(true);
    expect(parsed.url).toMatch(/\/m\/home\?webclip=1$/);

    // Opening the clip's start URL marks this device as a web clip: the profile entry goes away.
    // Home's scripts start after its first frame has painted, which can be after the load event.
    await page.goto('/m/home?webclip=1&lang=EN');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('WEBCLIP'))).toBe('1');
  });
});

test('Chromium finds the app installable (manifest, icons, service worker)', async ({ page }) => {
  await page.goto('/m/home');
  await waitForActiveWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are off the record, which Chromium never installs from: every other check
  // (manifest, icons, start URL, display, service worker) must pass.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});
