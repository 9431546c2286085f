import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BirthDateView } from '../../../../src/features/responsible-gaming/birth-date-view.tsx';
import { ExclusionView } from '../../../../src/features/responsible-gaming/exclusion-view.tsx';
import { sessionStore } from '../../../../src/stores/session.ts';
import { byName, clickText, pageHas, submitForm, typeIn, until } from '../../components/harness.tsx';
import { memberSession } from '../../member-session.ts';

let birthDate: string | null = null;

const { calls, answers, render } = memberSession({
  server: {
    serve: (method, path) =>
      method === 'GET' && path === '/wps/protection/birthDate'
        ? { status: 200, code: 'ok', value: { birthDate, minimumAge: 21 } }
        : undefined,
  },
});

beforeEach(() => {
  birthDate = null;
});

describe('date of birth', () => {
  it('confirms before saving, then shows the date as set for good', async () => {
    answers['POST /wps/protection/birthDate'] = [
      { status: 200, code: 'ok', value: { birthDate: '1990-05-05', minimumAge: 21 } },
    ];
    await render(() => <BirthDateView />);
    expect(pageHas('You must be at least 21 years old to play. The date can be set only once.')).toBe(true);
    typeIn(byName('birthDate'), '1990-05-05');
    await submitForm('Date of birth');
    expect(pageHas('Save May 5, 1990 as your date of birth? It cannot be changed later.')).toBe(true);
    await clickText('Save', 1);
    await until(() => pageHas('Your date of birth is set and cannot be changed.'), 'set');
    expect(calls).toEqual([
      { method: 'POST', path: '/wps/protection/birthDate', body: { birthDate: '1990-05-05' } },
    ]);
    expect(pageHas('May 5, 1990')).toBe(true);
  });

  it('a future date is refused on the spot; the server’s under-age refusal shows with the age', async () => {
    answers['POST /wps/protection/birthDate'] = [{ status: 400, code: 'age.under', value: null }];
    await render(() => <BirthDateView />);
    typeIn(byName('birthDate'), '2999-01-01');
    await submitForm('Date of birth');
    expect(pageHas('Please enter a real date of birth.')).toBe(true);
    expect(calls).toEqual([]);
    typeIn(byName('birthDate'), '2010-01-01');
    await submitForm('Date of birth');
    await clickText('Save', 1);
    await until(() => pageHas('You must be at least 21 years old.'), 'refused');
  });

  it('once set, only shows it', async () => {
    birthDate = '1985-12-31';
    await render(() => <BirthDateView />);
    expect(pageHas('December 31, 1985')).toBe(true);
    expect(byName('birthDate')).toBeNull();
  });
});

describe('time-out and self-exclusion', () => {
  it('asks to confirm with what it means, sends the choice with the password, then forgets the session', async () => {
    answers['POST /wps/protection/exclusion'] = [
      {
        status: 200,
        code: 'ok',
        value: {
          kind: 'timeout',
          period: '1w',
          startsAt: '2025-01-01T00:00:00.000Z',
          until: '2025-01-08T00:00:00.000Z',
        },
      },
    ];
    await render(() => <ExclusionView />);
    await act(async () =>
      byName('period')?.parentElement?.parentElement?.querySelectorAll('input')[1]?.click(),
    );
    typeIn(byName('password'), 'Member1234');
    await submitForm('Time-out and self-exclusion');
    await until(() => pageHas('Take a time-out of 1 week?'), 'the question');
    const posts = () => calls.filter((c) => c.method === 'POST');
    expect(posts()).toEqual([]);
    await clickText('Start time-out', 1);
    await until(() => sessionStore.session === null, 'signed out');
    expect(posts()[0]).toEqual({
      method: 'POST',
      path: '/wps/protection/exclusion',
      body: { kind: 'timeout', period: '1w', password: 'Member1234' },
    });
  });

  it('a mobile sign-up without a password is not asked for one: its session is the proof', async () => {
    answers['GET /wps/password/status'] = [
      { status: 200, code: 'ok', value: { recentlyAuthenticated: false, hasPassword: false } },
    ];
    answers['POST /wps/protection/exclusion'] = [
      {
        status: 200,
        code: 'ok',
        value: {
          kind: 'timeout',
          period: '24h',
          startsAt: '2025-01-01T00:00:00.000Z',
          until: '2025-01-02T00:00:00.000Z',
        },
      },
    ];
    await render(() => <ExclusionView />);
    await until(() => !byName('password'), 'the password field gone');
    await submitForm('Time-out and self-exclusion');
    await clickText('Start time-out', 1);
    await until(() => sessionStore.session === null, 'signed out');
    expect(calls.filter((c) => c.method === 'POST')[0]?.body).toEqual({
      kind: 'timeout',
      period: '24h',
      password: '',
    });
  });

  it('a wrong password stays on the field; self-exclusion offers its own periods, permanent says so', async () => {
    answers['POST /wps/protection/exclusion'] = [
      { status: 400, code: 'protection.password.wrong', value: null },
    ];
    await render(() => <ExclusionView />);
    await clickText('Self-exclusion');
    const periods = [...document.body.querySelectorAll<HTMLInputElement>('input[name="period"]')].map(
      (i) => i.value,
    );
    expect(periods).toEqual(['6m', '1y', '5y', 'permanent']);
    await act(async () => document.body.querySelector<HTMLInputElement>('input[value="permanent"]')?.click());
    typeIn(byName('password'), 'Wrong1234');
    await submitForm('Time-out and self-exclusion');
    await until(() => pageHas('Self-exclude permanently?'), 'the question');
    await clickText('Self-exclude', 1);
    await until(() => pageHas('The login password is incorrect.'), 'the refusal');
    expect(sessionStore.session).not.toBeNull();
  });
});
