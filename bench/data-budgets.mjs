// Issue 54's budgets for a year of data, on these 2-core machines: absolute figures, unlike the
// rest of the bench's (a back-office door is judged by the wait its user meets).
export const DATA_LIMITS = {
  doorWarmMs: 300,
  doorColdMs: 1000,
  dashboardMs: 300,
  publicP99ToIdle: 2,
  rssMb: 400,
  backupSeconds: 120,
};

/** pass/fail rows of one mode's results (measureMode's), each named with the mode. */
export function dataBudgetsOf(mode, measured) {
  const budgets = [];
  const atMost = (name, value, limit, extra = {}) =>
    budgets.push({ mode, name, value, limit: `≤ ${limit}`, pass: value <= limit, ...extra });
  for (const door of measured.doors ?? []) {
    // A door that answers another status than its own fails whatever its time.
    const answered = door.statuses.every((status) => status === door.expected);
    const at = { door: door.name, answered };
    atMost(`${door.name}, warm ms`, door.warmMs, DATA_LIMITS.doorWarmMs, {
      ...at,
      measure: 'warm',
    });
    atMost(`${door.name}, cold ms`, door.coldMs, DATA_LIMITS.doorColdMs, {
      ...at,
      measure: 'cold',
    });
    if (!answered) budgets.at(-1).pass = budgets.at(-2).pass = false;
  }
  const dashboard = measured.doors?.find((door) => door.dashboard);
  if (dashboard) atMost('the dashboard, warm ms', dashboard.warmMs, DATA_LIMITS.dashboardMs);
  const idle = measured.publicIdle?.p99;
  const limit = idle === undefined ? null : +(DATA_LIMITS.publicP99ToIdle * idle).toFixed(1);
  for (const [key, what] of [
    ['publicWhileAdmin', 'dashboard, search and export running'],
    ['publicDuringBackup', 'a backup running'],
  ]) {
    const p99 = measured[key]?.p99;
    if (p99 !== undefined)
      atMost(`public pages' p99 ms with ${what} (2 × idle ${idle})`, p99, limit);
  }
  const peaks = [...(measured.exports?.rows ?? []), measured.backup ?? {}]
    .map((row) => row.rssPeakMb)
    .filter((mb) => mb !== undefined);
  if (peaks.length > 0)
    atMost(
      "server's RSS peak through the exports and the backup, MB",
      Math.max(...peaks),
      DATA_LIMITS.rssMb,
    );
  if (measured.backup) {
    atMost('backup of the year, s', measured.backup.seconds, DATA_LIMITS.backupSeconds);
    if (measured.backup.status !== 200) budgets.at(-1).pass = false;
  }
  return budgets;
}
