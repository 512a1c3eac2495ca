// @ts-expect-error: the build script is plain JavaScript
import { staticClosures } from './static-closures.mjs';
import { preloadClosure } from './preload-closure';

describe("a widget chunk's closure", () => {
  it('is every file it imports statically, at any depth, but not what it imports on demand', () => {
    const meta = {
      outputs: {
        // esbuild's metafile names each import of another output by its path in the output folder.
        'dist/watch.chunk-W.js': {
          imports: [
            { path: 'dist/chunk-A.js', kind: 'import-statement' },
            { path: 'dist/hls-P.js', kind: 'dynamic-import' },
          ],
        },
        'dist/chunk-A.js': { imports: [{ path: 'dist/chunk-B.js', kind: 'import-statement' }] },
        'dist/chunk-B.js': { imports: [{ path: 'dist/chunk-A.js', kind: 'import-statement' }] },
        'dist/hls-P.js': { imports: [{ path: 'dist/chunk-H.js', kind: 'import-statement' }] },
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
