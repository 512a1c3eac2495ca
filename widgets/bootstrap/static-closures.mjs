// Build-time only (esbuild.config.mjs): each widget chunk's static closure, which the runtime preloads.
import path from 'node:path';

/**
 * Every file a widget's chunk imports statically, at any depth (not what it imports on demand), by file name:
 * the runtime preloads them all at once, so the browser does not find them one level per round trip.
 *
 * Listed dependencies first (each file after every file it imports, a cycle in any order), so the runtime can
 * evaluate them one at a time (preload-closure.ts): a module graph evaluated by one import() is one task, and
 * React's alone is long on a phone.
 */
export function staticClosures(meta, outdir, entries) {
  const closures = {};
  const importsOf = (f) =>
    (meta.outputs[`${outdir}/${f}`]?.imports ?? []).filter((imp) => imp.kind === 'import-statement').map((imp) => path.basename(imp.path));
  // `also`: more files to start with the chunk (the API clients its widget imports as it mounts), and theirs.
  for (const { name, file, also = [] } of entries) {
    const order = [];
    const seen = new Set();
    const visit = (f) => {
      if (seen.has(f)) return;
      seen.add(f);
      importsOf(f).forEach(visit);
      order.push(f);
    };
    visit(file);
    also.forEach(visit);
    closures[name] = order.filter((f) => f !== file);
  }
  return closures;
}
