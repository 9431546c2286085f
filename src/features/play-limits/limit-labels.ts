// Names of limits and periods, and the errors of the limits screens, translated.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessage } from '../../lib/messages.ts';
import type { LimitKind, LimitPeriod } from '../../shared/constants/protection.ts';

export const KIND_TITLES: Record<LimitKind, MessageDescriptor> = {
  deposit: msg`Deposit limits`,
  loss: msg`Loss limits`,
};

export const KIND_HINTS: Record<LimitKind, MessageDescriptor> = {
  deposit: msg`The most you can deposit in a day, a week or a month. Deposits waiting for payment count too.`,
  loss: msg`The most you can lose in a day, a week or a month: your bets minus your wins and refunds.`,
};

export const PERIOD_LABELS: Record<LimitPeriod, MessageDescriptor> = {
  day: msg`Daily`,
  week: msg`Weekly`,
  month: msg`Monthly`,
};

/** A failed save or load: the shared table's text (network, session, …). */
export const limitsErrorMessage = (err: unknown) => errorMessage(err);
