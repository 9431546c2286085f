// Texts of the time-out, self-exclusion and age codes, and of the periods a member chooses from.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorCode, fieldMessage, messageOf } from '../../lib/messages.ts';
import type { ExclusionPeriod } from '../../shared/constants/protection.ts';
import { AGE_CODES, EXCLUSION_CODES } from '../../shared/errors/protection.ts';

const CODES: Readonly<Record<string, MessageDescriptor>> = {
  [EXCLUSION_CODES.passwordWrong]: msg`The login password is incorrect.`,
  [EXCLUSION_CODES.notLonger]: msg`A longer time-out or self-exclusion is already running. It cannot be shortened.`,
  [EXCLUSION_CODES.excluded]: msg`This account is on a time-out or self-excluded.`,
  [AGE_CODES.underAge]: msg`You are under the minimum age for this site.`,
  [AGE_CODES.dateInvalid]: msg`Please enter a real date of birth.`,
  [AGE_CODES.alreadySet]: msg`Your date of birth is already set and cannot be changed.`,
};

/** A failure of these screens as text: their own codes first, then the shared table. */
export const protectionErrorMessage = (err: unknown): MessageDescriptor =>
  CODES[errorCode(err)] ?? messageOf(errorCode(err));

/** A field's message code as text (the password proof's refusal is ours, the rest the form kit's). */
export const protectionFieldMessage = (code: string): MessageDescriptor => CODES[code] ?? fieldMessage(code);

export const PERIOD_LABELS: Readonly<Record<ExclusionPeriod, MessageDescriptor>> = {
  '24h': msg`24 hours`,
  '1w': msg`1 week`,
  '2w': msg`2 weeks`,
  '4w': msg`4 weeks`,
  '6w': msg`6 weeks`,
  '6m': msg`6 months`,
  '1y': msg`1 year`,
  '5y': msg`5 years`,
  permanent: msg`Permanently`,
};
