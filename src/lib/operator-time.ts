import { OPERATOR_TIME_ZONE } from '../shared/constants/time.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time as the operator's clock shows it (Manila: the members' clock too, and the days of the
 * records' ranges), e.g. when a message was sent or a record made. One formatter per locale.
 */
export function formatOperatorTime(iso: string, locale: string): string {
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
