import { expect, test } from '@playwright/test';
import { OWN_PORTS } from './env.ts';
import { logIn, nodeIdOf, ownServerJourney } from './journey.ts';

// Player rebates (issue 14) on a server of their own, since balances change: an operator turns the
// manual rebate on with a 1 % rate for in-house games; pedro spins the studio's slot, the manual rebate
// shows 1 % of what he bet, he claims it, his balance goes up by it, and the rebate report lists the claim.

const journey = ownServerJourney(OWN_PORTS.rebates, async (j) => {
  const switched = await j.ops('PATCH', '/ops/config', { switches: { MANPLAYREB3: true, PLYRBT: true } });
  expect(switched.successful, switched.code).toBe(true);
  const rates = await j.ops('PUT', '/ops/rebate/rates', {
    rates: [{ category: 'INHOUSE', rateBp: 100, capCents: null }],
  });
  expect(rates.successful, rates.code).toBe(true);
});

/** "₱1,234.56" → 123456. */
const centsOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('pedro plays in-house rounds, claims the rebate they accrued, and the report lists the claim', async ({
  page,
}) => {
  await logIn(page, 'pedro', 'Member1234', '/m/home');
  const nodeId = await nodeIdOf(page, 'swerte-slots');
  await page.goto(`/m/launchGame?code=SWERTE&gameId=swerte-slots&nodeId=${nodeId}&pageBack=/m/home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swerte Slots');
  // The ₱10.00 bet (the slot's 7th of SLOT_BETS_CENTS): 1 % of three spins is whole centavos.
  await page.getByRole('group', { name: 'Bet' }).locator('label').nth(6).click();
  let betCents = 0;
  for (let i = 0; i < 3; i++) {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/studio/play');
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    const body = await (await answer).json();
    expect(body.successful).toBe(true);
    betCents += body.value.round.betCents as number;
    await expect(page.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
  }
  expect(betCents).toBe(3_000);
  const rebateCents = Math.floor(betCents / 100);

  await page.goto('/m/member/manualRebate');
  await expect
    .poll(async () => centsOf(await page.getByTestId('rebate-total').textContent()))
    .toBe(rebateCents);
  const line = page.getByTestId('rebate-line-INHOUSE');
  await expect(line).toContainText('In-house games');
  await expect(line).toContainText('1%');
  await expect(page.getByText('Turnover since you started playing.')).toBeVisible();

  const before = await journey.walletCents(page);
  await page.getByRole('button', { name: 'Claim now' }).click();
  await expect(page.getByText(/^Rebate of .+ added to your balance\.$/)).toBeVisible();
  await expect.poll(async () => centsOf(await page.getByTestId('rebate-total').textContent())).toBe(0);
  await expect(page.getByRole('button', { name: 'Claim now' })).toBeDisabled();
  await expect(page.getByText(/^Turnover since your last claim on /)).toBeVisible();
  expect(await journey.walletCents(page)).toBe(before + rebateCents);

  await page.getByRole('link', { name: 'Rebate history' }).click();
  await expect(page).toHaveURL(/\/m\/member\/rebateReport$/);
  const claims = page.getByTestId('rebate-claim');
  await expect(claims).toHaveCount(1);
  await expect(claims.first()).toContainText('In-house games');
  expect(centsOf(await claims.first().locator('p').nth(1).textContent())).toBe(rebateCents);
});
