import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LinkedAccounts } from '../../../../src/features/security-centre/linked-accounts.tsx';
import { linkResultState } from '../../../../src/lib/account/social-return.ts';
import { AGENT_MENU_ITEMS } from '../../../../src/shared/constants/members.ts';
import { SOCIAL_CODES } from '../../../../src/shared/errors/social.ts';
import { PATHS } from '../../../../src/shared/paths.ts';
import type { SiteConfig } from '../../../../src/shared/schemas/site.ts';
import type { SocialLinks } from '../../../../src/shared/schemas/social.ts';
import { byName, clickText, pageHas, typeIn, until } from '../../components/harness.tsx';
import { memberSession } from '../../member-session.ts';
import { siteConfig } from '../../site-config.ts';

// The security centre's linked accounts (issue 34): shown when the merchant offers a provider; Link and
// Unlink ask for the login password when the session is not recent; the landing page's outcome shows.

/** A site config the app accepts (the shared fixture's agent menu is left empty). */
const offered = (switches: Partial<SiteConfig['switches']> = {}) =>
  siteConfig({
    switches,
    socialLogins: ['google', 'facebook'],
    agentMenu: Object.fromEntries(AGENT_MENU_ITEMS.map((i) => [i, true])) as SiteConfig['agentMenu'],
  });
let site = offered();
const links: SocialLinks = {
  providers: [
    { provider: 'facebook', linked: false },
    { provider: 'google', linked: true, label: 'ju•••@gmail.com', linkedAt: '2026-11-01T00:00:00.000Z' },
  ],
  hasPassword: true,
};

const { calls, answers, render } = memberSession({
  server: {
    recordAll: true,
    serve: (method, path) => {
      if (path === PATHS.siteConfig) return { status: 200, code: 'ok', value: site };
      if (path === PATHS.securitySocial && method === 'GET') return { status: 200, code: 'ok', value: links };
      return undefined;
    },
  },
});

beforeEach(() => {
  site = offered();
});
afterEach(() => {
  history.replaceState(null, '', '/');
});

const row = (provider: string) =>
  document.body.querySelector<HTMLElement>(`[data-testid="social-${provider}"]`);
const byLabel = (name: string) =>
  document.body.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const sent = (method: string) =>
  calls.filter((c) => c.method === method && c.path.startsWith(PATHS.securitySocial));

describe('linked accounts', () => {
  it('each provider linked or not, with Link or Unlink named for it', async () => {
    await render(() => <LinkedAccounts user="demo" />);
    await until(() => row('google') !== null, 'the rows');
    expect(document.body.querySelector('h2')?.textContent).toBe('Linked accounts');
    expect(row('facebook')?.textContent).toContain('Not linked');
    expect(row('google')?.textContent).toContain('Linked: ju•••@gmail.com');
    expect(byLabel('Link Facebook')?.textContent).toBe('Link');
    expect(byLabel('Unlink Google')?.textContent).toBe('Unlink');
  });

  it('none offered by the merchant (switches off): no section, and no call for it', async () => {
    site = offered({ FACEBOOKLOGIN3: false, GOOGLELOGIN3: false });
    await render(() => <LinkedAccounts user="demo" />);
    await until(() => calls.some((c) => c.path === PATHS.siteConfig), 'the site config');
    expect(pageHas('Linked accounts')).toBe(false);
    expect(sent('GET')).toHaveLength(0);
  });

  it("Link: the login password first when the server asks, then the provider's page", async () => {
    answers[`POST ${PATHS.securitySocial}/facebook`] = [
      { status: 403, code: 'auth.recent.required', value: null },
      { status: 200, code: 'ok', value: { url: '#facebook-dialog' } },
    ];
    answers[`POST ${PATHS.passwordConfirm}`] = [
      { status: 200, code: 'ok', value: { recentUntil: '2026-01-01T00:15:00.000Z' } },
    ];
    await render(() => <LinkedAccounts user="demo" />);
    await until(() => byLabel('Link Facebook') !== null, 'the rows');
    await act(async () => byLabel('Link Facebook')?.click());
    await until(() => pageHas('Confirm your login password'), 'the password dialog');
    typeIn(byName('loginPassword'), 'Demo1234');
    await clickText('Confirm');
    await until(() => location.hash === '#facebook-dialog', 'the navigation');
    expect(sent('POST')).toHaveLength(2);
  });

  it('Unlink: confirmed first; the last way to log in is explained', async () => {
    answers[`DELETE ${PATHS.securitySocial}/google`] = [
      { status: 409, code: SOCIAL_CODES.lastSignIn, value: null },
    ];
    await render(() => <LinkedAccounts user="demo" />);
    await until(() => byLabel('Unlink Google') !== null, 'the rows');
    await act(async () => byLabel('Unlink Google')?.click());
    expect(pageHas('Unlink your Google account? You will no longer be able to log in with it.')).toBe(true);
    expect(sent('DELETE')).toHaveLength(0);
    const confirm = [...document.body.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
      (b) => b.textContent === 'Unlink',
    );
    await act(async () => confirm?.click());
    await until(() => sent('DELETE').length === 1, 'the unlink');
    await until(
      () =>
        document.body.querySelector('[role="alert"]')?.textContent ===
        'This is the only way you can log in, so it cannot be unlinked. Set a login password first.',
      'the explanation',
    );
  });

  it('back from the provider: the outcome the landing page sent', async () => {
    const view = await render(() => <LinkedAccounts user="demo" />);
    await until(() => row('google') !== null, 'the rows');
    await act(async () => view.router.navigate({ to: '/', state: linkResultState({ linked: 'google' }) }));
    await until(() => pageHas('Your Google account is now linked.'), 'the success');
    await act(async () =>
      view.router.navigate({ to: '/', state: linkResultState({ code: SOCIAL_CODES.linkedElsewhere }) }),
    );
    await until(
      () =>
        document.body.querySelector('[role="alert"]')?.textContent ===
        'This account is already linked to another member.',
      'the error',
    );
  });
});
