// Accounts and sessions (SPEC.md sections 3, 5 and 7): payloads and answers shared by app and server.
import * as v from 'valibot';
import {
  COUNTRY_DIALING_CODES,
  REGISTER_FIELDS,
  REGISTER_METHODS,
  SMS_PURPOSES,
} from '../constants/accounts.ts';
import { CAPTCHA_MAX_LENGTH, MOBILE_NUM_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../constants/ui.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const DialingCodeSchema = v.picklist(COUNTRY_DIALING_CODES.map((c) => c.code));

/** Login (sealed body): `username` is the user name or mobile number, `password` the password or SMS code. */
export const LoginPayloadSchema = v.variant('type', [
  v.object({
    type: v.literal('username'),
    username: text(64),
    password: text(128),
    captcha: v.optional(text(CAPTCHA_MAX_LENGTH)),
    captchaId: v.optional(text(64)),
  }),
  v.object({
    type: v.literal('sms'),
    username: text(MOBILE_NUM_MAX_LENGTH),
    password: text(SMS_CODE_MAX_LENGTH),
    countryDialingCode: DialingCodeSchema,
    captcha: v.optional(text(CAPTCHA_MAX_LENGTH)),
    captchaId: v.optional(text(64)),
  }),
]);
export type LoginPayload = v.InferOutput<typeof LoginPayloadSchema>;

/** A successful login, registration or trial (SPEC.md section 3, "Login response"). */
export const LoginResultSchema = v.object({
  token: v.string(),
  userName: v.string(),
  customerType: v.number(),
  firstTimeLogin: v.boolean(),
  /**
   * Our own (issue 35): the password was chosen by someone else (an agent opened the account), so the app
   * asks for the member's own before anything else. Optional: SPEC's platform does not send it.
   */
  mustSetPassword: v.optional(v.boolean()),
  merchantCode: v.string(),
});
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;

/** The value of a failed login: `captcha` true demands a captcha on the next try. */
export const LoginFailureSchema = v.object({ captcha: v.boolean() });

export const CaptchaSchema = v.object({
  captchaId: v.string(),
  /** A data: URL (image/svg+xml or image/png). */
  image: v.string(),
});
export type Captcha = v.InferOutput<typeof CaptchaSchema>;

export const RenewSchema = v.object({ expiresAt: v.string() });

/** One server-supplied registration rule (SPEC.md section 5). `message` is a code the app translates. */
export const FieldRuleSchema = v.object({
  name: v.picklist(REGISTER_FIELDS),
  enabled: v.boolean(),
  required: v.boolean(),
  /** JavaScript regular expression source, tested against the trimmed value. */
  regExp: v.string(),
  message: v.string(),
});
export type FieldRule = v.InferOutput<typeof FieldRuleSchema>;

export const RegistrationSettingsSchema = v.object({
  /** USERNAMEREG3, MOBILENUMREG3. */
  methods: v.object({ username: v.boolean(), mobile: v.boolean() }),
  /** REGMOBVERF3: username registration also verifies the mobile number by SMS. */
  smsVerification: v.boolean(),
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  mobilePassword: v.boolean(),
  captcha: v.boolean(),
  /** The age registration confirms (operator-configured 18 or 21; issue 13). */
  minimumAge: v.number(),
  fields: v.array(FieldRuleSchema),
});
export type RegistrationSettings = v.InferOutput<typeof RegistrationSettingsSchema>;

/** Registration (sealed body, PUT), SPEC.md section 3. Unused fields are left out. */
export const RegistrationPayloadSchema = v.object({
  method: v.picklist(['username', 'mobile']),
  registerMethod: v.picklist(REGISTER_METHODS),
  registerUrl: text(253),
  domain: text(253),
  type: v.literal(0),
  username: v.optional(text(64)),
  password: v.optional(text(128)),
  confirmPassword: v.optional(text(128)),
  countryDialingCode: v.optional(DialingCodeSchema),
  mobileNum: v.optional(text(MOBILE_NUM_MAX_LENGTH)),
  verificationCode: v.optional(text(SMS_CODE_MAX_LENGTH)),
  affiliateCode: v.optional(text(32)),
  /** A member's referral code (invite link `?ref=`): that member becomes the referrer; an unknown one is ignored. */
  recommenderId: v.optional(text(32)),
  nickname: v.optional(text(32)),
  email: v.optional(text(254)),
  payeeName: v.optional(text(64)),
  captcha: v.optional(text(CAPTCHA_MAX_LENGTH)),
  captchaId: v.optional(text(64)),
  /** The member confirms being at least the minimum age; the server refuses the sign-up without it. */
  ageConfirmed: v.optional(v.boolean()),
});
export type RegistrationPayload = v.InferOutput<typeof RegistrationPayloadSchema>;

export const AffiliateCheckSchema = v.object({ code: text(32), domain: text(253) });
export const AffiliateCheckResultSchema = v.object({ success: v.boolean() });

/** Send an SMS code without a session (module id VERIFICATION3). */
export const SmsRequestSchema = v.object({
  mobileNum: text(MOBILE_NUM_MAX_LENGTH),
  countryDialingCode: DialingCodeSchema,
  purpose: v.picklist(SMS_PURPOSES),
});
export const SmsSentSchema = v.object({ expiredMinutes: v.number() });

/** Forgot password by e-mail (form-encoded): the server mails a one-time reset link. */
export const ForgotEmailSchema = v.object({ username: text(64), email: text(254) });
/** The reset link's form: a new password for the account of `resetToken`; answers LoginResult (logged in). */
export const ResetByEmailSchema = v.object({ resetToken: text(128), newPassword: text(128) });
/**
 * Set password by phone (SPEC.md section 3). Answers LoginResult: the spec logs in with the mobile number
 * and the new password right after, so the server hands out that session itself.
 */
export const SetPasswordByPhoneSchema = v.object({
  newPassword: text(128),
  mobileNum: text(MOBILE_NUM_MAX_LENGTH),
  countryDialingCode: DialingCodeSchema,
  verificationCode: text(SMS_CODE_MAX_LENGTH),
});
/** Change password (V2). `oldPassword` may be left out right after a password login (DESIGN.md 5). */
export const ChangePasswordSchema = v.object({
  oldPassword: v.optional(text(128)),
  newPassword: text(128),
  confirmNewPassword: text(128),
});
/** The first password (issue 35): no old one, the session proves it (decision 50). */
export const FirstPasswordSchema = v.object({
  newPassword: text(128),
  confirmNewPassword: text(128),
});
/** Whether the session may change its password without the old one (recent password login). */
/** `hasPassword` false: a mobile sign-up without a password (it logs in by SMS code). */
export const PasswordStatusSchema = v.object({
  recentlyAuthenticated: v.boolean(),
  hasPassword: v.boolean(),
});
