/**
 * Spec 1 §9: live video stats first after 5 s, then every 15 s; a sample image every 30 s, at most 5, for device
 * buckets 0–26, and only while the shopper has opted in to sharing stills and consented to analytics.
 */
export const LIVE_STATS_FIRST_MS = 5_000;
export const LIVE_STATS_EVERY_MS = 15_000;
export const LIVE_SAMPLE_EVERY_MS = 30_000;
export const LIVE_SAMPLE_MAX = 5;
export const LIVE_SAMPLE_MAX_BUCKET = 26;

export interface LiveVideoReporterDeps {
  bucket: number;
  stats(): Record<string, number>;
  sample(): Promise<Blob | null>;
  /** The shopper opted in and analytics consent stands, asked at each sample: a still is never taken otherwise. */
  mayShare(): boolean;
  sendStats(stats: Record<string, number>): void;
  sendSample(image: Blob, index: number): void;
}

export interface LiveVideoReporter {
  /** Starts (or restarts after a pause) the timers; samples already sent still count. */
  start(): void;
  stop(): void;
}

export function createLiveVideoReporter(deps: LiveVideoReporterDeps): LiveVideoReporter {
  const timers: Array<ReturnType<typeof setTimeout>> = [];
  let samples = 0;
  const sampled = deps.bucket <= LIVE_SAMPLE_MAX_BUCKET;
  const stop = () => {
    timers.splice(0).forEach((t) => {
      clearTimeout(t);
      clearInterval(t);
    });
  };
  return {
    start() {
      stop();
      timers.push(
        setTimeout(() => {
          deps.sendStats(deps.stats());
          timers.push(setInterval(() => deps.sendStats(deps.stats()), LIVE_STATS_EVERY_MS));
        }, LIVE_STATS_FIRST_MS),
      );
      if (sampled && samples < LIVE_SAMPLE_MAX) {
        const every = setInterval(() => {
          if (samples >= LIVE_SAMPLE_MAX) return clearInterval(every);
          if (!deps.mayShare()) return;
          const index = ++samples;
          void deps.sample().then(
            (image) => image && deps.sendSample(image, index),
            () => {},
          );
          if (samples >= LIVE_SAMPLE_MAX) clearInterval(every);
        }, LIVE_SAMPLE_EVERY_MS);
        timers.push(every);
      }
    },
    stop,
  };
}
