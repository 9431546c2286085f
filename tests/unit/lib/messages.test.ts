import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { VALIDATION_CODES } from '../../../src/components/form/validators.ts';
import { ApiError, NETWORK_ERROR } from '../../../src/lib/http.ts';
import { errorMessage, fieldMessage, MESSAGES, resetFailureMessage } from '../../../src/lib/messages.ts';
import { AUTH_CODES } from '../../../src/shared/errors/auth.ts';
import { CODES } from '../../../src/shared/errors/general.ts';
import { SOCIAL_CODES } from '../../../src/shared/errors/social.ts';

const RULE_CODES = [
  'account.format',
  'password.format',
  'mobile.format',
  'email.format',
  'name.format',
  'verification.format',
  'affiliate.format',
];

describe('the shared message table', () => {
  it.each(Object.values(CODES).filter((c) => c !== CODES.ok && c !== CODES.opsUnauthorized))(
    'has a text for CODES %s',
    (code) => {
      expect(MESSAGES[code]).toBeDefined();
    },
  );
  it.each(Object.values(AUTH_CODES))('has a text for AUTH_CODES %s', (code) => {
    expect(MESSAGES[code]).toBeDefined();
  });
  it.each(Object.values(SOCIAL_CODES))('has a text for SOCIAL_CODES %s', (code) => {
    expect(MESSAGES[code]).toBeDefined();
  });
  it.each([...Object.values(VALIDATION_CODES), ...RULE_CODES])('has a text for field code %s', (code) => {
    expect(MESSAGES[code]).toBeDefined();
    expect(fieldMessage(code)).toBe(MESSAGES[code]);
  });
  it('falls back to generic texts for unknown codes', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(i18n._(fieldMessage('no.such.code'))).toMatch(/not valid/);
    expect(i18n._(errorMessage(new ApiError('no.such.code', 400)))).toMatch(/went wrong/);
    expect(i18n._(errorMessage(new Error('x')))).toMatch(/went wrong/);
  });
  it('429 reads as throttled, network failures as offline; the mobile minimum is filled in', () => {
    expect(errorMessage(new ApiError('anything', 429))).toBe(MESSAGES[AUTH_CODES.throttled]);
    expect(errorMessage(new ApiError(NETWORK_ERROR, 0))).toBe(MESSAGES[NETWORK_ERROR]);
    expect(i18n._(fieldMessage('in_mobileNum_error'))).toMatch(/7/);
  });
  it('a held reset says from when it is possible, in Manila time; other failures read as usual', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    // 16:00 UTC is midnight in Manila, the next day.
    const held = new ApiError(AUTH_CODES.resetHeld, 403, undefined, {
      availableAt: '2026-03-04T16:00:00.000Z',
    });
    const text = i18n._(resetFailureMessage(held, 'en'));
    expect(text).toMatch(/last 24 hours is possible from Mar 5, 2026, 12:00\sAM \(Manila time\)/);
    expect(i18n._(resetFailureMessage(new ApiError(AUTH_CODES.resetHeld, 403), 'en'))).toMatch(/has to wait/);
    const wrong = new ApiError(AUTH_CODES.smsCodeInvalid, 400);
    expect(resetFailureMessage(wrong, 'en')).toBe(MESSAGES[AUTH_CODES.smsCodeInvalid]);
  });
});
