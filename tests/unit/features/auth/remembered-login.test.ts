// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetLogin,
  readRememberedLogin,
  rememberLogin,
} from '../../../../src/features/auth/remembered-login.ts';
import { STORAGE_KEYS } from '../../../../src/lib/storage-keys.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** Every stored string, decoded up to three times from base64, must not contain `secret`. */
function storageHolds(secret: string): boolean {
  const values: string[] = [];
  for (const store of [localStorage, sessionStorage]) {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i) ?? '';
      values.push(key, store.getItem(key) ?? '');
    }
  }
  return values.some((raw) => {
    let text = raw;
    for (let round = 0; round < 4; round++) {
      if (text.includes(secret)) return true;
      try {
        text = atob(text.replace(/^"|"$/g, ''));
      } catch {
        return false;
      }
    }
    return false;
  });
}

describe('remembered login', () => {
  it('keeps the method and identifiers of both tabs, and never a password', () => {
    // The input type cannot carry a password; a sneaked-in one must still not be written.
    rememberLogin({ type: 'username', username: 'demo', password: 'Demo1234' } as never);
    rememberLogin({
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      password: '555000',
    } as never);
    expect(readRememberedLogin()).toEqual({
      type: 'sms',
      username: 'demo',
      mobileNum: '9171234567',
      countryDialingCode: '63',
    });
    expect(storageHolds('Demo1234')).toBe(false);
    expect(storageHolds('555000')).toBe(false);
  });

  it('rewrites an old record that held a (double-encoded) password without it', () => {
    const psw = btoa(btoa('Demo1234'));
    localStorage.setItem(
      STORAGE_KEYS.rememberLogin,
      JSON.stringify({ type: 'username', username: 'demo', password: psw }),
    );
    expect(readRememberedLogin()).toEqual({ type: 'username', username: 'demo' });
    expect(localStorage.getItem(STORAGE_KEYS.rememberLogin)).not.toContain('password');
    expect(storageHolds('Demo1234')).toBe(false);
  });

  it('drops malformed records and forgets on request', () => {
    localStorage.setItem(STORAGE_KEYS.rememberLogin, '{not json');
    expect(readRememberedLogin()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.rememberLogin, JSON.stringify({ type: 'x' }));
    expect(readRememberedLogin()).toBeNull();
    rememberLogin({ type: 'username', username: 'demo' });
    forgetLogin();
    expect(localStorage.getItem(STORAGE_KEYS.rememberLogin)).toBeNull();
  });
});
