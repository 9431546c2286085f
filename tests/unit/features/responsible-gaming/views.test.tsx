import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BirthDateView } from '../../../../src/features/responsible-gaming/birth-date-view.tsx';
import { ExclusionView } from '../../../../src/features/responsible-gaming/exclusion-view.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { clearSession, sessionStore, setSession } from '../../../../src/stores/session.ts';
import { renderWithRouter, testQueryClient, until } from '../../components/harness.tsx';

type Answer = { status: number; code: string; value: unknown };
let birthDate: string | null = null;
let calls: { method: string; path: string; body: unknown }[] = [];
let answers: Record<string, Answer[]> = {};
let unmount = () => {};

const reply = ({ status, code, value }: Answer) =>
  new Response(JSON.stringify({ successful: status < 400, code, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit) {
  const path = new URL(String(input), 'http://localhost').pathname;
  const method = init?.method ?? 'GET';
  if (method === 'GET' && path === '/wps/protection/birthDate')
    return reply({ status: 200, code: 'ok', value: { birthDate, minimumAge: 21 } });
  calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const queued = answers[`${method} ${path}`]?.shift();
  return reply(queued ?? { status: 200, code: 'ok', value: null });
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'demo', type: 0, firstTimeLogin: false });
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  birthDate = null;
  calls = [];
  answers = {};
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

async function render(node: () => ReactNode) {
  const view = await renderWithRouter(node, testQueryClient());
  unmount = view.unmount;
  await until(() => !document.body.textContent?.includes('Loading…'), 'loaded');
}
function type(input: Element | null | undefined, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const input = (name: string) => document.body.querySelector<HTMLInputElement>(`[name="${name}"]`);
const buttons = (text: string) =>
  [...document.body.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent === text);
const click = async (text: string, index = 0) => {
  await act(async () => buttons(text)[index]?.click());
};
const submit = async (label: string) => {
  await act(async () =>
    document.body.querySelector<HTMLFormElement>(`form[aria-label="${label}"]`)?.requestSubmit(),
  );
};
const has = (text: string) => document.body.textContent?.includes(text) === true;

describe('date of birth', () => {
  it('confirms before saving, then shows the date as set for good', async () => {
    answers['POST /wps/protection/birthDate'] = [
      { status: 200, code: 'ok', value: { birthDate: '1990-05-05', minimumAge: 21 } },
    ];
    await render(() => <BirthDateView />);
    expect(has('You must be at least 21 years old to play. The date can be set only once.')).toBe(true);
    type(input('birthDate'), '1990-05-05');
    await submit('Date of birth');
    expect(has('Save May 5, 1990 as your date of birth? It cannot be changed later.')).toBe(true);
    await click('Save', 1);
    await until(() => has('Your date of birth is set and cannot be changed.'), 'set');
    expect(calls).toEqual([
      { method: 'POST', path: '/wps/protection/birthDate', body: { birthDate: '1990-05-05' } },
    ]);
    expect(has('May 5, 1990')).toBe(true);
  });

  it('a future date is refused on the spot; the server’s under-age refusal shows with the age', async () => {
    answers['POST /wps/protection/birthDate'] = [{ status: 400, code: 'age.under', value: null }];
    await render(() => <BirthDateView />);
    type(input('birthDate'), '2999-01-01');
    await submit('Date of birth');
    expect(has('Please enter a real date of birth.')).toBe(true);
    expect(calls).toEqual([]);
    type(input('birthDate'), '2010-01-01');
    await submit('Date of birth');
    await click('Save', 1);
    await until(() => has('You must be at least 21 years old.'), 'refused');
  });

  it('once set, only shows it', async () => {
    birthDate = '1985-12-31';
    await render(() => <BirthDateView />);
    expect(has('December 31, 1985')).toBe(true);
    expect(input('birthDate')).toBeNull();
  });
});

describe('time-out and self-exclusion', () => {
  it('asks to confirm with what it means, sends the choice with the password, then forgets the session', async () => {
    answers['POST /wps/protection/exclusion'] = [
      {
        status: 200,
        code: 'ok',
        value: {
          kind: 'timeout',
          period: '1w',
          startsAt: '2025-01-01T00:00:00.000Z',
          until: '2025-01-08T00:00:00.000Z',
        },
      },
    ];
    await render(() => <ExclusionView />);
    await act(async () =>
      input('period')?.parentElement?.parentElement?.querySelectorAll('input')[1]?.click(),
    );
    type(input('password'), 'Member1234');
    await submit('Time-out and self-exclusion');
    await until(() => has('Take a time-out of 1 week?'), 'the question');
    expect(calls).toEqual([]);
    await click('Start time-out', 1);
    await until(() => sessionStore.session === null, 'signed out');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/wps/protection/exclusion',
      body: { kind: 'timeout', period: '1w', password: 'Member1234' },
    });
  });

  it('a wrong password stays on the field; self-exclusion offers its own periods, permanent says so', async () => {
    answers['POST /wps/protection/exclusion'] = [
      { status: 400, code: 'protection.password.wrong', value: null },
    ];
    await render(() => <ExclusionView />);
    await click('Self-exclusion');
    const periods = [...document.body.querySelectorAll<HTMLInputElement>('input[name="period"]')].map(
      (i) => i.value,
    );
    expect(periods).toEqual(['6m', '1y', '5y', 'permanent']);
    await act(async () => document.body.querySelector<HTMLInputElement>('input[value="permanent"]')?.click());
    type(input('password'), 'Wrong1234');
    await submit('Time-out and self-exclusion');
    await until(() => has('Self-exclude permanently?'), 'the question');
    await click('Self-exclude', 1);
    await until(() => has('The login password is incorrect.'), 'the refusal');
    expect(sessionStore.session).not.toBeNull();
  });
});
