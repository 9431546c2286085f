import { OPERATOR_TIME_ZONE } from '../../shared/constants/time.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/** When an announcement was published, on the operator's clock. */
export function formatNoticeTime(iso: string, locale: string): string {
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
