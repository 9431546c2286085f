import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../src/components/toast/toast-store.ts';
import { isFinal, ORDER_POLL_MS, orderQueryOptions } from '../../../../src/features/deposit/api.ts';
import { DepositPage, type DepositSearch } from '../../../../src/features/deposit/deposit-page.tsx';
import { receiptProblem } from '../../../../src/features/deposit/receipt.ts';
import { WALLET_QUERY_ROOT } from '../../../../src/lib/account/balance.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import { siteConfigQueryOptions } from '../../../../src/lib/site/api.ts';
import { DEPOSIT_CODES } from '../../../../src/shared/errors/cashier.ts';
import type { Channel, DepositOrder } from '../../../../src/shared/schemas/deposits.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import { uiStore } from '../../../../src/stores/ui.ts';
import {
  type FetchCall,
  renderWithRouter,
  stubFetch,
  testQueryClient,
  until,
} from '../../components/harness.tsx';
import { envelope, siteConfig } from '../../site-config.ts';

const config = (depFunc: string) => siteConfig({ mobileTemplate: { mem_cen: '0', dep_func: depFunc } });

const CHANNELS: Channel[] = [
  {
    id: 1,
    kind: 'manual_bank',
    name: 'BDO transfer',
    minCents: 10_000,
    maxCents: 5_000_000,
    quickAmounts: [50_000, 100_000],
  },
  {
    id: 2,
    kind: 'manual_ewallet',
    name: 'GCash send',
    minCents: 10_000,
    maxCents: 1_000_000,
    quickAmounts: [],
  },
  {
    id: 3,
    kind: 'gateway',
    name: 'Online (sandbox)',
    minCents: 10_000,
    maxCents: 1_000_000,
    quickAmounts: [20_000],
  },
];

const order = (over: Partial<DepositOrder> = {}): DepositOrder => ({
  id: 41,
  channelId: 1,
  channelName: 'BDO transfer',
  kind: 'manual_bank',
  receivingAccount: null,
  amountCents: 50_000,
  reference: 'SWABCDEFGH23',
  status: 'pending',
  senderName: null,
  senderReference: null,
  rejectReason: null,
  hasReceipt: false,
  createdAt: '2026-11-24T01:00:00.000Z',
  submittedAt: null,
  decidedAt: null,
  ...over,
});

let calls: FetchCall[] = [];
let answer: (call: FetchCall) => Response;
let unmount = () => {};
let online = true;
const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  toastStore.toasts = [];
  calls = [];
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  writeText.mockClear();
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'demo', type: 0, firstTimeLogin: false });
  answer = ({ method, url }) => {
    if (url.endsWith('/wps/deposit/channels')) return envelope(CHANNELS);
    if (method === 'POST' && url.endsWith('/wps/deposit/orders')) throw new Error('set per test');
    throw new Error(`unexpected ${method} ${url}`);
  };
  stubFetch((call) => {
    calls.push(call);
    return answer(call);
  });
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'onLine');
  Reflect.deleteProperty(navigator, 'clipboard');
});

async function render(depFunc: string, initial: DepositSearch = {}) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions(uiStore.language).queryKey, config(depFunc));
  const leave = vi.fn();
  const moves: DepositSearch[] = [];
  function Screen() {
    const [search, setSearch] = useState(initial);
    return (
      <DepositPage
        search={search}
        go={(next) => {
          moves.push(next);
          setSearch(next);
        }}
        leave={leave}
      />
    );
  }
  const view = await renderWithRouter(() => <Screen />, queryClient);
  unmount = view.unmount;
  return { ...view, leave, moves };
}

const text = (root: HTMLElement) => root.textContent ?? '';
const button = (root: HTMLElement, label: string | RegExp) => {
  const found = [...root.querySelectorAll('button')].find((b) =>
    typeof label === 'string' ? b.textContent === label : label.test(b.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${label}; body: ${root.textContent}`);
  return found;
};
const click = (el: Element) => act(() => (el as HTMLElement).click());
const input = (root: HTMLElement, name: string) => {
  const el = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
};
/** Types into a controlled input the way React hears it. */
const type = (el: HTMLInputElement, value: string) =>
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const submit = (root: HTMLElement, label: string) =>
  act(() => {
    const form = root.querySelector<HTMLFormElement>(`form[aria-label="${label}"]`);
    if (!form) throw new Error(`no form ${label}`);
    form.requestSubmit();
  });

describe('deposit: base version (dep_func not 1)', () => {
  it('lists the methods with kind and limits, then the chosen one on its own page', async () => {
    const { container, moves } = await render('0');
    await until(() => text(container).includes('BDO transfer'));
    const page = container.querySelector('[data-version]');
    expect(page?.getAttribute('data-version')).toBe('base');
    expect(text(container)).toContain('Bank transfer');
    expect(text(container)).toContain('E-wallet transfer');
    expect(text(container)).toContain('Online payment');
    expect(text(container)).toContain('₱100.00 – ₱50,000.00');
    expect(container.querySelector('input[name="amount"]')).toBeNull();
    await click(button(container, /GCash send/));
    expect(moves).toEqual([{ channel: 2 }]);
    await until(() => container.querySelector('input[name="amount"]') !== null);
    expect(text(container)).toContain('Min ₱100.00 · Max ₱10,000.00');
    await click(button(container, 'Change method'));
    await until(() => container.querySelector('input[name="amount"]') === null);
  });

  it('manual transfer: amount by chip, receiving account with copy buttons, sender details and receipt', async () => {
    const receivingAccount = {
      accountName: 'Swerte Gaming Inc.',
      accountNumber: '0012-3456-7890',
      bankName: 'BDO',
    };
    const sent = { senderName: 'Juan', senderReference: 'BDO-1', submittedAt: '2026-11-24T01:01:00.000Z' };
    let submitted = false;
    answer = ({ method, url }) => {
      if (url.endsWith('/wps/deposit/channels')) return envelope(CHANNELS);
      if (method === 'POST' && url.endsWith('/wps/deposit/orders'))
        return envelope({ order: order({ receivingAccount }), receivingAccount, redirectUrl: null });
      if (url.endsWith('/wps/deposit/orders/41/submit')) {
        submitted = true;
        return envelope(order({ ...sent, receivingAccount }));
      }
      if (url.endsWith('/wps/deposit/orders/41/receipt'))
        return envelope(order({ ...sent, receivingAccount, hasReceipt: true }));
      // Until the details are sent, the order itself brings the account again (a reload keeps the form).
      if (url.endsWith('/wps/deposit/orders/41'))
        return envelope(
          order(submitted ? { ...sent, receivingAccount, hasReceipt: true } : { receivingAccount }),
        );
      throw new Error(`unexpected ${method} ${url}`);
    };
    const { container, moves } = await render('0', { channel: 1 });
    await until(() => container.querySelector('input[name="amount"]') !== null);
    // Below the minimum: the field says so, nothing is sent.
    await type(input(container, 'amount'), '50');
    await submit(container, 'Deposit amount');
    expect(text(container)).toContain('The amount is below the minimum.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // A quick amount fills the field exactly.
    await click(button(container, '₱500.00'));
    expect(input(container, 'amount').value).toBe('500');
    expect(button(container, '₱500.00').getAttribute('aria-pressed')).toBe('true');
    await submit(container, 'Deposit amount');
    await until(() => text(container).includes('Swerte Gaming Inc.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ channelId: 1, amountCents: 50_000 });
    expect(text(container)).toContain('Send ₱500.00 to this account');
    expect(text(container)).toContain('0012-3456-7890');
    expect(text(container)).toContain('SWABCDEFGH23');

    await click(container.querySelector('button[aria-label="Copy Reference to quote"]') as Element);
    await until(() => writeText.mock.calls.some(([t]) => t === 'SWABCDEFGH23'));
    await until(() =>
      toastStore.toasts.some((t) => typeof t.message !== 'string' && t.message.message === 'Copied'),
    );
    await click(container.querySelector('button[aria-label="Copy Account number"]') as Element);
    await until(() => writeText.mock.calls.some(([t]) => t === '0012-3456-7890'));

    // The sender's details are required.
    await submit(container, 'Transfer details');
    expect(text(container)).toContain('This field is required.');
    await type(input(container, 'senderName'), 'Juan');
    await type(input(container, 'senderReference'), 'BDO-1');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'r.png', {
      type: 'image/png',
    });
    const picker = input(container, 'receipt');
    await act(async () => {
      Object.defineProperty(picker, 'files', { configurable: true, value: [png] });
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => text(container).includes('Remove image'));
    // The order has its own place at once: a reload shows this form again.
    expect(moves).toContainEqual({ order: 41 });
    await submit(container, 'Transfer details');
    expect(calls.find((c) => c.url.endsWith('/41/submit'))?.body).toEqual({
      senderName: 'Juan',
      senderReference: 'BDO-1',
    });
    const upload = calls.find((c) => c.url.endsWith('/41/receipt'));
    if (!(upload?.body instanceof FormData)) throw new Error('the receipt was not sent as a form');
    expect(upload.body.get('receipt')).toBeInstanceOf(Blob);
    // Then the status view of that order.
    await until(() => text(container).includes('Awaiting confirmation'));
    expect(text(container)).toContain('Attached');
  });

  it('a server refusal is translated: on the amount field, or as a toast', async () => {
    let code: string = DEPOSIT_CODES.amountOutOfRange;
    answer = ({ method, url }) => {
      if (url.endsWith('/wps/deposit/channels')) return envelope(CHANNELS);
      if (method === 'POST') return envelope(null, code === DEPOSIT_CODES.amountOutOfRange ? 400 : 502, code);
      throw new Error(`unexpected ${method} ${url}`);
    };
    const { container } = await render('0', { channel: 1 });
    await until(() => container.querySelector('input[name="amount"]') !== null);
    await type(input(container, 'amount'), '1,000');
    await submit(container, 'Deposit amount');
    await until(() => text(container).includes("The amount is outside this method's minimum and maximum."));
    code = DEPOSIT_CODES.gatewayUnavailable;
    await type(input(container, 'amount'), '1000');
    await submit(container, 'Deposit amount');
    await until(() =>
      toastStore.toasts.some(
        (t) =>
          typeof t.message !== 'string' &&
          (t.message.message ?? '').startsWith('The payment provider is not available'),
      ),
    );
  });
});

describe('deposit: new version (dep_func 1)', () => {
  it('methods as tabs with the amount on the same page; a gateway hands off to its page', async () => {
    answer = ({ method, url }) => {
      if (url.endsWith('/wps/deposit/channels')) return envelope(CHANNELS);
      if (method === 'POST' && url.endsWith('/wps/deposit/orders'))
        return envelope({
          order: order({ id: 42, kind: 'gateway', channelId: 3 }),
          receivingAccount: null,
          redirectUrl: 'http://127.0.0.1/pay/sandbox/sbx_abc?lang=EN',
        });
      throw new Error(`unexpected ${method} ${url}`);
    };
    const { container, leave, moves } = await render('1');
    await until(() => container.querySelector('[role="tablist"]') !== null);
    expect(container.querySelector('[data-version]')?.getAttribute('data-version')).toBe('new');
    const tabs = [...container.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(container.querySelector('input[name="amount"]')).not.toBeNull();
    await click(tabs[2] as Element);
    expect(moves).toEqual([{ channel: 3 }]);
    await until(() => text(container).includes('Continue to payment'));
    await click(button(container, '₱200.00'));
    await submit(container, 'Deposit amount');
    await until(() => leave.mock.calls.length === 1);
    expect(leave).toHaveBeenCalledWith('http://127.0.0.1/pay/sandbox/sbx_abc?lang=EN');
  });
});

describe('deposit: status view (?order=)', () => {
  it('follows a pending order to approved and refreshes the balance', async () => {
    let current = order({ kind: 'gateway' });
    answer = ({ url }) => {
      if (url.endsWith('/wps/deposit/orders/41')) return envelope(current);
      throw new Error(`unexpected ${url}`);
    };
    const { container, queryClient, moves } = await render('0', { order: 41 });
    await until(() => text(container).includes('Awaiting confirmation'));
    expect(text(container)).toContain('This page updates by itself.');
    expect(text(container)).not.toContain('New deposit');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    current = order({ kind: 'gateway', status: 'credited' });
    await act(() => queryClient.refetchQueries({ queryKey: ['deposit'] }));
    await until(() => text(container).includes('Credited'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: WALLET_QUERY_ROOT });
    await click(button(container, 'New deposit'));
    expect(moves).toEqual([{}]);
  });

  it("shows the operator's reason of a rejection, and a cancelled payment in words", async () => {
    let current = order({ status: 'rejected', rejectReason: 'No transfer received' });
    answer = () => envelope(current);
    const first = await render('1', { order: 41 });
    await until(() => text(first.container).includes('Rejected'));
    expect(text(first.container)).toContain('Reason: No transfer received');
    first.unmount();
    current = order({ status: 'cancelled' });
    const second = await render('1', { order: 41 });
    await until(() => text(second.container).includes('Cancelled'));
    expect(text(second.container)).toContain('You cancelled the payment. Nothing was charged.');
    expect(text(second.container)).not.toContain('Reason:');
  });

  it('an unknown order says so with a way back', async () => {
    answer = () => envelope(null, 404, DEPOSIT_CODES.orderUnknown);
    const { container } = await render('0', { order: 99 });
    await until(() => text(container).includes('This deposit could not be found.'));
    expect(button(container, 'New deposit')).toBeTruthy();
  });

  it('polls every few seconds while pending and stops once final', () => {
    const options = orderQueryOptions('demo', 41);
    const interval = options.refetchInterval as (q: { state: { data: DepositOrder | undefined } }) => unknown;
    expect(interval({ state: { data: undefined } })).toBe(ORDER_POLL_MS);
    expect(interval({ state: { data: order() } })).toBe(ORDER_POLL_MS);
    for (const status of ['approved', 'credited', 'rejected', 'cancelled', 'failed'] as const) {
      expect(isFinal(status)).toBe(true);
      expect(interval({ state: { data: order({ status }) } })).toBe(false);
    }
  });
});

describe('deposit: offline and receipts', () => {
  it('offline: says a deposit needs a connection, and nothing can be sent', async () => {
    online = false;
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const { container } = await render('0');
    await until(() => text(container).includes('A deposit needs a connection'));
  });

  it('offline with methods already loaded: the form stays, its button disabled', async () => {
    const { container } = await render('0', { channel: 1 });
    await until(() => container.querySelector('input[name="amount"]') !== null);
    online = false;
    await act(async () => window.dispatchEvent(new Event('offline')));
    await until(() => text(container).includes('A deposit needs a connection'));
    expect(button(container, 'Deposit').disabled).toBe(true);
  });

  it('checks a receipt by its bytes and size before sending', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]);
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]);
    const named = new File(['just text'], 'photo.png', { type: 'image/png' });
    expect(await receiptProblem(png)).toBeNull();
    expect(await receiptProblem(jpeg)).toBeNull();
    expect(await receiptProblem(named)).toBe('receipt.type');
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]);
    expect(await receiptProblem(big)).toBe('receipt.size');
  });
});
