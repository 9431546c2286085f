import { expect, test } from '@playwright/test';

// A browser too old for the app (SPEC.md: "iOS 12.4 or later is needed"; our ES2020 build needs
// iOS 14) gets a plain, translated page, never a blank screen. Chromium plays an old one by losing a
// feature public/legacy-check.js looks for.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // @ts-expect-error: removing a built-in on purpose
    delete Promise.allSettled;
  });
});

test('an old browser gets the "please update" page in Filipino', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'I-update ang iyong browser' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  // The app itself did not start over it.
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('and in English with ?lang=EN', async ({ page }) => {
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('heading', { name: 'Please update your browser' })).toBeVisible();
});
