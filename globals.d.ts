// Values esbuild writes in at build time (see esbuild.config.mjs); tests get them from vitest.config.ts.
declare const __VANITY_COMMIT__: string;
declare const __VANITY_WORKER_FILE__: string;
/** Each widget chunk's static imports, all levels deep (files beside vanity.js), for the runtime's modulepreload. */
declare const __VANITY_CLOSURES__: Record<string, string[]>;

// hls.js's light build shares the full build's API; its package exports carry no types for it.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
