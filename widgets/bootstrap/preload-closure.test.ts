// @ts-expect-error: the build script is plain JavaScript
import { staticClosures } from './static-closures.mjs';
import { evaluateInOrder, preloadClosure } from './preload-closure';

// The preload links these tests add stay in the document otherwise.
afterEach(() => document.head.replaceChildren());

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
    // A cycle (A and B import each other) is listed once, in either order.
    expect(new Set(staticClosures(meta, 'dist', [{ name: 'watch', file: 'watch.chunk-W.js' }]).watch)).toEqual(
      new Set(['chunk-A.js', 'chunk-B.js']),
    );
  });

  it('lists every file after the files it imports, so each can be evaluated alone', () => {
    const meta = {
      outputs: {
        'dist/try-on.chunk-T.js': {
          imports: [
            { path: 'dist/chunk-UI.js', kind: 'import-statement' },
            { path: 'dist/chunk-REACT.js', kind: 'import-statement' },
          ],
        },
        'dist/chunk-UI.js': {
          imports: [
            { path: 'dist/chunk-REACT.js', kind: 'import-statement' },
            { path: 'dist/chunk-STORE.js', kind: 'import-statement' },
          ],
        },
        'dist/chunk-STORE.js': { imports: [{ path: 'dist/chunk-HELPERS.js', kind: 'import-statement' }] },
        'dist/chunk-REACT.js': { imports: [{ path: 'dist/chunk-HELPERS.js', kind: 'import-statement' }] },
        'dist/chunk-HELPERS.js': { imports: [] },
        'dist/cart-client-C.js': { imports: [{ path: 'dist/chunk-HTTP.js', kind: 'import-statement' }] },
        'dist/chunk-HTTP.js': { imports: [{ path: 'dist/chunk-HELPERS.js', kind: 'import-statement' }] },
      },
    };
    const [order] = Object.values(
      staticClosures(meta, 'dist', [{ name: 'try-on', file: 'try-on.chunk-T.js', also: ['cart-client-C.js'] }]),
    ) as string[][];
    expect(new Set(order)).toEqual(
      new Set(['chunk-UI.js', 'chunk-REACT.js', 'chunk-STORE.js', 'chunk-HELPERS.js', 'cart-client-C.js', 'chunk-HTTP.js']),
    );
    for (const [file, out] of Object.entries(meta.outputs)) {
      const at = order!.indexOf(file.replace('dist/', ''));
      if (at < 0) continue;
      for (const imp of out.imports) expect(order!.indexOf(imp.path.replace('dist/', ''))).toBeLessThan(at);
    }
  });

  it('is asked for once, with modulepreload links beside the loader', () => {
    document.head.innerHTML = '';
    const base = 'https://cdn.example/assets/runtime-X.js';
    // A clock that stands still: the links come in one task however busy the machine (the budget is tested below).
    const now = () => 0;
    preloadClosure(document, ['chunk-A.js', 'chunk-B.js'], base, { now });
    preloadClosure(document, ['chunk-B.js', 'chunk-C.js'], base, { now });
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.href])).toEqual([
      ['modulepreload', 'https://cdn.example/assets/chunk-A.js'],
      ['modulepreload', 'https://cdn.example/assets/chunk-B.js'],
      ['modulepreload', 'https://cdn.example/assets/chunk-C.js'],
    ]);
  });
});

describe("a widget's files asked for", () => {
  it('a few per task: adding the links of a whole closure at once was one long task', async () => {
    document.head.innerHTML = '';
    let clock = 0;
    const yields: Array<() => void> = [];
    const files = ['r-1.js', 'r-2.js', 'r-3.js', 'r-4.js', 'r-5.js'];
    // Each link costs 1 ms on this clock; the budget is 2 ms.
    preloadClosure(document, files, 'https://cdn.example/assets/runtime-X.js', {
      budgetMs: 2,
      now: () => clock++,
      yieldTask: () => new Promise<void>((r) => yields.push(r)),
    });
    const hrefs = () => [...document.head.querySelectorAll('link')].map((l) => l.href.replace('https://cdn.example/assets/', ''));
    expect(hrefs()).toEqual(['r-1.js', 'r-2.js']);
    while (yields.length) {
      yields.shift()!();
      await Promise.resolve();
    }
    expect(hrefs()).toEqual(files);
  });
});

describe("a widget's files evaluated", () => {
  it('one import at a time, each after a yield to the browser, in the order given', async () => {
    const log: string[] = [];
    const base = 'https://cdn.example/assets/runtime-X.js';
    let release: () => void = () => {};
    const importer = (href: string) => {
      log.push(`import ${href.replace('https://cdn.example/assets/', '')}`);
      // The first file's evaluation is slow: nothing after it may start meanwhile.
      return href.endsWith('slow-A.js') ? new Promise<void>((r) => (release = r)) : Promise.resolve();
    };
    const yieldTask = () => {
      log.push('yield');
      return Promise.resolve();
    };
    const done = evaluateInOrder(['slow-A.js', 'b-B.js', 'w.chunk-W.js'], base, importer, yieldTask);
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['yield', 'import slow-A.js']);
    release();
    await done;
    expect(log).toEqual(['yield', 'import slow-A.js', 'yield', 'import b-B.js', 'yield', 'import w.chunk-W.js']);
  });

  it('once per file for the page: a second widget sharing files imports only its own', async () => {
    const imported: string[] = [];
    const importer = (href: string) => (imported.push(href.replace('https://cdn.example/assets/', '')), Promise.resolve());
    const base = 'https://cdn.example/assets/runtime-X.js';
    await evaluateInOrder(['react-R.js', 'label.chunk-L.js'], base, importer, () => Promise.resolve());
    await evaluateInOrder(['react-R.js', 'try-on.chunk-T.js'], base, importer, () => Promise.resolve());
    expect(imported).toEqual(['react-R.js', 'label.chunk-L.js', 'try-on.chunk-T.js']);
  });

  it('again after a failed download: the next widget that needs the file tries it', async () => {
    let fail = true;
    const importer = () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve());
    const base = 'https://cdn.example/assets/runtime-X.js';
    await expect(evaluateInOrder(['flaky-F.js'], base, importer, () => Promise.resolve())).rejects.toThrow('offline');
    fail = false;
    await expect(evaluateInOrder(['flaky-F.js'], base, importer, () => Promise.resolve())).resolves.toBeUndefined();
  });
});
