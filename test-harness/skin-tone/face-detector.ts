import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Human (the same face models the try-on uses) running in Node on the wasm
 * backend (DESIGN §5): `human.node-wasm.js`, never `human.node.js`, which
 * needs tfjs-node and a downloaded binary. Models load from disk through a
 * tf.io load router, so the service needs no network.
 */
const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const humanDir = path.join(repoRoot, 'node_modules', '@vladmandic', 'human');
const wasmDir = path.join(repoRoot, 'node_modules', '@tensorflow', 'tfjs-backend-wasm', 'dist');

export interface DetectedFace {
  /** 478 × (x, y, z) in image pixels. */
  mesh: Array<[number, number, number]>;
  box: [number, number, number, number];
  score: number;
}

interface HumanLike {
  load(): Promise<void>;
  detect(
    input: unknown,
  ): Promise<{ face: Array<{ mesh: Array<[number, number, number]>; box: [number, number, number, number]; score: number }> }>;
  tf: { tensor3d(data: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void } };
}

let ready: Promise<HumanLike> | null = null;

function fileLoadRouter(url: unknown) {
  if (typeof url !== 'string' || !url.startsWith('file://')) return null;
  const file = fileURLToPath(url);
  return {
    async load() {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      const groups = json.weightsManifest as Array<{ paths: string[]; weights: unknown[] }>;
      const data = Buffer.concat(groups.flatMap((g) => g.paths.map((p) => readFileSync(path.join(path.dirname(file), p)))));
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        userDefinedMetadata: json.userDefinedMetadata,
        weightSpecs: groups.flatMap((g) => g.weights),
        weightData: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength),
      };
    },
  };
}

function load(): Promise<HumanLike> {
  return (ready ??= (async () => {
    const tf = require('@tensorflow/tfjs-core');
    tf.io.registerLoadRouter(fileLoadRouter);
    const { Human } = require(path.join(humanDir, 'dist', 'human.node-wasm.js'));
    const human: HumanLike = new Human({
      backend: 'wasm',
      wasmPath: `${wasmDir}/`,
      modelBasePath: `file://${path.join(humanDir, 'models')}/`,
      debug: false,
      cacheSensitivity: 0,
      face: {
        enabled: true,
        detector: { rotation: true, maxDetected: 5, minConfidence: 0.3, return: false },
        mesh: { enabled: true },
        iris: { enabled: true },
        emotion: { enabled: false },
        description: { enabled: false },
        antispoof: { enabled: false },
        liveness: { enabled: false },
      },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      gesture: { enabled: false },
      segmentation: { enabled: false },
    });
    await human.load();
    return human;
  })().catch((error) => {
    ready = null;
    throw error;
  }));
}

/** Faces in an RGB image (3 bytes per pixel), largest first. */
export async function detectFaces(rgb: Uint8Array, width: number, height: number): Promise<DetectedFace[]> {
  const human = await load();
  const tensor = human.tf.tensor3d(rgb, [height, width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    return result.face
      .filter((f) => f.mesh?.length >= 468)
      .map((f) => ({ mesh: f.mesh, box: f.box, score: f.score }))
      .sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  } finally {
    tensor.dispose();
  }
}

/** Loads the models ahead of the first request. */
export function warmUpFaceDetector(): Promise<void> {
  return load().then(() => undefined);
}
