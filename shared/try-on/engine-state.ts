import type { CameraFrame } from './camera-frame';
import type { CanvasLayout } from './canvas-layout';
import type { EngineCallbacks, MotionProbe } from './engine-types';
import { createFaceFraming, type FaceBox } from './face-framing';
import { createLandmarkFilter } from './landmark-filter';
import type { Layer } from './looks';
import { createTrackerWatchdog } from './tracker-watchdog';
import type { VideoFrames } from './video-frames';
import type { Renderer } from './webgl-renderer';

/** Frames drawn and tracked since `since`, for vto_live_video_stats (engine-stats.ts). */
export interface EngineCounters {
  frames: number;
  tracked: number;
  trackMs: number;
  faces: number;
  since: number;
}

/**
 * One session's state, shared by the modules the engine is split into (the live loop, the drawing, the photo path,
 * capture): each reads and writes the fields it needs, as the engine's methods did, so the split changes no order.
 */
export interface EngineState {
  renderer: Renderer | null;
  stream: MediaStream | null;
  video: HTMLVideoElement | null;
  photo: ImageBitmap | null;
  photoMesh: Float32Array | null;
  filter: ReturnType<typeof createLandmarkFilter>;
  running: boolean;
  paused: boolean;
  raf: number;
  /** Bumped on pause and resume, so a track loop from before a pause ends rather than run twice. */
  generation: number;
  layers: Layer[];
  split: number;
  firstFrameSeen: boolean;
  firstFrameCallback: (() => void) | null;
  /** Stops a live session whose tracker cannot keep up (tracker-watchdog.ts). */
  watchdog: ReturnType<typeof createTrackerWatchdog>;
  /**
   * When the newest camera frame arrived, and when the frame on screen did: tracker results are stamped with their
   * frame's time and the landmarks are predicted for the frame shown, so make-up sits on the face in that frame
   * rather than trailing it by the tracker's latency.
   */
  videoFrameTime: number | null;
  /** Which camera frame the video shows (video-frames.ts), so the tracker takes each once; null without a camera. */
  videoFrames: VideoFrames | null;
  /**
   * Asks the live display for a draw at its next animation frame (live-loop.ts); null outside a live session. The
   * display draws only when asked: a new tracked frame, a new look or split, the framing easing onto the face.
   */
  requestDraw: (() => void) | null;
  /**
   * The camera frame last tracked, and when it arrived. The live view shows this frame, not the video's newest: the
   * make-up is drawn from this very frame's landmarks, so face and make-up never part when the shopper moves, for the
   * price of showing the camera one tracker-time late (about 50 ms).
   */
  tracked: { frame: CameraFrame; time: number } | null;
  uploaded: TexImageSource | null;
  mobile: boolean;
  /** A phone with little memory: frames go to the tracker smaller (track-loop.ts), and the iris stage is left out. */
  light: boolean;
  layout: { width: number; height: number; mobile: boolean; value: CanvasLayout } | null;
  /** Zooms onto a small face and follows it (face-framing.ts); the last face and crop drawn, for the before/after divider. */
  framing: ReturnType<typeof createFaceFraming>;
  shown: { face: FaceBox | null; crop: CanvasLayout['crop'] } | null;
  modelSet: string | null;
  counters: EngineCounters;
  callbacks: EngineCallbacks | null;
  /**
   * npm run bench's motion figures (bench/motion.ts): the bench defines this before the page loads, to learn which
   * camera frame was shown and where the make-up's landmarks were drawn. Absent on a real page.
   */
  readonly probe: MotionProbe | null;
}

export function freshCounters(since = performance.now()): EngineCounters {
  return { frames: 0, tracked: 0, trackMs: 0, faces: 0, since };
}

export function createEngineState(): EngineState {
  return {
    renderer: null,
    stream: null,
    video: null,
    photo: null,
    photoMesh: null,
    filter: createLandmarkFilter(),
    running: false,
    paused: false,
    raf: 0,
    generation: 0,
    layers: [],
    split: 1,
    firstFrameSeen: false,
    firstFrameCallback: null,
    watchdog: createTrackerWatchdog(),
    videoFrameTime: null,
    videoFrames: null,
    requestDraw: null,
    tracked: null,
    uploaded: null,
    mobile: false,
    light: false,
    layout: null,
    framing: createFaceFraming(),
    shown: null,
    modelSet: null,
    counters: freshCounters(),
    callbacks: null,
    probe: (globalThis as { __vanityMotionProbe?: MotionProbe }).__vanityMotionProbe ?? null,
  };
}
