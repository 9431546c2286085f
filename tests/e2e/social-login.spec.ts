// Google and Facebook sign-in in Chromium (issue 34), against real protocol stand-ins started here: a
// real OpenID Connect provider (oidc-provider) standing in for Google, and Facebook's dialog, token
// endpoint and Graph API (tests/server/support/identity-providers.ts). The journey's own server is
// configured with both (GOOGLE_ISSUER, FACEBOOK_DIALOG_BASE / FACEBOOK_GRAPH_BASE pointing at them).
import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { HEADERS } from '../../src/shared/constants/http.ts';
import { PATHS } from '../../src/shared/paths.ts';
import {
  type FacebookStandIn,
  type OidcStandIn,
  startFacebookStandIn,
  startOidcProvider,
} from '../server/support/identity-providers.ts';
import { E2E_OPS_TOKEN, OWN_PORTS } from './env.ts';
import { ownServerForFile } from './own-server.ts';

const PORT = OWN_PORTS.socialLogin;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ops = { Authorization: `Bearer ${E2E_OPS_TOKEN}`, 'Content-Type': 'application/json' };

let google: OidcStandIn;
let facebook: FacebookStandIn;
test.beforeAll(async () => {
  google = await startOidcProvider({ redirectUris: [`${ORIGIN}${PATHS.socialCallback}/google`] });
  facebook = await startFacebookStandIn({ redirectUris: [`${ORIGIN}${PATHS.socialCallback}/facebook`] });
});
test.afterAll(async () => {
  await google?.close();
  await facebook?.close();
});
const serverUrl = ownServerForFile(PORT, () => ({
  GOOGLE_CLIENT_ID: google.clientId,
  GOOGLE_CLIENT_SECRET: google.clientSecret,
  GOOGLE_ISSUER: google.issuer,
  FACEBOOK_APP_ID: facebook.appId,
  FACEBOOK_APP_SECRET: facebook.appSecret,
  FACEBOOK_DIALOG_BASE: facebook.base,
  FACEBOOK_GRAPH_BASE: facebook.base,
}));
test.use({ baseURL: serverUrl });

const googleButton = (page: Page) => page.getByRole('button', { name: 'Log in with Google' });
const facebookButton = (page: Page) => page.getByRole('button', { name: 'Log in with Facebook' });
const fresh = (who: string) => `${who}-${randomBytes(5).toString('hex')}`;

/** The tab's session (sessionStorage, as the app keeps it). */
async function session(page: Page): Promise<{ token: string; userName: string; type: number }> {
  const raw = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
  return JSON.parse(raw ?? 'null');
}

/** Signs in with Google from the login page, pressing Sign in (or Cancel) on the provider's page. */
async function googleRoundTrip(page: Page, action: 'Sign in' | 'Cancel') {
  await page.goto('/m/login?lang=EN');
  await googleButton(page).click();
  await expect(page.getByText(`Sign in as ${google.account.name}`)).toBeVisible();
  await page.getByRole('button', { name: action, exact: true }).click();
}

test('the buttons show only while the switches are on', async ({ page, request }) => {
  await page.goto('/m/login?lang=EN');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(googleButton(page)).toHaveCount(0);
  await expect(facebookButton(page)).toHaveCount(0);

  const on = await request.patch('/ops/config', {
    headers: ops,
    data: { switches: { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true } },
  });
  expect(on.status()).toBe(200);
  await page.goto('/m/login?lang=EN');
  await expect(googleButton(page)).toBeVisible();
  await expect(facebookButton(page)).toBeVisible();
  // Only on the username tab (SPEC): the mobile tab has none.
  await page.getByRole('tab', { name: 'Mobile login' }).click();
  await expect(googleButton(page)).toHaveCount(0);
});

test('Google: the first sign-in registers a member, the second signs the same member in', async ({
  page,
}) => {
  google.account = {
    sub: fresh('g'),
    email: 'maria@example.com',
    email_verified: true,
    name: 'Maria Santos',
  };
  await googleRoundTrip(page, 'Sign in');
  // What the provider did not give: the age confirmation.
  await expect(page).toHaveURL(/\/m\/socialLogin/);
  await expect(page.getByText('Welcome, Maria Santos')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I confirm I am 21 years or older' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const first = await session(page);
  expect(first.type).toBe(0); // a regular member
  expect(first.userName).toMatch(/^google\d{8}$/);
  // The provider's tokens never reach the page: only our session.
  expect(page.url()).not.toContain('ticket=');

  // Signed out, then in again with the same Google account: the same member, no questions.
  await page.evaluate(() => sessionStorage.clear());
  await page.context().clearCookies();
  await googleRoundTrip(page, 'Sign in');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await session(page)).userName).toBe(first.userName);
});

test('Google: Cancel at the provider comes back to the login page with a translated message', async ({
  page,
}) => {
  await googleRoundTrip(page, 'Cancel');
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(
    page.getByText('The sign-in was cancelled. You can try again or log in another way.'),
  ).toBeVisible();
  // In Filipino too.
  await page.goto('/m/login?lang=TY');
  await page.getByRole('button', { name: /Google/ }).click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(page.getByRole('alert')).not.toContainText('The sign-in was cancelled');
  await expect(page.getByRole('alert')).toContainText(/Kinansela|kinansela/);
});

test('Facebook: Allow registers through the dialog and the Graph API; Cancel is told', async ({ page }) => {
  facebook.user = { id: String(Date.now()), name: 'Jose Rizal', email: 'jose@example.com' };
  await page.goto('/m/login?lang=EN');
  await facebookButton(page).click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(
    page.getByText('The sign-in was cancelled. You can try again or log in another way.'),
  ).toBeVisible();

  await facebookButton(page).click();
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expect(page.getByText('Welcome, Jose Rizal')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I confirm I am 21 years or older' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect((await session(page)).userName).toMatch(/^facebook\d{8}$/);
  // Every Graph call carried the right app-secret proof.
  expect(facebook.graphCalls.length).toBeGreaterThan(0);
  expect(facebook.graphCalls.every((c) => c.proofOk)).toBe(true);
});

test('a member links Google from the security centre, then signs in with it', async ({ page }) => {
  await page.goto('/m/login?lang=EN');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  google.account = { sub: fresh('g'), email: 'demo@example.com', email_verified: true, name: 'Demo Player' };
  await page.goto('/m/securityCenter?lang=EN');
  const section = page.getByRole('region', { name: 'Linked accounts' });
  await section.getByRole('button', { name: 'Link Google' }).click();
  // The password was proven moments ago (the login): straight to the provider.
  await expect(page.getByText('Sign in as Demo Player')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/securityCenter/);
  await expect(page.getByText('Your Google account is now linked.')).toBeVisible();
  await expect(section.getByText('Linked: Demo Player')).toBeVisible();

  // Another tab, signed out: Google signs the demo member in.
  const other = await page.context().browser()?.newPage({ baseURL: serverUrl });
  if (!other) throw new Error('a second page');
  await googleRoundTrip(other, 'Sign in');
  await expect(other).toHaveURL(/\/m\/home$/);
  expect((await session(other)).userName).toBe('demo');
  await other.close();
});

test('a self-excluded member is refused, told until when', async ({ page, request }) => {
  google.account = { sub: fresh('g'), email: 'rosa@example.com', email_verified: true, name: 'Rosa Cruz' };
  await googleRoundTrip(page, 'Sign in');
  await page.getByRole('checkbox', { name: 'I confirm I am 21 years or older' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Six months of self-exclusion, taken on the session (no password to prove: the provider just did).
  const { token } = await session(page);
  const excluded = await request.post(PATHS.exclusion, {
    headers: { [HEADERS.token]: token, 'Content-Type': 'application/json' },
    data: { kind: 'exclusion', period: '6m', password: '' },
  });
  expect(excluded.status(), await excluded.text()).toBe(200);

  await page.evaluate(() => sessionStorage.clear());
  await page.context().clearCookies();
  await googleRoundTrip(page, 'Sign in');
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(
    page.getByText(/This account is self-excluded until .+\. It cannot log in or play until then\./),
  ).toBeVisible();
  expect(await session(page)).toBeNull();
});
