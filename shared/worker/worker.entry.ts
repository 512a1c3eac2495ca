import { expose } from 'comlink';
import type { TrackerStart } from './face-tracker';
import { workerApi } from './worker-api';

// Counts calls served here, so a check can tell that work really ran off the main thread, the tracker's time per
// frame for npm run bench, and the models the tracker last started with (a check that a switch of set took).
const stats = { calls: 0, tracked: 0, trackMs: 0, models: null as TrackerStart['models'] | null };
(self as unknown as { vanityWorkerStats: typeof stats }).vanityWorkerStats = stats;

expose(
  Object.fromEntries(
    Object.entries(workerApi).map(([name, fn]) => [
      name,
      async (...args: unknown[]) => {
        stats.calls++;
        const result = await (fn as (...a: unknown[]) => unknown)(...args);
        if (name === 'startTracker') stats.models = (args[0] as TrackerStart).models;
        if (name === 'track') {
          stats.tracked++;
          stats.trackMs += (result as { ms: number }).ms;
        }
        return result;
      },
    ]),
  ),
);
