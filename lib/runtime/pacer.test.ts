import type { EventLoopUtilization } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pacer } from './pacer';

describe('pacer', () => {
  afterEach(() => vi.useRealTimers());

  /** How long the pause lasts after a step during which the thread was active/idle (ms). */
  async function pauseAfter(active: number, idle: number): Promise<number> {
    vi.useFakeTimers();
    const total: EventLoopUtilization = { active: 0, idle: 0, utilization: 0 };
    const utilization = (since?: EventLoopUtilization): EventLoopUtilization =>
      since
        ? { active: total.active - since.active, idle: total.idle - since.idle, utilization: 0 }
        : { ...total };
    const pace = pacer(utilization);
    total.active += active;
    total.idle += idle;
    let done = false;
    const pausing = pace().then(() => (done = true));
    let waited = 0;
    while (!done) {
      await vi.advanceTimersByTimeAsync(1);
      waited += 1;
    }
    await pausing;
    return waited;
  }

  it('pauses until the thread has been free half the time since the last step', async () => {
    expect(await pauseAfter(30, 10)).toBe(20);
  });

  it('does not pause beyond a turn when the thread was mostly free', async () => {
    expect(await pauseAfter(10, 40)).toBe(1);
  });

  it('goes on at least every 100 ms however busy the thread', async () => {
    expect(await pauseAfter(3000, 0)).toBe(100);
  });
});
