import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AvatarView } from '../../../../src/features/profile/avatar-view.tsx';
import { NicknameView } from '../../../../src/features/profile/nickname-view.tsx';
import { QuestionsView } from '../../../../src/features/profile/questions-view.tsx';
import { type HubView, hubRows } from '../../../../src/features/security-centre/hub-rows.ts';
import { SecurityHub } from '../../../../src/features/security-centre/security-hub.tsx';
import type { SecurityProfile } from '../../../../src/shared/schemas/security.ts';
import { byName, clickText, pageHas, submitForm, typeIn, until } from '../../components/harness.tsx';
import { memberSession } from '../../member-session.ts';

const EMPTY: SecurityProfile = {
  account: 'demo',
  nickname: null,
  avatarSet: false,
  maskedEmail: null,
  maskedMobile: null,
  maskedPayeeName: null,
  paymentPasswordSet: false,
  payoutAccountCount: 0,
  securityQuestionsSet: false,
  birthDateSet: false,
};
const FULL: SecurityProfile = {
  account: 'demo',
  nickname: 'Lucky Juan',
  avatarSet: true,
  maskedEmail: 'ju•••@example.com',
  maskedMobile: '63917•••4567',
  maskedPayeeName: 'J••• D•••',
  paymentPasswordSet: true,
  payoutAccountCount: 2,
  securityQuestionsSet: true,
  birthDateSet: true,
};

const MEMBER_INFO = {
  id: 1,
  nickname: 'Old Name',
  account: 'demo',
  type: 0,
  regDate: '2026-01-01T00:00:00.000Z',
  toUpline: false,
  joinedDays: 3,
  vipLevel: null,
};
let profile: SecurityProfile = EMPTY;

const { calls, answers, render } = memberSession({
  server: {
    recordAll: true,
    serve: (method, path) => {
      if (path === '/wps/security/profile') return { status: 200, code: 'ok', value: profile };
      if (path === '/wps/member/info') return { status: 200, code: 'ok', value: MEMBER_INFO };
      if (path === '/wps/security/avatar' && method === 'GET')
        return { status: 404, code: 'security.avatar.missing', value: null };
      return undefined;
    },
  },
});

beforeEach(() => {
  profile = EMPTY;
});

const row = (id: string) => document.body.querySelector<HTMLElement>(`[data-testid="security-${id}"]`);

describe('hub rows', () => {
  it('a new member: everything to do, in the hub order, each opening its view', () => {
    const rows = hubRows(EMPTY);
    expect(rows.map((r) => r.id)).toEqual([
      'login-password',
      'payment-password',
      'payout-accounts',
      'payee-name',
      'nickname',
      'avatar',
      'questions',
      'email',
      'mobile',
      'birthday',
      'devices',
    ]);
    const pending = rows.filter((r) => r.pending).map((r) => r.id);
    expect(pending).toEqual([
      'payment-password',
      'payout-accounts',
      'payee-name',
      'nickname',
      'questions',
      'email',
      'mobile',
      'birthday',
    ]);
    expect(rows.find((r) => r.id === 'payee-name')?.open).toEqual({ view: 'add-account' });
    expect(rows.find((r) => r.id === 'login-password')?.open).toEqual({ to: '/m/changePsw' });
  });
  it('set items show their masked values; the payee name, once set, opens nothing', () => {
    const rows = hubRows(FULL);
    expect(rows.some((r) => r.pending)).toBe(false);
    const state = (id: string) => rows.find((r) => r.id === id)?.state;
    expect(state('nickname')).toBe('Lucky Juan');
    expect(state('email')).toBe('ju•••@example.com');
    expect(state('mobile')).toBe('63917•••4567');
    expect(state('payee-name')).toBe('J••• D•••');
    expect(state('payout-accounts')).toBe('2');
    expect(rows.find((r) => r.id === 'payee-name')?.open).toBeNull();
  });
});

describe('the hub', () => {
  it('shows each state and opens the sub-view tapped', async () => {
    const opened: HubView[] = [];
    profile = { ...EMPTY, maskedMobile: '63917•••4567', nickname: 'Lucky Juan' };
    await render(() => <SecurityHub onOpen={(v) => opened.push(v)} />, null);
    await until(() => row('nickname') !== null, 'the rows');
    expect(row('nickname')?.textContent).toContain('Lucky Juan');
    expect(row('mobile')?.textContent).toContain('63917•••4567');
    expect(row('email')?.textContent).toContain('Not bound');
    expect(row('questions')?.textContent).toContain('Not set');
    expect(row('avatar')?.textContent).toContain('Default');
    expect(row('login-password')?.getAttribute('href')).toBe('/m/changePsw');
    await act(async () => row('questions')?.click());
    await act(async () => row('email')?.click());
    expect(opened).toEqual(['questions', 'email']);
  });

  it('a failed load is a translated error with a retry, not a blank page', async () => {
    answers['GET /wps/security/profile'] = [{ status: 500, code: 'server.error', value: null }];
    await render(() => <SecurityHub onOpen={() => {}} />, null);
    await until(() => pageHas('Something went wrong'), 'the error');
    await clickText('Try again');
    await until(() => row('nickname') !== null, 'the rows after retry');
  });
});

describe('profile views', () => {
  it('nickname: checked before sending, then saved and the member info fetched again', async () => {
    let done = 0;
    answers['PUT /wps/security/nickname'] = [{ status: 200, code: 'ok', value: { nickname: 'Lucky Juan' } }];
    await render(() => <NicknameView onDone={() => done++} />, null);
    await until(() => byName('nickname') !== null, 'the form');
    expect(byName('nickname')?.value).toBe('Old Name');
    typeIn(byName('nickname'), '<b>');
    await submitForm('Nickname');
    expect(pageHas('A nickname has 2 to 20 characters')).toBe(true);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    typeIn(byName('nickname'), '  Lucky Juan ');
    const infoBefore = calls.filter((c) => c.path === '/wps/member/info').length;
    await submitForm('Nickname');
    await until(() => done === 1, 'saved');
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/wps/security/nickname',
      body: { nickname: 'Lucky Juan' },
    });
    await until(() => calls.filter((c) => c.path === '/wps/member/info').length > infoBefore, 'the refetch');
  });

  it('security questions: different questions, then the login password when the server asks', async () => {
    let done = 0;
    answers['GET /wps/security/questions'] = [{ status: 200, code: 'ok', value: { questions: [] } }];
    answers['PUT /wps/security/questions'] = [
      { status: 403, code: 'auth.recent.required', value: null },
      { status: 200, code: 'ok', value: { questions: ['first-pet', 'birth-city'] } },
    ];
    answers['POST /wps/password/confirm'] = [
      { status: 200, code: 'ok', value: { recentUntil: '2026-01-01T00:15:00.000Z' } },
    ];
    await render(() => <QuestionsView onDone={() => done++} />, null);
    await until(() => byName('question0') !== null, 'the form');
    typeIn(byName('question0'), 'first-pet');
    typeIn(byName('question1'), 'first-pet');
    typeIn(byName('answer0'), 'Bantay');
    typeIn(byName('answer1'), 'x');
    await submitForm('Security questions');
    expect(pageHas('Choose a different question.')).toBe(true);
    expect(pageHas('An answer has 2 to 64 characters.')).toBe(true);
    typeIn(byName('question1'), 'birth-city');
    typeIn(byName('answer1'), 'Quezon City');
    await submitForm('Security questions');
    await until(() => pageHas('Confirm your login password'), 'the dialog');
    typeIn(byName('loginPassword'), 'Demo1234');
    await clickText('Confirm');
    await until(() => done === 1, 'saved');
    const sent = calls.filter((c) => c.path === '/wps/security/questions' && c.method === 'PUT');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({
      answers: [
        { question: 'first-pet', answer: 'Bantay' },
        { question: 'birth-city', answer: 'Quezon City' },
      ],
    });
  });

  it('avatar: a file over 5 MB or not an image is refused before sending', async () => {
    answers['PUT /wps/security/avatar'] = [{ status: 200, code: 'ok', value: { avatarSet: true } }];
    await render(() => <AvatarView />, null);
    const input = document.body.querySelector<HTMLInputElement>('input[type="file"]');
    const choose = async (file: File) => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      await act(async () => input?.dispatchEvent(new Event('change', { bubbles: true })));
    };
    await choose(new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(pageHas('The image is larger than 5 MB.')).toBe(true);
    await choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(pageHas('Only PNG or JPG images can be used.')).toBe(true);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    await until(
      () => calls.some((c) => c.method === 'PUT' && c.path === '/wps/security/avatar'),
      'the upload',
    );
    // Saved: the head icon is fetched again (the member centre's header shares it).
    const gets = () => calls.filter((c) => c.method === 'GET' && c.path === '/wps/security/avatar').length;
    await until(() => gets() >= 2, 'the refetch');
  });
});
