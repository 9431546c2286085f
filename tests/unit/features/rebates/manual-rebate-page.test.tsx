import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../src/components/toast/toast-store.ts';
import { ManualRebatePage } from '../../../../src/features/rebates/manual-rebate-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { siteConfigQueryOptions } from '../../../../src/lib/site/api.ts';
import { REBATE_CODES } from '../../../../src/shared/errors/rebate.ts';
import type { RebateAccrual } from '../../../../src/shared/schemas/rebates.ts';
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

const ACCRUAL: RebateAccrual = {
  lines: [
    { category: 'INHOUSE', turnoverCents: 3_000, rateBp: 100, capCents: null, amountCents: 30 },
    { category: 'LOTTERY', turnoverCents: 0, rateBp: 50, capCents: null, amountCents: 0 },
  ],
  totalCents: 30,
  since: '2026-11-24T02:00:00.000Z',
  nextClaimAt: null,
};

let accrual = ACCRUAL;
let calls: FetchCall[] = [];
let unmount = () => {};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  toastStore.toasts = [];
  calls = [];
  accrual = ACCRUAL;
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'juan', type: 0, firstTimeLogin: false });
  stubFetch((call) => {
    calls.push(call);
    if (call.method === 'POST') return envelope(null, 409, REBATE_CODES.tooSoon);
    if (call.url.endsWith('/wps/rebate/accrual')) return envelope(accrual);
    throw new Error(`unexpected ${call.url}`);
  });
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

async function render() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(
    siteConfigQueryOptions(uiStore.language).queryKey,
    siteConfig({ switches: { MANPLAYREB3: true, PLYRBT: true } }),
  );
  const view = await renderWithRouter(() => <ManualRebatePage />, queryClient);
  unmount = view.unmount;
  return view;
}

const text = (root: HTMLElement) => root.textContent ?? '';
const claimButton = (root: HTMLElement) => {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Claim now');
  if (!found) throw new Error(`no Claim now; body: ${root.textContent}`);
  return found;
};

describe('manual rebate screen', () => {
  it('within the claim interval, says from when the member can claim again and holds the button', async () => {
    accrual = { ...ACCRUAL, nextClaimAt: '2026-11-25T02:00:00.000Z' };
    const { container } = await render();
    await until(() => text(container).includes('Rebate available'));
    expect(container.querySelector('[data-testid="rebate-total"]')?.textContent).toBe('₱0.30');
    expect(container.querySelector('[data-testid="rebate-next-claim"]')?.textContent).toMatch(
      /^You can claim again from .+\.$/,
    );
    expect(claimButton(container).disabled).toBe(true);
  });

  it('a claim refused as too soon shows why', async () => {
    const { container } = await render();
    await until(() => text(container).includes('Rebate available'));
    expect(container.querySelector('[data-testid="rebate-next-claim"]')).toBeNull();
    await act(() => claimButton(container).click());
    await until(() => toastStore.toasts.length > 0);
    expect(toastStore.toasts.map((t) => t.message)).toContain(
      'You claimed a rebate a short while ago. You can claim again later.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
