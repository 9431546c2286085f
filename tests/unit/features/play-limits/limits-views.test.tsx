import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../../../src/components/toast/toast-store.ts';
import { depositLimitText } from '../../../../src/features/deposit/deposit-limit.ts';
import { LimitsView } from '../../../../src/features/play-limits/limits-view.tsx';
import { RealityCheck } from '../../../../src/features/play-limits/reality-check.tsx';
import { RealityCheckSettingsView } from '../../../../src/features/play-limits/reality-check-settings-view.tsx';
import { ApiError } from '../../../../src/lib/http.ts';
import { i18n } from '../../../../src/lib/i18n.ts';
import { LIMIT_CODES } from '../../../../src/shared/errors/protection.ts';
import type { LimitState, RealityCheck as Reality } from '../../../../src/shared/schemas/protection.ts';
import { type FetchCall, renderWithRouter, stubFetch, until } from '../../components/harness.tsx';
import { memberSession } from '../../member-session.ts';
import { envelope } from '../../site-config.ts';

const ENDS = '2026-11-24T16:00:00.000Z';
const state = (over: Partial<LimitState>): LimitState => ({
  kind: 'deposit',
  period: 'day',
  limitCents: null,
  pending: null,
  usedCents: 0,
  periodEndsAt: ENDS,
  ...over,
});
const ALL = (over: Partial<LimitState>[] = []) => {
  const list: LimitState[] = [];
  for (const kind of ['deposit', 'loss'] as const)
    for (const period of ['day', 'week', 'month'] as const) list.push(state({ kind, period }));
  for (const o of over) {
    const i = list.findIndex((l) => l.kind === o.kind && l.period === o.period);
    list[i] = state({ ...list[i], ...o });
  }
  return { limits: list };
};

let calls: FetchCall[] = [];
let answer: (call: FetchCall) => Response;
const { render } = memberSession();

beforeEach(() => {
  toastStore.toasts = [];
  calls = [];
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  stubFetch((call) => {
    calls.push(call);
    return answer(call);
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

const text = () => document.body.textContent ?? '';
const click = (el: Element | null | undefined) =>
  act(() => {
    if (!el) throw new Error(`nothing to click; body: ${text()}`);
    (el as HTMLElement).click();
  });
const type = (el: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const toastTexts = () =>
  toastStore.toasts.map((t) => (typeof t.message === 'string' ? t.message : i18n._(t.message)));

describe('limits view', () => {
  it('shows each limit, its use, a pending raise with when it applies, and saves a new one', async () => {
    let saved = ALL([
      { kind: 'deposit', period: 'day', limitCents: 50_000, usedCents: 20_000 },
      {
        kind: 'loss',
        period: 'week',
        limitCents: 100_000,
        pending: { limitCents: 300_000, appliesAt: '2026-11-25T02:30:00.000Z' },
      },
    ]);
    answer = ({ method, url }) => {
      if (method === 'GET' && url.endsWith('/wps/protection/limits')) return envelope(saved);
      if (method === 'PUT' && url.endsWith('/wps/protection/limits')) {
        saved = ALL([
          {
            kind: 'deposit',
            period: 'day',
            limitCents: 50_000,
            usedCents: 20_000,
            pending: { limitCents: 90_000, appliesAt: '2026-11-25T03:00:00.000Z' },
          },
        ]);
        return envelope(saved);
      }
      throw new Error(`unexpected ${method} ${url}`);
    };
    await render(() => <LimitsView />, null);
    await until(() => text().includes('Deposit limits'));
    const daily = document.querySelector('li[aria-label="Deposit limits: Daily"]');
    expect(daily?.textContent).toContain('₱500.00');
    expect(daily?.textContent).toContain('Used ₱200.00 of ₱500.00');
    const weekly = document.querySelector('li[aria-label="Loss limits: Weekly"]');
    // 02:30 UTC is 10:30 in Manila.
    expect(weekly?.textContent).toMatch(/New limit of ₱3,000.00 takes effect on Nov 25, 2026,? 10:30/);
    expect(document.querySelector('li[aria-label="Loss limits: Monthly"]')?.textContent).toContain(
      'No limit',
    );

    await click(document.querySelector('button[aria-label="Change Deposit limits: Daily"]'));
    const field = document.querySelector<HTMLInputElement>(
      'form[aria-label="Deposit limits: Daily"] input[name="amount"]',
    );
    if (!field) throw new Error('no amount field');
    expect(field.value).toBe('500');
    await type(field, '900');
    await act(() => field.form?.requestSubmit());
    await until(() => calls.some((c) => c.method === 'PUT'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      kind: 'deposit',
      period: 'day',
      limitCents: 90_000,
    });
    await until(() => toastTexts().some((t) => t.startsWith('Saved. The change takes effect on')));
    await until(() => text().includes('New limit of ₱900.00'));
  });

  it('a failed load is a translated error with a retry, never a blank screen', async () => {
    answer = () => envelope(null, 500, 'server.error');
    await render(() => <LimitsView />, null);
    await until(() => document.querySelector('button') !== null && !text().includes('Loading'));
    expect(text()).not.toBe('');
  });
});

describe('reality check', () => {
  const reality = (over: Partial<Reality>): Reality => ({
    intervalMinutes: 15,
    playingSince: '2026-11-24T01:00:00.000Z',
    minutes: 16,
    netCents: -12_345,
    ...over,
  });

  it('after an interval of play: time played and the net result; Continue closes it until the next one', async () => {
    answer = () => envelope(reality({}));
    await render(() => <RealityCheck />, null);
    await until(() => text().includes('Time played'));
    expect(text()).toContain('16 min');
    expect(text()).toContain('Lost ₱123.45');
    const cont = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Continue');
    await click(cont);
    await until(() => !text().includes('Time played'));
  });

  it('stays quiet while off, before the first interval, or when not playing', async () => {
    for (const r of [
      reality({ intervalMinutes: 0 }),
      reality({ minutes: 14 }),
      reality({ playingSince: null, minutes: 0 }),
    ]) {
      answer = () => envelope(r);
      const view = await renderWithRouter(() => <RealityCheck />);
      await until(() => calls.length > 0);
      await act(() => new Promise((res) => setTimeout(res, 30)));
      expect(text()).not.toContain('Time played');
      view.unmount();
      calls = [];
    }
  });

  it('the settings view saves the chosen interval', async () => {
    answer = ({ method, body }) =>
      envelope(
        reality({
          intervalMinutes: method === 'PUT' ? (body as { intervalMinutes: 30 }).intervalMinutes : 0,
          minutes: 0,
        }),
      );
    await render(() => <RealityCheckSettingsView />, null);
    await until(() => text().includes('Every 30 minutes'));
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.find((r) => r.checked)?.parentElement?.textContent).toBe('Off');
    await click(radios.find((r) => r.parentElement?.textContent === 'Every 30 minutes'));
    await until(() => calls.some((c) => c.method === 'PUT'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ intervalMinutes: 30 });
    await until(() => toastTexts().includes('Reality check saved'));
  });
});

describe('deposit refused by the member’s limit', () => {
  it('names the period, the limit and what is left', () => {
    const err = new ApiError(LIMIT_CODES.depositExceeded, 409, 'x', {
      kind: 'deposit',
      period: 'week',
      limitCents: 500_000,
      usedCents: 420_000,
      leftCents: 80_000,
    });
    expect(depositLimitText(err, i18n)).toBe(
      'This deposit is over your weekly deposit limit of ₱5,000.00. You can still deposit ₱800.00 this week.',
    );
    expect(depositLimitText(new ApiError(LIMIT_CODES.depositExceeded, 409, 'x', null), i18n)).toBe(
      'This deposit is over your deposit limit.',
    );
    expect(depositLimitText(new ApiError('other', 400), i18n)).toBeNull();
  });
});
