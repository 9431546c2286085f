/** One formatter per locale and zone (building one costs milliseconds on a phone). */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A match's start as month/day hour:minute (SPEC.md section 2) in the device's time zone, or in
 * `timeZone` when one is given. An unreadable time shows as given. Both languages write Latin digits,
 * so the device's zone needs no Intl formatter: the first one a page builds loads the locale's data,
 * ~50 ms of a phone's main thread during the home's first render.
 */
export function formatMatchTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (!timeZone)
    return `${date.getMonth() + 1}/${date.getDate()} ${two(date.getHours())}:${two(date.getMinutes())}`;
  const parts = formatFor(locale, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')} ${part('hour')}:${part('minute')}`;
}
