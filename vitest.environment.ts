import { populateGlobal, type Environment } from 'vitest/runtime';

/**
 * Vitest's own happy-dom environment (the same window, settings and globals as its built-in one), with happy-dom
 * loaded from one bundled file (HAPPY_DOM_BUNDLE, made by vitest.config.ts) rather than its 600 modules. Every
 * "isolated" test file runs in a fresh process and loads happy-dom again: resolving and linking those modules took
 * about 0.3 s of CPU a file, the bundle about 0.1 s.
 */
export default {
  name: 'happy-dom',
  viteEnvironment: 'client',
  async setup(global, { happyDOM = {} }) {
    const bundle = process.env.HAPPY_DOM_BUNDLE;
    if (!bundle) throw new Error('HAPPY_DOM_BUNDLE is not set: vitest.config.ts bundles happy-dom and names the file');
    const { GlobalWindow } = (await import(/* @vite-ignore */ bundle)) as typeof import('happy-dom');
    const options = happyDOM as ConstructorParameters<typeof GlobalWindow>[0] & object;
    const win = new GlobalWindow({
      ...options,
      console: global.console,
      url: options.url ?? 'http://localhost:3000',
      settings: { ...options.settings, disableErrorCapturing: true },
    });
    const { keys, originals } = populateGlobal(global, win, {
      bindFunctions: true,
      additionalKeys: [
        'Request',
        'Response',
        'MessagePort',
        'fetch',
        'Headers',
        'AbortController',
        'AbortSignal',
        'URL',
        'URLSearchParams',
        'FormData',
      ],
    });
    return {
      async teardown(global) {
        await win.happyDOM.abort();
        win.close();
        keys.forEach((key) => delete global[key]);
        originals.forEach((value, key) => (global[key] = value));
      },
    };
  },
} satisfies Environment;
