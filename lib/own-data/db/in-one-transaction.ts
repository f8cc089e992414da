import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

type Held = { tx: Db; open: boolean };

// One scope for the process, as the back office's (./back-office-scope.ts): every route handler
// bundle has its own copy of this module, and the database they share must see the transaction
// whichever bundle opened it. Keyed by database, so a second one (a restore's) is never routed in.
const key = Symbol.for('own-data.transaction-scope');
const holder = globalThis as unknown as {
  [key]?: AsyncLocalStorage<ReadonlyMap<Db, Held>>;
};
const scope = (holder[key] ??= new AsyncLocalStorage<ReadonlyMap<Db, Held>>());

/**
 * A unit of work: runs fn in one transaction of `db` (the database everyone imports, from
 * ownDatabase()), every statement made through `db` inside it, whoever makes it, belonging to that
 * transaction; a `db.transaction` inside becomes a savepoint. So a use case can store through the
 * Backend and write our own rows beside it, both committed or neither, with no transaction handed
 * through the layers between.
 *
 * fn must not wait for a statement begun outside it (a read shared with another request): on the
 * embedded database's one connection, which the transaction holds, that would wait for ever.
 * Work to do after commit (waking a queue's poller) goes after this returns, never inside fn.
 */
export function inOneTransaction<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const held: Held = { tx: tx as unknown as Db, open: true };
    try {
      return await scope.run(new Map(scope.getStore()).set(db, held), fn);
    } finally {
      // Work fn left running goes back to the pool rather than to a finished transaction.
      held.open = false;
    }
  });
}

/** The transaction `db`'s statements belong to here, if any (read by ./client.ts's routing). */
export function transactionOf(db: Db): Db | undefined {
  const held = scope.getStore()?.get(db);
  return held?.open ? held.tx : undefined;
}
