import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayoutAccountsView } from '../../../../src/features/payout-methods/accounts-view.tsx';
import { AddAccountView } from '../../../../src/features/payout-methods/add-account-view.tsx';
import { PaymentPasswordView } from '../../../../src/features/payout-methods/payment-password-view.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import type { PayoutProfile } from '../../../../src/shared/schemas/payout.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import { renderWithRouter, testQueryClient, until } from '../../components/harness.tsx';
import { OVERVIEW } from '../withdraw/withdraw-fixtures.ts';

type Answer = { status: number; code: string; value: unknown };
const PROFILE: PayoutProfile = {
  payeeName: 'Juan Dela Cruz',
  paymentPasswordSet: true,
  accounts: OVERVIEW.accounts,
  maskedMobile: '63917•••4567',
  recentlyAuthenticated: true,
};
let profile: PayoutProfile = PROFILE;
let calls: { method: string; path: string; body: unknown }[] = [];
/** Answers by "METHOD path", in order; the profile GET answers `profile`, anything else ok. */
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
  if (method === 'GET' && path === '/wps/payout/profile')
    return reply({ status: 200, code: 'ok', value: profile });
  calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const queued = answers[`${method} ${path}`]?.shift();
  return reply(queued ?? { status: 200, code: 'ok', value: null });
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'demo', type: 0, firstTimeLogin: false });
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  profile = PROFILE;
  calls = [];
  answers = {};
  done = 0;
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

async function render(node: () => ReactNode, data: PayoutProfile) {
  profile = data;
  // The views fetch the profile themselves (always fresh).
  const view = await renderWithRouter(node, testQueryClient());
  unmount = view.unmount;
  await until(() => !document.body.textContent?.includes('Loading…'), 'the profile');
  return document.body;
}

function type(input: Element | null | undefined, value: string) {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input?.dispatchEvent(
      new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
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

describe('payee name and adding an account', () => {
  it('asks for the payee name first, says it is set once, and confirms before saving', async () => {
    await render(() => <AddAccountView onDone={() => done++} />, {
      ...PROFILE,
      payeeName: null,
      accounts: [],
    });
    expect(has('It can be set only once and cannot be changed')).toBe(true);
    type(input('payeeName'), 'Juan 2');
    await submit('Payee name');
    expect(has('A name may have letters, spaces, dots, apostrophes and hyphens only')).toBe(true);
    type(input('payeeName'), '  Juan   Dela Cruz ');
    await submit('Payee name');
    expect(has('Save "Juan Dela Cruz" as your payee name? It cannot be changed later.')).toBe(true);
    profile = { ...PROFILE, accounts: [] };
    await click('Save');
    await until(() => calls.length === 1, 'the request');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/wps/payout/payee',
      body: { payeeName: 'Juan Dela Cruz' },
    });
    // The profile now has the name: the account form follows, its holder fixed to it.
    await until(() => has('Account holder'), 'the account form');
    expect(has('Juan Dela Cruz')).toBe(true);
  });

  it('adds an e-wallet in the payee name with the number as digits', async () => {
    answers['POST /wps/payout/accounts'] = [{ status: 200, code: 'ok', value: OVERVIEW.accounts[0] }];
    await render(() => <AddAccountView onDone={() => done++} />, { ...PROFILE, accounts: [] });
    type(input('accountNumber'), '12345');
    await submit('Add a bank card or e-wallet');
    expect(has('A bank account number has 10 to 16 digits.')).toBe(true);
    await click('E-wallet');
    expect(document.body.querySelector<HTMLSelectElement>('select[name="provider"]')?.value).toBe('GCash');
    type(document.body.querySelector('select[name="provider"]'), 'Maya');
    type(input('accountNumber'), '0917 123 4567');
    await submit('Add a bank card or e-wallet');
    await until(() => done === 1, 'done');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/wps/payout/accounts',
      body: { kind: 'ewallet', provider: 'Maya', holderName: 'Juan Dela Cruz', accountNumber: '09171234567' },
    });
  });

  it('puts a duplicate account on the number field', async () => {
    answers['POST /wps/payout/accounts'] = [{ status: 409, code: 'payout.account.duplicate', value: null }];
    await render(() => <AddAccountView onDone={() => done++} />, PROFILE);
    type(input('accountNumber'), '1234567890');
    await submit('Add a bank card or e-wallet');
    await until(() => has('This account is already added.'), 'the error');
    expect(done).toBe(0);
  });
});

describe('bank cards and e-wallets list', () => {
  it('lists masked accounts and removes one after a confirmation', async () => {
    await render(() => <PayoutAccountsView onAdd={() => done++} />, PROFILE);
    expect(has('GCash ••••4567')).toBe(true);
    await act(async () =>
      document.body.querySelector<HTMLButtonElement>('button[aria-label="Remove GCash ••••4567"]')?.click(),
    );
    expect(has('Remove GCash ••••4567? Withdrawals already asked keep going to it.')).toBe(true);
    const confirm = [...document.body.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
      (b) => b.textContent === 'Remove',
    );
    await act(async () => confirm?.click());
    await until(() => calls.length === 1, 'the request');
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/wps/payout/accounts/7' });
    await click('Add a bank card or e-wallet');
    expect(done).toBe(1);
  });
});

describe('payment password', () => {
  it('sets the first one; a session that is not recent confirms the login password, then it is sent again', async () => {
    answers['POST /wps/payout/paymentPassword'] = [
      { status: 403, code: 'auth.recent.required', value: null },
    ];
    answers['POST /wps/password/confirm'] = [
      { status: 400, code: 'payout.login.wrong', value: null },
      { status: 200, code: 'ok', value: { recentUntil: '2026-11-24T03:00:00.000Z' } },
    ];
    await render(() => <PaymentPasswordView onDone={() => done++} />, {
      ...PROFILE,
      paymentPasswordSet: false,
    });
    expect(has('Set a payment password')).toBe(true);
    expect(input('payPassword')?.getAttribute('inputmode')).toBe('numeric');
    type(input('payPassword'), '123456');
    type(input('confirmPayPassword'), '123465');
    await submit('Payment password');
    expect(has('The two payment passwords do not match.')).toBe(true);
    type(input('confirmPayPassword'), '123456');
    await submit('Payment password');
    await until(() => has('Confirm your login password'), 'the dialog');
    type(input('loginPassword'), 'wrong-one');
    await click('Confirm');
    await until(() => has('The login password is incorrect.'), 'the field error');
    type(input('loginPassword'), 'Demo1234');
    await click('Confirm');
    await until(() => done === 1, 'saved');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /wps/payout/paymentPassword',
      'POST /wps/password/confirm',
      'POST /wps/password/confirm',
      'POST /wps/payout/paymentPassword',
    ]);
    expect(calls[3]?.body).toEqual({ password: '123456', confirmPassword: '123456' });
  });

  it('changes it with the old one, or resets it by SMS to the bound mobile', async () => {
    answers['PUT /wps/payout/paymentPassword'] = [{ status: 400, code: 'payout.paypass.wrong', value: null }];
    answers['POST /wps/payout/paymentPassword/sms'] = [
      { status: 200, code: 'ok', value: { expiredMinutes: 5 } },
    ];
    await render(() => <PaymentPasswordView onDone={() => done++} />, PROFILE);
    type(input('oldPayPassword'), '111111');
    type(input('payPassword'), '111111');
    type(input('confirmPayPassword'), '111111');
    await submit('Payment password');
    expect(has('The new payment password must differ from the old one.')).toBe(true);
    type(input('payPassword'), '222222');
    type(input('confirmPayPassword'), '222222');
    await submit('Payment password');
    await until(() => has('The payment password is incorrect.'), 'wrong old password');
    expect(calls[0]?.body).toEqual({
      oldPassword: '111111',
      newPassword: '222222',
      confirmNewPassword: '222222',
    });

    await click('Forgot it? Reset by SMS');
    expect(has('We will send a code to your bound mobile 63917•••4567.')).toBe(true);
    await click('Get code');
    await until(() => calls.some((c) => c.path === '/wps/payout/paymentPassword/sms'), 'the SMS');
    type(input('verificationCode'), '123456');
    type(input('payPassword'), '333333');
    type(input('confirmPayPassword'), '333333');
    await submit('Payment password');
    await until(() => done === 1, 'saved');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/wps/payout/paymentPassword/reset',
      body: { verificationCode: '123456', newPassword: '333333', confirmNewPassword: '333333' },
    });
  });

  it('without a bound mobile, the reset says why it cannot send a code', async () => {
    await render(() => <PaymentPasswordView onDone={() => done++} />, { ...PROFILE, maskedMobile: null });
    await click('Forgot it? Reset by SMS');
    expect(has('No mobile number is bound to your account')).toBe(true);
    expect(input('verificationCode')).toBeNull();
  });
});
