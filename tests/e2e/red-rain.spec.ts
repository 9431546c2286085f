import { expect, type Page, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, ownServerJourney } from './journey.ts';

// Red envelope rain (issue 14) on a server of its own, since balances change: an operator schedules a
// session starting in a few seconds; juan sees the countdown, then the falling envelopes, grabs his three
// (keyboard on the canvas) and the results show what he got, which is what his balance went up by. demo,
// who prefers reduced motion, gets a still grid of envelopes instead and grabs hers by tapping them. Last,
// an operator makes a daily rain; the server's test clock moves to just before its first session and juan
// taps the falling envelopes themselves (found by their colour on the canvas).

const journey = ownServerJourney(OWN_PORTS.redRain, undefined, { PROTECTION_TEST_CLOCK: '1' });
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

/** The middle of a falling envelope's gold coin, in page pixels, read off the canvas; null when none shows. */
function envelopeOnCanvas(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="rain-canvas"] canvas');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || canvas.width === 0) return null;
    const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const scale = width / canvas.clientWidth;
    const box = canvas.getBoundingClientRect();
    // The upper two thirds only: an envelope there stays on screen while the tap travels.
    for (let y = Math.round(8 * scale); y < (height * 2) / 3; y += 2) {
      for (let x = 0; x < width; x += 2) {
        const i = (y * width + x) * 4;
        if ((data[i] ?? 0) > 235 && Math.abs((data[i + 1] ?? 0) - 202) < 20 && (data[i + 2] ?? 255) < 90)
          return { x: box.left + x / scale, y: box.top + y / scale + 6 };
      }
    }
    return null;
  });
}

test('a daily rain: its session comes up by itself, and juan taps falling envelopes to grab them', async ({
  page,
}) => {
  // 20 minutes from now in Manila time (UTC+8), HH:MM: past the first test's session.
  const time = new Date(Date.now() + 20 * 60_000 + 8 * 3_600_000).toISOString().slice(11, 16);
  const made = await journey.ops('POST', '/ops/rain/schedules', {
    time,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    durationSeconds: 120,
    budgetCents: 100_000,
    minGrabCents: 100,
    maxGrabCents: 900,
    maxGrabsPerMember: MAX_GRABS,
  });
  expect(made.successful, made.code).toBe(true);
  const schedule = made.value as { id: number; nextStartsAt: string | null; status: string };
  expect(schedule.status).toBe('active');
  expect(schedule.nextStartsAt).not.toBeNull();
  // The server's clock jumps to 15 seconds before the session.
  const offsetMs = Date.parse(schedule.nextStartsAt ?? '') - Date.now() - 15_000;
  const moved = await journey.ops('POST', '/ops/test/clock', { offsetMs });
  expect(moved.successful, moved.code).toBe(true);

  await logIn(page, 'juan', 'Member1234', '/m/redRain');
  const before = await journey.walletCents(page);
  await expect(page.getByTestId('rain-countdown')).toHaveText(/^0:[01]\d$/);
  const stage = page.getByTestId('rain-canvas');
  await expect(stage).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      async () => {
        if (await page.getByTestId('rain-results').isVisible()) return true;
        const at = await envelopeOnCanvas(page);
        if (at) await page.mouse.click(at.x, at.y);
        else await page.waitForTimeout(100);
        return page.getByTestId('rain-results').isVisible();
      },
      { timeout: 45_000, intervals: [50] },
    )
    .toBe(true);

  const results = page.getByTestId('rain-results');
  await expect(results).toContainText(`${MAX_GRABS} envelopes grabbed`);
  const total = centsOf(await page.getByTestId('rain-results-total').textContent());
  expect(total).toBeGreaterThanOrEqual(MAX_GRABS * 100);
  expect(await journey.walletCents(page)).toBe(before + total);

  const sessions = await journey.ops('GET', '/ops/rain/sessions');
  const [session] = (
    sessions.value as { list: { scheduleId: number | null; grabs: number; spentCents: number }[] }
  ).list;
  expect(session).toMatchObject({ scheduleId: schedule.id, grabs: MAX_GRABS, spentCents: total });
});
