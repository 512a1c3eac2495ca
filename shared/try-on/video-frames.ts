/**
 * Which camera frame the video shows, so the tracker takes each frame once. A tracker faster than the camera (a fast
 * machine: about 34 tracks a second against a 30 fps camera) would otherwise track the frame it has just tracked, for
 * the same landmarks at the cost of a whole track. Where the browser reports each frame it presents
 * (`requestVideoFrameCallback`: Chromium, Safari and WebKitGTK), a frame is known by how many have been presented;
 * elsewhere by the video's `currentTime`, which moves with each new frame.
 */
export interface VideoFrames {
  /** A frame was presented (requestVideoFrameCallback's watcher calls this). */
  presented(): void;
  /** The frame the video shows now, as a key to compare with a later one. */
  current(): number;
  /** True as soon as the video shows a frame other than `key`; false if none came within `maxWaitMs` (look again). */
  after(key: number, maxWaitMs: number): Promise<boolean>;
}

/** How often the fallback looks at `currentTime` while it waits (a frame of a 120 Hz camera). */
const POLL_MS = 8;

export function videoFrames(video: HTMLVideoElement, reportsFrames = 'requestVideoFrameCallback' in video): VideoFrames {
  let count = 0;
  let waiting: Array<() => void> = [];
  const current = () => (reportsFrames ? count : video.currentTime);
  return {
    presented() {
      count++;
      const wake = waiting;
      waiting = [];
      for (const w of wake) w();
    },
    current,
    async after(key, maxWaitMs) {
      if (current() !== key) return true;
      const until = performance.now() + maxWaitMs;
      while (performance.now() < until) {
        await new Promise<void>((resolve) => {
          const left = Math.max(0, until - performance.now());
          const done = () => {
            clearTimeout(timer);
            waiting = waiting.filter((w) => w !== done);
            resolve();
          };
          const timer = setTimeout(done, reportsFrames ? left : Math.min(POLL_MS, left));
          if (reportsFrames) waiting.push(done);
        });
        if (current() !== key) return true;
      }
      return false;
    },
  };
}
