// The firm works on UK time: "today" and displayed dates are London's.
const TZ = 'Europe/London';

export function todayInLondon(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(now);
}

/** '2026-11-22' → '22 November 2026'. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The last second of a day on UK time, with its offset: '2026-07-31T23:59:59+01:00'. */
export function endOfDayInLondon(isoDay: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${isoDay}T23:59:59Z`))
    .find((part) => part.type === 'timeZoneName');
  const offset = parts?.value.replace('GMT', '') || '+00:00';
  return `${isoDay}T23:59:59${offset}`;
}
