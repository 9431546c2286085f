// Registration settings: the method switches come from the site config (USERNAMEREG3, MOBILENUMREG3,
// REGMOBVERF3, MOBILENUMPASSREG3); field rules and the captcha switch are stored per merchant in
// merchants.registration (null = these defaults). `message` is a code the app translates.
import { eq } from 'drizzle-orm';
import type { RegisterField } from '../../src/shared/constants/accounts.ts';
import { DEFAULT_MINIMUM_AGE, type MinimumAge } from '../../src/shared/constants/protection.ts';
import { EMAIL_PATTERN } from '../../src/shared/email.ts';
import { PASSWORD_PATTERN } from '../../src/shared/password.ts';
import type { FieldRule, RegistrationSettings } from '../../src/shared/schemas/auth.ts';
import type { StoredSiteConfig } from '../../src/shared/schemas/ops-config.ts';
import { merchants } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

export interface StoredRegistration {
  captcha: boolean;
  fields: FieldRule[];
  /** Registration confirms this age and a date of birth must reach it (issue 13); absent = 21. */
  minimumAge?: MinimumAge;
}

const rule = (
  name: RegisterField,
  enabled: boolean,
  required: boolean,
  regExp: string,
  message: string,
): FieldRule => ({ name, enabled, required, regExp, message });

export const DEFAULT_REGISTRATION: StoredRegistration = {
  captcha: true,
  fields: [
    rule('username', true, true, '^[a-zA-Z][a-zA-Z0-9]{3,15}$', 'account.format'),
    rule('password', true, true, PASSWORD_PATTERN, 'password.format'),
    rule('confirmPassword', true, true, '^.{1,128}$', 'in_incorrect_password'),
    rule('mobileNum', true, false, '^[0-9]{7,15}$', 'mobile.format'),
    rule('verificationCode', true, false, '^[0-9]{6}$', 'verification.format'),
    rule('affiliateCode', true, false, '^[A-Za-z0-9]{4,16}$', 'affiliate.format'),
    rule('nickname', true, false, '^[^<>&"\'\\\\/]{2,20}$', 'name.format'),
    rule('email', true, false, EMAIL_PATTERN, 'email.format'),
    rule('payeeName', false, false, "^[A-Za-zÀ-ÿ .'-]{2,40}$", 'name.format'),
    rule('captcha', true, true, '^[0-9]{4,6}$', 'in_vwrite_code'),
  ],
};

export async function storedRegistration(db: Db, merchant: string): Promise<StoredRegistration> {
  const [row] = await db
    .select({ registration: merchants.registration })
    .from(merchants)
    .where(eq(merchants.code, merchant));
  return row?.registration ?? DEFAULT_REGISTRATION;
}

/** The public settings: switches from the site config, the captcha rule follows the captcha switch. */
export function registrationSettings(
  site: StoredSiteConfig,
  stored: StoredRegistration,
): RegistrationSettings {
  return {
    methods: { username: site.switches.USERNAMEREG3, mobile: site.switches.MOBILENUMREG3 },
    smsVerification: site.switches.REGMOBVERF3,
    mobilePassword: site.switches.MOBILENUMPASSREG3,
    captcha: stored.captcha,
    minimumAge: stored.minimumAge ?? DEFAULT_MINIMUM_AGE,
    fields: stored.fields.map((f) =>
      f.name === 'captcha' ? { ...f, enabled: stored.captcha, required: true } : f,
    ),
  };
}

// Rule matching and the field matrix are the contract's: src/shared/registration.ts.
export { ruleOf } from '../../src/shared/registration-checks.ts';
