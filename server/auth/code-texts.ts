// Texting a one-time code (sign-in and reset codes, a new number's binding code, a payment-password
// reset): the number's send limits, then the code issued and sent through the SMS provider.
import {
  SMS_CODE_TTL_MINUTES,
  SMS_PER_NUMBER_INTERVAL_MS,
  SMS_PER_NUMBER_PER_DAY,
  type SmsCodePurpose,
} from '../../src/shared/constants/accounts.ts';
import type { Language } from '../../src/shared/constants/language.ts';
import { AUTH_CODES } from '../../src/shared/errors/auth.ts';
import type { Services } from '../context.ts';
import { done, type Outcome, refused, throttledFor } from '../core/outcome.ts';
import { e164 } from '../lib/mobile.ts';
import { smsText } from './messages.ts';
import { type Limit, THROTTLE } from './throttle.ts';

const DAY = 24 * 3_600_000;

/** A send counted against the limits: its throttle events, given back when the text does not go. */
export interface Allowance {
  events: number[];
}

/** The gateway did not take the text: said as such, and nothing of the member's limits was used. */
export const smsUnsent = () => refused(502, AUTH_CODES.smsUnsent, 'The text message could not be sent');

/** Where texts may go unless configured (SMS_COUNTRIES): the Philippines. */
export const DEFAULT_SMS_COUNTRIES = ['63'];

export class CodeTexts {
  constructor(
    private readonly s: Pick<Services, 'throttle' | 'smsCodes' | 'providers' | 'siteConfig'>,
    /** The dialing codes texts may go to: a number elsewhere is refused before anything is counted or sent. */
    private readonly countries: readonly string[] = DEFAULT_SMS_COUNTRIES,
  ) {}

  /**
   * Counts a send to `mobile` against its limits (one a minute, SMS_PER_NUMBER_PER_DAY a day) and the
   * caller's `more` (an address's, a member's), atomically: a burst to one number sends one message.
   */
  async allow(merchant: string, mobile: string, more: Limit[] = []): Promise<Outcome<Allowance>> {
    // `mobile` is stored with its dialing code first (server/lib/mobile.ts).
    if (!this.countries.some((code) => mobile.startsWith(code)))
      return refused(400, AUTH_CODES.smsCountry, 'Texts cannot be sent to numbers of this country');
    const numberKey = `${merchant}:${mobile}`;
    const allowed = await this.s.throttle.attempt([
      ...more,
      { kind: THROTTLE.smsNumber, key: numberKey, windowMs: SMS_PER_NUMBER_INTERVAL_MS, limit: 1 },
      { kind: THROTTLE.smsNumber, key: numberKey, windowMs: DAY, limit: SMS_PER_NUMBER_PER_DAY },
    ]);
    return allowed.ok ? done({ events: allowed.events }) : throttledFor(allowed.retryAfterS);
  }

  /**
   * Issues a code for `purpose` and texts it; false when the provider did not take the message, and then
   * the `allowance` it was counted with is given back: a failed send uses up none of the limits.
   */
  async send(
    merchant: string,
    mobile: string,
    purpose: SmsCodePurpose,
    lang: Language,
    allowance: Allowance,
  ): Promise<boolean> {
    const code = await this.s.smsCodes.issue(merchant, mobile, purpose);
    const site = (await this.s.siteConfig.stored(merchant))?.siteName ?? 'Swerte';
    try {
      await this.s.providers.sms.send({
        to: e164(mobile),
        body: smsText(lang, site, purpose, code, SMS_CODE_TTL_MINUTES),
        purpose,
        merchantCode: merchant,
      });
      return true;
    } catch {
      await this.s.throttle.giveBack(allowance.events);
      return false;
    }
  }
}
