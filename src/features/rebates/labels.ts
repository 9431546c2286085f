// Texts of the rebates screens: the categories, the rates, and the rebate's own codes.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorCode, errorMessage } from '../../lib/messages.ts';
import type { RebateCategory } from '../../shared/constants/rebates.ts';
import { EXCLUSION_CODES } from '../../shared/protection-errors.ts';
import { REBATE_CODES } from '../../shared/rebate-errors.ts';

export const CATEGORY_LABELS: Record<RebateCategory, MessageDescriptor> = {
  RNG: msg`Slots`,
  LIVE: msg`Live casino`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
  FISH: msg`Fishing`,
  PVP: msg`Cards`,
  LOTTERY: msg`Lottery`,
  COCKFIGHT: msg`Cockfighting`,
  INHOUSE: msg`In-house games`,
};

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [REBATE_CODES.nothing]: msg`There is no rebate to claim yet. Play more rounds and try again.`,
  [EXCLUSION_CODES.excluded]: msg`This account is on a time-out or self-excluded.`,
};

export const rebateErrorMessage = (err: unknown): MessageDescriptor =>
  MESSAGES[errorCode(err)] ?? errorMessage(err);

/** A rate in basis points as a percentage: 100 → "1%", 25 → "0.25%". */
export const formatRate = (rateBp: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
