// The member's bound e-mail and mobile (issue 13): a code proves the member reads the new address or
// number before it is bound. Shared by the security centre's views and the server.
import * as v from 'valibot';
import { COUNTRY_DIALING_CODES } from '../constants/accounts.ts';
import { EMAIL_MAX_LENGTH, MOBILE_NUM_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../constants/ui.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** What is bound, masked (`j***@example.com`, `63917•••4567`); `recentAuth`: a change may go ahead now. */
export const ContactsSchema = v.object({
  email: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  /** False: changing a bound contact first asks for the login password. */
  recentAuth: v.boolean(),
});
export type Contacts = v.InferOutput<typeof ContactsSchema>;

export const EmailCodeRequestSchema = v.object({ email: text(EMAIL_MAX_LENGTH) });
export const EmailBindSchema = v.object({ email: text(EMAIL_MAX_LENGTH), code: text(SMS_CODE_MAX_LENGTH) });
export type EmailBind = v.InferOutput<typeof EmailBindSchema>;

export const MobileCodeRequestSchema = v.object({
  countryDialingCode: v.picklist(COUNTRY_DIALING_CODES.map((c) => c.code)),
  mobileNo: text(MOBILE_NUM_MAX_LENGTH),
});
export type MobileCodeRequest = v.InferOutput<typeof MobileCodeRequestSchema>;
export const MobileBindSchema = v.object({
  ...MobileCodeRequestSchema.entries,
  verificationCode: text(SMS_CODE_MAX_LENGTH),
});
export type MobileBind = v.InferOutput<typeof MobileBindSchema>;

/** A code was sent: it lasts this many minutes. */
export const CodeSentSchema = v.object({ expiredMinutes: v.number() });

/** Bound: the new contact, masked. */
export const EmailBoundSchema = v.object({ email: v.string() });
export const MobileBoundSchema = v.object({ mobile: v.string() });
