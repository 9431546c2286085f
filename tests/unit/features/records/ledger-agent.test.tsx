import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LedgerPage } from '../../../../src/features/records/ledger-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { siteConfigQueryOptions } from '../../../../src/lib/site/api.ts';
import { PATHS } from '../../../../src/shared/paths.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import { uiStore } from '../../../../src/stores/ui.ts';
import { renderWithRouter, testQueryClient, until } from '../../components/harness.tsx';
import { siteConfig } from '../../site-config.ts';

// /m/transaction/record?types=A (the agent home's "Transaction records" tile): the agent's own ledger,
// opening on the agent entries (team rebate income, salaries, dividends).

const agentEntry = {
  id: 7,
  reason: 'agent.rebate',
  group: 'agent',
  amountCents: 4_321,
  balanceAfterCents: 104_321,
  createdAt: '2026-11-23T04:30:00.000Z',
};

let calls: URL[] = [];
let unmount = () => {};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  calls = [];
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'agent', type: 1, firstTimeLogin: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      const list = url.searchParams.get('group') === 'agent' ? [agentEntry] : [];
      return new Response(
        JSON.stringify({
          successful: true,
          code: 'ok',
          value: { list, pageNo: 1, pageSize: 20, total: list.length },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    }),
  );
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

async function render(agent: boolean) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions(uiStore.language).queryKey, siteConfig());
  const view = await renderWithRouter(() => <LedgerPage agent={agent} />, queryClient);
  unmount = view.unmount;
  return view.container;
}

describe('the agent ledger view', () => {
  it('opens on the agent group and lists the agent entries', async () => {
    const container = await render(true);
    await until(() => (container.textContent ?? '').includes('+₱43.21'));
    expect(calls[0]?.pathname).toBe(PATHS.recordsLedger);
    expect(calls[0]?.searchParams.get('group')).toBe('agent');
    expect(container.querySelector('select')?.value).toBe('agent');
    expect(container.querySelectorAll('[data-testid="record-row"]')).toHaveLength(1);
  });

  it('the member view opens on every group', async () => {
    const container = await render(false);
    await until(() => calls.length === 1);
    expect(calls[0]?.searchParams.has('group')).toBe(false);
    expect(container.querySelector('select')?.value).toBe('');
  });
});
