// The data section's tables, printed and written between the README's bench-data markers (added
// after the bench's own block the first time).
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { PUBLIC_PAGES } from './public-latency.mjs';

const MODE_NAMES = { embedded: 'embedded', postgres: 'PostgreSQL' };
const mark = (budget) => (budget ? ` ${budget.pass ? 'pass' : 'FAIL'}` : '');

const admin = (a) =>
  a &&
  Object.entries(a)
    .map(
      ([task, t]) =>
        (t.runs ? `${task} ${t.runs}× ${t.medianMs} ms` : `${task}: none ended within a window`) +
        (t.errors.length ? ` (answered ${t.errors})` : ''),
    )
    .join('; ');

function doorTable(data, modes) {
  const find = (mode, door, measure) =>
    data.budgets.find((b) => b.mode === mode && b.door === door && b.measure === measure);
  const growth = data.growth?.doors;
  const names = [...new Set(modes.flatMap((mode) => data.modes[mode].doors.map((d) => d.name)))];
  const cell = (mode, name, measure) => {
    const door = data.modes[mode].doors.find((d) => d.name === name);
    if (!door) return '';
    const wrong = door.statuses.some((s) => s !== door.expected);
    const value =
      measure === 'cold' ? door.coldMs : `${door.warmMs} (${door.warmSpread.join('-')})`;
    return `${value}${wrong ? ` (answered ${door.statuses.join(', ')})` : ''}${mark(find(mode, name, measure))}`;
  };
  const growthCell = (name) => {
    const row = growth?.find((g) => g.name === name);
    return row?.growth ? `${row.grownWarmMs} ms, ×${row.ratio}: ${row.growth}` : '';
  };
  const heads = modes.flatMap((m) => [`${MODE_NAMES[m]} cold ms`, `${MODE_NAMES[m]} warm ms`]);
  const grownHead = growth ? [`warm on ${data.growth.factor}× (PostgreSQL)`] : [];
  return [
    `| door | ${[...heads, ...grownHead].join(' | ')} |`,
    `|---|${[...heads, ...grownHead].map(() => '---:').join('|')}|`,
    ...names.map(
      (name) =>
        `| ${name} | ${[
          ...modes.flatMap((m) => [cell(m, name, 'cold'), cell(m, name, 'warm')]),
          ...(growth ? [growthCell(name)] : []),
        ].join(' | ')} |`,
    ),
  ];
}

function workTable(data, modes) {
  const row = (what, value) =>
    `| ${what} | ${modes.map((m) => value(data.modes[m]) ?? '').join(' | ')} |`;
  const exportNames = data.modes[modes[0]].exports?.rows.map((r) => r.name) ?? [];
  const latency = (l) =>
    l &&
    `${l.p50} / ${l.p99} (${l.p99PerWindow?.length > 1 ? `p99 per window ${l.p99PerWindow.join(', ')}; ` : ''}${l.requests} requests, ${l.failures} failed)`;
  return [
    `| | ${modes.map((m) => MODE_NAMES[m]).join(' | ')} |`,
    `|---|${modes.map(() => '---:').join('|')}|`,
    row('seed:year, s', (m) => m.seedSeconds),
    row('server start to ready, s (RSS MB)', (m) => `${m.startSeconds} (${m.rssIdleMb})`),
    ...exportNames.map((name) =>
      row(`${name} export: s, MB, RSS peak MB`, (m) => {
        const e = m.exports?.rows.find((r) => r.name === name);
        return (
          e && `${e.seconds}, ${e.mb}, ${e.rssPeakMb}${e.status === 200 ? '' : ` (${e.status})`}`
        );
      }),
    ),
    row('messages export asked twice at once', (m) => m.exports?.twiceStatuses.join(' and ')),
    row('backup (the back office’s door): s, MB, RSS peak MB', (m) => {
      const b = m.backup;
      return (
        b && `${b.seconds}, ${b.mb}, ${b.rssPeakMb}${b.status === 200 ? '' : ` (${b.status})`}`
      );
    }),
    row('restore into an empty database (`node restore.mjs`), s', (m) => m.restore?.seconds),
    row('public pages p50 / p99 ms, idle', (m) => latency(m.publicIdle)),
    row('… while dashboard, search and export run', (m) => latency(m.publicWhileAdmin)),
    row('… during the backup', (m) => latency(m.publicDuringBackup)),
  ];
}

export async function writeDataReport(data, readmePath) {
  const modes = Object.keys(data.modes);
  const passed = data.budgets.filter((b) => b.pass).length;
  const others = data.budgets.filter((b) => !b.door);
  const growth = data.growth?.doors?.filter((g) => g.growth);
  const byGrowth = (kind) =>
    growth
      .filter((g) => g.growth === kind)
      .map((g) => g.name)
      .join('; ') || 'none';
  const table = [
    `Data section, ${data.date} on ${data.machine}: \`npm run seed:year\` at scale ${data.scale} in ${modes.map((m) => MODE_NAMES[m]).join(' and ')} mode, the standalone server on it; ${data.minutes} min in all. Cold: a door's first request after the server started; warm: the median of the next ${process.env.BENCH_DATA_WARM ?? 5} (range); ms to the answer's last byte. Public pages (${PUBLIC_PAGES.length}, from the page cache): ${process.env.BENCH_DATA_RATE ?? 40} requests/s in an open loop, each timed from when it was due; idle and busy windows of ${process.env.BENCH_DATA_WINDOW ?? 10} s interleaved, ${process.env.BENCH_DATA_ROUNDS ?? 2} rounds. RSS: the server's process and its children (not PostgreSQL's).`,
    '',
    ...doorTable(data, modes),
    '',
    ...workTable(data, modes),
    '',
    `Data budgets (issue 54): ${passed} of ${data.budgets.length} pass (doors ≤ 300 ms warm, ≤ 1 s cold).`,
    '',
    ...others.map((b) => `- ${MODE_NAMES[b.mode]}: ${b.name}: ${b.value} (${b.limit})${mark(b)}`),
    ...modes.map(
      (m) =>
        `- ${MODE_NAMES[m]}: the admin's work in the busy windows (requests ended × median): ${admin(data.modes[m].adminWhilePublic) ?? 'not measured'}.`,
    ),
    ...(growth?.length
      ? [
          '',
          `Growth at ${data.growth.factor}× (scale ${data.growth.scale}) on PostgreSQL, warm: flat: ${byGrowth('flat')}. Logarithmic: ${byGrowth('logarithmic')}. Linear: ${byGrowth('linear')}.`,
        ]
      : []),
  ].join('\n');
  console.log(`\n${table}`);
  const readme = readFileSync(readmePath, 'utf8');
  const block = `<!-- bench-data:start -->\n${table}\n<!-- bench-data:end -->`;
  const marked = /<!-- bench-data:start -->[\s\S]*<!-- bench-data:end -->/;
  const updated = marked.test(readme)
    ? readme.replace(marked, block)
    : readme.replace('<!-- bench:end -->', `<!-- bench:end -->\n\n${block}`);
  const options = { ...(await prettier.resolveConfig(readmePath)), filepath: readmePath };
  writeFileSync(readmePath, await prettier.format(updated, options));
}
