import { isWasmRefusal, lowMemoryDevice, wasmCompileRefusal, WASM_BLOCKED } from './support';

describe('WebAssembly under a Content-Security-Policy', () => {
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

  it('knows the refusal by name after the worker boundary, and by the browsers’ own messages', () => {
    // comlink rebuilds a thrown Error from its message and name.
    expect(isWasmRefusal(Object.assign(new Error('x'), { name: WASM_BLOCKED }))).toBe(true);
    expect(
      isWasmRefusal(
        new EvalError(
          "Refused to create a WebAssembly object because 'unsafe-eval' or 'wasm-unsafe-eval' is not an allowed source of script in the following Content Security Policy directive",
        ),
      ),
    ).toBe(true);
    expect(isWasmRefusal(new Error('Model facemesh failed to load'))).toBe(false);
    expect(isWasmRefusal(new Error('Refused to connect because it violates the following Content Security Policy directive'))).toBe(false);
  });
});

describe('low-memory devices (issue 23)', () => {
  it('are those whose browser reports 2 GB or less; an unreported size is not low', () => {
    expect(lowMemoryDevice({ deviceMemory: 2 })).toBe(true);
    expect(lowMemoryDevice({ deviceMemory: 0.5 })).toBe(true);
    expect(lowMemoryDevice({ deviceMemory: 4 })).toBe(false);
    expect(lowMemoryDevice({})).toBe(false);
    expect(lowMemoryDevice(undefined)).toBe(false);
  });
});
