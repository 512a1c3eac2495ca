/**
 * A widget chunk's static imports are several levels deep, and a browser finds each level only once the level
 * above has arrived: on a phone, a round trip per level. The build lists each chunk's whole static closure
 * (esbuild.config.mjs), and this asks for all of it at once with <link rel="modulepreload">, which fetches
 * with the same mode and credentials as the imports, so each file is fetched once.
 */
const started = new Set<string>();

/** How long one task may spend adding preload links before it yields (each starts a fetch: a good part of a ms on a phone). */
export const PRELOAD_TASK_BUDGET_MS = 3;

export function preloadClosure(
  doc: Document,
  files: readonly string[],
  base: string,
  { budgetMs = PRELOAD_TASK_BUDGET_MS, now = () => performance.now(), yieldTask = nextTask } = {},
): void {
  const hrefs = files.map((file) => new URL(file, base).href).filter((href) => !started.has(href));
  hrefs.forEach((href) => started.add(href));
  // A widget's closure is some thirty files: added in one go, they made one long task. In the build's order (what
  // the first files import comes first), so the files evaluated first are asked for first.
  const add = (from: number) => {
    const start = now();
    for (let i = from; i < hrefs.length; i++) {
      if (i > from && now() - start >= budgetMs) return void yieldTask().then(() => add(i));
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = hrefs[i]!;
      doc.head.append(link);
    }
  };
  add(0);
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
