import { freshCounters, type EngineState } from './engine-state';

/** A type, not an interface: the live video reporter takes it as a Record<string, number>. */
export type EngineStats = {
  fps: number;
  trackerMsPerFrame: number;
  trackedPerSecond: number;
  faceRatio: number;
  width: number;
  height: number;
};

/** Frames drawn and tracked since the last call (the counters start again), for vto_live_video_stats. */
export function takeStats(s: EngineState): EngineStats {
  const now = performance.now();
  const c = s.counters;
  const seconds = Math.max(0.001, (now - c.since) / 1000);
  s.counters = freshCounters(now);
  return {
    fps: Math.round((c.frames / seconds) * 10) / 10,
    trackerMsPerFrame: c.tracked ? Math.round(c.trackMs / c.tracked) : 0,
    trackedPerSecond: Math.round((c.tracked / seconds) * 10) / 10,
    faceRatio: c.tracked ? Math.round((c.faces / c.tracked) * 100) / 100 : 0,
    width: s.video?.videoWidth ?? s.photo?.width ?? 0,
    height: s.video?.videoHeight ?? s.photo?.height ?? 0,
  };
}
