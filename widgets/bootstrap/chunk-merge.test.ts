// @vitest-environment node
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
// @ts-expect-error: the build script is plain JavaScript
import { chunkGraph, mergeChunks, pagesLoading, planMerges, staticClosures } from './chunk-merge.mjs';

interface Node {
  file: string;
  entry: boolean;
  entryPoint?: string;
  widget: boolean;
  exports: string[];
  imports: string[];
  dynamicImports: string[];
  size: number;
  usedBy: Set<string>;
}
interface Group {
  heads: string[];
  members: string[];
  pages: string[];
}

/** A graph as chunkGraph gives it, written by hand: file → [size, static imports, entry point?, exports]. */
function graphOf(files: Record<string, { size: number; imports?: string[]; entryPoint?: string; exports?: string[] }>) {
  const meta = {
    outputs: Object.fromEntries(
      Object.entries(files).map(([f, o]) => [
        f,
        {
          entryPoint: o.entryPoint,
          exports: o.exports ?? ['a'],
          imports: (o.imports ?? []).map((p) => ({ path: p, kind: 'import-statement' })),
        },
      ]),
    ),
  };
  return chunkGraph(meta, (f: string) => files[f]!.size) as Map<string, Node>;
}

const groupOf = (groups: Group[], file: string) => groups.find((g) => g.members.includes(file))!;

describe('planMerges', () => {
  // Two pages: w1 loads A and S; w2 loads B and S; C is loaded by both pages, like S.
  const files = {
    'w1.chunk-1.js': { size: 5000, imports: ['s.js', 'c.js'], entryPoint: 'w1.chunk.tsx', exports: ['default'] },
    'w2.chunk-2.js': { size: 5000, imports: ['s.js', 'c.js'], entryPoint: 'w2.chunk.tsx', exports: ['default'] },
    's.js': { size: 300 },
    'c.js': { size: 400, imports: ['s.js'] },
    'lazy.js': { size: 200, entryPoint: 'lazy.ts', exports: ['openLater'] },
  };

  it('puts files that exactly the same pages load into one file, and leaves code no page loads as it opens alone', () => {
    const graph = graphOf(files);
    const pages = pagesLoading(graph, { w1: 'w1.chunk-1.js', w2: 'w2.chunk-2.js' }, {});
    const groups: Group[] = planMerges(graph, pages, { crumbBytes: 0 });
    expect(groupOf(groups, 's.js')).toBe(groupOf(groups, 'c.js'));
    expect(groupOf(groups, 's.js').pages).toEqual(['w1', 'w2']);
    expect(groupOf(groups, 'lazy.js').members).toEqual(['lazy.js']);
    expect(groupOf(groups, 'w1.chunk-1.js')).not.toBe(groupOf(groups, 'w2.chunk-2.js'));
  });

  it('counts a lazy import the widget makes as it mounts as loaded by its page', () => {
    const graph = graphOf(files);
    const pages = pagesLoading(graph, { w1: 'w1.chunk-1.js', w2: 'w2.chunk-2.js' }, { w1: ['lazy.ts'] });
    expect([...pages.get('lazy.js')!]).toEqual(['w1']);
    expect([...pages.get('w1.chunk-1.js')!]).toEqual(['w1']);
  });

  it('joins a crumb to another group only within each page’s budget of added bytes', () => {
    // x.js is loaded by both pages; y.js (2000 bytes) by w1's alone, and by a tool no page loads as it opens.
    const graph = graphOf({
      'w1.chunk-1.js': { size: 5000, imports: ['x.js', 'y.js'], entryPoint: 'w1.chunk.tsx', exports: ['default'] },
      'w2.chunk-2.js': { size: 5000, imports: ['x.js'], entryPoint: 'w2.chunk.tsx', exports: ['default'] },
      'tool.js': { size: 100, imports: ['y.js'], entryPoint: 'tool.ts', exports: ['tool'] },
      'x.js': { size: 100 },
      'y.js': { size: 2000 },
    });
    const pages = pagesLoading(graph, { w1: 'w1.chunk-1.js', w2: 'w2.chunk-2.js' }, {});
    const plan = (maxGrowth: Record<string, number>): Group[] => planMerges(graph, pages, { crumbBytes: 1024, maxGrowth });
    expect(groupOf(plan({ '*': 0 }), 'x.js').members).toEqual(['x.js']);
    // Joining y.js would make w2's page download its 2000 bytes.
    expect(groupOf(plan({ '*': 0, w2: 1999 }), 'x.js').members).toEqual(['x.js']);
    expect(groupOf(plan({ '*': 0, w2: 2000 }), 'x.js').members.sort()).toEqual(['x.js', 'y.js']);
  });

  it('never puts two widget chunks, or two entries whose export names clash, in one file', () => {
    const graph = graphOf({
      'w1.chunk-1.js': { size: 100, entryPoint: 'w1.chunk.tsx', exports: ['default'] },
      'w2.chunk-2.js': { size: 100, entryPoint: 'w2.chunk.tsx', exports: ['default'] },
      'x.js': { size: 100, entryPoint: 'x.ts', exports: ['create'] },
      'y.js': { size: 100, entryPoint: 'y.ts', exports: ['create'] },
    });
    const all = { w1: ['x.ts', 'y.ts'], w2: ['x.ts', 'y.ts'] };
    const pages = pagesLoading(graph, { w1: 'w1.chunk-1.js', w2: 'w2.chunk-2.js' }, all);
    const groups: Group[] = planMerges(graph, pages, { crumbBytes: 1024, maxGrowth: { '*': 100_000 } });
    expect(groupOf(groups, 'w1.chunk-1.js')).not.toBe(groupOf(groups, 'w2.chunk-2.js'));
    expect(groupOf(groups, 'x.js')).not.toBe(groupOf(groups, 'y.js'));
  });

  it('never puts into a widget chunk’s file code a lazy import elsewhere needs, nor a lazily imported module', () => {
    // The moderator's tools (lazy, on no page as it opens) share s.js with w1, which alone loads it as it opens;
    // w1 also loads its client at mount. Neither may ride in w1's file: importing them would run w1's chunk.
    const graph = graphOf({
      'w1.chunk-1.js': { size: 5000, imports: ['s.js', 'own.js'], entryPoint: 'w1.chunk.tsx', exports: ['default'] },
      's.js': { size: 100 },
      'own.js': { size: 100 },
      'tools.js': { size: 300, imports: ['s.js'], entryPoint: 'tools.ts', exports: ['install'] },
      'client.js': { size: 300, entryPoint: 'client.ts', exports: ['createClient'] },
    });
    const pages = pagesLoading(graph, { w1: 'w1.chunk-1.js' }, { w1: ['client.ts'] });
    const groups: Group[] = planMerges(graph, pages, { crumbBytes: 1024, maxGrowth: { '*': 100_000 } });
    expect(groupOf(groups, 's.js')).not.toBe(groupOf(groups, 'w1.chunk-1.js'));
    expect(groupOf(groups, 'client.js')).not.toBe(groupOf(groups, 'w1.chunk-1.js'));
    // Code only w1's chunk needs still joins it.
    expect(groupOf(groups, 'own.js')).toBe(groupOf(groups, 'w1.chunk-1.js'));
  });

  it('never makes two files import each other', () => {
    // a → b → c, with a and c loaded by the same page and b by another too: a+c in one file would import b, which imports it.
    const graph = graphOf({
      'w1.chunk-1.js': { size: 100, imports: ['a.js', 'c.js'], entryPoint: 'w1.chunk.tsx', exports: ['default'] },
      'w2.chunk-2.js': { size: 100, imports: ['b.js'], entryPoint: 'w2.chunk.tsx', exports: ['default'] },
      'a.js': { size: 100, imports: ['b.js'] },
      'b.js': { size: 100, imports: ['c.js'] },
      'c.js': { size: 100 },
    });
    const pages = pagesLoading(graph, { w1: 'w1.chunk-1.js', w2: 'w2.chunk-2.js' }, {});
    const groups: Group[] = planMerges(graph, pages, { crumbBytes: 0 });
    expect(groupOf(groups, 'a.js')).not.toBe(groupOf(groups, 'c.js'));
  });
});

describe('mergeChunks', () => {
  it('bundles a real split build into fewer files that still run: shared code, renamed exports, a lazy import', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chunk-merge-'));
    const src = path.join(dir, 'src');
    mkdirSync(src);
    const write = (name: string, code: string) => writeFileSync(path.join(src, name), code);
    write('shared-a.js', 'export const greet = (n) => `hello ${n}`;');
    write('shared-b.js', 'import { greet } from "./shared-a.js"; export const shout = (n) => greet(n).toUpperCase();');
    write('lazy.js', 'import { greet } from "./shared-a.js"; export const later = () => greet("later");');
    write(
      'one.js',
      'import { shout } from "./shared-b.js"; export default () => shout("one"); export const more = () => import("./lazy.js").then((m) => m.later());',
    );
    write(
      'two.js',
      'import { greet } from "./shared-a.js"; import { shout } from "./shared-b.js"; export default () => greet("two") + " " + shout("two");',
    );
    const splitDir = path.join(dir, 'split');
    const outdir = path.join(dir, 'out');
    const split = await esbuild.build({
      entryPoints: [path.join(src, 'one.js'), path.join(src, 'two.js')],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      sourcemap: true,
      metafile: true,
      outdir: splitDir,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      logLevel: 'silent',
    });
    const graph = chunkGraph(split.metafile, (f: string) => gzipSync(readFileSync(f)).length);
    // Every file joins: one page loads both entries, with the lazy module as it mounts.
    const outputOf = (name: string) => [...graph.values()].find((n: Node) => n.entryPoint?.endsWith(name))!.file;
    const pages = new Map([...graph.keys()].map((f) => [f, new Set(['page'])]));
    pages.set(outputOf('two.js'), new Set(['other']));
    const groups: Group[] = planMerges(graph, pages, { crumbBytes: 0 });
    const { metafile, groups: named } = await mergeChunks({
      graph,
      groups,
      splitMeta: split.metafile,
      options: { format: 'esm', minify: true, sourcemap: true, outdir, logLevel: 'silent' },
    });
    const js = readdirSync(outdir).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeLessThan(Object.keys(split.metafile.outputs).filter((f) => f.endsWith('.js')).length);
    const fileOf = (name: string) => named.find((g: Group) => g.heads.includes(outputOf(name))).name as string;
    const run = (code: string) => execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: outdir }).toString().trim();
    expect(run(`const m = await import('./${fileOf('one.js')}'); console.log(m.default(), await m.more());`)).toBe('HELLO ONE hello later');
    expect(run(`const m = await import('./${fileOf('two.js')}'); console.log(m.default());`)).toBe('hello two HELLO TWO');
    // Size reports still name the sources, and the closure lists the files one's file imports.
    const oneMeta = metafile.outputs[path.relative(process.cwd(), path.join(outdir, fileOf('one.js')))];
    expect(Object.keys(oneMeta.inputs).some((k) => k.endsWith('src/shared-b.js'))).toBe(true);
    const closures = staticClosures(metafile, path.relative(process.cwd(), outdir), [{ name: 'one', file: fileOf('one.js') }]);
    expect(closures.one).toEqual(js.filter((f) => f !== fileOf('one.js') && f !== fileOf('two.js')).sort());
    // The source map leads back to the sources, through the split build's maps.
    const map = JSON.parse(readFileSync(path.join(outdir, `${fileOf('one.js')}.map`), 'utf8')) as { sources: string[] };
    expect(map.sources.some((s) => s.endsWith('src/one.js'))).toBe(true);
  });
});
