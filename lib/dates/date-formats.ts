// Date display for the back office. Pure: runs in the browser, where "local" means the
// administrator's own time zone and locale.

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day ('2026-11-22') is a local day, not UTC midnight; anything else is a timestamp. */
export function parseDate(value: string): Date {
  const day = DAY_ONLY.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(value);
}

const valid = (date: Date) => !Number.isNaN(date.getTime());

/** docs/spec.md section 9: the visitor list shows dates in long US English, e.g. 'November 22, 2026'. */
export function formatLongUsDate(value: string, timeZone?: string): string {
  const date = parseDate(value);
  if (!valid(date)) return value;
  return date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
}

/** A day in the reader's own locale (the news detail's "local format"). */
export function formatLocalDay(value: string, locale?: string): string {
  const date = parseDate(value);
  return valid(date) ? date.toLocaleDateString(locale) : value;
}

/** A day as British copy writes it: '22 November 2026'. */
export function formatLongDay(value: string, timeZone?: string): string {
  const date = parseDate(value);
  if (!valid(date)) return value;
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
}

/** Date and time of a message, e.g. '22 Nov 2026, 14:05'. */
export function formatDateTime(value: string, timeZone?: string): string {
  const date = parseDate(value);
  if (!valid(date)) return value;
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** Today as a date input wants it (YYYY-MM-DD), in local time. */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
