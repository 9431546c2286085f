import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../../src/features/auth/login-page.tsx';
import { SocialLogin } from '../../../../src/features/auth/social-login.tsx';
import { takeSocialRedirect } from '../../../../src/lib/account/redirect.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import { SOCIAL_CODES } from '../../../../src/shared/errors/social.ts';
import { PATHS } from '../../../../src/shared/paths.ts';
import type { SiteConfig } from '../../../../src/shared/schemas/site.ts';
import type { SocialStart } from '../../../../src/shared/schemas/social.ts';
import { type FetchCall, pageHas, renderWithRouter, stubFetch, until } from '../../components/harness.tsx';
import { envelope, siteConfig } from '../../site-config.ts';

// The Facebook and Google buttons (SPEC.md section 2; issue 34): shown when the switch is on and the
// server has the provider's credentials; a press asks the server for the provider's page and goes there.

let calls: FetchCall[] = [];
let startAnswer: () => Response = () => envelope({ url: '#at-the-provider' });
let unmount = () => {};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  calls = [];
  startAnswer = () => envelope({ url: '#at-the-provider' });
  stubFetch((call) => {
    calls.push(call);
    return call.url.includes(PATHS.socialStart) ? startAnswer() : envelope(null, 404, 'not.found');
  });
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

const both = (patch: Partial<SiteConfig['switches']> = {}) =>
  siteConfig({ switches: patch, socialLogins: ['google', 'facebook'] });

async function render(
  site: SiteConfig,
  props: { variant?: 'icons' | 'buttons'; start?: SocialStart; redirect?: string } = {},
) {
  const view = await renderWithRouter(() => <SocialLogin site={site} variant="icons" {...props} />);
  unmount = view.unmount;
}
const byLabel = (name: string) =>
  document.body.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const buttons = () => [...document.body.querySelectorAll<HTMLButtonElement>('button')];
const starts = () => calls.filter((c) => c.url.includes(PATHS.socialStart));

describe('which buttons show', () => {
  it('both configured and switched on: Facebook and Google, named for screen readers', async () => {
    await render(both());
    expect(byLabel('Log in with Facebook')).not.toBeNull();
    expect(byLabel('Log in with Google')).not.toBeNull();
    expect(document.body.querySelector('fieldset legend')?.textContent).toBe('or log in with');
    // The marks are decoration: the name is the button's.
    expect(document.body.querySelectorAll('button svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it.each([
    ['the switches off', both({ FACEBOOKLOGIN3: false, GOOGLELOGIN3: false })],
    ['no provider configured on the server', siteConfig({ socialLogins: [] })],
    ['no site config yet', undefined],
  ])('%s: none at all', async (_, site) => {
    await render(site as SiteConfig);
    expect(buttons()).toHaveLength(0);
    expect(document.body.querySelector('fieldset')).toBeNull();
  });

  it('one switch off: only the other provider', async () => {
    await render(both({ GOOGLELOGIN3: false }));
    expect(byLabel('Log in with Facebook')).not.toBeNull();
    expect(byLabel('Log in with Google')).toBeNull();
  });

  it('the registration page: labelled buttons', async () => {
    await render(both(), { variant: 'buttons' });
    expect(buttons().map((b) => b.textContent)).toEqual(['Continue with Facebook', 'Continue with Google']);
  });
});

describe('pressing one', () => {
  it("asks the server for the provider's page and goes there, busy meanwhile", async () => {
    await render(both(), { redirect: '/m/withdraw' });
    await act(async () => byLabel('Log in with Google')?.click());
    await until(() => location.hash === '#at-the-provider', 'the navigation');
    expect(starts()).toEqual([{ method: 'POST', url: `${PATHS.socialStart}/google`, body: {} }]);
    expect(pageHas('Opening Google…')).toBe(true);
    expect(byLabel('Log in with Google')?.getAttribute('aria-busy')).toBe('true');
    expect(buttons().every((b) => b.disabled)).toBe(true);
    // Where the login page was asked to go waits for the landing page.
    expect(takeSocialRedirect()).toBe('/m/withdraw');
  });

  it('the registration page sends what its form has', async () => {
    await render(both(), { variant: 'buttons', start: { affiliateCode: 'AGENT7', ageConfirmed: true } });
    await act(async () => buttons()[0]?.click());
    await until(() => starts().length === 1, 'the start');
    expect(starts()[0]).toMatchObject({
      url: `${PATHS.socialStart}/facebook`,
      body: { affiliateCode: 'AGENT7', ageConfirmed: true },
    });
  });

  it('a failure is told in place, translated, and the buttons work again', async () => {
    startAnswer = () => envelope(null, 502, SOCIAL_CODES.unavailable);
    await render(both());
    await act(async () => byLabel('Log in with Facebook')?.click());
    await until(() => document.body.querySelector('[role="alert"]') !== null, 'the error');
    expect(document.body.querySelector('[role="alert"]')?.textContent).toBe(
      'The sign-in service is not answering right now. Please try again later or log in another way.',
    );
    expect(buttons().some((b) => b.disabled)).toBe(false);
  });

  it('an answer that is not a web address is not followed', async () => {
    startAnswer = () => envelope({ url: 'javascript:alert(1)' });
    await render(both());
    await act(async () => byLabel('Log in with Google')?.click());
    await until(() => document.body.querySelector('[role="alert"]') !== null, 'the error');
    expect(location.hash).toBe('');
  });
});

describe('offline', () => {
  it('the buttons are disabled and say they need a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await render(both());
    expect(buttons()).toHaveLength(2);
    expect(buttons().every((b) => b.disabled)).toBe(true);
    const hint = document.body.querySelector('[role="status"]');
    expect(hint?.textContent).toBe('You are offline: signing in with Facebook / Google needs a connection.');
    expect(byLabel('Log in with Google')?.getAttribute('aria-describedby')).toBe(hint?.id);
    await act(async () => byLabel('Log in with Google')?.click());
    expect(starts()).toHaveLength(0);
  });
});

describe('on the login page', () => {
  it('the icons show on the username tab only (SPEC.md: not on the SMS tab)', async () => {
    const view = await renderWithRouter(() => <LoginPage site={both()} redirect={undefined} />);
    unmount = view.unmount;
    expect(byLabel('Log in with Google')).not.toBeNull();
    const smsTab = [...document.body.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
      (t) => t.textContent === 'Mobile login',
    );
    await act(async () => smsTab?.click());
    expect(byLabel('Log in with Google')).toBeNull();
    expect(byLabel('Log in with Facebook')).toBeNull();
  });
});
