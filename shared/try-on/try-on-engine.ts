import type { WorkerClient } from '../worker/worker-client';
import { openCamera } from './camera';
import { canvasLayout, type CanvasLayout } from './canvas-layout';
import { createFaceFraming, faceBox, shareAcross, type FaceBox } from './face-framing';
import { createLandmarkFilter } from './landmark-filter';
import type { VtoConfig } from '../catalog/product-types';
import { layersFor, type Layer, type LookSelection } from './looks';
import type { LoadProgress, ModelLoader, ModelSetLoad } from './model-loader';
import { modelSetFor, trackerStart, type ModelSetName } from './model-sets';
import { AbortReason } from './plugin-states';
import { TryOnAbort } from './try-on-abort';
import { detectSupport, isWasmRefusal, wasmCompileRefusal } from './support';
import { createTrackerWatchdog } from './tracker-watchdog';
import { createRenderer, type Renderer } from './webgl-renderer';

/**
 * One try-on session: checks support, reads the model set's manifest, starts
 * the tracker in the worker alongside the camera, then renders at display
 * rate while the tracker runs as fast as it can, one frame in flight.
 */
export { TryOnAbort };

export type TryOnSource = { kind: 'camera' } | { kind: 'photo'; image: ImageBitmap };

export interface TryOnEngineDeps {
  worker: Pick<WorkerClient, 'startTracker' | 'track'> & Partial<Pick<WorkerClient, 'mode'>>;
  /** The model set's manifest and files (model-loader.ts): shared with the shopper's intent, so nothing loads twice. */
  models: ModelLoader;
}

/** See TryOnEngine.probe. */
export interface MotionProbe {
  /** A camera frame is put on screen. */
  frame(frame: ImageBitmap): void;
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

/** Frames go to the tracker at most this wide; the mesh is scaled back up. */
const TRACK_WIDTH = 640;

export class TryOnEngine {
  private renderer: Renderer | null = null;
  private stream: MediaStream | null = null;
  private video: HTMLVideoElement | null = null;
  private photo: ImageBitmap | null = null;
  private photoMesh: Float32Array | null = null;
  private filter = createLandmarkFilter();
  private running = false;
  private raf = 0;
  private layers: Layer[] = [];
  private split = 1;
  private firstFrameSeen = false;
  /** Stops a live session whose tracker cannot keep up (tracker-watchdog.ts). */
  private watchdog = createTrackerWatchdog();
  /** Set when the camera delivers a new frame; the texture is re-uploaded only then. */
  private videoFrameFresh = true;
  /**
   * When the newest camera frame arrived, and when the frame on screen did: tracker results are stamped with their
   * frame's time and the landmarks are predicted for the frame shown, so make-up sits on the face in that frame
   * rather than trailing it by the tracker's latency.
   */
  private videoFrameTime: number | null = null;
  /**
   * The camera frame last tracked, and when it arrived. The live view shows this frame, not the video's newest: the
   * make-up is drawn from this very frame's landmarks, so face and make-up never part when the shopper moves, for the
   * price of showing the camera one tracker-time late (about 50 ms).
   */
  private tracked: { frame: ImageBitmap; time: number } | null = null;
  private uploaded: TexImageSource | null = null;
  private meshFresh = false;
  private mobile = false;
  private layout: { width: number; height: number; mobile: boolean; value: CanvasLayout } | null = null;
  /** Zooms onto a small face and follows it (face-framing.ts); the last face and crop drawn, for the before/after divider. */
  private framing = createFaceFraming();
  private shown: { face: FaceBox | null; crop: CanvasLayout['crop'] } | null = null;
  private paused = false;
  private modelSet: string | null = null;
  private counters = { frames: 0, tracked: 0, trackMs: 0, faces: 0, since: performance.now() };
  private callbacks: EngineCallbacks | null = null;

  /**
   * npm run bench's motion figures (bench/motion.ts): the bench defines this before the page loads, to learn which
   * camera frame was shown and where the make-up's landmarks were drawn. Absent on a real page.
   */
  private readonly probe = (globalThis as { __vanityMotionProbe?: MotionProbe }).__vanityMotionProbe ?? null;

  constructor(private readonly deps: TryOnEngineDeps) {}

  /** The product's handle and the chosen variant's config pick the model set. */
  async start(canvas: HTMLCanvasElement, source: TryOnSource, product: { handle: string; config: VtoConfig | null }, callbacks: EngineCallbacks): Promise<void> {
    const modelSet = modelSetFor(product, product.config);
    this.callbacks = callbacks;
    const support = detectSupport();
    if (support !== AbortReason.NotAborted) throw new TryOnAbort(support);
    const refused = await wasmCompileRefusal();
    if (refused) throw new TryOnAbort(AbortReason.WasmNotSupported, refused);
    this.renderer = createRenderer(canvas);
    if (!this.renderer) throw new TryOnAbort(AbortReason.WebGLNotSupported);

    const { url, manifest } = await this.manifest(modelSet);
    this.modelSet = modelSet;
    // The tracker and the camera start together: each takes about as long as the other. The set's files come
    // first through the loader (progress for the loading screen); the tracker then reads them from the HTTP cache.
    const tracker = this.modelFiles(modelSet, callbacks.onProgress)
      .then(() => this.deps.worker.startTracker(trackerStart(url, manifest)))
      .then(() => undefined)
      .catch((error) => {
        if (error instanceof TryOnAbort) throw error;
        if (isOutOfMemory(error)) throw new TryOnAbort(AbortReason.OutOfExecutableMemory, error);
        if (isWasmRefusal(error)) throw new TryOnAbort(AbortReason.WasmNotSupported, error);
        // No fallback tracker: MediaPipe's legacy face mesh (unsupported since 2023) ran on the main thread and froze the page.
        // The next try reads the set past the cache, in case the copy it holds is what failed.
        this.deps.models.refresh(modelSet);
        throw new TryOnAbort(AbortReason.GeneralAbort, error);
      });
    if (source.kind === 'camera') {
      // A camera failure leaves the tracker to finish in the background; it is needed again on retry.
      tracker.catch(() => {});
      this.stream = await openCamera(callbacks.onAsking);
      this.video = document.createElement('video');
      this.video.muted = true;
      this.video.playsInline = true;
      this.video.srcObject = this.stream;
      await this.video.play();
      this.watchVideoFrames(this.video);
    } else {
      this.photo = source.image;
    }
    await tracker;
    this.running = true;

    if (this.photo) {
      const result = await this.deps.worker.track(await createImageBitmap(this.photo));
      this.photoMesh = result.mesh;
      callbacks.onFace(!!result.mesh);
      this.draw(performance.now());
      callbacks.onFirstFrame();
      return;
    }
    this.firstFrameCallback = callbacks.onFirstFrame;
    this.loop();
  }

  private firstFrameCallback: (() => void) | null = null;

  private async manifest(modelSet: ModelSetName): Promise<ModelSetLoad> {
    try {
      return await this.deps.models.manifest(modelSet);
    } catch (error) {
      throw new TryOnAbort(AbortReason.ManifestDownloadFailed, error);
    }
  }

  private async modelFiles(modelSet: ModelSetName, onProgress?: (progress: LoadProgress) => void): Promise<void> {
    try {
      await this.deps.models.files(modelSet, onProgress);
    } catch (error) {
      throw new TryOnAbort(AbortReason.ManifestDownloadFailed, error);
    }
  }

  /** Switching to a product of another model set (brows, the duet) reloads the tracker with that set. */
  async useModelSetOf(product: { handle: string; config: VtoConfig | null }): Promise<void> {
    const set = modelSetFor(product, product.config);
    if (!this.running || set === this.modelSet) return;
    const { url, manifest } = await this.manifest(set);
    this.modelSet = set;
    await this.modelFiles(set);
    await this.deps.worker.startTracker(trackerStart(url, manifest));
  }

  /** The phone layout crops the frame to 0.9, the desktop one to 1.15. */
  setMobile(mobile: boolean) {
    if (this.mobile === mobile) return;
    this.mobile = mobile;
    if (this.photo) this.draw(performance.now());
  }

  /** Stops tracking and drawing while the page is hidden; the camera stays open for a quick return. */
  pause() {
    if (!this.running || this.paused) return;
    this.paused = true;
    cancelAnimationFrame(this.raf);
  }

  resume() {
    if (!this.running || !this.paused) return;
    this.paused = false;
    this.counters = { frames: 0, tracked: 0, trackMs: 0, faces: 0, since: performance.now() };
    if (this.video) this.loop();
  }

  /** Tracks as fast as the worker allows and draws when there is something new to show. */
  private loop() {
    void this.trackLoop(this.callbacks!, ++this.generation);
    // Only a tracker on the main thread (the worker could not start) can freeze the page, so only it is judged:
    // in the worker, a slow stretch (warm-up, a busy two-core phone) only makes the make-up lag.
    void this.deps.worker.mode?.().then((mode) => {
      if (mode === 'main' && this.running && !this.paused) this.watchdog.start(performance.now());
    });
    const frame = (t: number) => {
      if (!this.running || this.paused) return;
      // Checked on the display's clock too: a tracker stuck on one frame never reports back.
      if (this.tripWatchdog()) return;
      // A newly tracked frame to show (or, before the first, a camera frame): on software GL a redraw of an unchanged
      // frame costs as much as a real one. The framing easing onto the face needs a few draws of its own too.
      const cameraOnly = !this.tracked && (this.videoFrameFresh || !this.video || !('requestVideoFrameCallback' in this.video));
      if (this.meshFresh || this.framing.moving || cameraOnly) {
        this.meshFresh = false;
        this.videoFrameFresh = false;
        this.draw(t);
      }
      this.raf = requestAnimationFrame(frame);
    };
    this.raf = requestAnimationFrame(frame);
  }

  /** Frames drawn and tracked since the last call, for vto_live_video_stats. */
  takeStats(): { fps: number; trackerMsPerFrame: number; trackedPerSecond: number; faceRatio: number; width: number; height: number } {
    const now = performance.now();
    const c = this.counters;
    const seconds = Math.max(0.001, (now - c.since) / 1000);
    this.counters = { frames: 0, tracked: 0, trackMs: 0, faces: 0, since: now };
    return {
      fps: Math.round((c.frames / seconds) * 10) / 10,
      trackerMsPerFrame: c.tracked ? Math.round(c.trackMs / c.tracked) : 0,
      trackedPerSecond: Math.round((c.tracked / seconds) * 10) / 10,
      faceRatio: c.tracked ? Math.round((c.faces / c.tracked) * 100) / 100 : 0,
      width: this.video?.videoWidth ?? this.photo?.width ?? 0,
      height: this.video?.videoHeight ?? this.photo?.height ?? 0,
    };
  }


  private watchVideoFrames(video: HTMLVideoElement) {
    if (!('requestVideoFrameCallback' in video)) return;
    const onFrame = (now: number) => {
      this.videoFrameFresh = true;
      this.videoFrameTime = now;
      if (this.running || this.video === video) video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  }

  /** Bumped on pause and resume, so a track loop from before a pause ends rather than run twice. */
  private generation = 0;

  private async trackLoop(callbacks: EngineCallbacks, generation: number) {
    const video = this.video!;
    const current = () => this.running && !this.paused && generation === this.generation;
    while (current()) {
      if (video.readyState < 2 || !video.videoWidth) {
        await new Promise((r) => setTimeout(r, 16));
        continue;
      }
      const scale = Math.min(1, TRACK_WIDTH / video.videoWidth);
      const began = performance.now();
      const frameTime = this.videoFrameTime ?? began;
      let result;
      let shown: ImageBitmap | null = null;
      try {
        shown = await createImageBitmap(video);
        result = await this.deps.worker.track(
          await createImageBitmap(shown, { resizeWidth: Math.round(shown.width * scale), resizeHeight: Math.round(shown.height * scale) }),
        );
      } catch {
        shown?.close();
        if (!this.running) return;
        continue;
      }
      if (!current()) {
        shown.close();
        return;
      }
      this.tracked?.frame.close();
      this.tracked = { frame: shown, time: frameTime };
      this.meshFresh = true;
      this.counters.tracked++;
      this.counters.trackMs += performance.now() - began;
      this.watchdog.tracked();
      if (this.tripWatchdog()) return;
      if (result.mesh) this.counters.faces++;
      if (result.mesh) {
        const mesh = result.mesh;
        if (scale !== 1) for (let i = 0; i < mesh.length; i++) mesh[i] = mesh[i]! / scale;
        this.filter.update(mesh, frameTime);
      } else {
        this.filter.reset();
      }
      callbacks.onFace(!!result.mesh);
    }
  }

  /** Ends the session with the plugin error when the tracker is too slow to follow a face. */
  private tripWatchdog(): boolean {
    const slow = this.watchdog.check(performance.now());
    if (!slow) return false;
    const onFailure = this.callbacks?.onFailure;
    this.stop();
    onFailure?.(new TryOnAbort(AbortReason.GeneralAbort, slow));
    return true;
  }

  private draw(now: number) {
    if (!this.renderer) return;
    // Live: the frame last tracked (until the first is, the camera as it is, with no make-up).
    const tracked = this.video ? this.tracked : null;
    const source = this.video ? (tracked?.frame ?? this.video) : this.photo;
    if (!source) return;
    const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
    const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
    if (!width || !height) return;
    // Software GL makes uploads dear: a frame already on the GPU is not sent again.
    const upload = source instanceof HTMLVideoElement || source !== this.uploaded;
    this.uploaded = source;
    if (upload && tracked) this.probe?.frame(tracked.frame);
    const mesh = this.video ? (tracked ? this.filter.predict(tracked.time) : null) : this.photoMesh;
    // Worked out again only when the frame size or the layout changes, not every frame.
    const l = this.layout;
    if (!l || l.width !== width || l.height !== height || l.mobile !== this.mobile) {
      this.layout = { width, height, mobile: this.mobile, value: canvasLayout(width, height, this.mobile) };
      this.framing.reset();
    }
    const base = this.layout!.value;
    // The canvas keeps the layout's size; only the part of the frame shown narrows onto a small face.
    const face = faceBox(mesh);
    const crop = this.video ? this.framing.follow(face, base.crop, { width, height }, now) : this.framing.snap(face, base.crop, { width, height });
    this.shown = { face, crop };
    this.renderer.draw({ source, width, height, layout: { ...base, crop }, mesh, layers: this.layers, split: this.split, timeMs: now, upload });
    if (this.video) this.probe?.drawn(now, mesh);
    this.counters.frames++;
    if (mesh && !this.firstFrameSeen && this.firstFrameCallback) {
      this.firstFrameSeen = true;
      this.firstFrameCallback();
    }
  }

  /** The make-up for a variant's config and the chosen coverage, lighting and look. */
  setLook(config: VtoConfig | null, selection: LookSelection) {
    this.layers = layersFor(config, selection);
    if (this.photo) this.draw(performance.now());
  }

  /** Before/after split, 0–1. */
  setSplit(split: number) {
    this.split = split;
    if (this.photo) this.draw(performance.now());
  }

  /** Where the face's centre is across the canvas (0 left, 1 right, unmirrored), for a before/after divider that cuts across it. */
  faceSplit(): number | null {
    const shown = this.shown;
    return shown?.face ? shareAcross(shown.face.cx, shown.crop) : null;
  }

  /** The frame without make-up (for the skin-tone analysis), as a JPEG. */
  captureOriginal(canvas: HTMLCanvasElement): Promise<Blob | null> {
    const split = this.split;
    this.split = 0;
    this.draw(performance.now());
    const blob = new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
    this.split = split;
    if (this.photo) this.draw(performance.now());
    return blob;
  }

  /** The made-up frame as a JPEG. */
  capture(canvas: HTMLCanvasElement): Promise<Blob | null> {
    // WebGL clears after compositing: draw and read in the same task.
    this.draw(performance.now());
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  }

  stop() {
    this.running = false;
    this.paused = false;
    this.callbacks = null;
    cancelAnimationFrame(this.raf);
    this.stream?.getTracks().forEach((t) => t.stop());
    this.stream = null;
    this.video = null;
    this.tracked?.frame.close();
    this.tracked = null;
    this.uploaded = null;
    this.photo?.close();
    this.photo = null;
    this.renderer?.destroy();
    this.renderer = null;
    this.filter.reset();
    this.framing.reset();
    this.shown = null;
  }
}

function isOutOfMemory(error: unknown): boolean {
  return /out of memory|Out of executable memory|RangeError: WebAssembly\.(Memory|Instance)/i.test(String((error as Error)?.message ?? error));
}
