import { expose } from 'comlink';
import { workerApi } from './worker-api';

// Counts calls served here, so a check can tell that work really ran off the main thread.
const stats = { calls: 0 };
(self as unknown as { vanityWorkerStats: typeof stats }).vanityWorkerStats = stats;

expose(
  Object.fromEntries(
    Object.entries(workerApi).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        stats.calls++;
        return (fn as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ),
);
