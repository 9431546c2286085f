import { expect, type Page } from '@playwright/test';

/** `ready` can resolve while the worker is still activating (STACK.md): poll the state itself. */
export async function waitForActiveWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'),
      { timeout: 20_000 },
    )
    .toBe('activated');
}
