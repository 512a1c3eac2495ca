import { AbortReason } from './plugin-states';
import { directiveTag, refusingDirective, watchWasmViolations } from './policy-refusal';

/** The smallest valid wasm module: magic and version. */
const WASM_HEADER = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

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
 * A Content-Security-Policy without 'wasm-unsafe-eval' passes validate() above
 * but refuses to compile, and tfjs would then fall back to a backend too slow to
 * track (about one frame in 2.5 s). Compiling the smallest module finds out
 * before anything loads: the error when it is refused, else null. The error
 * names the refusing directive (policy-refusal.ts) for the report.
 */
export async function wasmCompileRefusal(
  env: { WebAssembly?: typeof WebAssembly; events?: EventTarget } = {
    WebAssembly: typeof WebAssembly === 'undefined' ? undefined : WebAssembly,
    events: typeof self === 'undefined' ? undefined : self,
  },
): Promise<Error | null> {
  if (!env.WebAssembly) return new Error('No WebAssembly');
  const violations = watchWasmViolations(env.events);
  try {
    await env.WebAssembly.compile(WASM_HEADER);
    return null;
  } catch (error) {
    // Chromium and Firefox throw a CompileError, Safari an EvalError; Chromium's and Safari's quote the directive.
    const e = error instanceof Error ? error : new Error(String(error));
    const directive = refusingDirective(e) ?? (await violations.next());
    const tag = directive ? ` ${directiveTag(directive)}` : '';
    return Object.assign(new Error(`WebAssembly refused${tag}: ${e.name}: ${e.message}`, { cause: e }), { name: WASM_BLOCKED });
  } finally {
    violations.stop();
  }
}

/** True for the refusal above, on either side of the worker, and for the browsers' own CSP errors. */
export function isWasmRefusal(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown } | null;
  if (e?.name === WASM_BLOCKED) return true;
  return (
    /wasm-unsafe-eval|wasm-eval|Content Security Policy/i.test(String(e?.message ?? error)) &&
    /WebAssembly/i.test(String(e?.message ?? error))
  );
}

/** Issue 23: the browser says the device has 2 GB of memory or less (navigator.deviceMemory, Chromium only). */
export function lowMemoryDevice(nav: object | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  const memory = (nav as { deviceMemory?: unknown } | undefined)?.deviceMemory;
  return typeof memory === 'number' && memory <= 2;
}
