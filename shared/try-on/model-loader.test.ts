import { describe, expect, it, vi } from 'vitest';
import type { CdnClient } from '../api/cdn/cdn-client';
import { createModelLoader, type LoadProgress } from './model-loader';

const wasmFile = (path: string) => ({ path, bytes: 50 });
const MANIFEST = {
  name: 'VTO-5-1',
  aspect: '4/7',
  tracker: 'human',
  models: { blazeface: 'b.json', facemesh: 'b.json' },
  files: [
    { path: 'a.bin', bytes: 300 },
    { path: 'b.json', bytes: 100 },
  ],
  wasmFiles: {
    'tfjs-backend-wasm.wasm': wasmFile('plain.wasm'),
    'tfjs-backend-wasm-simd.wasm': wasmFile('simd.wasm'),
    'tfjs-backend-wasm-threaded-simd.wasm': wasmFile('threads.wasm'),
  },
  wasm: '../wasm/',
};
/** A loader that may prefetch, in a browser running tfjs's SIMD build. */
const options = { mayPrefetch: () => true, wasmBinary: () => 'tfjs-backend-wasm-simd.wasm' as const };

function fakeCdn(fail = new Set<string>()) {
  const calls: string[] = [];
  const cdn: CdnClient = {
    json: vi.fn(async (url: string) => {
      calls.push(url);
      return MANIFEST;
    }),
    download: vi.fn(async (url: string, onBytes?: (n: number) => void) => {
      calls.push(url);
      if (fail.has(url)) throw new Error('offline');
      const size = url.endsWith('a.bin') ? 300 : url.endsWith('.wasm') ? 50 : 100;
      onBytes?.(size / 2);
      onBytes?.(size / 2);
      return size;
    }),
  };
  return { cdn, calls };
}

describe('model loader', () => {
  it('refuses a manifest for another aspect than 4/7 (spec 1 §9)', async () => {
    const { cdn } = fakeCdn();
    vi.mocked(cdn.json).mockResolvedValueOnce({ ...MANIFEST, aspect: '3/4' });
    const loader = createModelLoader(cdn, 'https://cdn.test/', options);
    await expect(loader.manifest('VTO-5-1')).rejects.toThrow(/aspect 3\/4, not 4\/7/);
    // The 4/7 manifest is accepted.
    await expect(loader.manifest('VTO-5-1')).resolves.toMatchObject({ manifest: { aspect: '4/7' } });
  });

  it('fetches a set once, whoever asks first (intent, then the session)', async () => {
    const { cdn, calls } = fakeCdn();
    const loader = createModelLoader(cdn, 'https://cdn.test/', options);
    loader.prefetch('VTO-5-1');
    loader.prefetch('VTO-5-1');
    const load = await loader.files('VTO-5-1');
    expect(load.url).toBe('https://cdn.test/models/VTO-5-1/manifest.json');
    expect(calls).toEqual([
      'https://cdn.test/models/VTO-5-1/manifest.json',
      'https://cdn.test/models/VTO-5-1/a.bin',
      'https://cdn.test/models/VTO-5-1/b.json',
      'https://cdn.test/models/VTO-5-1/simd.wasm',
    ]);
  });

  it("reports bytes received over the manifest's total, ending at the total", async () => {
    const { cdn } = fakeCdn();
    const loader = createModelLoader(cdn, 'https://cdn.test/', options);
    const seen: LoadProgress[] = [];
    await loader.files('VTO-5-1', (p) => seen.push(p));
    // The total counts the wasm build this browser runs, not the other two.
    expect(seen[0]).toEqual({ received: 0, total: 450 });
    expect(seen.at(-1)).toEqual({ received: 450, total: 450 });
    expect(seen.every((p, i) => i === 0 || p.received >= seen[i - 1]!.received)).toBe(true);
  });

  it('forgets a failed fetch, so the next intent or session tries again', async () => {
    const fail = new Set(['https://cdn.test/models/VTO-5-1/a.bin']);
    const { cdn, calls } = fakeCdn(fail);
    const loader = createModelLoader(cdn, 'https://cdn.test/', options);
    await expect(loader.files('VTO-5-1')).rejects.toThrow('offline');
    fail.clear();
    await expect(loader.files('VTO-5-1')).resolves.toBeTruthy();
    expect(calls.filter((c) => c.endsWith('a.bin'))).toHaveLength(2);
  });

  it('after refresh (the tracker could not load the set), fetches every file once more past the cache, then trusts it again', async () => {
    const { cdn } = fakeCdn();
    const loader = createModelLoader(cdn, 'https://cdn.test/', options);
    await loader.files('VTO-5-1');
    loader.refresh('VTO-5-1');
    await loader.files('VTO-5-1');
    await loader.files('VTO-5-1');
    const downloads = vi
      .mocked(cdn.download)
      .mock.calls.map(([url, , options]) => `${url.split('/').pop()} ${options?.reload ? 'reload' : 'cache'}`);
    expect(downloads).toEqual(['a.bin cache', 'b.json cache', 'simd.wasm cache', 'a.bin reload', 'b.json reload', 'simd.wasm reload']);
  });
});

describe('model loader, a file cut short', () => {
  it('fetches it once more past the cache, and fails the download if it is short again', async () => {
    const reloads: boolean[] = [];
    let short = 2;
    const cdn: CdnClient = {
      json: async () => MANIFEST,
      download: async (url, onBytes, options) => {
        if (url.endsWith('a.bin')) reloads.push(!!options?.reload);
        const size = url.endsWith('a.bin') && short-- > 0 ? 120 : url.endsWith('a.bin') ? 300 : url.endsWith('.wasm') ? 50 : 100;
        onBytes?.(size);
        return size;
      },
    };
    const loader = createModelLoader(cdn, 'https://cdn.test/', options);
    const seen: LoadProgress[] = [];
    await expect(loader.files('VTO-5-1', (p) => seen.push(p))).rejects.toThrow('120 bytes of 300');
    expect(reloads).toEqual([false, true]);
    // Next time (the server mended), the reload gets the whole file and progress ends at the total.
    short = 1;
    reloads.length = 0;
    const again: LoadProgress[] = [];
    await loader.files('VTO-5-1', (p) => again.push(p));
    expect(reloads).toEqual([false, true]);
    expect(again.at(-1)).toEqual({ received: 450, total: 450 });
  });
});

describe('model loader, intent and Save-Data', () => {
  it('prefetches nothing where the browser asks to save data, but the session still downloads the set', async () => {
    const { cdn, calls } = fakeCdn();
    let saveData = true;
    const loader = createModelLoader(cdn, 'https://cdn.test/', { ...options, mayPrefetch: () => !saveData });
    loader.prefetch('VTO-5-1');
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([]);
    await loader.files('VTO-5-1');
    expect(calls).toHaveLength(4);
    // Asked at each intent: a shopper who turns Save-Data off gets the prefetch from then on.
    saveData = false;
    loader.prefetch('FUTest-Brows-6');
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.at(-1)).toMatch(/FUTest-Brows-6/);
  });

  it('downloads the wasm build tfjs picks in this browser', async () => {
    for (const [binary, file] of [
      ['tfjs-backend-wasm.wasm', 'plain.wasm'],
      ['tfjs-backend-wasm-threaded-simd.wasm', 'threads.wasm'],
    ] as const) {
      const { cdn, calls } = fakeCdn();
      await createModelLoader(cdn, 'https://cdn.test/', { ...options, wasmBinary: () => binary }).files('VTO-5-1');
      expect(calls.filter((c) => c.endsWith('.wasm'))).toEqual([`https://cdn.test/models/VTO-5-1/${file}`]);
    }
  });

  it("refuses a manifest without its models' or wasm builds' names (the download message)", async () => {
    const { cdn } = fakeCdn();
    vi.mocked(cdn.json).mockResolvedValueOnce({ ...MANIFEST, wasmFiles: undefined });
    const loader = createModelLoader(cdn, 'https://cdn.test/', options);
    await expect(loader.manifest('VTO-5-1')).rejects.toThrow(/Not a model manifest/);
  });

  it('the session joining a prefetch half done sees the bytes so far, then the rest, up to the total', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const cdn: CdnClient = {
      json: async () => MANIFEST,
      download: async (url, onBytes) => {
        const size = url.endsWith('a.bin') ? 300 : url.endsWith('.wasm') ? 50 : 100;
        // The weights arrive half now (say from the cache, kept by an earlier page), half later from the network.
        if (url.endsWith('a.bin')) {
          onBytes?.(150);
          await gate;
          onBytes?.(150);
        } else onBytes?.(size);
        return size;
      },
    };
    const loader = createModelLoader(cdn, 'https://cdn.test/', options);
    loader.prefetch('VTO-5-1');
    await new Promise((r) => setTimeout(r, 0));
    const seen: LoadProgress[] = [];
    const done = loader.files('VTO-5-1', (p) => seen.push(p));
    expect(seen).toEqual([{ received: 300, total: 450 }]);
    release();
    await done;
    expect(seen.at(-1)).toEqual({ received: 450, total: 450 });
  });
});
