import { expect, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, ownServerJourney } from './journey.ts';

// Red envelope rain (issue 14) on a server of its own, since balances change: an operator schedules a
// session starting in a few seconds; juan sees the countdown, then the falling envelopes, grabs his three
// (keyboard on the canvas) and the results show what he got, which is what his balance went up by. demo,
// who prefers reduced motion, gets a still grid of envelopes instead and grabs hers by tapping them.

const journey = ownServerJourney(OWN_PORTS.redRain);
const MAX_GRABS = 3;

/** "₱1,234.56" → 123456. */
const centsOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('ops schedule a rain; juan waits for it, grabs falling envelopes, and his balance goes up by the sum shown', async ({
  page,
}) => {
  const created = await journey.ops('POST', '/ops/rain/sessions', {
    startsAt: new Date(Date.now() + 12_000).toISOString(),
    durationSeconds: 120,
    budgetCents: 100_000,
    minGrabCents: 100,
    maxGrabCents: 900,
    maxGrabsPerMember: MAX_GRABS,
  });
  expect(created.successful, created.code).toBe(true);

  await logIn(page, 'juan', 'Member1234', '/m/redRain');
  const before = await journey.walletCents(page);
  await expect(page.getByTestId('rain-countdown')).toBeVisible();
  await expect(page.getByText('The next red envelope rain starts in')).toBeVisible();

  const stage = page.getByTestId('rain-canvas');
  await expect(stage).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('rain-tally')).toContainText(`0 of ${MAX_GRABS}`);
  await stage.focus();
  // Enter catches the lowest envelope on screen (none yet: nothing happens; the rain keeps coming).
  await expect
    .poll(
      async () => {
        if (await page.getByTestId('rain-results').isVisible()) return true;
        await page.keyboard.press('Enter');
        await page.waitForTimeout(300);
        return page.getByTestId('rain-results').isVisible();
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);

  const results = page.getByTestId('rain-results');
  await expect(results).toContainText(`${MAX_GRABS} envelopes grabbed`);
  await expect(results).toContainText('You have grabbed every envelope you can in this rain.');
  const total = centsOf(await page.getByTestId('rain-results-total').textContent());
  expect(total).toBeGreaterThanOrEqual(MAX_GRABS * 100);
  expect(total).toBeLessThanOrEqual(MAX_GRABS * 900);
  expect(await journey.walletCents(page)).toBe(before + total);
  expect(centsOf(await page.getByTestId('rain-balance').textContent())).toBe(before + total);

  // Back later in the same rain: the screen remembers what he grabbed.
  const totalText = (await page.getByTestId('rain-results-total').textContent()) ?? '';
  await page.reload();
  await expect(page.getByTestId('rain-results-total')).toHaveText(totalText);

  const sessions = await journey.ops('GET', '/ops/rain/sessions');
  const [session] = (sessions.value as { list: { spentCents: number; grabs: number }[] }).list;
  expect(session).toMatchObject({ grabs: MAX_GRABS, spentCents: total });
});

test('with reduced motion demo gets a still grid of envelopes and grabs them by tapping', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logIn(page, 'demo', 'Demo1234', '/m/redRain');
  const before = await journey.walletCents(page);
  const grid = page.getByTestId('rain-grid');
  await expect(grid).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('rain-canvas')).toHaveCount(0);
  await expect(page.getByText('Tap the envelopes to open them.')).toBeVisible();

  for (let i = 1; i <= MAX_GRABS; i++) {
    await page.getByRole('button', { name: `Grab envelope ${i}`, exact: true }).click();
    if (i < MAX_GRABS) await expect(page.getByTestId('rain-tally')).toContainText(`${i} of ${MAX_GRABS}`);
  }
  const results = page.getByTestId('rain-results');
  await expect(results).toContainText(`${MAX_GRABS} envelopes grabbed`);
  await expect(results.getByRole('listitem')).toHaveCount(MAX_GRABS);
  const total = centsOf(await page.getByTestId('rain-results-total').textContent());
  expect(await journey.walletCents(page)).toBe(before + total);
});
