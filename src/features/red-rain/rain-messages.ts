// Texts of the rain's own codes; only the rain screen shows them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorCode, errorMessage } from '../../lib/messages.ts';
import { EXCLUSION_CODES } from '../../shared/errors/protection.ts';
import { RAIN_CODES } from '../../shared/errors/rain.ts';

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [RAIN_CODES.unknown]: msg`This red envelope rain is no longer available.`,
  [RAIN_CODES.notStarted]: msg`The red envelope rain has not started yet.`,
  [RAIN_CODES.ended]: msg`The red envelope rain is over.`,
  [RAIN_CODES.exhausted]: msg`Every red envelope of this rain has been taken.`,
  [RAIN_CODES.capReached]: msg`You have grabbed every envelope you can in this rain.`,
  [EXCLUSION_CODES.excluded]: msg`This account is on a time-out or self-excluded.`,
};

export const rainErrorMessage = (err: unknown): MessageDescriptor =>
  MESSAGES[errorCode(err)] ?? errorMessage(err);

/** The text of one of the rain's codes (the screen says why it stopped without a refusal too). */
export const rainCodeMessage = (code: (typeof RAIN_CODES)[keyof typeof RAIN_CODES]): MessageDescriptor =>
  MESSAGES[code] ?? errorMessage(null);

/** Codes after which no further grab can succeed in this session: the screen stops and shows the results. */
export const FINAL_CODES: readonly string[] = [
  RAIN_CODES.unknown,
  RAIN_CODES.ended,
  RAIN_CODES.exhausted,
  RAIN_CODES.capReached,
  EXCLUSION_CODES.excluded,
];
