// Resident memory as Linux reports it, for the bench, the soak and the deploy tests. No
// import.meta here: the e2e runner loads this file as CommonJS.
import { readFileSync } from 'node:fs';

/** Resident memory of a process and its children, in MB (Linux /proc). */
export function rssMb(pid) {
  let total = 0;
  const visit = (id) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readFileSync(`/proc/${id}/task/${id}/children`, 'utf8')
        .trim()
        .split(/\s+/)) {
        if (task) visit(task);
      }
    } catch {
      // the process is gone
    }
  };
  visit(pid);
  return Math.round(total / 1024);
}
