/**
 * Which camera frame the video shows, so the tracker does not track the frame it has just tracked. A tracker faster
 * than the camera (a fast machine: about 34 tracks a second against a 30 fps camera) would otherwise track it again,
 * for the same landmarks at the cost of a whole track. Where the browser reports each frame it presents
 * (`requestVideoFrameCallback`: Chromium, Safari and WebKitGTK), a frame is known by how many have been presented,
 * so each is tracked once. Elsewhere it is known by the video's `currentTime`: that guarantees only that a video
 * whose clock stands still (paused, a stalled stream) is not tracked again; a live stream's clock moves on between
 * frames, so there a frame can be tracked more than once.
 *
 * The browser's reports are not trusted blindly: WebKit has had releases where `requestVideoFrameCallback` never
 * fired for a video outside the page (ours is), and a tracker waiting on it would freeze on its first frame with
 * no error. When waits end without a report while the video's clock moves on (it plays, only the reports are
 * missing), the wait counts as a new frame and the rest of the session goes by `currentTime`.
 */
export interface VideoFrames {
  /** A frame was presented (requestVideoFrameCallback's watcher calls this). */
  presented(): void;
  /** The frame the video shows now, as a key to compare with a later one. */
  current(): number;
  /** True as soon as the video shows a frame other than `key`; false if none came within `maxWaitMs` (look again). */
  after(key: number, maxWaitMs: number): Promise<boolean>;
  /** Whether frames are still known by the browser's reports (false: by `currentTime`, their times unknown). */
  reported(): boolean;
}

/** How often the fallback looks at `currentTime` while it waits (a frame of a 120 Hz camera). */
const POLL_MS = 8;
/**
 * Waits in a row that end with no frame reported while the video's clock moved before the reports are given up:
 * two of the tracker's 100 ms waits, longer than a frame of a camera slowed to 5 fps by a dark room.
 */
export const SILENT_WAITS = 2;

export function videoFrames(video: HTMLVideoElement, reportsFrames = 'requestVideoFrameCallback' in video): VideoFrames {
  let reporting = reportsFrames;
  let count = 0;
  let silent = 0;
  let waiting: Array<() => void> = [];
  const current = () => (reporting ? count : video.currentTime);
  return {
    presented() {
      count++;
      silent = 0;
      const wake = waiting;
      waiting = [];
      for (const w of wake) w();
    },
    current,
    reported: () => reporting,
    async after(key, maxWaitMs) {
      if (current() !== key) return true;
      const clock = video.currentTime;
      const until = performance.now() + maxWaitMs;
      while (performance.now() < until) {
        await new Promise<void>((resolve) => {
          const left = Math.max(0, until - performance.now());
          const done = () => {
            clearTimeout(timer);
            waiting = waiting.filter((w) => w !== done);
            resolve();
          };
          const timer = setTimeout(done, reporting ? left : Math.min(POLL_MS, left));
          if (reporting) waiting.push(done);
        });
        if (current() !== key) return true;
      }
      // No report, yet the video played on: the reports are missing, not the frames.
      if (reporting && video.currentTime !== clock && ++silent >= SILENT_WAITS) {
        reporting = false;
        return true;
      }
      return false;
    },
  };
}
