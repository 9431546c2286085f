import { useLingui } from '@lingui/react/macro';
import { createContext, useContext } from 'react';
import type { StudioSession } from '../../shared/schemas/studio.ts';
import { money } from './display.ts';

/** The wallet's currency at this table: a free trial plays FUN money, never shown as pesos. */
export const StudioCurrency = createContext<StudioSession['currency']>('PHP');

/** Cents as the table's money, with exactly 2 decimals: `₱12.50`, or `FUN 12.50` for a trial. */
export function useMoney(): (cents: number) => string {
  const { i18n } = useLingui();
  const currency = useContext(StudioCurrency);
  return (cents) => money(cents, i18n.locale, currency);
}
