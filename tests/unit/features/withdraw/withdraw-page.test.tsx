import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withdrawOverviewQueryOptions } from '../../../../src/features/withdraw/api.ts';
import type { ReauthDialogComponent } from '../../../../src/features/withdraw/withdraw-form.tsx';
import { WithdrawPage } from '../../../../src/features/withdraw/withdraw-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import type { WithdrawOrder, WithdrawOverview } from '../../../../src/shared/schemas/withdrawals.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import { renderWithRouter, testQueryClient, until } from '../../components/harness.tsx';
import { OVERVIEW, PENDING } from './withdraw-fixtures.ts';

const USER = 'demo';
type Answer = { status: number; code: string; value: unknown };
let answers: Answer[] = [];
let posts: unknown[] = [];
let overview: WithdrawOverview = OVERVIEW;
let decided: WithdrawOrder = PENDING;
let unmount = () => {};
const opened = { add: 0, manage: 0, password: 0 };

const reply = ({ status, code, value }: Answer) =>
  new Response(JSON.stringify({ successful: status < 400, code, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit) {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path === '/wps/withdraw/orders' && init?.method === 'POST') {
    posts.push(JSON.parse(String(init.body)));
    return reply(answers.shift() ?? { status: 200, code: 'ok', value: PENDING });
  }
  if (path === '/wps/withdraw/overview') return reply({ status: 200, code: 'ok', value: overview });
  if (path === `/wps/withdraw/orders/${PENDING.id}`)
    return reply({ status: 200, code: 'ok', value: decided });
  return reply({ status: 200, code: 'ok', value: { sumBalance: overview.balanceCents } });
}

/** Stands in for the payout feature's dialog: one press confirms. */
const ReauthStub: ReauthDialogComponent = ({ onConfirmed, onClosed }) => (
  <button
    type="button"
    data-testid="reauth"
    onClick={() => {
      onConfirmed();
      onClosed();
    }}
  >
    confirm login
  </button>
);

const setBrowserOnline = (value: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  setSession({ token: 't', merchantCode: 'SWERTE', userName: USER, type: 0, firstTimeLogin: false });
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  answers = [];
  posts = [];
  overview = OVERVIEW;
  Object.assign(opened, { add: 0, manage: 0, password: 0 });
});
afterEach(() => {
  unmount();
  clearSession();
  setBrowserOnline(true);
  vi.unstubAllGlobals();
});

let queryClient = testQueryClient();
async function render(data: WithdrawOverview | null) {
  queryClient = testQueryClient();
  if (data) {
    overview = data;
    queryClient.setQueryData(withdrawOverviewQueryOptions(USER).queryKey, data);
  }
  const view = await renderWithRouter(
    () => (
      <WithdrawPage
        ReauthDialog={ReauthStub}
        onAddAccount={() => opened.add++}
        onManageAccounts={() => opened.manage++}
        onPaymentPassword={() => opened.password++}
      />
    ),
    queryClient,
  );
  unmount = view.unmount;
  return view.container;
}

function type(input: HTMLInputElement | null, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const byText = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const amount = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name="amount"]');
const password = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name="paymentPassword"]');
const submit = async (root: HTMLElement) => {
  await act(async () => root.querySelector('form')?.requestSubmit());
};

describe('withdraw screen', () => {
  it('shows the balance, the withdrawable amount, the turnover and the form with its limits', async () => {
    const root = await render(OVERVIEW);
    expect(root.querySelector('[data-testid="withdraw-balance"]')?.textContent).toBe('₱2,500.00');
    expect(root.querySelector('[data-testid="withdraw-withdrawable"]')?.textContent).toBe('₱2,500.00');
    expect(root.textContent).toContain('No turnover requirement');
    expect(root.querySelector('[data-testid="turnover-open"]')).toBeNull();
    expect(root.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('100');
    expect(root.querySelector<HTMLInputElement>('input[type="radio"]')?.checked).toBe(true);
    expect(root.textContent).toContain('GCash ••••4567');
    expect(root.textContent).toContain('Min ₱100.00 · Max ₱50,000.00');
    expect(root.textContent).toContain('2 withdrawals left today');
    expect(password(root)?.getAttribute('inputmode')).toBe('numeric');
    expect(password(root)?.type).toBe('password');
    expect(root.querySelector('[data-testid="withdrawable-note"]')).toBeNull();
  });

  it('explains why withdrawable is ₱0.00 while the turnover is not met, deposit by deposit and bonus by bonus', async () => {
    const turnover = {
      ...OVERVIEW.turnover,
      requiredCents: 100_000,
      wageredCents: 20_000,
      remainingCents: 80_000,
      met: false,
      open: [
        {
          kind: 'deposit' as const,
          id: 4,
          creditedAt: '2026-11-28T06:00:00.000Z',
          amountCents: 50_000,
          requiredCents: 50_000,
          wageredCents: 20_000,
          remainingCents: 30_000,
        },
        {
          kind: 'bonus' as const,
          id: 9,
          creditedAt: '2026-11-28T06:00:00.000Z',
          amountCents: 10_000,
          requiredCents: 50_000,
          wageredCents: 0,
          remainingCents: 50_000,
        },
      ],
    };
    const root = await render({ ...OVERVIEW, withdrawableCents: 0, turnover });
    const rows = [...root.querySelectorAll('[data-testid="turnover-open"] li')].map((li) => li.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Deposit ₱500.00');
    expect(rows[0]).toContain('₱200.00 of ₱500.00 wagered · ₱300.00 left');
    expect(rows[1]).toContain('Bonus ₱100.00');
    expect(rows[1]).toContain('₱0.00 of ₱500.00 wagered · ₱500.00 left');
    expect(root.querySelector('[data-testid="turnover-counts"]')?.textContent).toContain(
      'bets placed after a deposit or bonus was credited',
    );
    expect(root.querySelector('[data-testid="withdraw-withdrawable"]')?.textContent).toBe('₱0.00');
    expect(root.textContent).toContain('₱200.00 of ₱1,000.00 wagered');
    expect(root.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('20');
    const note = root.querySelector('[data-testid="withdrawable-note"]')?.textContent ?? '';
    expect(note).toContain('Withdrawable is ₱0.00 until');
    expect(note).toContain('Wager ₱800.00 more');
    expect(byText(root, 'Withdraw all')?.disabled).toBe(true);
    // The form says why nothing can be withdrawn (the turnover, not the money) and offers nothing to press.
    expect(root.querySelector('form [role="status"]')?.textContent).toBe(
      'You have not wagered enough yet to withdraw.',
    );
    expect(root.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled).toBe(true);
  });

  it('an empty balance: nothing to withdraw yet, and nothing to press', async () => {
    const root = await render({ ...OVERVIEW, balanceCents: 0, withdrawableCents: 0 });
    expect(root.querySelector('form [role="status"]')?.textContent).toBe('There is nothing to withdraw yet.');
    expect(root.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled).toBe(true);
    expect(byText(root, 'Withdraw all')?.disabled).toBe(true);
  });

  it('shows a pending withdrawal instead of the form', async () => {
    const root = await render({ ...OVERVIEW, pending: PENDING });
    const card = root.querySelector('[data-testid="withdraw-pending"]')?.textContent ?? '';
    expect(card).toContain('Awaiting approval');
    expect(card).toContain('₱500.00');
    expect(card).toContain('GCash ••••4567');
    expect(root.querySelector('form')).toBeNull();
  });

  it('says how a pending withdrawal was decided once it is: rejected, with the reason', async () => {
    const root = await render({ ...OVERVIEW, pending: PENDING, balanceCents: 200_000 });
    decided = { ...PENDING, status: 'rejected', rejectReason: 'Name mismatch', decidedAt: PENDING.createdAt };
    act(() => queryClient.setQueryData(withdrawOverviewQueryOptions(USER).queryKey, OVERVIEW));
    await until(() => root.querySelector('[data-testid="withdraw-decided"]') !== null, 'the decision');
    const card = root.querySelector('[data-testid="withdraw-decided"]')?.textContent ?? '';
    expect(card).toContain('Your withdrawal of ₱500.00 was rejected. The amount went back to your balance.');
    expect(card).toContain('Reason: Name mismatch');
    expect(root.querySelector('[data-testid="withdraw-balance"]')?.textContent).toBe('₱2,500.00');
    expect(root.querySelector('form')).not.toBeNull();
  });

  it('leads to adding an account, then to the payment password, and stops at the day count', async () => {
    let root = await render({ ...OVERVIEW, accounts: [], payeeName: null });
    expect(root.textContent).toContain('set your payee name (once)');
    await act(async () => byText(root, 'Add a bank card or e-wallet')?.click());
    expect(opened.add).toBe(1);
    unmount();
    root = await render({ ...OVERVIEW, paymentPasswordSet: false });
    await act(async () => byText(root, 'Set payment password')?.click());
    expect(opened.password).toBe(1);
    unmount();
    root = await render({ ...OVERVIEW, limits: { ...OVERVIEW.limits, usedToday: 3 } });
    expect(root.querySelector('[data-testid="withdraw-daily-limit"]')).not.toBeNull();
    expect(root.querySelector('form')).toBeNull();
  });

  it('checks the fields, then asks with the amount in cents ("withdraw all")', async () => {
    const root = await render(OVERVIEW);
    await submit(root);
    expect(root.textContent).toContain('Please enter the amount.');
    expect(root.textContent).toContain('Please enter your payment password.');
    expect(posts).toEqual([]);
    await act(async () => byText(root, 'Withdraw all')?.click());
    expect(amount(root)?.value).toBe('2500');
    type(password(root), '12345');
    await submit(root);
    expect(root.textContent).toContain('The payment password is 6 digits.');
    type(password(root), '123456');
    type(amount(root), '99.99');
    await submit(root);
    expect(root.textContent).toContain('The amount is below the minimum.');
    type(amount(root), '1,250.50');
    await submit(root);
    await until(() => posts.length === 1, 'the request');
    expect(posts[0]).toEqual({ payoutAccountId: 7, amountCents: 125_050, paymentPassword: '123456' });
  });

  it('puts a wrong payment password on its field', async () => {
    answers = [{ status: 400, code: 'payout.paypass.wrong', value: null }];
    const root = await render(OVERVIEW);
    type(amount(root), '500');
    type(password(root), '654321');
    await submit(root);
    await until(() => root.textContent?.includes('The payment password is incorrect.') === true, 'the error');
    expect(password(root)?.value).toBe('');
    expect(password(root)?.getAttribute('aria-invalid')).toBe('true');
  });

  it('on "re-authenticate" asks for the login password, then sends the same request again', async () => {
    answers = [{ status: 403, code: 'auth.recent.required', value: null }];
    const root = await render(OVERVIEW);
    type(amount(root), '500');
    type(password(root), '123456');
    await submit(root);
    await until(() => root.querySelector('[data-testid="reauth"]') !== null, 'the dialog');
    expect(posts).toHaveLength(1);
    await act(async () => root.querySelector<HTMLButtonElement>('[data-testid="reauth"]')?.click());
    await until(() => posts.length === 2, 'the retry');
    expect(posts[1]).toEqual(posts[0]);
    await until(() => root.querySelector('[data-testid="reauth"]') === null, 'the dialog to go');
  });

  it('asks for the login password first when the session is known not to be recent', async () => {
    const root = await render({ ...OVERVIEW, recentlyAuthenticated: false });
    type(amount(root), '500');
    type(password(root), '123456');
    await submit(root);
    expect(root.querySelector('[data-testid="reauth"]')).not.toBeNull();
    expect(posts).toEqual([]);
    await act(async () => root.querySelector<HTMLButtonElement>('[data-testid="reauth"]')?.click());
    await until(() => posts.length === 1, 'the request');
  });

  it('offline: says withdrawing needs a connection and does not submit', async () => {
    setBrowserOnline(false);
    const root = await render(OVERVIEW);
    expect(root.textContent).toContain('Withdrawing needs a connection');
    const button = byText(root, 'Withdraw');
    expect(button?.disabled).toBe(true);
    unmount();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const empty = await render(null);
    await until(
      () => empty.textContent?.includes('Withdrawing needs a connection') === true,
      'offline screen',
    );
  });

  it('a failed load is a translated error with a retry, never a blank screen', async () => {
    vi.stubGlobal('fetch', async () => reply({ status: 500, code: 'server.error', value: null }));
    const root = await render(null);
    await until(() => root.textContent?.includes('Something went wrong') === true, 'error state');
    expect(byText(root, 'Try again')).toBeDefined();
  });
});
