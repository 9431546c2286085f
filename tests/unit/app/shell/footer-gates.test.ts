import { describe, expect, it } from 'vitest';
import { FOOTER_GATES, type FooterEntryId, footerGate } from '../../../../src/app/shell/footer-gates.ts';
import { MEMBER_TYPE_TRIAL } from '../../../../src/shared/constants/members.ts';
import { TOAST_MS } from '../../../../src/shared/constants/ui.ts';

const row = (id: FooterEntryId) => {
  const found = FOOTER_GATES.find((r) => r.id === id);
  if (!found) throw new Error(`no footer row ${id}`);
  return found;
};
const visitor = { memberType: null, referralEnabled: true };
const member = { memberType: 0, referralEnabled: true };
const trial = { memberType: MEMBER_TYPE_TRIAL, referralEnabled: true };

describe('footer gates (SPEC.md section 2, footer menu)', () => {
  it('has the five entries in order, deposit in the centre', () => {
    expect(FOOTER_GATES.map((r) => r.id)).toEqual(['home', 'activity', 'deposit', 'invite', 'member']);
    expect(FOOTER_GATES.map((r) => r.to)).toEqual([
      '/m/home',
      '/m/activity',
      '/m/voucherCenter',
      '/m/inviteFriends',
      '/m/mine',
    ]);
  });

  it('home: open to everyone', () => {
    for (const ctx of [visitor, member, trial]) {
      expect(footerGate(row('home'), ctx)).toEqual({ kind: 'navigate', to: '/m/home' });
    }
  });

  it('promotions: open to everyone', () => {
    for (const ctx of [visitor, member, trial]) {
      expect(footerGate(row('activity'), ctx)).toEqual({ kind: 'navigate', to: '/m/activity' });
    }
  });

  it('deposit: a visitor goes to login, a member to the voucher centre', () => {
    expect(footerGate(row('deposit'), visitor)).toEqual({ kind: 'login' });
    expect(footerGate(row('deposit'), member)).toEqual({ kind: 'navigate', to: '/m/voucherCenter' });
  });

  it('invite friends: a visitor goes to login even when REFERRAL is on', () => {
    expect(footerGate(row('invite'), visitor)).toEqual({ kind: 'login' });
    expect(footerGate(row('invite'), { ...visitor, referralEnabled: false })).toEqual({ kind: 'login' });
  });

  it('invite friends: a member without REFERRAL gets contact_service for 2 s and stays', () => {
    expect(footerGate(row('invite'), { ...member, referralEnabled: false })).toEqual({
      kind: 'toast',
      message: 'contact_service',
      durationMs: TOAST_MS.contactService,
    });
    expect(TOAST_MS.contactService).toBe(2000);
  });

  it('invite friends: a member with REFERRAL goes to the page', () => {
    expect(footerGate(row('invite'), member)).toEqual({ kind: 'navigate', to: '/m/inviteFriends' });
  });

  it('member centre: a trial member (type 4) gets free_reject and no navigation', () => {
    const decision = footerGate(row('member'), trial);
    expect(decision).toMatchObject({ kind: 'toast', message: 'free_reject' });
  });

  it('member centre: members and visitors open it (visitors see its login prompt)', () => {
    expect(footerGate(row('member'), member)).toEqual({ kind: 'navigate', to: '/m/mine' });
    expect(footerGate(row('member'), { ...member, memberType: 40 })).toEqual({
      kind: 'navigate',
      to: '/m/mine',
    });
    expect(footerGate(row('member'), visitor)).toEqual({ kind: 'navigate', to: '/m/mine' });
  });
});
