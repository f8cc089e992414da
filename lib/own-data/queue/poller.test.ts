import { describe, expect, it } from 'vitest';
import { startPoller, wakePoller } from './poller';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('a queue poller', () => {
  it('does nothing when woken in a process that never started it', async () => {
    wakePoller('never-started');
    await tick();
  });

  it('makes one pass at a time, and one more when woken during a pass', async () => {
    let passes = 0;
    let running = 0;
    let most = 0;
    let release: () => void = () => undefined;
    startPoller('test-queue', 60_000, async () => {
      passes += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => (release = resolve));
      running -= 1;
    });
    await tick();
    expect(passes).toBe(1);
    // Woken three times during the first pass: one more pass, not three, and never two at once.
    wakePoller('test-queue');
    wakePoller('test-queue');
    wakePoller('test-queue');
    release();
    await tick();
    expect(passes).toBe(2);
    release();
    await tick();
    expect([passes, most]).toEqual([2, 1]);
    // Started again (another bundle's start-up): the same loop, no second one.
    startPoller('test-queue', 60_000, async () => {
      throw new Error('a second loop');
    });
    wakePoller('test-queue');
    await tick();
    release();
    await tick();
    expect(passes).toBe(3);
  });

  it('goes on after a pass that failed', async () => {
    let passes = 0;
    startPoller('failing-queue', 60_000, async () => {
      passes += 1;
      if (passes === 1) throw new Error('SMTP is down');
    });
    await tick();
    wakePoller('failing-queue');
    await tick();
    expect(passes).toBe(2);
  });
});
