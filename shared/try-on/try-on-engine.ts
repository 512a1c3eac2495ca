import type { WorkerClient } from '../worker/worker-client';
import { openCamera } from './camera';
import { createLandmarkFilter } from './landmark-filter';
import type { VtoConfig } from '../catalog/product-types';
import { layersFor, type Layer, type LookSelection } from './looks';
import { manifestUrl, modelSetFor, type ModelManifest } from './model-sets';
import { AbortReason } from './plugin-states';
import { TryOnAbort } from './try-on-abort';
import { detectSupport } from './support';
import type { MainThreadTracker } from './mediapipe-tracker';
import { createRenderer, type Renderer } from './webgl-renderer';

/**
 * One try-on session: checks support, reads the model set's manifest, starts
 * the tracker in the worker alongside the camera, then renders at display
 * rate while the tracker runs as fast as it can, one frame in flight.
 */
export { TryOnAbort };

export type TryOnSource = { kind: 'camera' } | { kind: 'photo'; image: ImageBitmap };

export interface TryOnEngineDeps {
  worker: Pick<WorkerClient, 'startTracker' | 'track'>;
  cdnBase: string;
  fetchJson: (url: string) => Promise<unknown>;
}

export interface EngineCallbacks {
  onAsking(asking: boolean): void;
  onFace(found: boolean): void;
  /** The first made-up (or at least tracked) frame is on screen. */
  onFirstFrame(): void;
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
  /** MediaPipe on the main thread, when Human could not start. */
  private fallback: MainThreadTracker | null = null;
  /** Set when the camera delivers a new frame; the texture is re-uploaded only then. */
  private videoFrameFresh = true;
  private meshFresh = false;

  constructor(private readonly deps: TryOnEngineDeps) {}

  /** The product's handle and the chosen variant's config pick the model set. */
  async start(canvas: HTMLCanvasElement, source: TryOnSource, product: { handle: string; config: VtoConfig | null }, callbacks: EngineCallbacks): Promise<void> {
    const modelSet = modelSetFor(product, product.config);
    const support = detectSupport();
    if (support !== AbortReason.NotAborted) throw new TryOnAbort(support);
    this.renderer = createRenderer(canvas);
    if (!this.renderer) throw new TryOnAbort(AbortReason.WebGLNotSupported);

    const url = manifestUrl(this.deps.cdnBase, modelSet);
    let manifest: ModelManifest;
    try {
      manifest = (await this.deps.fetchJson(url)) as ModelManifest;
      if (!manifest || !Array.isArray(manifest.files)) throw new Error('Not a model manifest');
    } catch (error) {
      throw new TryOnAbort(AbortReason.ManifestDownloadFailed, error);
    }
    // The tracker and the camera start together: each takes about as long as the other.
    const tracker = this.deps.worker
      .startTracker({ modelBase: new URL('./', url).href, wasmBase: new URL(manifest.wasm, url).href })
      .then(() => undefined)
      .catch(async (error) => {
        if (isOutOfMemory(error)) throw new TryOnAbort(AbortReason.OutOfExecutableMemory, error);
        // Human failed to start: fall back to MediaPipe's face mesh, if the set ships it.
        if (manifest.fallback) {
          try {
            const { startMediapipeTracker } = await import('./mediapipe-tracker');
            this.fallback = await startMediapipeTracker(new URL(manifest.fallback, url).href);
            return;
          } catch (fallbackError) {
            throw new TryOnAbort(AbortReason.GeneralAbort, new AggregateError([error, fallbackError], 'Both trackers failed'));
          }
        }
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
      const result = this.fallback
        ? await this.fallback.track(this.photo, this.photo.width, this.photo.height)
        : await this.deps.worker.track(await createImageBitmap(this.photo));
      this.photoMesh = result.mesh;
      callbacks.onFace(!!result.mesh);
      this.draw(performance.now());
      callbacks.onFirstFrame();
      return;
    }
    void this.trackLoop(callbacks);
    const loop = (t: number) => {
      if (!this.running) return;
      // Draw when there is something new to show: a camera frame, or a tracker result to move the make-up to.
      // On software GL a redraw of an unchanged frame costs as much as a real one.
      if (this.videoFrameFresh || this.meshFresh || !this.video || !('requestVideoFrameCallback' in this.video)) {
        this.meshFresh = false;
        this.draw(t);
      }
      this.raf = requestAnimationFrame(loop);
    };
    this.raf = requestAnimationFrame(loop);
    this.firstFrameCallback = callbacks.onFirstFrame;
  }

  private firstFrameCallback: (() => void) | null = null;

  private watchVideoFrames(video: HTMLVideoElement) {
    if (!('requestVideoFrameCallback' in video)) return;
    const onFrame = () => {
      this.videoFrameFresh = true;
      if (this.running || this.video === video) video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  }

  private async trackLoop(callbacks: EngineCallbacks) {
    const video = this.video!;
    while (this.running) {
      if (video.readyState < 2 || !video.videoWidth) {
        await new Promise((r) => setTimeout(r, 16));
        continue;
      }
      const scale = this.fallback ? 1 : Math.min(1, TRACK_WIDTH / video.videoWidth);
      let result;
      try {
        result = this.fallback
          ? await this.fallback.track(video, video.videoWidth, video.videoHeight)
          : await this.deps.worker.track(
              await createImageBitmap(video, { resizeWidth: Math.round(video.videoWidth * scale), resizeHeight: Math.round(video.videoHeight * scale) }),
            );
      } catch {
        if (!this.running) return;
        continue;
      }
      if (!this.running) return;
      if (result.mesh) {
        const mesh = result.mesh;
        if (scale !== 1) for (let i = 0; i < mesh.length; i++) mesh[i] = mesh[i]! / scale;
        this.filter.update(mesh, performance.now());
        this.meshFresh = true;
      }
      callbacks.onFace(!!result.mesh);
    }
  }

  private draw(now: number) {
    if (!this.renderer) return;
    const source = this.video ?? this.photo;
    if (!source) return;
    const width = this.video ? this.video.videoWidth : this.photo!.width;
    const height = this.video ? this.video.videoHeight : this.photo!.height;
    if (!width || !height) return;
    const mesh = this.video ? this.filter.predict(now) : this.photoMesh;
    // Software GL makes uploads dear: a 15–30 fps camera need not be re-uploaded at 60 fps.
    const upload = !this.video || this.videoFrameFresh || !('requestVideoFrameCallback' in this.video);
    this.videoFrameFresh = false;
    this.renderer.draw({ source, width, height, mesh, layers: this.layers, split: this.split, timeMs: now, upload });
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

  /** The made-up frame as a JPEG. */
  capture(canvas: HTMLCanvasElement): Promise<Blob | null> {
    // WebGL clears after compositing: draw and read in the same task.
    this.draw(performance.now());
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  }

  stop() {
    this.running = false;
    cancelAnimationFrame(this.raf);
    this.stream?.getTracks().forEach((t) => t.stop());
    this.stream = null;
    this.video = null;
    this.photo?.close();
    this.photo = null;
    this.renderer?.destroy();
    this.renderer = null;
    this.fallback?.close();
    this.fallback = null;
    this.filter.reset();
  }
}

function isOutOfMemory(error: unknown): boolean {
  return /out of memory|Out of executable memory|RangeError: WebAssembly\.(Memory|Instance)/i.test(String((error as Error)?.message ?? error));
}
