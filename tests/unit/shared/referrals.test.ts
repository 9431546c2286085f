import { describe, expect, it } from 'vitest';
import { ledgerRef } from '../../../server/wallet/references.ts';
import { isLedgerReason, ledgerGroupOf } from '../../../src/shared/constants/ledger.ts';
import { inviteLink, maskAccount, REFERRAL_LEDGER_REASON } from '../../../src/shared/constants/referrals.ts';

describe('invite friends constants', () => {
  it('builds the registration link with the code, whatever the origin ends with', () => {
    expect(inviteLink('https://swerte.example', 'AB23CD45')).toBe(
      'https://swerte.example/m/register?ref=AB23CD45',
    );
    expect(inviteLink('https://swerte.example/', 'AB23CD45')).toBe(
      'https://swerte.example/m/register?ref=AB23CD45',
    );
  });

  it('masks a friend account: never the whole account, the ends kept so the member recognises it', () => {
    expect(maskAccount('juandelacruz')).toBe('ju******uz');
    expect(maskAccount('maria7')).toBe('ma**a7');
    expect(maskAccount('abcd')).toBe('a**d');
    expect(maskAccount('ab')).toBe('a*');
    expect(maskAccount('639171234567')).toBe('63******67');
    for (const account of ['juandelacruz', 'maria7', 'abcd', 'ab', 'x'])
      expect(maskAccount(account)).not.toBe(account);
  });

  it('names one ledger reference per friend and kind, with a bonus reason', () => {
    expect(ledgerRef.referral('deposit', 42)).toBe('referral:deposit:42');
    expect(ledgerRef.referral('turnover', 42)).toBe('referral:turnover:42');
    expect(isLedgerReason(REFERRAL_LEDGER_REASON)).toBe(true);
    expect(ledgerGroupOf(REFERRAL_LEDGER_REASON)).toBe('bonus');
  });
});
