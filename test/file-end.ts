// What a test file leaves behind (PGlite folders of 40 MB, databases on the shared cluster) goes
// when the file ends, not when its worker exits: Vitest stops its workers without an `exit`
// event, and a run that kept every file's leftovers filled a CI machine's disk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const cleanups: (() => Promise<void> | void)[] = [];

/** Runs `cleanup` after the current test file's own hooks, newest first. */
export function atFileEnd(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

/** Called once per test file by the setup file; one failing cleanup does not stop the rest. */
export async function runFileEndCleanups(): Promise<void> {
  const failures: unknown[] = [];
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'a test file’s cleanup failed');
}

/** A new folder under the system's temporary one, removed when the test file ends. */
export function scratchFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  atFileEnd(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
