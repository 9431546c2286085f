import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SalaryContractPage } from '../../../../src/features/agent-contracts/contract-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { PATHS } from '../../../../src/shared/paths.ts';
import type { Contract, ContractOverview } from '../../../../src/shared/schemas/agent-contracts.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import {
  clickText,
  type FetchCall,
  pageHas,
  renderWithRouter,
  stubFetch,
  testQueryClient,
  typeIn,
  until,
} from '../../components/harness.tsx';
import { envelope } from '../../site-config.ts';

// The daily salary contract page: the offer waiting for me (accepted here), the what-if calculator on its
// terms, and a failed load with its retry.

const offer: Contract = {
  id: 7,
  kind: 'salary',
  status: 'pending',
  upline: 'agent',
  agentId: 2,
  agent: 'sub',
  createdAt: '2026-11-24T01:00:00.000Z',
  decidedAt: null,
  endedAt: null,
  terms: {
    tiers: [
      { minTurnoverCents: 100_000, minActivePlayers: 3, salaryCents: 5_000 },
      { minTurnoverCents: 500_000, minActivePlayers: 5, salaryCents: 20_000 },
    ],
  },
};

let overview: ContractOverview;
let fails = false;
let calls: FetchCall[] = [];
let unmount = () => {};

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  fails = false;
  calls = [];
  overview = { pending: offer, current: null, offered: [], subAgents: [] };
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'sub', type: 1, firstTimeLogin: false });
  stubFetch((call) => {
    calls.push(call);
    const u = new URL(call.url, 'http://localhost');
    if (u.pathname === PATHS.salaryContracts)
      return fails ? envelope(null, 500, 'server.error') : envelope(overview);
    if (u.pathname === `${PATHS.salaryContracts}/7/accept`) {
      const accepted = { ...offer, status: 'accepted', decidedAt: '2026-11-24T02:00:00.000Z' } as const;
      overview = { ...overview, pending: null, current: accepted };
      return envelope(accepted);
    }
    if (u.pathname === PATHS.salarySettlements)
      return envelope({ list: [], pageNo: 1, pageSize: 20, total: 0 });
    return envelope(null, 404, 'not.found');
  });
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

async function render() {
  const view = await renderWithRouter(() => <SalaryContractPage />, testQueryClient());
  unmount = view.unmount;
  return view.container;
}

describe('salary contract page', () => {
  it('shows the offer waiting for me; accepting puts it in force', async () => {
    const root = await render();
    await until(() => !!root.querySelector('[data-testid="contract-pending"]'), 'the offer');
    expect(pageHas('From agent')).toBe(true);
    expect(pageHas('₱1,000.00')).toBe(true);
    await clickText('Accept');
    await until(() => !!root.querySelector('[data-testid="contract-accepted"]'), 'in force');
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/7/accept'))).toBe(true);
    expect(root.querySelector('[data-testid="contract-pending"]')).toBeNull();
  });

  it("the calculator pays the highest tier the figures reach, by the settlement's function", async () => {
    const root = await render();
    await until(() => !!root.querySelector('[data-testid="calculator"]'), 'the calculator');
    const calculator = root.querySelector('[data-testid="calculator"]') as HTMLElement;
    const [turnover, players] = calculator.querySelectorAll('input');
    const result = () => calculator.querySelector('[data-testid="calc-result"]')?.textContent;
    typeIn(turnover, '5000');
    typeIn(players, '4');
    await until(() => result() === '₱50.00', 'tier 1');
    typeIn(players, '5');
    await until(() => result() === '₱200.00', 'tier 2');
    typeIn(turnover, '4999.99');
    await until(() => result() === '₱50.00', 'back to tier 1 below the minimum');
  });

  it('a failed load says so with a retry', async () => {
    fails = true;
    const root = await render();
    await until(
      () => [...root.querySelectorAll('button')].some((b) => b.textContent === 'Try again'),
      'retry',
    );
    fails = false;
    await clickText('Try again');
    await until(() => !!root.querySelector('[data-testid="contract-pending"]'), 'the offer after retry');
  });
});
