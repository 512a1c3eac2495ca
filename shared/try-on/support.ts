import { AbortReason } from './plugin-states';

/** The smallest valid wasm module: magic and version. */
const WASM_HEADER = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

/** Checked before anything loads: WebGL 2 for the renderer, WebAssembly for the tracker. */
export function detectSupport(env: { createCanvas: () => HTMLCanvasElement | null; WebAssembly?: typeof WebAssembly } = browserEnv()): AbortReason {
  let gl: unknown = null;
  try {
    gl = env.createCanvas()?.getContext('webgl2') ?? null;
  } catch {
    gl = null;
  }
  if (!gl) return AbortReason.WebGLNotSupported;
  try {
    if (!env.WebAssembly || !env.WebAssembly.validate(WASM_HEADER)) return AbortReason.WasmNotSupported;
  } catch {
    return AbortReason.WasmNotSupported;
  }
  return AbortReason.NotAborted;
}

function browserEnv() {
  return {
    createCanvas: () => (typeof document === 'undefined' ? null : document.createElement('canvas')),
    WebAssembly: typeof WebAssembly === 'undefined' ? undefined : WebAssembly,
  };
}
