import { formatLongDay } from '@/lib/dates/date-formats';
import styles from './VisitsChart.module.css';

type Day = { day: string; count: number };

/** Visits per day as plain CSS bars; each bar also carries its figure in words. */
export function VisitsChart({ days }: { days: Day[] }) {
  const highest = Math.max(1, ...days.map((entry) => entry.count));
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>Visits per day, last {days.length} days</figcaption>
      <ol className={styles.bars}>
        {days.map((entry) => (
          <li
            key={entry.day}
            className={styles.slot}
            title={`${formatLongDay(entry.day)}: ${entry.count}`}
          >
            <span
              className={styles.bar}
              style={{ height: `${(entry.count / highest) * 100}%` }}
              aria-hidden="true"
            />
            <span className="visually-hidden">
              {formatLongDay(entry.day)}: {entry.count} {entry.count === 1 ? 'visit' : 'visits'}
            </span>
          </li>
        ))}
      </ol>
      {first && last ? (
        <div className={styles.axis} aria-hidden="true">
          <span>{formatLongDay(first.day)}</span>
          <span>{formatLongDay(last.day)}</span>
        </div>
      ) : null}
    </figure>
  );
}
