import { describe, expect, it, vi } from 'vitest';
import type { CdnClient } from '../api/cdn/cdn-client';
import { createModelLoader, type LoadProgress } from './model-loader';

const MANIFEST = {
  name: 'VTO-5-1',
  aspect: '4/7',
  tracker: 'human',
  files: [
    { path: 'a.bin', bytes: 300 },
    { path: 'b.json', bytes: 100 },
  ],
  wasm: '../wasm/',
};

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
      const size = url.endsWith('a.bin') ? 300 : 100;
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
    const loader = createModelLoader(cdn, 'https://cdn.test/');
    await expect(loader.manifest('VTO-5-1')).rejects.toThrow(/aspect 3\/4, not 4\/7/);
    // The 4/7 manifest is accepted.
    await expect(loader.manifest('VTO-5-1')).resolves.toMatchObject({ manifest: { aspect: '4/7' } });
  });

  it('fetches a set once, whoever asks first (intent, then the session)', async () => {
    const { cdn, calls } = fakeCdn();
    const loader = createModelLoader(cdn, 'https://cdn.test/');
    loader.prefetch('VTO-5-1');
    loader.prefetch('VTO-5-1');
    const load = await loader.files('VTO-5-1');
    expect(load.url).toBe('https://cdn.test/models/VTO-5-1/manifest.json');
    expect(calls).toEqual([
      'https://cdn.test/models/VTO-5-1/manifest.json',
      'https://cdn.test/models/VTO-5-1/a.bin',
      'https://cdn.test/models/VTO-5-1/b.json',
    ]);
  });

  it("reports bytes received over the manifest's total, ending at the total", async () => {
    const { cdn } = fakeCdn();
    const loader = createModelLoader(cdn, 'https://cdn.test/');
    const seen: LoadProgress[] = [];
    await loader.files('VTO-5-1', (p) => seen.push(p));
    expect(seen[0]).toEqual({ received: 0, total: 400 });
    expect(seen.at(-1)).toEqual({ received: 400, total: 400 });
    expect(seen.every((p, i) => i === 0 || p.received >= seen[i - 1]!.received)).toBe(true);
  });

  it('forgets a failed fetch, so the next intent or session tries again', async () => {
    const fail = new Set(['https://cdn.test/models/VTO-5-1/a.bin']);
    const { cdn, calls } = fakeCdn(fail);
    const loader = createModelLoader(cdn, 'https://cdn.test/');
    await expect(loader.files('VTO-5-1')).rejects.toThrow('offline');
    fail.clear();
    await expect(loader.files('VTO-5-1')).resolves.toBeTruthy();
    expect(calls.filter((c) => c.endsWith('a.bin'))).toHaveLength(2);
  });

  it('after refresh (the tracker could not load the set), fetches every file once more past the cache, then trusts it again', async () => {
    const { cdn } = fakeCdn();
    const loader = createModelLoader(cdn, 'https://cdn.test/');
    await loader.files('VTO-5-1');
    loader.refresh('VTO-5-1');
    await loader.files('VTO-5-1');
    await loader.files('VTO-5-1');
    const downloads = vi
      .mocked(cdn.download)
      .mock.calls.map(([url, , options]) => `${url.split('/').pop()} ${options?.reload ? 'reload' : 'cache'}`);
    expect(downloads).toEqual(['a.bin cache', 'b.json cache', 'a.bin reload', 'b.json reload']);
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
        const size = url.endsWith('a.bin') && short-- > 0 ? 120 : url.endsWith('a.bin') ? 300 : 100;
        onBytes?.(size);
        return size;
      },
    };
    const loader = createModelLoader(cdn, 'https://cdn.test/');
    const seen: LoadProgress[] = [];
    await expect(loader.files('VTO-5-1', (p) => seen.push(p))).rejects.toThrow('120 bytes of 300');
    expect(reloads).toEqual([false, true]);
    // Next time (the server mended), the reload gets the whole file and progress ends at the total.
    short = 1;
    reloads.length = 0;
    const again: LoadProgress[] = [];
    await loader.files('VTO-5-1', (p) => again.push(p));
    expect(reloads).toEqual([false, true]);
    expect(again.at(-1)).toEqual({ received: 400, total: 400 });
  });
});
