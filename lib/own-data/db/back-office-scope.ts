import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

// One scope for the process: every route handler bundle has its own copy of this module, and the
// database they share (./client.ts) must see the scope whichever bundle entered it.
const key = Symbol.for('own-data.back-office-scope');
const holder = globalThis as unknown as { [key]?: AsyncLocalStorage<true> };
const scope = (holder[key] ??= new AsyncLocalStorage<true>());

/** Runs fn as back-office work: its statements take the back office's few connections. */
export const inBackOffice = <T>(fn: () => T): T => scope.run(true, fn);

/** Runs fn as the site's work even when called from the back office (a backup's long read). */
export const outsideBackOffice = <T>(fn: () => T): T => scope.exit(fn);

export const isBackOffice = (): boolean => scope.getStore() === true;
