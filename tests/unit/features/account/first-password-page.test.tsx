// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '../../../../src/app/router.tsx';
import { FirstPasswordPage } from '../../../../src/features/account/first-password-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { AUTH_CODES } from '../../../../src/shared/errors/auth.ts';
import { PATHS } from '../../../../src/shared/paths.ts';
import type { LoginResult } from '../../../../src/shared/schemas/auth.ts';
import { clearSession, sessionStore, setSession, startSession } from '../../../../src/stores/session.ts';
import {
  byName,
  type FetchCall,
  pageHas,
  renderWithRouter,
  stubFetch,
  typeIn,
  until,
} from '../../components/harness.tsx';
import { envelope } from '../../site-config.ts';

// /m/firstPassword (issue 35, decision 50): a session on a password an agent chose sees only this screen;
// the form sends the new password and its confirmation (no old one), then goes where the member was going.

const session = (mustSetPassword: boolean) =>
  setSession({
    token: 't',
    merchantCode: 'SWERTE',
    userName: 'newbie',
    type: 0,
    firstTimeLogin: true,
    mustSetPassword,
  });

let calls: FetchCall[] = [];
let answer: () => Response = () => envelope(null);
let unmount = () => {};
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  calls = [];
  answer = () => envelope(null);
  stubFetch((call) => {
    calls.push(call);
    if (new URL(call.url, 'http://localhost').pathname === PATHS.firstPassword) return answer();
    return envelope(null, 404, 'not.found');
  });
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

const firstCalls = () =>
  calls.filter((c) => new URL(c.url, 'http://localhost').pathname === PATHS.firstPassword);
async function fillAndSubmit(password: string, confirm = password) {
  await act(async () => {
    typeIn(byName('newPassword'), password);
    typeIn(byName('confirmNewPassword'), confirm);
  });
  await act(async () => document.body.querySelector<HTMLFormElement>('form')?.requestSubmit());
}

describe('the first-password screen', () => {
  it('sends the new password with its confirmation, clears the flag and goes on to `redirect`', async () => {
    session(true);
    const r = await renderWithRouter(() => <FirstPasswordPage redirect="/m/mine" />);
    unmount = r.unmount;
    expect(pageHas('newbie')).toBe(true);
    await fillAndSubmit('Mine2025y');
    await until(() => r.router.state.location.pathname === '/m/mine', 'redirect');
    expect(firstCalls().map((c) => [c.method, c.body])).toEqual([
      ['POST', { newPassword: 'Mine2025y', confirmNewPassword: 'Mine2025y' }],
    ]);
    expect(sessionStore.session?.mustSetPassword).toBe(false);
  });

  it('checks the confirmation before asking the server; a refusal keeps the member here', async () => {
    session(true);
    const r = await renderWithRouter(() => <FirstPasswordPage redirect={undefined} />);
    unmount = r.unmount;
    await fillAndSubmit('Mine2025y', 'Mine2025z');
    expect(firstCalls()).toEqual([]);
    answer = () => envelope(null, 400, AUTH_CODES.passwordSame);
    await fillAndSubmit('Open2025x');
    await until(() => firstCalls().length === 1, 'the call');
    await until(() => pageHas('The new password and the old password cannot be the same.'), 'the popup');
    expect(r.router.state.location.pathname).toBe('/');
    expect(sessionStore.session?.mustSetPassword).toBe(true);
  });
});

describe('the app while the flag holds', () => {
  beforeEach(() => vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 })));

  it.each(['/m/home', '/m/withdraw', '/m/mine', '/m/changePsw'])(
    '%s leads to /m/firstPassword, keeping where it was going',
    async (path) => {
      session(true);
      const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: [path] }));
      await router.load();
      expect(router.state.location.pathname).toBe('/m/firstPassword');
      expect(router.state.location.search).toEqual({ redirect: path });
    },
  );

  it('an ordinary session is never sent there', async () => {
    session(false);
    const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: ['/m/mine'] }));
    await router.load();
    expect(router.state.location.pathname).toBe('/m/mine');
  });
});

describe('the session keeps what the login answers (decision 50)', () => {
  const result = (over: Partial<LoginResult>): LoginResult => ({
    token: 't',
    userName: 'u',
    customerType: 0,
    firstTimeLogin: true,
    merchantCode: 'SWERTE',
    ...over,
  });
  it.each([
    ['asked', result({ mustSetPassword: true }), true],
    ['not asked', result({ mustSetPassword: false }), false],
    ["not said (a registration on SPEC's platform)", result({}), false],
  ])('%s', (_, answer, asked) => {
    startSession(answer);
    expect(sessionStore.session?.mustSetPassword).toBe(asked);
  });
});
