// "Publish at" is a wall-clock time in the firm's time zone (Europe/London), whatever the
// editor's computer or the server is set to. Pure.
const TZ = 'Europe/London';

// Made once: each Intl.DateTimeFormat holds ICU data outside V8's heap (lib/dates/london-days.ts).
const offsetFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, timeZoneName: 'longOffset' });
const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const shownFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TZ,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A datetime-local input's value: '2026-12-01T09:30', seconds optional ('…T09:30:15'). */
export const WALL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** London's offset from UTC at an instant, in minutes (0 in winter, 60 in summer). */
function londonOffsetMinutes(at: number): number {
  const name = offsetFormat.formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant a London wall time names, or null for a malformed one. In the hour the clocks go
 * back the earlier of the two is taken; a time skipped when they go forward reads as an hour on.
 */
export function londonWallTimeToInstant(value: string): Date | null {
  if (!WALL_TIME_PATTERN.test(value)) return null;
  const asUtc = Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`);
  // Date.parse rolls a day the month lacks over ('02-30' is 2 March): such a time is refused.
  if (Number.isNaN(asUtc) || !new Date(asUtc).toISOString().startsWith(value)) return null;
  // The offsets in force half a day either side: the wall time is read with each, and kept
  // where London really had that offset then.
  const before = londonOffsetMinutes(asUtc - 12 * 3_600_000);
  const after = londonOffsetMinutes(asUtc + 12 * 3_600_000);
  const fits = [before, after]
    .map((offset) => ({ offset, at: asUtc - offset * 60_000 }))
    .filter(({ offset, at }) => londonOffsetMinutes(at) === offset)
    .map(({ at }) => at);
  const instant = fits.length > 0 ? Math.min(...fits) : asUtc - before * 60_000;
  return new Date(instant);
}

/** An instant as the "Publish at" input shows it: London's wall time, '2026-12-01T09:30'. */
export function instantToLondonWallTime(value: string | Date): string {
  const parts = Object.fromEntries(
    wallFormat.formatToParts(new Date(value)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** An instant for people: '1 Dec 2026, 09:30 UK time'. */
export function formatLondonTime(value: string | Date): string {
  return `${shownFormat.format(new Date(value))} UK time`;
}
