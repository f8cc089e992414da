import 'server-only';

// One loop per process and per queue, looking for due work every so often and when woken (a
// mail was just written). Route handlers and the instrumentation hook are separate bundles: the
// loop's state lives on globalThis, so a handler wakes the one loop the start-up began.

type PollerState = { running: boolean; again: boolean; work: () => Promise<void> };

const key = (name: string) => Symbol.for(`crestfield.poller.${name}`);
const states = globalThis as unknown as Record<symbol, PollerState | undefined>;

/** One pass at a time; woken during a pass, it makes another when that one ends. */
async function pass(name: string): Promise<void> {
  const state = states[key(name)];
  if (!state) return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  try {
    do {
      state.again = false;
      await state.work();
    } while (state.again);
  } catch (error) {
    console.error(`[${name}]`, error instanceof Error ? error.message : error);
  } finally {
    state.running = false;
  }
}

/** Starts `name`'s loop in this process (once): a pass now, then one every `everyMs`. */
export function startPoller(name: string, everyMs: number, work: () => Promise<void>): void {
  if (states[key(name)]) return;
  states[key(name)] = { running: false, again: false, work };
  void pass(name);
  setInterval(() => void pass(name), everyMs).unref();
}

/** Asks `name`'s loop to look now; nothing when this process never started it. */
export function wakePoller(name: string): void {
  void pass(name);
}
