import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactErrorMessage } from '../../../../src/features/contact-binding/contact-messages.ts';
import { EmailView } from '../../../../src/features/contact-binding/email-view.tsx';
import { MobileView } from '../../../../src/features/contact-binding/mobile-view.tsx';
import { DevicesView } from '../../../../src/features/devices/devices-view.tsx';
import { ApiError } from '../../../../src/lib/http.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import { errorMessage } from '../../../../src/lib/messages.ts';
import { WITHDRAW_CODES } from '../../../../src/shared/cashier-errors.ts';
import { CONTACT_CODES } from '../../../../src/shared/contact-errors.ts';
import type { Contacts } from '../../../../src/shared/schemas/contacts.ts';
import type { DeviceSession } from '../../../../src/shared/schemas/devices.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import { renderWithRouter, testQueryClient, until } from '../../components/harness.tsx';

// The security centre's binding and device views against a fake server: what they send, where a refusal
// shows, the login-password step before changing a bound contact, and signing other sessions out.

type Answer = { status: number; code: string; value: unknown };
let contacts: Contacts = { email: null, mobile: null, recentAuth: true };
let sessions: DeviceSession[] = [];
let calls: { method: string; path: string; body: unknown }[] = [];
let answers: Record<string, Answer[]> = {};
let unmount = () => {};
let done = 0;

const reply = ({ status, code, value }: Answer) =>
  new Response(JSON.stringify({ successful: status < 400, code, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit) {
  const path = new URL(String(input), 'http://localhost').pathname;
  const method = init?.method ?? 'GET';
  if (method === 'GET' && path === '/wps/security/contacts')
    return reply({ status: 200, code: 'ok', value: contacts });
  if (method === 'GET' && path === '/wps/security/sessions')
    return reply({ status: 200, code: 'ok', value: sessions });
  calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const queued = answers[`${method} ${path}`]?.shift();
  return reply(queued ?? { status: 200, code: 'ok', value: { expiredMinutes: 5 } });
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'juan', type: 0, firstTimeLogin: false });
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  contacts = { email: null, mobile: null, recentAuth: true };
  sessions = [];
  calls = [];
  answers = {};
  done = 0;
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

async function render(node: () => ReactNode) {
  const view = await renderWithRouter(node, testQueryClient());
  unmount = view.unmount;
  await until(() => !document.body.textContent?.includes('Loading…'), 'the data');
}

function type(input: Element | null | undefined, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const input = (name: string) => document.body.querySelector<HTMLInputElement>(`[name="${name}"]`);
const button = (text: string) =>
  [...document.body.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const click = async (text: string) => {
  await act(async () => button(text)?.click());
};
const submit = async (label: string) => {
  await act(async () =>
    document.body.querySelector<HTMLFormElement>(`form[aria-label="${label}"]`)?.requestSubmit(),
  );
};
const has = (text: string) => document.body.textContent?.includes(text) === true;

describe('e-mail binding', () => {
  it('checks the address before sending, sends the code to it, binds with the code', async () => {
    answers['POST /wps/security/email'] = [{ status: 200, code: 'ok', value: { email: 'j***@example.com' } }];
    await render(() => <EmailView onDone={() => done++} />);
    expect(has('No e-mail address is bound yet.')).toBe(true);
    type(input('email'), 'juan@');
    await click('Get code');
    expect(has('E-mail format is incorrect.')).toBe(true);
    expect(calls).toHaveLength(0);
    type(input('email'), ' juan@example.com ');
    await click('Get code');
    await until(() => calls.length === 1, 'the send');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/wps/security/email/code',
      body: { email: 'juan@example.com' },
    });
    type(input('verificationCode'), '123456');
    await submit('E-mail binding');
    await until(() => done === 1, 'done');
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/wps/security/email',
      body: { email: 'juan@example.com', code: '123456' },
    });
  });

  it('puts a wrong code on the code field', async () => {
    answers['POST /wps/security/email'] = [{ status: 400, code: CONTACT_CODES.codeInvalid, value: null }];
    await render(() => <EmailView onDone={() => done++} />);
    type(input('email'), 'juan@example.com');
    type(input('verificationCode'), '000000');
    await submit('E-mail binding');
    await until(() => has('Wrong code. Check it, or get a new one.'), 'the error');
    expect(input('verificationCode')?.getAttribute('aria-invalid')).toBe('true');
    expect(done).toBe(0);
  });

  it('a bound address without a recent login asks for the login password first', async () => {
    contacts = { email: 'j***@example.com', mobile: null, recentAuth: false };
    await render(() => <EmailView onDone={() => done++} />);
    expect(has('Bound e-mail: j***@example.com')).toBe(true);
    expect(input('email')).toBeNull();
    await click('Confirm login password');
    await until(() => has('Confirm your login password'), 'the dialog');
  });
});

describe('mobile binding', () => {
  it('sends the code with the dialing code; a number in use shows on the number field', async () => {
    answers['POST /wps/security/mobile/code'] = [
      { status: 409, code: CONTACT_CODES.mobileTaken, value: null },
      { status: 200, code: 'ok', value: { expiredMinutes: 5 } },
    ];
    answers['POST /wps/security/mobile'] = [{ status: 200, code: 'ok', value: { mobile: '63918•••4567' } }];
    await render(() => <MobileView onDone={() => done++} />);
    type(input('mobileNum'), '09171234567');
    await click('Get code');
    await until(() => has('This mobile number is already registered.'), 'the error');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/wps/security/mobile/code',
      body: { countryDialingCode: '63', mobileNo: '09171234567' },
    });
    type(input('mobileNum'), '09181234567');
    await click('Get code');
    await until(() => calls.length === 2, 'the second send');
    type(input('verificationCode'), '654321');
    await submit('Mobile number binding');
    await until(() => done === 1, 'done');
    expect(calls[2]).toEqual({
      method: 'POST',
      path: '/wps/security/mobile',
      body: { countryDialingCode: '63', mobileNo: '09181234567', verificationCode: '654321' },
    });
  });
});

describe('devices', () => {
  const at = '2026-11-20T08:00:00.000Z';
  it('lists the sessions, this device marked, and signs out everywhere else after a confirmation', async () => {
    sessions = [
      {
        id: 1,
        createdAt: at,
        lastSeenAt: at,
        browser: 'Chrome',
        os: 'Android',
        ip: '203.0.113.x',
        current: true,
      },
      { id: 2, createdAt: at, lastSeenAt: at, browser: 'Safari', os: 'iOS', ip: null, current: false },
    ];
    answers['POST /wps/security/sessions/others'] = [{ status: 200, code: 'ok', value: { signedOut: 1 } }];
    await render(() => <DevicesView />);
    expect(has('Chrome on Android')).toBe(true);
    expect(has('This device')).toBe(true);
    expect(has('Network 203.0.113.x')).toBe(true);
    expect(has('Safari on iOS')).toBe(true);
    await click('Sign out everywhere else');
    expect(has('Sign out of every other device? This device stays signed in.')).toBe(true);
    expect(calls).toHaveLength(0);
    sessions = [sessions[0] as DeviceSession];
    const confirm = [...document.body.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
      (b) => b.textContent === 'Sign out',
    );
    await act(async () => confirm?.click());
    await until(() => has('You are signed in on this device only.'), 'the refreshed list');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/wps/security/sessions/others' });
  });
});

describe('binding texts', () => {
  const generic = errorMessage(new ApiError('no.such.code', 400));
  it.each([...Object.values(CONTACT_CODES), WITHDRAW_CODES.recentAuthRequired])(
    'has a text for %s',
    (code) => {
      expect(contactErrorMessage(new ApiError(code, 400))).not.toBe(generic);
    },
  );
});
