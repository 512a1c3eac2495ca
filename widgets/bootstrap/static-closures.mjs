// Build-time only (esbuild.config.mjs): each widget chunk's static closure, which the runtime preloads.
import path from 'node:path';

/**
 * Every file a widget's chunk imports statically, at any depth (not what it imports on demand), by file name:
 * the runtime preloads them all at once, so the browser does not find them one level per round trip.
 */
export function staticClosures(meta, outdir, entries) {
  const closures = {};
  // `also`: more files to start with the chunk (the API clients its widget imports as it mounts), and theirs.
  for (const { name, file, also = [] } of entries) {
    const seen = new Set(also);
    const queue = [file, ...also];
    while (queue.length) {
      const f = queue.shift();
      for (const imp of meta.outputs[`${outdir}/${f}`]?.imports ?? []) {
        if (imp.kind !== 'import-statement') continue;
        const dep = path.basename(imp.path);
        if (seen.has(dep)) continue;
        seen.add(dep);
        queue.push(dep);
      }
    }
    seen.delete(file);
    closures[name] = [...seen].sort();
  }
  return closures;
}
