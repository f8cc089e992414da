// An administrator at work, for the public pages' latency meanwhile: the dashboard's figures, a
// messages search and the messages' CSV export, each in its own loop, all three at once, for a
// fixed window (whatever is still running at its end is cut off, so an export stops there).
import { median } from './measure.mjs';

const TASKS = {
  dashboard: '/api/admin/stats',
  'messages search': '/api/admin/messages?q=invoice',
  'messages export': '/api/admin/messages/export',
};

/** The three loops for `seconds`; answers, per task, the times (ms) of the requests that ended. */
export async function adminWork(baseUrl, cookie, seconds = 15) {
  const signal = AbortSignal.timeout(seconds * 1000);
  const loops = Object.entries(TASKS).map(async ([name, path]) => {
    const done = { times: [], errors: [], cut: 0 };
    while (!signal.aborted) {
      const began = performance.now();
      try {
        const response = await fetch(`${baseUrl}${path}`, { headers: { cookie }, signal });
        await response.arrayBuffer();
        done.times.push(performance.now() - began);
        if (response.status !== 200) done.errors.push(response.status);
      } catch (error) {
        if (!signal.aborted) throw error;
        done.cut += 1;
      }
    }
    return [name, done];
  });
  return Object.fromEntries(await Promise.all(loops));
}

/** adminWork's rounds together: per task, the requests that ended, their median, the cut ones. */
export function adminSummary(rounds) {
  return Object.fromEntries(
    Object.keys(TASKS).map((name) => {
      const times = rounds.flatMap((r) => r[name].times);
      return [
        name,
        {
          runs: times.length,
          medianMs: times.length ? Math.round(median(times)) : null,
          cut: rounds.reduce((sum, r) => sum + r[name].cut, 0),
          errors: [...new Set(rounds.flatMap((r) => r[name].errors))],
        },
      ];
    }),
  );
}
