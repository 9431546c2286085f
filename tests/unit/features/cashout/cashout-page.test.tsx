import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CashoutPage } from '../../../../src/features/cashout/cashout-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import type { WithdrawOverview } from '../../../../src/shared/schemas/withdrawals.ts';
import { cashoutStore, clearCashout, setCashout } from '../../../../src/stores/cashout.ts';
import { clearSession } from '../../../../src/stores/session.ts';
import { byName, clickText, pageHas, renderWithRouter, typeIn, until } from '../../components/harness.tsx';
import { OVERVIEW, PENDING } from '../withdraw/withdraw-fixtures.ts';

// Issue 31: a self-excluded member's cash-out view, on the cash-out session's own token.
const TOKEN = 'cash-out-token';
/** ₱600.00 of balance, ₱100.00 of it a bonus whose turnover is open. */
const EXCLUDED: WithdrawOverview = { ...OVERVIEW, balanceCents: 60_000, withdrawableCents: 50_000 };
interface Call {
  method: string;
  path: string;
  token: string | null;
  body: unknown;
}
let calls: Call[] = [];
let done = 0;
let unmount = () => {};

const reply = (value: unknown) =>
  new Response(JSON.stringify({ successful: true, code: 'ok', value }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  clearSession();
  calls = [];
  done = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(String(input), 'http://localhost').pathname;
      const token = new Headers(init?.headers).get('Token');
      calls.push({ method, path, token, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST') return reply(PENDING);
      if (method === 'DELETE') return reply(null);
      return reply(calls.some((c) => c.method === 'POST') ? { ...EXCLUDED, pending: PENDING } : EXCLUDED);
    }),
  );
});
afterEach(() => {
  unmount();
  clearCashout();
  vi.unstubAllGlobals();
});

async function render() {
  const view = await renderWithRouter(() => <CashoutPage onDone={() => done++} />);
  unmount = view.unmount;
}

describe('cash-out view', () => {
  it('shows the balance and what can be withdrawn, and asks a withdrawal with the cash-out token', async () => {
    setCashout({ token: TOKEN, expiresAt: '2026-11-28T10:00:00.000Z', userName: 'juan' });
    await render();
    await until(() => pageHas('₱500.00'), 'the overview');
    expect(pageHas('₱600.00')).toBe(true);
    expect(pageHas('Bonus money whose wagering is not done stays in the account.')).toBe(true);
    expect(pageHas('GCash ••••4567')).toBe(true);

    typeIn(byName('amount'), '500');
    typeIn(byName('paymentPassword'), '123456');
    await clickText('Withdraw');
    await until(() => pageHas('is waiting for approval'), 'the pending withdrawal');
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      path: '/wps/withdraw/orders',
      token: TOKEN,
      body: { payoutAccountId: 7, amountCents: 50_000, paymentPassword: '123456' },
    });
    expect(calls.every((c) => c.token === TOKEN)).toBe(true);
  });

  it('log out ends the cash-out session and forgets it', async () => {
    setCashout({ token: TOKEN, expiresAt: '2026-11-28T10:00:00.000Z', userName: 'juan' });
    await render();
    await until(() => pageHas('₱500.00'), 'the overview');
    await clickText('Log out');
    await until(() => calls.some((c) => c.method === 'DELETE'), 'the sign-out');
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: '/wps/session', token: TOKEN });
    expect(cashoutStore.cashout).toBeNull();
    expect(done).toBe(1);
  });

  it('without a cash-out session: says to log in again, and calls nothing', async () => {
    await render();
    expect(pageHas('This cash-out has ended.')).toBe(true);
    expect(calls).toEqual([]);
  });
});
