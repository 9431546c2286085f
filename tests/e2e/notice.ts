import { expect, type Page } from '@playwright/test';

// The home notice pop-up (SPEC.md section 4) opens once per session and slot; journeys put it away.

/** A visitor's first home visit of the session always shows it: close it. */
export async function closeNotice(page: Page): Promise<void> {
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A member's may or may not be due: close it if it opens. */
export async function closeNoticeIfShown(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  // It opens once the announcements are in (the marquee shows them) and its code has loaded.
  await expect(page.locator('a[href="/m/notice"]')).toBeVisible();
  try {
    await dialog.waitFor({ state: 'visible', timeout: 5000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  } catch {
    // no pop-up this time
  }
}
