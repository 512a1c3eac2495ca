import { releaseFrame } from './camera-frame';
import { loadManifest, loadModelFiles, openRenderer, startTracker } from './engine-startup';
import { createEngineState, freshCounters } from './engine-state';
import { openCamera } from './camera';
import type { VtoConfig } from '../catalog/product-types';
import { capture, captureOriginal } from './engine-capture';
import { takeStats, type EngineStats } from './engine-stats';
import type { EngineCallbacks, TryOnEngineDeps, TryOnSource } from './engine-types';
import { shareAcross } from './face-framing';
import { startLiveLoop, watchVideoFrames } from './live-loop';
import { layersFor, type LookSelection } from './looks';
import { modelSetFor, trackerStart } from './model-sets';
import { redraw, showPhoto } from './photo-path';
import { TryOnAbort } from './try-on-abort';

/**
 * One try-on session: checks support, reads the model set's manifest, starts
 * the tracker in the worker alongside the camera, then tracks each camera
 * frame once, one frame in flight, and draws each tracked frame (live-loop.ts).
 * This class is the session's public face; the work is in engine-startup.ts (before the first frame),
 * live-loop.ts and track-loop.ts (the camera), photo-path.ts, frame-draw.ts and engine-capture.ts, over the
 * state they share (engine-state.ts).
 */
export { TryOnAbort };
export type { EngineCallbacks, MotionProbe, TryOnEngineDeps, TryOnSource } from './engine-types';

export class TryOnEngine {
  private readonly s = createEngineState();

  constructor(private readonly deps: TryOnEngineDeps) {
    this.s.light = deps.light ?? false;
  }

  /** The product's handle and the chosen variant's config pick the model set. */
  async start(
    canvas: HTMLCanvasElement,
    source: TryOnSource,
    product: { handle: string; config: VtoConfig | null },
    callbacks: EngineCallbacks,
  ): Promise<void> {
    const s = this.s;
    const modelSet = modelSetFor(product, product.config);
    s.callbacks = callbacks;
    s.renderer = await openRenderer(canvas);

    const load = await loadManifest(this.deps, modelSet);
    s.modelSet = modelSet;
    // The tracker and the camera start together: each takes about as long as the other.
    const tracker = startTracker(this.deps, modelSet, load, callbacks.onProgress);
    if (source.kind === 'camera') {
      // A camera failure leaves the tracker to finish in the background; it is needed again on retry.
      tracker.catch(() => {});
      s.stream = await openCamera(callbacks.onAsking);
      s.video = document.createElement('video');
      s.video.muted = true;
      s.video.playsInline = true;
      s.video.srcObject = s.stream;
      await s.video.play();
      watchVideoFrames(s, s.video);
    } else {
      s.photo = source.image;
    }
    await tracker;
    s.running = true;

    if (s.photo) {
      await showPhoto(s, s.photo, this.deps.worker, callbacks);
      return;
    }
    s.firstFrameCallback = callbacks.onFirstFrame;
    startLiveLoop(s, this.deps.worker, () => this.stop());
  }

  /** Switching to a product of another model set (brows, the duet) reloads the tracker with that set. */
  async useModelSetOf(product: { handle: string; config: VtoConfig | null }): Promise<void> {
    const set = modelSetFor(product, product.config);
    if (!this.s.running || set === this.s.modelSet) return;
    const { url, manifest } = await loadManifest(this.deps, set);
    this.s.modelSet = set;
    await loadModelFiles(this.deps, set);
    await this.deps.worker.startTracker(trackerStart(url, manifest, this.deps.light));
  }

  /** The phone layout crops the frame to 0.9, the desktop one to 1.15. */
  setMobile(mobile: boolean) {
    if (this.s.mobile === mobile) return;
    this.s.mobile = mobile;
    redraw(this.s);
  }

  /** Stops tracking and drawing while the page is hidden; the camera stays open for a quick return. */
  pause() {
    if (!this.s.running || this.s.paused) return;
    this.s.paused = true;
    cancelAnimationFrame(this.s.raf);
    this.s.raf = 0;
  }

  resume() {
    if (!this.s.running || !this.s.paused) return;
    this.s.paused = false;
    this.s.counters = freshCounters();
    if (this.s.video) startLiveLoop(this.s, this.deps.worker, () => this.stop());
  }

  /** Frames drawn and tracked since the last call, for vto_live_video_stats. */
  takeStats(): EngineStats {
    return takeStats(this.s);
  }

  /** The make-up for a variant's config and the chosen coverage, lighting and look. */
  setLook(config: VtoConfig | null, selection: LookSelection) {
    this.s.layers = layersFor(config, selection);
    redraw(this.s);
  }

  /** Before/after split, 0–1. */
  setSplit(split: number) {
    this.s.split = split;
    redraw(this.s);
  }

  /** Where the face's centre is across the canvas (0 left, 1 right, unmirrored), for a before/after divider that cuts across it. */
  faceSplit(): number | null {
    const shown = this.s.shown;
    return shown?.face ? shareAcross(shown.face.cx, shown.crop) : null;
  }

  /** The frame without make-up (for the skin-tone analysis), as a JPEG. */
  captureOriginal(canvas: HTMLCanvasElement): Promise<Blob | null> {
    return captureOriginal(this.s, canvas);
  }

  /** The made-up frame as a JPEG. */
  capture(canvas: HTMLCanvasElement): Promise<Blob | null> {
    return capture(this.s, canvas);
  }

  stop() {
    const s = this.s;
    s.running = false;
    s.paused = false;
    s.callbacks = null;
    s.requestDraw = null;
    cancelAnimationFrame(s.raf);
    s.raf = 0;
    s.stream?.getTracks().forEach((t) => t.stop());
    s.stream = null;
    s.video = null;
    s.videoFrames = null;
    releaseFrame(s.tracked?.frame);
    s.tracked = null;
    s.uploaded = null;
    s.photo?.close();
    s.photo = null;
    s.renderer?.destroy();
    s.renderer = null;
    s.filter.reset();
    s.framing.reset();
    s.shown = null;
  }
}
