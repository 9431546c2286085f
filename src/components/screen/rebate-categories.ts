// The rebate categories' names and rates as shown, shared by the player rebate screens and the agent
// rebate screens (src/shared/constants/rebates.ts holds the categories).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RebateCategory } from '../../shared/constants/rebates.ts';

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

/** A rate in basis points as a percentage: 100 → "1%", 25 → "0.25%". */
export const formatRate = (rateBp: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
