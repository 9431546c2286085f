// Texts of the rebates screens: the categories, the rates, and the rebate's own codes.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorCode, errorMessage } from '../../lib/messages.ts';
import { EXCLUSION_CODES } from '../../shared/errors/protection.ts';
import { REBATE_CODES } from '../../shared/errors/rebate.ts';

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [REBATE_CODES.nothing]: msg`There is no rebate to claim yet. Play more rounds and try again.`,
  [REBATE_CODES.tooSoon]: msg`You claimed a rebate a short while ago. You can claim again later.`,
  [EXCLUSION_CODES.excluded]: msg`This account is on a time-out or self-excluded.`,
};

export const rebateErrorMessage = (err: unknown): MessageDescriptor =>
  MESSAGES[errorCode(err)] ?? errorMessage(err);
