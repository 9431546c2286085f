import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRATION, ruleOf } from '../../../server/auth/registration-rules.ts';
import { EMAIL_MAX_LENGTH } from '../../../src/shared/constants/ui.ts';
import { EMAIL_PATTERN, isEmail } from '../../../src/shared/email.ts';
import { checkFieldRule, email } from '../../../src/shared/registration-checks.ts';

// One pattern for the app and the server (src/shared/email.ts;
// docs/decisions/0020-email-endings-2-63-letters.md).
const GOOD = [
  'demo@swerte.test',
  'someone@shop.online',
  'a@example.com',
  'first.last+tag@mail.example.com.ph',
  'x_y-z@ab.co',
  'A.B@Sub-Domain.Example.ORG',
  `me@example.${'a'.repeat(63)}`,
  `${'a'.repeat(64)}@example.com`,
];
const BAD = [
  '',
  'a@',
  'a@b',
  '@b.com',
  'a b@c.com',
  'a@b.c',
  '.a@b.com',
  'a.@b.com',
  'a..b@c.com',
  'a@-b.com',
  'a@b-.com',
  'a@b..com',
  'a@b.c0m',
  'a@@b.com',
  `me@example.${'a'.repeat(64)}`,
  `${'a'.repeat(65)}@example.com`,
  `a@${'b'.repeat(64)}.com`,
  'a@b.com\u0000',
];

const emailRule = ruleOf(DEFAULT_REGISTRATION.fields, 'email');

describe('e-mail addresses: one pattern on both sides', () => {
  it.each(GOOD)('accepts %s (app validator, server check, registration rule)', (value) => {
    expect(isEmail(value)).toBe(true);
    expect(email(` ${value} `)).toBeNull();
    expect(emailRule && checkFieldRule(emailRule, value)).toBeNull();
  });

  it.each(BAD.map((b) => [JSON.stringify(b).slice(0, 40), b]))('refuses %s', (_, value) => {
    expect(isEmail(value)).toBe(false);
    expect(email(value)).toBe('in_email_incorrect');
  });

  it('the registration rule the server ships is the same pattern', () => {
    expect(emailRule?.regExp).toBe(EMAIL_PATTERN);
  });

  it('is at most 254 characters (SPEC: under 255), and long input answers at once', () => {
    const local = 'a'.repeat(60);
    const labels = `${'b'.repeat(60)}.`.repeat(3);
    const at254 = `${local}@${labels}${'c'.repeat(EMAIL_MAX_LENGTH - local.length - 1 - labels.length)}`;
    expect(at254.length).toBe(254);
    expect(isEmail(at254)).toBe(true);
    expect(isEmail(`${at254}c`)).toBe(false);
    const started = performance.now();
    expect(new RegExp(EMAIL_PATTERN).test(`${'a-'.repeat(120)}@${'b-'.repeat(120)}`)).toBe(false);
    expect(isEmail(`${'a'.repeat(1_000_000)}@b.com`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
