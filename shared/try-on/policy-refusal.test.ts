import { directiveTag, refusingDirective, VIOLATION_WAIT_MS, watchWasmViolations } from './policy-refusal';

const CHROMIUM =
  "WebAssembly.compile(): Compiling or instantiating WebAssembly module violates the following Content Security policy directive because 'unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"default-src 'self' https://cdn.example\".";
const SAFARI =
  "Refused to create a WebAssembly object because 'unsafe-eval' or 'wasm-unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"script-src 'self'\"";

/** A violation as the browser fires it (happy-dom has no SecurityPolicyViolationEvent). */
const violation = (blockedURI: string, effectiveDirective = 'script-src', violatedDirective = effectiveDirective) =>
  Object.assign(new Event('securitypolicyviolation'), { blockedURI, effectiveDirective, violatedDirective, sample: '' });

describe('the directive a refusal names', () => {
  it('reads the browsers’ quoted directive (its name only), and WebAssembly’s effective directive is script-src', () => {
    expect(refusingDirective(new WebAssembly.CompileError(CHROMIUM))).toEqual({
      effectiveDirective: 'script-src',
      violatedDirective: 'default-src',
    });
    expect(refusingDirective(new EvalError(SAFARI))).toEqual({ effectiveDirective: 'script-src', violatedDirective: 'script-src' });
  });

  it('reads our tag first, through causes, as it crosses the worker boundary in a message', () => {
    const tag = directiveTag({ effectiveDirective: 'script-src', violatedDirective: 'default-src' });
    expect(tag).toBe('[csp effective=script-src violated=default-src]');
    const crossed = Object.assign(new Error(`WebAssembly refused ${tag}: CompileError: …`), { name: 'WasmBlockedError' });
    expect(refusingDirective(new Error('WasmNotSupported', { cause: crossed }))).toEqual({
      effectiveDirective: 'script-src',
      violatedDirective: 'default-src',
    });
  });

  it('is null where nothing names one', () => {
    expect(
      refusingDirective(new WebAssembly.CompileError('WebAssembly.compile(): call to WebAssembly.compile() blocked by CSP')),
    ).toBeNull();
    expect(refusingDirective(new Error('Refused to connect', { cause: new Error('timeout') }))).toBeNull();
    expect(refusingDirective(undefined)).toBeNull();
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
