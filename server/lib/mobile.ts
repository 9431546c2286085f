// Mobile numbers are stored as dialing code + national number, digits only, national leading zeros
// dropped: 63 + 09171234567 → '639171234567'. Providers get E.164: '+639171234567'.
import { COUNTRY_DIALING_CODES } from '../../src/shared/constants/accounts.ts';

export const MOBILE_RE = /^\d{7,15}$/;

/** The stored form, or null when the national number is not 7-15 digits. */
export function normaliseMobile(dialingCode: string, mobileNum: string): string | null {
  const national = mobileNum.trim().replace(/[\s-]/g, '');
  if (!MOBILE_RE.test(national)) return null;
  const digits = national.replace(/^0+/, '');
  return digits ? `${dialingCode}${digits}` : null;
}

export const e164 = (stored: string) => `+${stored}`;

/** The dialing code of a country ('PH' → '63'), for user names typed as national mobile numbers. */
export const dialingCodeOf = (country: string) =>
  COUNTRY_DIALING_CODES.find((c) => c.country === country)?.code;
