import type { WasmBinary } from './model-sets';

/** tfjs's own probes (tfjs-backend-wasm 4.22): a module using a SIMD instruction, and one using an atomic one. */
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 10, 9, 1, 7, 0, 65, 0, 253, 15, 26, 11]);
const THREADS_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 5, 4, 1, 3, 1, 1, 10, 11, 1, 9, 0, 65, 0, 254, 16, 2, 0, 26, 11,
]);

export interface WasmEnv {
  WebAssembly?: Pick<typeof WebAssembly, 'validate'>;
  /** Whether a SharedArrayBuffer can be posted (a cross-origin isolated page): tfjs's test for threads. */
  canShareMemory: () => boolean;
}

/**
 * The wasm build tfjs will ask for in this browser, asked the way tfjs asks, so the download before the tracker
 * starts (and the prefetch on intent) fetches the one file the tracker then reads from the HTTP cache.
 */
export function wasmBinaryFor(env: WasmEnv = browserEnv()): WasmBinary {
  const valid = (probe: Uint8Array<ArrayBuffer>) => {
    try {
      return env.WebAssembly?.validate(probe) === true;
    } catch {
      return false;
    }
  };
  if (!valid(SIMD_PROBE)) return 'tfjs-backend-wasm.wasm';
  return env.canShareMemory() && valid(THREADS_PROBE) ? 'tfjs-backend-wasm-threaded-simd.wasm' : 'tfjs-backend-wasm-simd.wasm';
}

function browserEnv(): WasmEnv {
  return {
    WebAssembly: typeof WebAssembly === 'undefined' ? undefined : WebAssembly,
    canShareMemory: () => {
      try {
        new MessageChannel().port1.postMessage(new SharedArrayBuffer(1));
        return true;
      } catch {
        return false;
      }
    },
  };
}
