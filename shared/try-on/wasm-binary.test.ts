import { describe, expect, it } from 'vitest';
import { wasmBinaryFor } from './wasm-binary';

/** A browser whose WebAssembly accepts the SIMD probe or not, the threads probe or not. */
function env({ simd, threads, shared }: { simd: boolean; threads: boolean; shared: boolean }) {
  return {
    // 253 is the opcode prefix of SIMD instructions, 254 that of atomic ones: each probe has its own.
    WebAssembly: {
      validate: (bytes: BufferSource) =>
        (bytes as Uint8Array).includes(253) ? simd : (bytes as Uint8Array).includes(254) ? threads : true,
    },
    canShareMemory: () => shared,
  };
}

describe('the wasm build the tracker will load', () => {
  it('is the SIMD build where SIMD works and memory cannot be shared (a store page is not cross-origin isolated)', () => {
    expect(wasmBinaryFor(env({ simd: true, threads: true, shared: false }))).toBe('tfjs-backend-wasm-simd.wasm');
  });

  it('is the threaded build where memory can be shared and atomics validate too', () => {
    expect(wasmBinaryFor(env({ simd: true, threads: true, shared: true }))).toBe('tfjs-backend-wasm-threaded-simd.wasm');
    expect(wasmBinaryFor(env({ simd: true, threads: false, shared: true }))).toBe('tfjs-backend-wasm-simd.wasm');
  });

  it('is the plain build without SIMD, threads or not', () => {
    expect(wasmBinaryFor(env({ simd: false, threads: true, shared: true }))).toBe('tfjs-backend-wasm.wasm');
    expect(
      wasmBinaryFor({
        WebAssembly: {
          validate: () => {
            throw new Error('no');
          },
        },
        canShareMemory: () => true,
      }),
    ).toBe('tfjs-backend-wasm.wasm');
  });

  it("agrees with this runtime's own WebAssembly (Node has SIMD)", () => {
    expect(wasmBinaryFor({ WebAssembly, canShareMemory: () => false })).toBe('tfjs-backend-wasm-simd.wasm');
  });
});
