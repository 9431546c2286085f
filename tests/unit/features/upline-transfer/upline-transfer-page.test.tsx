import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../src/components/toast/toast-store.ts';
import { UplineTransferPage } from '../../../../src/features/upline-transfer/upline-transfer-page.tsx';
import { WALLET_QUERY_ROOT } from '../../../../src/lib/account/balance.ts';
import { centsToInput } from '../../../../src/lib/amount-input.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import { reportServerReachable } from '../../../../src/lib/online.ts';
import { siteConfigQueryOptions } from '../../../../src/lib/site/api.ts';
import { TRANSFER_CODES } from '../../../../src/shared/errors/cashier.ts';
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

const config = (transferOn = true) => siteConfig({ switches: { AGETRANSFERUP3: transferOn } });

const INFO = {
  upline: { account: 'ag***t', nickname: 'Ahente Ana' },
  balanceCents: 100_000,
  transferableCents: 100_000,
  remainingTurnoverCents: 0,
  minCents: 100,
  maxCents: 50_000_000,
};
const member = (toUpline: boolean) => ({
  id: 3,
  nickname: 'Juan',
  account: 'juan',
  type: 0,
  regDate: '2026-11-01T00:00:00.000Z',
  toUpline,
});

let info = INFO;
let calls: FetchCall[] = [];
let answer: (call: FetchCall) => Response;
let toUpline = true;
let unmount = () => {};
let online = true;

const reads = ({ url }: FetchCall) => {
  if (url.endsWith('/wps/member/info')) return envelope(member(toUpline));
  if (url.endsWith('/wps/transfer/upline')) return envelope(info);
  throw new Error(`unexpected ${url}`);
};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  toastStore.toasts = [];
  calls = [];
  info = INFO;
  toUpline = true;
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'juan', type: 0, firstTimeLogin: false });
  answer = reads;
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
});

async function render(transferOn = true) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions(uiStore.language).queryKey, config(transferOn));
  const view = await renderWithRouter(() => <UplineTransferPage />, queryClient);
  unmount = view.unmount;
  return { ...view, queryClient };
}

const text = (root: HTMLElement) => root.textContent ?? '';
const button = (root: HTMLElement, label: string) => {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent === label);
  if (!found) throw new Error(`no button ${label}; body: ${root.textContent}`);
  return found;
};
const click = (el: Element) => act(() => (el as HTMLElement).click());
const type = (root: HTMLElement, value: string) =>
  act(() => {
    const el = root.querySelector<HTMLInputElement>('input[name="amount"]');
    if (!el) throw new Error('no amount field');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const next = (root: HTMLElement) =>
  act(() => root.querySelector<HTMLFormElement>('form[aria-label="Transfer amount"]')?.requestSubmit());
const posts = () => calls.filter((c) => c.method === 'POST');

describe('upline transfer screen', () => {
  it('shows the agent and balance, checks the amount, confirms, and shows the new balance', async () => {
    answer = (call) =>
      call.method === 'POST'
        ? envelope({
            requestId: (call.body as { requestId: string }).requestId,
            amountCents: 25_050,
            balanceCents: 74_950,
            replayed: false,
            at: '2026-11-24T02:00:00.000Z',
          })
        : reads(call);
    const { container, queryClient } = await render();
    await until(() => text(container).includes('Ahente Ana (ag***t)'));
    expect(text(container)).toContain('₱1,000.00');
    expect(text(container)).toContain('Min ₱1.00 · Max ₱500,000.00');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await type(container, '1000.01');
    await next(container);
    await until(() => text(container).includes('The amount is more than you have available.'));
    expect(posts()).toEqual([]);

    await type(container, '250.50');
    await next(container);
    await until(() =>
      text(container).includes('Transfer ₱250.50 to Ahente Ana (ag***t)? It cannot be undone.'),
    );
    await click(button(container, 'Confirm'));
    await until(() => text(container).includes('Transfer complete'));
    expect(text(container)).toContain('New balance: ₱749.50');
    const [post] = posts();
    expect(post?.body).toEqual({ amountCents: 25_050, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: WALLET_QUERY_ROOT });
  });

  it('pressing Confirm again after a lost answer retries the same request id', async () => {
    let first = true;
    answer = (call) => {
      if (call.method !== 'POST') return reads(call);
      if (first) {
        first = false;
        throw new TypeError('Failed to fetch');
      }
      return envelope({
        requestId: (call.body as { requestId: string }).requestId,
        amountCents: 10_000,
        balanceCents: 90_000,
        replayed: true,
        at: '2026-11-24T02:00:00.000Z',
      });
    };
    const { container } = await render();
    await until(() => text(container).includes('Ahente Ana'));
    await type(container, '100');
    await next(container);
    await until(() => text(container).includes('Confirm the transfer'));
    await click(button(container, 'Confirm'));
    await until(() => toastStore.toasts.length > 0);
    // A lost answer counts the server unreachable until it answers again.
    await act(() => reportServerReachable(true));
    await until(() => !button(container, 'Confirm').disabled);
    await click(button(container, 'Confirm'));
    await until(() => text(container).includes('Transfer complete'));
    const ids = posts().map((c) => (c.body as { requestId: string }).requestId);
    expect(ids.length).toBe(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('an answer about the balance brings the member back to the amount, with the reason on the field', async () => {
    answer = (call) =>
      call.method === 'POST' ? envelope(null, 400, TRANSFER_CODES.insufficientFunds) : reads(call);
    const { container } = await render();
    await until(() => text(container).includes('Ahente Ana'));
    await type(container, '500');
    await next(container);
    await until(() => text(container).includes('Confirm the transfer'));
    await click(button(container, 'Confirm'));
    await until(() => text(container).includes('Your balance is not enough for this transfer.'));
    expect(container.querySelector<HTMLInputElement>('input[name="amount"]')?.value).toBe('500');
  });

  it('with deposits still to wager, only the transferable part is offered and the note says what is left', async () => {
    info = { ...INFO, transferableCents: 30_000, remainingTurnoverCents: 70_000 };
    const { container } = await render();
    await until(() => text(container).includes('Ahente Ana'));
    expect(container.querySelector('[data-testid="transfer-transferable"]')?.textContent).toBe('₱300.00');
    expect(text(container)).toContain('Wager ₱700.00 more to transfer all of your balance.');
    await click(button(container, 'All'));
    expect(container.querySelector<HTMLInputElement>('input[name="amount"]')?.value).toBe(
      centsToInput(30_000),
    );
    await type(container, '500');
    await next(container);
    await until(() => text(container).includes('The amount is more than you have available.'));
    expect(posts()).toEqual([]);
  });

  it('a member without toUpline, or with the switch off, sees that it is not available', async () => {
    toUpline = false;
    const { container } = await render();
    await until(() => text(container).includes('This account cannot transfer to its upline.'));
    unmount();
    toUpline = true;
    calls = [];
    const off = await render(false);
    await until(() => text(off.container).includes('the feature is temporarily unavailable'));
    expect(calls.filter((c) => c.url.endsWith('/wps/transfer/upline'))).toEqual([]);
  });

  it('the server refusing the gate shows its reason', async () => {
    answer = (call) =>
      call.url.endsWith('/wps/transfer/upline') ? envelope(null, 409, TRANSFER_CODES.noUpline) : reads(call);
    const { container } = await render();
    await until(() => text(container).includes('This account has no upline agent to transfer to.'));
  });

  it('offline without the screen loaded: says a transfer needs a connection', async () => {
    online = false;
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const { container } = await render();
    await until(() => text(container).includes('A transfer needs a connection'));
  });
});
