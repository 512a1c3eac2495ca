// @ts-expect-error: the build script is plain JavaScript
import { staticClosures } from './chunk-merge.mjs';
import { preloadClosure } from './preload-closure';

describe("a widget chunk's closure", () => {
  it('is every file it imports statically, at any depth, but not what it imports on demand', () => {
    const meta = {
      outputs: {
        // The merge pass leaves each import of another file as an external './file'.
        'dist/watch.chunk-W.js': {
          imports: [
            { path: './chunk-A.js', kind: 'import-statement', external: true },
            { path: './hls-P.js', kind: 'dynamic-import', external: true },
          ],
        },
        'dist/chunk-A.js': { imports: [{ path: './chunk-B.js', kind: 'import-statement', external: true }] },
        'dist/chunk-B.js': { imports: [{ path: './chunk-A.js', kind: 'import-statement', external: true }] },
        'dist/hls-P.js': { imports: [{ path: './chunk-H.js', kind: 'import-statement', external: true }] },
      },
    };
    expect(staticClosures(meta, 'dist', [{ name: 'watch', file: 'watch.chunk-W.js' }])).toEqual({ watch: ['chunk-A.js', 'chunk-B.js'] });
  });

  it('is asked for once, with modulepreload links beside the loader', () => {
    document.head.innerHTML = '';
    const base = 'https://cdn.example/assets/runtime-X.js';
    preloadClosure(document, ['chunk-A.js', 'chunk-B.js'], base);
    preloadClosure(document, ['chunk-B.js', 'chunk-C.js'], base);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.href])).toEqual([
      ['modulepreload', 'https://cdn.example/assets/chunk-A.js'],
      ['modulepreload', 'https://cdn.example/assets/chunk-B.js'],
      ['modulepreload', 'https://cdn.example/assets/chunk-C.js'],
    ]);
  });
});
