import { expect, type Page } from '@playwright/test';

/** `ready` can resolve while the worker is still activating (STACK.md): poll the state itself. */
export async function waitForActiveWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'),
      // The app registers it after load, a 2 s pause and an idle moment: late on a busy 2-core machine.
      { timeout: 45_000 },
    )
    .toBe('activated');
}
