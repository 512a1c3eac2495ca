import type { CameraFrame } from './camera-frame';
import type { LoadProgress, ModelLoader } from './model-loader';
import type { WorkerClient } from '../worker/worker-client';

/** The engine's public types, apart from its class so the modules it is split into can name them without a cycle. */
export type TryOnSource = { kind: 'camera' } | { kind: 'photo'; image: ImageBitmap };

export interface TryOnEngineDeps {
  worker: Pick<WorkerClient, 'prepareTracker' | 'startTracker' | 'track'> & Partial<Pick<WorkerClient, 'mode'>>;
  /** The model set's manifest and files (model-loader.ts): shared with the shopper's intent, so nothing loads twice. */
  models: ModelLoader;
  /** navigator.deviceMemory ≤ 2: the lighter settings, so a small phone degrades rather than dies. */
  light?: boolean;
}

/** See EngineState.probe. */
export interface MotionProbe {
  /** A camera frame is put on screen. */
  frame(frame: CameraFrame): void;
  /** A frame was drawn with these landmarks (frame pixels). */
  drawn(timeMs: number, mesh: Float32Array | null): void;
}

export interface EngineCallbacks {
  onAsking(asking: boolean): void;
  onFace(found: boolean): void;
  /** The first made-up (or at least tracked) frame is on screen. */
  onFirstFrame(): void;
  /** The session stopped after it started (a tracker too slow to use). */
  onFailure(error: unknown): void;
  /** The model set's files, as they arrive. */
  onProgress?(progress: LoadProgress): void;
}
