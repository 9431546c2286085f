import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as filMessages } from '../../../../locales/fil/messages.po';
import { LoginPage } from '../../../../src/features/auth/login-page.tsx';
import { SocialLanding } from '../../../../src/features/social-login/social-landing.tsx';
import { keepSocialRedirect } from '../../../../src/lib/account/redirect.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import { MESSAGES } from '../../../../src/lib/messages.ts';
import { reportServerReachable } from '../../../../src/lib/online.ts';
import { AUTH_CODES } from '../../../../src/shared/errors/auth.ts';
import { EXCLUSION_CODES } from '../../../../src/shared/errors/protection.ts';
import { SOCIAL_CODES } from '../../../../src/shared/errors/social.ts';
import { PATHS } from '../../../../src/shared/paths.ts';
import type { LoginResult } from '../../../../src/shared/schemas/auth.ts';
import { cashoutStore, clearCashout } from '../../../../src/stores/cashout.ts';
import { clearSession, sessionStore } from '../../../../src/stores/session.ts';
import { byName, pageHas, stubFetch, testQueryClient, typeIn, until } from '../../components/harness.tsx';
import { envelope, siteConfig } from '../../site-config.ts';

// /m/socialLogin (issue 34): the server's callback lands here with `#ticket=…` or `#error=…`; a ticket
// becomes a session like a password login's, a first sign-in asks for what the registration still needs,
// and every refusal or failure ends on the login page as a translated message, never a blank page.

const RESULT: LoginResult = {
  token: 'social-token',
  merchantCode: 'SWERTE',
  userName: 'juan.g',
  customerType: 0,
  firstTimeLogin: true,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[] = [];
/** Answers of POST complete, in order (then 200 with RESULT). */
let completeAnswers: (Response | 'network')[] = [];
let unmount = () => {};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  calls = [];
  completeAnswers = [];
  stubFetch(({ method, url, body }) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.push({ method, path, body });
    if (path === PATHS.socialComplete) {
      const next = completeAnswers.shift() ?? envelope(RESULT);
      if (next === 'network') throw new TypeError('Failed to fetch');
      return next;
    }
    return envelope(null, 404, 'not.found');
  });
});
afterEach(() => {
  unmount();
  clearSession();
  clearCashout();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** The landing page at /m/socialLogin with `fragment`, beside the login page and a stand-in for the rest. */
async function land(fragment: string) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const rootRoute = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/m/socialLogin',
      component: () => <SocialLanding fragment={fragment} />,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/m/login',
      component: () => <LoginPage site={siteConfig()} redirect={undefined} />,
    }),
    createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>elsewhere</p> }),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/m/socialLogin'] }),
  });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <QueryProvider>
          <RouterProvider router={router} />
        </QueryProvider>
      </I18nProvider>,
    );
  });
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return router;
}

function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
}

const at = (router: Awaited<ReturnType<typeof land>>) => router.state.location.pathname;
const alertText = () => document.body.querySelector('[role="alert"]')?.textContent ?? '';
const completeCalls = () => calls.filter((c) => c.path === PATHS.socialComplete);
const button = (name: string) =>
  [...document.body.querySelectorAll('button')].find((b) => b.textContent === name) ?? null;

async function submit() {
  await act(async () => document.body.querySelector<HTMLFormElement>('form')?.requestSubmit());
}

describe('a ticket', () => {
  it('becomes the session and the member goes home, the landing entry replaced', async () => {
    const router = await land('#ticket=abc123&intent=login');
    await until(() => at(router) === '/m/home', 'home');
    expect(completeCalls()).toEqual([
      { method: 'POST', path: PATHS.socialComplete, body: { ticket: 'abc123' } },
    ]);
    expect(sessionStore.session).toMatchObject({ token: 'social-token', userName: 'juan.g', type: 0 });
    expect(router.history.length).toBe(1);
  });

  it('goes where the login page was asked to go (its redirect, kept over the round trip)', async () => {
    keepSocialRedirect('/m/withdraw?x=1');
    const router = await land('#ticket=abc123&intent=login');
    await until(() => at(router) === '/m/withdraw', 'the redirect');
    expect(router.state.location.searchStr).toBe('?x=1');
  });

  it('says it is working meanwhile (never a blank page)', async () => {
    let release = () => {};
    completeAnswers = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = () => resolve(envelope(RESULT))))),
    );
    await land('#ticket=abc123&intent=login');
    expect(document.body.querySelector('[role="status"][aria-busy="true"]')?.textContent).toBe('Logging in…');
    await act(async () => release());
  });
});

describe('a first sign-in that registers', () => {
  const details = (value: object) => envelope(value, 409, SOCIAL_CODES.details);

  it('asks for the age confirmation and the invitation code, then sends them with the same ticket', async () => {
    completeAnswers = [
      details({ provider: 'google', name: 'Juan', minimumAge: 21, affiliateCodeRequired: true }),
    ];
    const router = await land('#ticket=t1&intent=login');
    await until(() => pageHas('Welcome, Juan'), 'the details form');
    expect(document.body.querySelector('form[aria-label="Finish signing up"]')).not.toBeNull();
    expect(pageHas('I confirm I am 21 years or older')).toBe(true);
    // Nothing ticked, nothing typed: the code is required, and the age is asked again.
    await submit();
    expect(completeCalls()).toHaveLength(1);
    expect(pageHas('This field is required.')).toBe(true);
    typeIn(byName('affiliateCode'), 'AGENT7');
    await submit();
    expect(alertText()).toBe('Please confirm you are 21 years or older.');
    expect(completeCalls()).toHaveLength(1);
    await act(async () => byName('ageConfirmed')?.click());
    await submit();
    await until(() => at(router) === '/m/home', 'home');
    expect(completeCalls()[1]?.body).toEqual({ ticket: 't1', ageConfirmed: true, affiliateCode: 'AGENT7' });
    expect(sessionStore.session?.userName).toBe('juan.g');
  });

  it('without a code rule or an age to confirm: only the agreement and Create account', async () => {
    completeAnswers = [details({ provider: 'facebook', affiliateCodeRequired: false })];
    const router = await land('#ticket=t2&intent=login');
    await until(() => pageHas('Almost done'), 'the details form');
    expect(byName('affiliateCode')).toBeNull();
    expect(byName('ageConfirmed')).toBeNull();
    await act(async () => button('Create account')?.click());
    await until(() => at(router) === '/m/home', 'home');
    expect(completeCalls()[1]?.body).toEqual({ ticket: 't2' });
  });

  it('a wrong invitation code shows on its field; the ticket is kept for another try', async () => {
    completeAnswers = [
      details({ provider: 'google', affiliateCodeRequired: true }),
      envelope(null, 400, AUTH_CODES.invitationCodeError),
    ];
    await land('#ticket=t3&intent=login');
    await until(() => byName('affiliateCode') !== null, 'the details form');
    typeIn(byName('affiliateCode'), 'NOPE');
    await submit();
    await until(() => pageHas('Invalid invitation code.'), 'the field error');
    expect(byName('affiliateCode')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('the ticket ran out meanwhile: the login page says so', async () => {
    completeAnswers = [
      details({ provider: 'google', affiliateCodeRequired: false }),
      envelope(null, 409, SOCIAL_CODES.expired),
    ];
    const router = await land('#ticket=t4&intent=login');
    await until(() => button('Create account') !== null, 'the details form');
    await act(async () => button('Create account')?.click());
    await until(() => at(router) === '/m/login', 'the login page');
    await until(() => alertText() === MESSAGES[SOCIAL_CODES.expired]?.message, 'the message');
  });
});

describe('refusals and failures end on the login page, translated', () => {
  const codes = Object.values(SOCIAL_CODES).filter((c) => c !== SOCIAL_CODES.details);

  it.each(codes)('#error=%s from the callback', async (code) => {
    const router = await land(`#error=${code}&intent=login`);
    await until(() => at(router) === '/m/login', 'the login page');
    expect(alertText()).toBe(MESSAGES[code]?.message);
    expect(completeCalls()).toHaveLength(0);
  });

  it.each(codes)('%s answered by complete', async (code) => {
    completeAnswers = [envelope(null, code === SOCIAL_CODES.unavailable ? 502 : 409, code)];
    const router = await land('#ticket=t&intent=login');
    await until(() => at(router) === '/m/login', 'the login page');
    expect(alertText()).toBe(MESSAGES[code]?.message);
  });

  it('in Filipino, every code reads in Filipino (not English, not the code)', async () => {
    i18n.loadAndActivate({ locale: 'fil', messages: filMessages });
    for (const code of codes) {
      const router = await land(`#error=${code}&intent=login`);
      await until(() => at(router) === '/m/login', 'the login page');
      const text = alertText();
      expect(text).toBe(i18n._(MESSAGES[code] ?? { id: '' }));
      expect(text).not.toBe(MESSAGES[code]?.message);
      expect(text).not.toContain(code);
      unmount();
    }
  });

  it('a fragment without a ticket or error (a reload, a stray link): start again', async () => {
    const router = await land('');
    await until(() => at(router) === '/m/login', 'the login page');
    expect(alertText()).toBe(MESSAGES[SOCIAL_CODES.expired]?.message);
  });

  it('a self-excluded member: the exclusion refusal with its date, and the way to the balance', async () => {
    completeAnswers = [
      envelope(
        {
          kind: 'exclusion',
          until: '2027-01-31T16:00:00.000Z',
          cashout: { token: 'cash', expiresAt: '2026-12-01T00:10:00.000Z' },
        },
        403,
        EXCLUSION_CODES.excluded,
      ),
    ];
    const router = await land('#ticket=t&intent=login');
    await until(() => at(router) === '/m/login', 'the login page');
    expect(alertText()).toMatch(
      /^This account is self-excluded until .+\. It cannot log in or play until then\.$/,
    );
    expect(button('Withdraw my balance')).not.toBeNull();
    expect(cashoutStore.cashout?.token).toBe('cash');
    expect(sessionStore.session).toBeNull();
  });

  it('no connection: said in place with Try again (the ticket is still good), then signed in', async () => {
    completeAnswers = ['network'];
    const router = await land('#ticket=t5&intent=login');
    await until(() => button('Try again') !== null, 'the retry');
    expect(alertText()).toBe('No connection. Please check your network and try again.');
    expect(document.body.querySelector('a[href="/m/login"]')?.textContent).toBe('Back to login');
    // Until the platform answers again the app counts as offline (src/lib/online.ts): Try again waits.
    expect(button('Try again')?.disabled).toBe(true);
    act(() => reportServerReachable(true));
    await act(async () => button('Try again')?.click());
    await until(() => at(router) === '/m/home', 'home');
    expect(completeCalls().map((c) => c.body)).toEqual([{ ticket: 't5' }, { ticket: 't5' }]);
  });
});

describe('a link from the security centre', () => {
  it('#linked=google goes back to the security centre with the outcome', async () => {
    const router = await land('#linked=google&intent=link');
    await until(() => at(router) === '/m/securityCenter', 'the security centre');
    expect(router.state.location.state).toMatchObject({ socialLink: { linked: 'google' } });
  });

  it('#error=social.linked.elsewhere too, as the error', async () => {
    const router = await land('#error=social.linked.elsewhere&intent=link');
    await until(() => at(router) === '/m/securityCenter', 'the security centre');
    expect(router.state.location.state).toMatchObject({ socialLink: { code: 'social.linked.elsewhere' } });
    expect(completeCalls()).toHaveLength(0);
  });
});
