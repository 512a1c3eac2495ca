import { directiveTag, refusingDirective, type PolicyDirective } from './policy-directive';
import { WASM_BLOCKED, WASM_HEADER } from './support';

/**
 * A page's Content-Security-Policy refusing WebAssembly, as the try-on session and its tracker find it: the refusal
 * as an error that names the refusing directive (policy-directive.ts), from the browser's words or its
 * `securitypolicyviolation` event. Only the session's engine and the worker load it; the label asks support.ts.
 */

/** How long a refusal waits for its violation event when the browser's words name no directive. */
export const VIOLATION_WAIT_MS = 100;

/**
 * The `securitypolicyviolation` events for WebAssembly (blocked 'wasm-eval') on a page or in a worker (each global
 * gets its own). The event comes a task after the refusal itself, so `next()` waits for it, briefly.
 */
export function watchWasmViolations(target: EventTarget | undefined = typeof self === 'undefined' ? undefined : self) {
  let waiting: ((d: PolicyDirective) => void) | null = null;
  const state = {
    seen: null as PolicyDirective | null,
    /** The first violation: the one seen, the next one, or null if none comes within VIOLATION_WAIT_MS. */
    next(): Promise<PolicyDirective | null> {
      if (state.seen || !target) return Promise.resolve(state.seen);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(state.seen), VIOLATION_WAIT_MS);
        waiting = (d) => {
          clearTimeout(timer);
          resolve(d);
        };
      });
    },
    stop: () => target?.removeEventListener('securitypolicyviolation', listener),
  };
  const listener = (event: Event) => {
    const e = event as SecurityPolicyViolationEvent;
    if (state.seen || !(/wasm/i.test(e.blockedURI ?? '') || /wasm/i.test(e.sample ?? ''))) return;
    state.seen = { effectiveDirective: e.effectiveDirective, violatedDirective: e.violatedDirective || e.effectiveDirective };
    waiting?.(state.seen);
  };
  target?.addEventListener('securitypolicyviolation', listener);
  return state;
}
export type WasmViolations = ReturnType<typeof watchWasmViolations>;

/**
 * A Content-Security-Policy without 'wasm-unsafe-eval' passes WebAssembly.validate() but refuses to compile, and tfjs
 * would then fall back to a backend too slow to track (about one frame in 2.5 s). Compiling the smallest module finds
 * out before anything loads: the error when it is refused, naming the directive, else null.
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
