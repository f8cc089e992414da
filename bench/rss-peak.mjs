// The server's resident memory through a piece of work: sampled every 100 ms while it runs.
import { rssMb } from '../scripts/process-rss.mjs';

/** Runs `work()` and answers its result with the server's RSS before, at its peak and after. */
export async function rssPeak(pid, work) {
  const startMb = rssMb(pid);
  let peakMb = startMb;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 100);
  try {
    const result = await work();
    const endMb = rssMb(pid);
    return { result, startMb, peakMb: Math.max(peakMb, endMb), endMb };
  } finally {
    clearInterval(timer);
  }
}
