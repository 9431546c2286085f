// Texting a one-time code (sign-in and reset codes, a new number's binding code, a payment-password
// reset): the number's send limits, then the code issued and sent through the SMS provider.
import {
  SMS_CODE_TTL_MINUTES,
  SMS_PER_NUMBER_INTERVAL_MS,
  SMS_PER_NUMBER_PER_DAY,
  type SmsCodePurpose,
} from '../../src/shared/constants/accounts.ts';
import type { Language } from '../../src/shared/constants/language.ts';
import type { Services } from '../context.ts';
import { done, type Outcome, throttledFor } from '../core/outcome.ts';
import { e164 } from '../lib/mobile.ts';
import { smsText } from './messages.ts';
import { type Limit, THROTTLE } from './throttle.ts';

const DAY = 24 * 3_600_000;

export class CodeTexts {
  constructor(private readonly s: Pick<Services, 'throttle' | 'smsCodes' | 'providers' | 'siteConfig'>) {}

  /**
   * Counts a send to `mobile` against its limits (one a minute, SMS_PER_NUMBER_PER_DAY a day) and the
   * caller's `more` (an address's, a member's), atomically: a burst to one number sends one message.
   */
  async allow(merchant: string, mobile: string, more: Limit[] = []): Promise<Outcome<null>> {
    const numberKey = `${merchant}:${mobile}`;
    const allowed = await this.s.throttle.attempt([
      ...more,
      { kind: THROTTLE.smsNumber, key: numberKey, windowMs: SMS_PER_NUMBER_INTERVAL_MS, limit: 1 },
      { kind: THROTTLE.smsNumber, key: numberKey, windowMs: DAY, limit: SMS_PER_NUMBER_PER_DAY },
    ]);
    return allowed.ok ? done(null) : throttledFor(allowed.retryAfterS);
  }

  /** Issues a code for `purpose` and texts it; false when the provider did not take the message. */
  async send(merchant: string, mobile: string, purpose: SmsCodePurpose, lang: Language): Promise<boolean> {
    const code = await this.s.smsCodes.issue(merchant, mobile, purpose);
    const site = (await this.s.siteConfig.stored(merchant))?.siteName ?? 'Swerte';
    try {
      await this.s.providers.sms.send({
        to: e164(mobile),
        body: smsText(lang, site, purpose, code, SMS_CODE_TTL_MINUTES),
      });
      return true;
    } catch {
      return false;
    }
  }
}
