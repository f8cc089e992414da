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
