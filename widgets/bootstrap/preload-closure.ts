/**
 * A widget chunk's static imports are several levels deep, and a browser finds each level only once the level
 * above has arrived: on a phone, a round trip per level. The build lists each chunk's whole static closure
 * (esbuild.config.mjs), and this asks for all of it at once with <link rel="modulepreload">, which fetches
 * with the same mode and credentials as the imports, so each file is fetched once.
 */
const started = new Set<string>();

export function preloadClosure(doc: Document, files: readonly string[], base: string): void {
  for (const file of files) {
    const href = new URL(file, base).href;
    if (started.has(href)) continue;
    started.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}
