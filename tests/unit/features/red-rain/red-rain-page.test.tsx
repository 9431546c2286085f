import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RedRainPage } from '../../../../src/features/red-rain/red-rain-page.tsx';
import { i18n } from '../../../../src/lib/i18n.ts';
import { RAIN_CODES } from '../../../../src/shared/errors/rain.ts';
import type { RainState } from '../../../../src/shared/schemas/red-rain.ts';
import { clearSession, setSession } from '../../../../src/stores/session.ts';
import {
  type FetchCall,
  renderWithRouter,
  stubFetch,
  testQueryClient,
  until,
} from '../../components/harness.tsx';
import { envelope } from '../../site-config.ts';

// The rain screen: nothing scheduled, the countdown, the still grid (reduced motion) with grabs the server
// pays, the tally and the results; a refusal that ends the rain shows the results with why.

let calls: FetchCall[] = [];
let state: RainState;
let grabAnswer: (seq: number) => Response;
let unmount = () => {};

const iso = (ms: number) => new Date(ms).toISOString();
const session = (startOffsetMs: number, over: Partial<NonNullable<RainState['session']>> = {}) => ({
  id: 4,
  startsAt: iso(Date.now() + startOffsetMs),
  endsAt: iso(Date.now() + startOffsetMs + 60_000),
  minGrabCents: 100,
  maxGrabCents: 500,
  maxGrabs: 2,
  exhausted: false,
  ...over,
});

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  calls = [];
  setSession({ token: 't', merchantCode: 'SWERTE', userName: 'juan', type: 0, firstTimeLogin: false });
  // Reduced motion: the still grid (happy-dom has no canvas to draw on).
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} })),
  );
  let total = 0;
  grabAnswer = (seq) => {
    const amount = seq * 111;
    total += amount;
    return envelope({
      sessionId: 4,
      seq,
      amountCents: amount,
      grabs: seq,
      totalCents: total,
      balanceCents: 10_000 + total,
      replayed: false,
    });
  };
  stubFetch((call) => {
    calls.push(call);
    if (call.url.includes('/wps/rain/session')) return envelope(state);
    if (call.url.includes('/wps/rain/grab')) return grabAnswer((call.body as { seq: number }).seq);
    if (call.url.includes('/wps/member/wallet')) return envelope({ sumBalance: 0 });
    throw new Error(`unexpected ${call.url}`);
  });
});
afterEach(() => {
  unmount();
  clearSession();
  vi.unstubAllGlobals();
});

async function render() {
  const view = await renderWithRouter(() => <RedRainPage />, testQueryClient());
  unmount = view.unmount;
  return view;
}
const grabs = () => calls.filter((c) => c.url.includes('/wps/rain/grab')).map((c) => c.body);
const gridButton = (root: HTMLElement, n: number) => {
  const found = root.querySelector<HTMLButtonElement>(`button[aria-label="Grab envelope ${n}"]`);
  if (!found) throw new Error(`no envelope ${n}; body: ${root.textContent}`);
  return found;
};

describe('red envelope rain screen', () => {
  it('says when no rain is scheduled', async () => {
    state = { now: iso(Date.now()), session: null, grabs: 0, totalCents: 0 };
    const { container } = await render();
    await until(() => container.textContent?.includes('No red envelope rain is scheduled') === true, 'none');
  });

  it('counts down to the next rain by the server clock', async () => {
    state = { now: iso(Date.now()), session: session(90_000), grabs: 0, totalCents: 0 };
    const { container } = await render();
    await until(() => container.querySelector('[data-testid="rain-countdown"]') !== null, 'countdown');
    expect(container.querySelector('[data-testid="rain-countdown"]')?.textContent).toMatch(/^1:(30|29)$/);
    expect(container.textContent).toContain('up to 2 envelopes of ₱1.00 to ₱5.00');
  });

  it('a still grid with reduced motion: each tap is a grab with the next seq; the results show the sum', async () => {
    state = { now: iso(Date.now()), session: session(-1_000), grabs: 0, totalCents: 0 };
    const { container } = await render();
    await until(() => container.querySelector('[data-testid="rain-grid"]') !== null, 'grid');
    expect(container.querySelector('[data-testid="rain-canvas"]')).toBeNull();
    expect(container.querySelector('[data-testid="rain-tally"]')?.textContent).toBe('0 of 2 · ₱0.00');

    await act(() => gridButton(container, 3).click());
    await until(
      () => container.querySelector('[data-testid="rain-tally"]')?.textContent === '1 of 2 · ₱1.11',
    );
    expect(gridButton(container, 3).disabled).toBe(true);
    await act(() => gridButton(container, 5).click());

    await until(() => container.querySelector('[data-testid="rain-results"]') !== null, 'results');
    expect(grabs()).toEqual([
      { sessionId: 4, seq: 1 },
      { sessionId: 4, seq: 2 },
    ]);
    expect(container.querySelector('[data-testid="rain-results-total"]')?.textContent).toBe('₱3.33');
    expect(container.textContent).toContain('2 envelopes grabbed');
    expect(container.textContent).toContain('You have grabbed every envelope you can in this rain.');
    expect(container.querySelector('[data-testid="rain-balance"]')?.textContent).toBe('Balance: ₱103.33');
  });

  it('resumes after a reload from the grabs the server counted', async () => {
    state = { now: iso(Date.now()), session: session(-1_000, { maxGrabs: 3 }), grabs: 1, totalCents: 250 };
    const { container } = await render();
    await until(() => container.querySelector('[data-testid="rain-grid"]') !== null, 'grid');
    expect(container.querySelector('[data-testid="rain-tally"]')?.textContent).toBe('1 of 3 · ₱2.50');
    await act(() => gridButton(container, 1).click());
    await until(() => grabs().length === 1, 'grab');
    expect(grabs()).toEqual([{ sessionId: 4, seq: 2 }]);
  });

  it('a budget paid out ends the rain: the results say every envelope was taken', async () => {
    state = { now: iso(Date.now()), session: session(-1_000), grabs: 0, totalCents: 0 };
    grabAnswer = () => envelope(null, 409, RAIN_CODES.exhausted);
    const { container } = await render();
    await until(() => container.querySelector('[data-testid="rain-grid"]') !== null, 'grid');
    await act(() => gridButton(container, 1).click());
    await until(() => container.querySelector('[data-testid="rain-results"]') !== null, 'results');
    expect(container.textContent).toContain('Every red envelope of this rain has been taken.');
    expect(container.querySelector('[data-testid="rain-results-total"]')?.textContent).toBe('₱0.00');
  });

  it('a failed load offers to try again', async () => {
    stubFetch(() => envelope(null, 500, 'server.error'));
    const { container } = await render();
    await until(() => container.textContent?.includes('The red envelope rain could not be loaded.') === true);
    expect(container.textContent).toContain('Try again');
  });
});
