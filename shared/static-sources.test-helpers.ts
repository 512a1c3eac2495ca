import * as esbuild from 'esbuild';
import path from 'node:path';

/**
 * The files entry chunks need before they run, split as the build splits them (what the runtime preloads and a
 * shopper downloads), each as the source files it holds. Code imported on demand is not in it. `roots`: the entries
 * whose files are wanted, when the build has more (the build splits by every entry reaching a module). `stub`:
 * modules built as empty ones, to see what the rest of the graph would be without them.
 */
export async function staticFiles(
  entries: string[],
  { roots = entries, stub }: { roots?: string[]; stub?: RegExp } = {},
): Promise<string[][]> {
  const { metafile } = await build(entries, stub);
  return [...closure(metafile, roots)].map((f) => Object.keys(metafile.outputs[f]!.inputs).sort());
}

/** The code (unminified) of the files entry chunks need before they run: what a page runs of them before mounting. */
export async function staticCode(entries: string[], { roots = entries }: { roots?: string[] } = {}): Promise<string> {
  const { metafile, outputFiles } = await build(entries);
  const files = closure(metafile, roots);
  return outputFiles
    .filter((f) => files.has(path.relative(process.cwd(), f.path)))
    .map((f) => f.text)
    .join('\n');
}

/** The output files the roots' chunks import statically, with those chunks. */
function closure(metafile: esbuild.Metafile, roots: string[]): Set<string> {
  const files = new Set(
    Object.entries(metafile.outputs).flatMap(([file, o]) => (o.entryPoint && roots.includes(o.entryPoint) ? [file] : [])),
  );
  for (const file of files)
    for (const i of metafile.outputs[file]!.imports) if (i.kind === 'import-statement' && i.path in metafile.outputs) files.add(i.path);
  return files;
}

function build(entries: string[], stub?: RegExp) {
  return esbuild.build({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    outdir: 'closure',
    write: false,
    metafile: true,
    logLevel: 'error',
    alias: { graphql: './shared/api/storefront/graphql-lite.ts' },
    // The face tracker's engine: reached only on demand, from the worker.
    external: ['vanity-human'],
    define: { __VANITY_COMMIT__: '"test"' },
    plugins: stub
      ? [
          {
            name: 'stub',
            setup(b) {
              b.onResolve({ filter: stub }, (args) => ({ path: args.path, namespace: 'stub' }));
              b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export {};', loader: 'js' }));
            },
          },
        ]
      : [],
  });
}

/** The source files that entry chunks need before they run (staticFiles, all in one set). */
export async function staticSources(entries: string[]): Promise<Set<string>> {
  return new Set((await staticFiles(entries)).flat());
}
