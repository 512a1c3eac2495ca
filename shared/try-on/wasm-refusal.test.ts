import { isWasmRefusal, WASM_BLOCKED } from './support';
import { VIOLATION_WAIT_MS, wasmCompileRefusal, watchWasmViolations } from './wasm-refusal';

/** A violation as the browser fires it (happy-dom has no SecurityPolicyViolationEvent). */
const violation = (blockedURI: string, effectiveDirective = 'script-src', violatedDirective = effectiveDirective) =>
  Object.assign(new Event('securitypolicyviolation'), { blockedURI, effectiveDirective, violatedDirective, sample: '' });

describe('WebAssembly refused by a Content-Security-Policy', () => {
  it('compiles where WebAssembly is allowed', async () => {
    expect(await wasmCompileRefusal({ WebAssembly })).toBeNull();
  });

  it("turns a policy's refusal into a WasmBlockedError that keeps the browser's words", async () => {
    const refusing = {
      ...WebAssembly,
      compile: () =>
        Promise.reject(
          new WebAssembly.CompileError(
            "WebAssembly.compile(): Refused to compile or instantiate WebAssembly module because 'wasm-unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"script-src 'self'\"",
          ),
        ),
    } as typeof WebAssembly;
    const refused = await wasmCompileRefusal({ WebAssembly: refusing });
    expect(refused?.name).toBe(WASM_BLOCKED);
    expect(refused?.message).toMatch(
      /^WebAssembly refused \[csp effective=script-src violated=script-src\]: CompileError: .*'wasm-unsafe-eval'/,
    );
    expect(isWasmRefusal(refused)).toBe(true);
    expect(await wasmCompileRefusal({})).not.toBeNull();
  });

  it('names the directive from the violation event where the browser’s words do not', async () => {
    const events = new EventTarget();
    const refusing = {
      compile: () => {
        // The event follows the refusal, a task later.
        setTimeout(() =>
          events.dispatchEvent(
            Object.assign(new Event('securitypolicyviolation'), {
              blockedURI: 'wasm-eval',
              effectiveDirective: 'script-src',
              violatedDirective: 'script-src',
            }),
          ),
        );
        return Promise.reject(new WebAssembly.CompileError('call to WebAssembly.compile() blocked by CSP'));
      },
    } as unknown as typeof WebAssembly;
    const refused = await wasmCompileRefusal({ WebAssembly: refusing, events });
    expect(refused?.message).toBe(
      'WebAssembly refused [csp effective=script-src violated=script-src]: CompileError: call to WebAssembly.compile() blocked by CSP',
    );
  });
});

describe('the violation events', () => {
  it('keeps the first WebAssembly violation’s directives, ignores others, and stops listening', async () => {
    const target = new EventTarget();
    const watch = watchWasmViolations(target);
    target.dispatchEvent(violation('https://cdn.example/pic.png', 'img-src'));
    expect(watch.seen).toBeNull();
    target.dispatchEvent(violation('wasm-eval', 'script-src', 'script-src'));
    target.dispatchEvent(violation('wasm-eval', 'default-src'));
    expect(watch.seen).toEqual({ effectiveDirective: 'script-src', violatedDirective: 'script-src' });
    expect(await watch.next()).toEqual(watch.seen);
    watch.stop();
    const later = watchWasmViolations(target);
    later.stop();
    target.dispatchEvent(violation('wasm-eval'));
    expect(later.seen).toBeNull();
  });

  it('next() waits for the event that follows a refusal, and gives up after a short wait', async () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget();
      const watch = watchWasmViolations(target);
      const next = watch.next();
      setTimeout(() => target.dispatchEvent(violation('wasm-eval')), 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await next).toEqual({ effectiveDirective: 'script-src', violatedDirective: 'script-src' });
      const none = watchWasmViolations(new EventTarget()).next();
      await vi.advanceTimersByTimeAsync(VIOLATION_WAIT_MS);
      expect(await none).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
