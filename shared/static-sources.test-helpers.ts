import * as esbuild from 'esbuild';

/**
 * The source files that entry chunks need before they run: their static import closure, split as the build splits
 * them (what the runtime preloads and a shopper downloads). Code imported on demand is not in it.
 */
export async function staticSources(entries: string[]): Promise<Set<string>> {
  const { metafile } = await esbuild.build({
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
  });
  const files = new Set(
    Object.entries(metafile.outputs).flatMap(([file, o]) => (o.entryPoint && entries.includes(o.entryPoint) ? [file] : [])),
  );
  for (const file of files)
    for (const i of metafile.outputs[file]!.imports) if (i.kind === 'import-statement' && i.path in metafile.outputs) files.add(i.path);
  return new Set([...files].flatMap((f) => Object.keys(metafile.outputs[f]!.inputs)));
}
