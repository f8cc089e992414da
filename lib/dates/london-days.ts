// The firm works on UK time: "today" and displayed dates are London's.
const TZ = 'Europe/London';

// Made once: each Intl.DateTimeFormat holds ~20 KB of ICU data outside V8's heap, which the
// garbage collector does not count, so one per call (a sitemap or jobs list calls these per
// item) grew the server by hundreds of MB under load.
const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: TZ });
const longDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const londonOffset = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, timeZoneName: 'longOffset' });

export function todayInLondon(now = new Date()): string {
  return londonDay.format(now);
}

/** '2026-11-22' → '22 November 2026'. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return longDay.format(date);
}

/** The last second of a day on UK time, with its offset: '2026-07-31T23:59:59+01:00'. */
export function endOfDayInLondon(isoDay: string): string {
  const parts = londonOffset
    .formatToParts(new Date(`${isoDay}T23:59:59Z`))
    .find((part) => part.type === 'timeZoneName');
  const offset = parts?.value.replace('GMT', '') || '+00:00';
  return `${isoDay}T23:59:59${offset}`;
}
