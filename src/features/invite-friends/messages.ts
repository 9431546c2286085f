// What invite friends says when the REFERRAL promotion is off for the member (SPEC.md 'contact_service').
import { msg } from '@lingui/core/macro';
import { errorCode } from '../../lib/messages.ts';
import { REFERRAL_CODES } from '../../shared/errors/referral.ts';

/** SPEC.md 'contact_service': invite friends is not enabled for this member. */
export const CONTACT_SERVICE = msg`Please contact customer service to use this function.`;

/** The server's answer while the promotion is off (the screen shows CONTACT_SERVICE, no retry). */
export const isReferralDisabled = (err: unknown) => errorCode(err) === REFERRAL_CODES.disabled;
