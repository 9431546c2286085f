import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactErrorMessage } from '../../../../src/features/contact-binding/contact-messages.ts';
import { EmailView } from '../../../../src/features/contact-binding/email-view.tsx';
import { MobileView } from '../../../../src/features/contact-binding/mobile-view.tsx';
import { DevicesView } from '../../../../src/features/devices/devices-view.tsx';
import { ApiError } from '../../../../src/lib/http.ts';
import { errorMessage } from '../../../../src/lib/messages.ts';
import { WITHDRAW_CODES } from '../../../../src/shared/errors/cashier.ts';
import { CONTACT_CODES } from '../../../../src/shared/errors/contact.ts';
import type { Contacts } from '../../../../src/shared/schemas/contacts.ts';
import type { DeviceSession } from '../../../../src/shared/schemas/devices.ts';
import { byName, clickText, pageHas, submitForm, typeIn, until } from '../../components/harness.tsx';
import { memberSession } from '../../member-session.ts';

// The security centre's binding and device views against a fake server: what they send, where a refusal
// shows, the login-password step before changing a bound contact, and signing other sessions out.

let contacts: Contacts = { email: null, mobile: null, recentAuth: true };
let sessions: DeviceSession[] = [];
let done = 0;

const { calls, answers, render } = memberSession({
  userName: 'juan',
  server: {
    serve: (method, path) => {
      if (method === 'GET' && path === '/wps/security/contacts')
        return { status: 200, code: 'ok', value: contacts };
      if (method === 'GET' && path === '/wps/security/sessions')
        return { status: 200, code: 'ok', value: sessions };
      return undefined;
    },
    otherwise: { status: 200, code: 'ok', value: { expiredMinutes: 5 } },
  },
});

beforeEach(() => {
  contacts = { email: null, mobile: null, recentAuth: true };
  sessions = [];
  done = 0;
});

describe('e-mail binding', () => {
  it('checks the address before sending, sends the code to it, binds with the code', async () => {
    answers['POST /wps/security/email'] = [
      { status: 200, code: 'ok', value: { email: 'ju•••@example.com' } },
    ];
    await render(() => <EmailView onDone={() => done++} />);
    expect(pageHas('No e-mail address is bound yet.')).toBe(true);
    typeIn(byName('email'), 'juan@');
    await clickText('Get code');
    expect(pageHas('E-mail format is incorrect.')).toBe(true);
    expect(calls).toHaveLength(0);
    typeIn(byName('email'), ' juan@example.com ');
    await clickText('Get code');
    await until(() => calls.length === 1, 'the send');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/wps/security/email/code',
      body: { email: 'juan@example.com' },
    });
    typeIn(byName('verificationCode'), '123456');
    await submitForm('E-mail binding');
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
    typeIn(byName('email'), 'juan@example.com');
    typeIn(byName('verificationCode'), '000000');
    await submitForm('E-mail binding');
    await until(() => pageHas('Wrong code. Check it, or get a new one.'), 'the error');
    expect(byName('verificationCode')?.getAttribute('aria-invalid')).toBe('true');
    expect(done).toBe(0);
  });

  it('a bound address without a recent login asks for the login password first', async () => {
    contacts = { email: 'ju•••@example.com', mobile: null, recentAuth: false };
    await render(() => <EmailView onDone={() => done++} />);
    expect(pageHas('Bound e-mail: ju•••@example.com')).toBe(true);
    expect(byName('email')).toBeNull();
    await clickText('Confirm login password');
    await until(() => pageHas('Confirm your login password'), 'the dialog');
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
    typeIn(byName('mobileNum'), '09171234567');
    await clickText('Get code');
    await until(() => pageHas('This mobile number is already registered.'), 'the error');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/wps/security/mobile/code',
      body: { countryDialingCode: '63', mobileNo: '09171234567' },
    });
    typeIn(byName('mobileNum'), '09181234567');
    await clickText('Get code');
    await until(() => calls.length === 2, 'the second send');
    typeIn(byName('verificationCode'), '654321');
    await submitForm('Mobile number binding');
    await until(() => done === 1, 'done');
    expect(calls[2]).toEqual({
      method: 'POST',
      path: '/wps/security/mobile',
      body: { countryDialingCode: '63', mobileNo: '09181234567', verificationCode: '654321' },
    });
  });

  it('a first number from a session without a recent login asks for the login password first', async () => {
    contacts = { email: null, mobile: null, recentAuth: false };
    await render(() => <MobileView onDone={() => done++} />);
    expect(byName('mobileNum')).toBeNull();
    await clickText('Confirm login password');
    await until(() => pageHas('Confirm your login password'), 'the dialog');
    expect(calls).toEqual([]);
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
    expect(pageHas('Chrome on Android')).toBe(true);
    expect(pageHas('This device')).toBe(true);
    expect(pageHas('Network 203.0.113.x')).toBe(true);
    expect(pageHas('Safari on iOS')).toBe(true);
    await clickText('Sign out everywhere else');
    expect(pageHas('Sign out of every other device? This device stays signed in.')).toBe(true);
    expect(calls).toHaveLength(0);
    sessions = [sessions[0] as DeviceSession];
    const confirm = [...document.body.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
      (b) => b.textContent === 'Sign out',
    );
    await act(async () => confirm?.click());
    await until(() => pageHas('You are signed in on this device only.'), 'the refreshed list');
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
