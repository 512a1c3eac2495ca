import { AbortReason } from './plugin-states';

/** The smallest valid wasm module: magic and version. */
export const WASM_HEADER = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

/** Checked before anything loads: WebGL 2 for the renderer, WebAssembly for the tracker. */
export function detectSupport(
  env: { createCanvas: () => HTMLCanvasElement | null; WebAssembly?: typeof WebAssembly } = browserEnv(),
): AbortReason {
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

/** The name a refused WebAssembly compile travels under, from the worker (comlink keeps an Error's name) to the engine. */
export const WASM_BLOCKED = 'WasmBlockedError';

/**
 * Whether this page may compile WebAssembly: a Content-Security-Policy without 'wasm-unsafe-eval' passes validate()
 * above but refuses to compile. The label asks before fetching a model set; the session asks wasm-refusal.ts, which
 * also says why.
 */
export async function wasmCompiles(
  env: { WebAssembly?: typeof WebAssembly } = { WebAssembly: typeof WebAssembly === 'undefined' ? undefined : WebAssembly },
): Promise<boolean> {
  if (!env.WebAssembly) return false;
  try {
    await env.WebAssembly.compile(WASM_HEADER);
    return true;
  } catch {
    return false;
  }
}

/** True for wasm-refusal.ts's refusal, on either side of the worker, and for the browsers' own CSP errors. */
export function isWasmRefusal(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown } | null;
  if (e?.name === WASM_BLOCKED) return true;
  return (
    /wasm-unsafe-eval|wasm-eval|Content Security Policy/i.test(String(e?.message ?? error)) &&
    /WebAssembly/i.test(String(e?.message ?? error))
  );
}

/**
 * The browser says the device has 2 GB of memory or less (navigator.deviceMemory, Chromium only): the tracker then takes
 * its lighter settings, so a small phone degrades rather than dies.
 */
export function lowMemoryDevice(nav: object | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  const memory = (nav as { deviceMemory?: unknown } | undefined)?.deviceMemory;
  return typeof memory === 'number' && memory <= 2;
}
