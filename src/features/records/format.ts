import { OPERATOR_TIME_ZONE } from '../../shared/constants/time.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A record's time as the operator's clock shows it (the days of the ranges are its days too). */
export function formatRecordTime(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: OPERATOR_TIME_ZONE,
    });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** A signed amount with its sign: "+₱20.00" / "-₱20.00". */
export const signed = (cents: number, peso: string) => (cents > 0 ? `+${peso}` : peso);
