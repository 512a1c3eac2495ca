import type { FaceMeshConfig, Options, Results } from '@mediapipe/face_mesh';
import type { TrackResult } from '../worker/face-tracker';

/**
 * The fallback tracker (DESIGN §5): @mediapipe/face_mesh@0.4.1633559619, pinned
 * because newer builds abort on the first frame. It ships its own wasm and model,
 * served from the CDN beside the model sets, and runs on the main thread (it
 * cannot run in a worker), so it is used only when Human fails to start.
 */
interface FaceMeshLike {
  setOptions(options: Options): void;
  onResults(listener: (results: Results) => void): void;
  initialize(): Promise<void>;
  send(inputs: { image: HTMLVideoElement | HTMLCanvasElement | HTMLImageElement | ImageBitmap }): Promise<void>;
  close(): Promise<void>;
}

declare global {
  interface Window {
    FaceMesh?: new (config: FaceMeshConfig) => FaceMeshLike;
  }
}

export interface MainThreadTracker {
  track(source: HTMLVideoElement | ImageBitmap, width: number, height: number): Promise<TrackResult>;
  close(): void;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.crossOrigin = 'anonymous';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Failed to load ${src}`));
    document.head.append(script);
  });
}

export async function startMediapipeTracker(base: string): Promise<MainThreadTracker> {
  if (!window.FaceMesh) await loadScript(new URL('face_mesh.js', base).href);
  if (!window.FaceMesh) throw new Error('face_mesh.js did not define FaceMesh');
  const faceMesh = new window.FaceMesh({ locateFile: (file) => new URL(file, base).href });
  faceMesh.setOptions({ maxNumFaces: 1, refineLandmarks: true, minDetectionConfidence: 0.5, minTrackingConfidence: 0.5 });
  let deliver: ((r: Results) => void) | null = null;
  faceMesh.onResults((r) => deliver?.(r));
  await faceMesh.initialize();
  return {
    async track(source, width, height) {
      const started = performance.now();
      const results = new Promise<Results>((resolve) => (deliver = resolve));
      await faceMesh.send({ image: source });
      const landmarks = (await results).multiFaceLandmarks?.[0];
      let mesh: Float32Array | null = null;
      if (landmarks && landmarks.length >= 468) {
        mesh = new Float32Array(landmarks.length * 3);
        landmarks.forEach((p, i) => mesh!.set([p.x * width, p.y * height, (p.z ?? 0) * width], i * 3));
      }
      return { mesh, width, height, ms: performance.now() - started };
    },
    close() {
      void faceMesh.close();
    },
  };
}
