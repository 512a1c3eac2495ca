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

/** Resolves in a task of its own, after whatever the browser has queued (a timer would be clamped to 4 ms when nested). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

const evaluated = new Map<string, Promise<unknown>>();

/**
 * Evaluates a widget's files one at a time, in the build's order (each after the files it imports), each in a
 * task of its own. One import() of the widget's chunk would evaluate its whole module graph in one task: React's
 * and the widget's modules together, a long task on a phone, during which the page cannot answer a tap. File by
 * file, the longest task is the largest file's. A failed file rejects (the mount reports it) and is tried again
 * by the next widget that needs it.
 */
export function evaluateInOrder(
  files: readonly string[],
  base: string,
  importer: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
  yieldTask: () => Promise<void> = nextTask,
): Promise<void> {
  let chain: Promise<unknown> = Promise.resolve();
  for (const file of files) {
    const href = new URL(file, base).href;
    chain = chain.then(() => {
      let done = evaluated.get(href);
      if (!done) {
        done = yieldTask().then(() => importer(href));
        evaluated.set(href, done);
        done.catch(() => evaluated.delete(href));
      }
      return done;
    });
  }
  return chain.then(() => undefined);
}
