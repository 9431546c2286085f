import { i18n } from '@lingui/core';
import { act, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../../../src/components/toast/toast-store.ts';
import { PayoutAccountsView } from '../../../../src/features/payout-methods/accounts-view.tsx';
import { AddAccountView } from '../../../../src/features/payout-methods/add-account-view.tsx';
import { PaymentPasswordView } from '../../../../src/features/payout-methods/payment-password-view.tsx';
import type { PayoutProfile } from '../../../../src/shared/schemas/payout.ts';
import { byName, clickText, pageHas, submitForm, typeIn, until } from '../../components/harness.tsx';
import { memberSession } from '../../member-session.ts';
import { OVERVIEW } from '../withdraw/withdraw-fixtures.ts';

const PROFILE: PayoutProfile = {
  payeeName: 'Juan Dela Cruz',
  paymentPasswordSet: true,
  accounts: OVERVIEW.accounts,
  maskedMobile: '63917•••4567',
  recentlyAuthenticated: true,
};
let profile: PayoutProfile = PROFILE;
let done = 0;

/** Answers by "METHOD path", in order; the profile GET answers `profile`, anything else ok. */
const session = memberSession({
  server: {
    serve: (method, path) =>
      method === 'GET' && path === '/wps/payout/profile'
        ? { status: 200, code: 'ok', value: profile }
        : undefined,
  },
});
const { calls, answers } = session;

beforeEach(() => {
  profile = PROFILE;
  done = 0;
});

async function render(node: () => ReactNode, data: PayoutProfile) {
  profile = data;
  // The views fetch the profile themselves (always fresh).
  await session.render(node, 'the profile');
  return document.body;
}

describe('payee name and adding an account', () => {
  it('asks for the payee name first, says it is set once, and confirms before saving', async () => {
    await render(() => <AddAccountView onDone={() => done++} />, {
      ...PROFILE,
      payeeName: null,
      accounts: [],
    });
    expect(pageHas('It can be set only once and cannot be changed')).toBe(true);
    typeIn(byName('payeeName'), 'Juan 2');
    await submitForm('Payee name');
    expect(pageHas('A name may have letters, spaces, dots, apostrophes and hyphens only')).toBe(true);
    typeIn(byName('payeeName'), '  Juan   Dela Cruz ');
    await submitForm('Payee name');
    expect(pageHas('Save "Juan Dela Cruz" as your payee name? It cannot be changed later.')).toBe(true);
    profile = { ...PROFILE, accounts: [] };
    await clickText('Save');
    await until(() => calls.length === 1, 'the request');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/wps/payout/payee',
      body: { payeeName: 'Juan Dela Cruz' },
    });
    // The profile now has the name: the account form follows, its holder fixed to it.
    await until(() => pageHas('Account holder'), 'the account form');
    expect(pageHas('Juan Dela Cruz')).toBe(true);
  });

  it('adds an e-wallet in the payee name with the number as digits', async () => {
    answers['POST /wps/payout/accounts'] = [{ status: 200, code: 'ok', value: OVERVIEW.accounts[0] }];
    await render(() => <AddAccountView onDone={() => done++} />, { ...PROFILE, accounts: [] });
    typeIn(byName('accountNumber'), '12345');
    await submitForm('Add a bank card or e-wallet');
    expect(pageHas('A bank account number has 10 to 16 digits.')).toBe(true);
    await clickText('E-wallet');
    expect(document.body.querySelector<HTMLSelectElement>('select[name="provider"]')?.value).toBe('GCash');
    typeIn(document.body.querySelector('select[name="provider"]'), 'Maya');
    typeIn(byName('accountNumber'), '0917 123 4567');
    await submitForm('Add a bank card or e-wallet');
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
    typeIn(byName('accountNumber'), '1234567890');
    await submitForm('Add a bank card or e-wallet');
    await until(() => pageHas('This account is already added.'), 'the error');
    expect(done).toBe(0);
  });
});

describe('bank cards and e-wallets list', () => {
  it('lists masked accounts and removes one after a confirmation', async () => {
    await render(() => <PayoutAccountsView onAdd={() => done++} />, PROFILE);
    expect(pageHas('GCash ••••4567')).toBe(true);
    await act(async () =>
      document.body.querySelector<HTMLButtonElement>('button[aria-label="Remove GCash ••••4567"]')?.click(),
    );
    expect(pageHas('Remove GCash ••••4567? Withdrawals already asked keep going to it.')).toBe(true);
    const confirm = [...document.body.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
      (b) => b.textContent === 'Remove',
    );
    await act(async () => confirm?.click());
    await until(() => calls.length === 1, 'the request');
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/wps/payout/accounts/7' });
    await clickText('Add a bank card or e-wallet');
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
    expect(pageHas('Set a payment password')).toBe(true);
    expect(byName('payPassword')?.getAttribute('inputmode')).toBe('numeric');
    typeIn(byName('payPassword'), '123456');
    typeIn(byName('confirmPayPassword'), '123465');
    await submitForm('Payment password');
    expect(pageHas('The two payment passwords do not match.')).toBe(true);
    typeIn(byName('confirmPayPassword'), '123456');
    await submitForm('Payment password');
    await until(() => pageHas('Confirm your login password'), 'the dialog');
    typeIn(byName('loginPassword'), 'wrong-one');
    await clickText('Confirm');
    await until(() => pageHas('The login password is incorrect.'), 'the field error');
    typeIn(byName('loginPassword'), 'Demo1234');
    await clickText('Confirm');
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
    typeIn(byName('oldPayPassword'), '111111');
    typeIn(byName('payPassword'), '111111');
    typeIn(byName('confirmPayPassword'), '111111');
    await submitForm('Payment password');
    expect(pageHas('The new payment password must differ from the old one.')).toBe(true);
    typeIn(byName('payPassword'), '222222');
    typeIn(byName('confirmPayPassword'), '222222');
    await submitForm('Payment password');
    await until(() => pageHas('The payment password is incorrect.'), 'wrong old password');
    expect(calls[0]?.body).toEqual({
      oldPassword: '111111',
      newPassword: '222222',
      confirmNewPassword: '222222',
    });

    await clickText('Forgot it? Reset by SMS');
    expect(pageHas('We will send a code to your bound mobile 63917•••4567.')).toBe(true);
    await clickText('Get code');
    await until(() => calls.some((c) => c.path === '/wps/payout/paymentPassword/sms'), 'the SMS');
    typeIn(byName('verificationCode'), '123456');
    typeIn(byName('payPassword'), '333333');
    typeIn(byName('confirmPayPassword'), '333333');
    await submitForm('Payment password');
    await until(() => done === 1, 'saved');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/wps/payout/paymentPassword/reset',
      body: { verificationCode: '123456', newPassword: '333333', confirmNewPassword: '333333' },
    });
  });

  it('a mobile bound in the last day: the reset says from when it is possible', async () => {
    answers['POST /wps/payout/paymentPassword/sms'] = [
      {
        status: 403,
        code: 'reset.contact.recent',
        value: { availableAt: '2026-03-04T16:00:00.000Z' },
      },
    ];
    await render(() => <PaymentPasswordView onDone={() => done++} />, PROFILE);
    await clickText('Forgot it? Reset by SMS');
    await clickText('Get code');
    // The toast, as it reads on screen (16:00 UTC is midnight in Manila, the next day).
    const shown = () =>
      toastStore.toasts.map((t) => (typeof t.message === 'string' ? t.message : i18n._(t.message)));
    await until(() => shown().length > 0, 'the toast');
    expect(shown().at(-1)).toMatch(
      /bound in the last 24 hours is possible from Mar 5, 2026, 12:00\sAM \(Manila time\)/,
    );
    toastStore.toasts.splice(0);
  });

  it('without a bound mobile, the reset says why it cannot send a code', async () => {
    await render(() => <PaymentPasswordView onDone={() => done++} />, { ...PROFILE, maskedMobile: null });
    await clickText('Forgot it? Reset by SMS');
    expect(pageHas('No mobile number is bound to your account')).toBe(true);
    expect(byName('verificationCode')).toBeNull();
  });
});
