// What `npm test` spent its time on: each step's wall time and, from Playwright's JSON report,
// each spec file's test time (summed over its tests, both projects and any retry), written to
// test-results/timings.json and the ten slowest printed, so a slow or growing step is seen.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const steps = [];

export const E2E_REPORT = path.join('test-results', 'e2e-report.json');

/** @param {string} title @param {number} seconds @param {boolean} ok */
export function recordStep(title, seconds, ok) {
  steps.push({ title, seconds, ok });
}

/** Seconds of test time per spec file and project, from Playwright's JSON report. */
function specTimes(report) {
  const times = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const key = `${spec.file} (${test.projectName})`;
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        const entry = times.get(key) ?? { spec: key, seconds: 0, tests: 0, retries: 0 };
        entry.seconds += ms / 1000;
        entry.tests += 1;
        entry.retries += Math.max(0, test.results.length - 1);
        times.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...times.values()]
    .map((entry) => ({ ...entry, seconds: Math.round(entry.seconds) }))
    .sort((a, b) => b.seconds - a.seconds);
}

export function writeTimings(root) {
  const report = path.join(root, E2E_REPORT);
  const specs = existsSync(report) ? specTimes(JSON.parse(readFileSync(report, 'utf8'))) : [];
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const file = path.join(root, 'test-results', 'timings.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), steps, specs }, null, 2)}\n`,
  );
  console.log(`\nTimings in ${path.relative(root, file)}:`);
  for (const step of steps)
    console.log(`  ${step.title}: ${step.seconds} s${step.ok ? '' : ' (failed)'}`);
  if (specs.length) console.log('  slowest spec files (test time):');
  for (const spec of specs.slice(0, 10)) console.log(`    ${spec.seconds} s  ${spec.spec}`);
}
