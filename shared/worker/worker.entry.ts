import { expose } from 'comlink';
import { workerApi } from './worker-api';

// Counts calls served here, so a check can tell that work really ran off the main thread,
// and the tracker's time per frame for npm run bench.
const stats = { calls: 0, tracked: 0, trackMs: 0 };
(self as unknown as { vanityWorkerStats: typeof stats }).vanityWorkerStats = stats;

expose(
  Object.fromEntries(
    Object.entries(workerApi).map(([name, fn]) => [
      name,
      async (...args: unknown[]) => {
        stats.calls++;
        const result = await (fn as (...a: unknown[]) => unknown)(...args);
        if (name === 'track') {
          stats.tracked++;
          stats.trackMs += (result as { ms: number }).ms;
        }
        return result;
      },
    ]),
  ),
);
