import { expect, type Page, test } from '@playwright/test';

// The language catalogs are lazy chunks. However slow or broken their loading, no screen shows a
// message id: the page waits (splash or pending state) and a catalog that failed is fetched again.

/** A compiled Lingui catalog chunk: its messages as one JSON literal, nothing else. */
const isCatalog = (body: string) => /^var \w+=JSON\.parse\(/.test(body);

/** Routes every catalog chunk through `handle`, with the real file. */
async function interceptCatalogs(page: Page, handle: (path: string) => 'fail' | number) {
  await page.route('**/assets/*.js', async (route) => {
    let response: Awaited<ReturnType<typeof route.fetch>>;
    let body: string;
    try {
      response = await route.fetch();
      body = await response.text();
    } catch {
      // The fetched response was disposed under us (Playwright, rarely): let the request through as it is.
      return route.continue().catch(() => {});
    }
    if (!isCatalog(body)) return route.fulfill({ response, body });
    const action = handle(new URL(route.request().url()).pathname);
    if (action === 'fail') return route.abort('connectionreset');
    await new Promise((resolve) => setTimeout(resolve, action));
    return route.fulfill({ response, body });
  });
}

test('a catalog chunk that fails to load is fetched again: the page shows text, never ids', async ({
  page,
}) => {
  const failed = new Set<string>();
  await interceptCatalogs(page, (path) => {
    if (failed.has(path)) return 0;
    failed.add(path);
    return 'fail';
  });
  await page.goto('/m/login?lang=EN');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  // Both parts of the English catalog (lobby and screens) failed once, then came.
  expect(failed.size).toBe(2);
});

for (const slow of ['home', 'messages']) {
  test(`with the ${slow} catalog slow to come, a page waits for it and then shows text, never ids`, async ({
    page,
  }) => {
    const seen: string[] = [];
    await interceptCatalogs(page, (path) => {
      seen.push(path);
      return path.includes(`/${slow}-`) ? 2_000 : 0;
    });
    await page.goto('/m/trail?lang=EN');
    await expect(page.getByRole('heading', { name: 'Free trial', level: 1 })).toBeVisible();
    expect(seen).toHaveLength(2);
  });
}
