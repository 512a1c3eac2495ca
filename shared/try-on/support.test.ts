import { isWasmRefusal, lowMemoryDevice, wasmCompiles, WASM_BLOCKED } from './support';

describe('WebAssembly under a Content-Security-Policy', () => {
  it('the label’s question: may this page compile WebAssembly', async () => {
    expect(await wasmCompiles({ WebAssembly })).toBe(true);
    const refusing = { compile: () => Promise.reject(new WebAssembly.CompileError('blocked by CSP')) } as unknown as typeof WebAssembly;
    expect(await wasmCompiles({ WebAssembly: refusing })).toBe(false);
    expect(await wasmCompiles({})).toBe(false);
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

describe('low-memory devices', () => {
  it('are those whose browser reports 2 GB or less; an unreported size is not low', () => {
    expect(lowMemoryDevice({ deviceMemory: 2 })).toBe(true);
    expect(lowMemoryDevice({ deviceMemory: 0.5 })).toBe(true);
    expect(lowMemoryDevice({ deviceMemory: 4 })).toBe(false);
    expect(lowMemoryDevice({})).toBe(false);
    expect(lowMemoryDevice(undefined)).toBe(false);
  });
});
