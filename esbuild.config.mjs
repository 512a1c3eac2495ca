// Builds the bundle into a flat dist/ (Shopify's assets/ has no subfolders):
//   vanity.js            the stable loader the theme loads on every page
//   runtime-HASH.js      the loader's second half (config, consent, ids, HTTP), loaded with the first widget
//   <widget>.chunk-HASH  one lazy chunk per widget, imported only through widgets/bootstrap/registry.ts
//   chunk-HASH.js        code the widget chunks share (React, the store...)
//   worker-HASH.js       the Web Worker, its own entry
//   metafile.json        esbuild's metafile for the three builds, for size reports
// and copies the scripts (the loader and everything it loads) into the theme app extension's assets/.
// The loader is built on its own so that a page without placeholders loads nothing else.
import * as esbuild from 'esbuild';
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { staticClosures } from './widgets/bootstrap/static-closures.mjs';
import { hintEagerCompile } from './widgets/bootstrap/compile-hints.mjs';

const outdir = 'dist';
export const extensionAssets = 'extensions/vanity-theme/assets';
const commit =
  process.env.VANITY_COMMIT ||
  (() => {
    try {
      return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      return 'dev';
    }
  })();

const common = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome109', 'safari16', 'firefox115'],
  minify: true,
  // Maps beside the files in dist/ (bench's main-thread figures read them by name), without the
  // sourceMappingURL line at the end of every file: each page downloaded it once per script, and the theme app
  // extension, which deploys the scripts without their maps, pointed it at files that are not there.
  sourcemap: 'external',
  metafile: true,
  legalComments: 'linked',
  jsx: 'automatic',
  logLevel: 'warning',
  // Human's package exports lack "./" (DESIGN §5), so its ESM build is reached through an alias.
  alias: {
    'vanity-human': './node_modules/@vladmandic/human/dist/human.esm.js',
    // graphql-request parses our string documents with graphql's parser only to read their operation names.
    graphql: './shared/api/storefront/graphql-lite.ts',
  },
  define: {
    'process.env.NODE_ENV': '"production"',
    __VANITY_COMMIT__: JSON.stringify(commit),
  },
};

/**
 * The make-up shaders' GLSL without its comments and indentation: they explain the looks at length, and a phone
 * would otherwise download every word. Each `const X = \`...\`` template keeps its lines (the #version line and
 * the preprocessor need them).
 */
export function minifyGlsl(source) {
  return source.replace(/= `([^`]*)`/g, (_, body) => {
    const code = body
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/[^\n]*/g, '')
      .split('\n')
      .map((line) => line.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .join('\n');
    // A fragment that PRELUDE is prepended to starts on a fresh line.
    return `= \`${body.startsWith('\n') ? '\n' : ''}${code}\n\``;
  });
}

/** CSS text without its comments and spare whitespace (what any CSS minifier does; the source keeps its layout). Quoted strings are left alone. */
export function minifyCssText(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/)
    .map((part, i) =>
      i % 2
        ? part
        : part
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,]) ?/g, '$1')
            .replace(/: /g, ':')
            .replace(/;}/g, '}'),
    )
    .join('');
}

/**
 * The widgets' stylesheets (`/* css *\/` templates in *.styles.ts) minified at build time. Interpolations
 * (`${...}`, balanced braces) are kept as they are; only the CSS text between them is touched.
 */
export function minifyStyles(source) {
  return source.replace(/\/\* css \*\/ `((?:[^`\\]|\\.)*)`/g, (_, body) => {
    let out = '';
    let text = '';
    for (let i = 0; i < body.length; i++) {
      if (body[i] === '$' && body[i + 1] === '{') {
        out += minifyCssText(text);
        text = '';
        let depth = 0;
        let j = i;
        for (; j < body.length; j++) {
          if (body[j] === '{') depth++;
          else if (body[j] === '}' && --depth === 0) break;
        }
        out += body.slice(i, j + 1);
        i = j;
      } else {
        text += body[i];
      }
    }
    return `\`${out + minifyCssText(text)}\``;
  });
}

/**
 * Modules that declare only enums and constants (the build writes each one used in place): without effects, so a
 * chunk that reads them imports nothing. Else every module importing one keeps a side-effect import, and esbuild
 * splits the module into an empty file of its own that pages download (a request and ~60 bytes gzipped each).
 */
const ENUM_ONLY = /[\\/](analytics-events|customer-account-state|password-min-length)$/;
const enumsWithoutEffects = {
  name: 'enums-without-effects',
  setup(b) {
    b.onResolve({ filter: ENUM_ONLY }, (args) => ({ path: path.resolve(args.resolveDir, `${args.path}.ts`), sideEffects: false }));
  },
};

const glslMinify = {
  name: 'glsl-and-css-minify',
  setup(b) {
    b.onLoad({ filter: /shared[\\/]try-on[\\/]makeup-shaders\.ts$/ }, (args) => ({
      contents: minifyGlsl(readFileSync(args.path, 'utf8')),
      loader: 'ts',
    }));
    b.onLoad({ filter: /\.styles\.ts$|base-styles\.ts$/ }, (args) => ({
      contents: minifyStyles(readFileSync(args.path, 'utf8')),
      loader: 'ts',
    }));
  },
};

/**
 * The lazy imports each widget makes as it mounts (by source file): the API clients it calls at once. The runtime
 * preloads their files with the widget's chunk (its closure in manifest.json), so they do not wait for the widget's
 * code to run; e2e/loader-waterfall.spec.ts checks the watch page's. Not analytics: that waits for consent.
 */
export const LOADED_AT_MOUNT = {
  'try-on': [
    'shared/loader-http.ts',
    'shared/api/storefront/storefront-client.ts',
    'shared/catalog/catalog-source.ts',
    'shared/api/cart/cart-client.ts',
  ],
  'shade-finder': ['shared/api/storefront/storefront-client.ts', 'shared/catalog/catalog-source.ts'],
  watch: [
    'shared/loader-http.ts',
    'shared/api/storefront/storefront-client.ts',
    'shared/catalog/catalog-source.ts',
    'shared/api/cart/cart-client.ts',
    'shared/api/live-shopping/show-client.ts',
    'shared/api/live-shopping/chat-client.ts',
  ],
  channel: ['shared/loader-http.ts', 'shared/api/live-shopping/show-client.ts'],
  'live-shopping': ['shared/loader-http.ts', 'shared/api/live-shopping/show-client.ts'],
  // The host's pages and the results page need a signed-in host or a finished analysis; read from their slices.
  broadcast: [
    'shared/loader-http.ts',
    'shared/api/live-shopping/show-client.ts',
    'shared/api/live-shopping/host-client.ts',
    'shared/api/live-shopping/chat-client.ts',
  ],
  'live-profile': ['shared/loader-http.ts', 'shared/api/live-shopping/show-client.ts', 'shared/api/live-shopping/profile-client.ts'],
  'shade-finder-results': [
    'shared/loader-http.ts',
    'shared/api/storefront/storefront-client.ts',
    'shared/catalog/catalog-source.ts',
    'shared/api/cart/cart-client.ts',
  ],
};

/** The chunk files the registry imports, and the widget names it imports them for, read from registry.ts itself. */
function registryChunks() {
  const src = readFileSync('widgets/bootstrap/registry.ts', 'utf8');
  return [...src.matchAll(/'?([\w-]+)'?: \(\) => import\(\s*'(\.\.\/[^']+\.chunk)'\s*\)/g)].map((m) => ({
    name: m[1],
    specifier: m[2],
    file: path.join('widgets/bootstrap', m[2]) + '.tsx',
  }));
}

function outputFor(meta, entryFile, dir) {
  const [out] = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === entryFile) ?? [];
  if (!out) throw new Error(`No output for ${entryFile}`);
  return dir ? out : path.basename(out);
}

export async function build() {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });

  // The worker splits too: the face tracker (Human + tfjs) is a chunk it imports only when a try-on starts.
  const worker = await esbuild.build({
    ...common,
    entryPoints: { worker: 'shared/worker/worker.entry.ts' },
    outdir,
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'worker-chunk-[hash]',
  });
  const workerFile = outputFor(worker.metafile, 'shared/worker/worker.entry.ts');

  // The widgets split as esbuild splits them: a chunk per widget, shared code by the set of entries importing it.
  const chunks = registryChunks();
  const widgets = await esbuild.build({
    ...common,
    define: { ...common.define, __VANITY_WORKER_FILE__: JSON.stringify(workerFile) },
    entryPoints: chunks.map((c) => c.file),
    outdir,
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    plugins: [glslMinify, enumsWithoutEffects],
  });
  const widgetsMeta = widgets.metafile;
  hintEagerCompile(widgetsMeta);
  const chunkFiles = new Map(chunks.map((c) => [c.specifier, outputFor(widgetsMeta, c.file)]));
  // A widget's preload list also holds the files of the lazy imports it makes as it mounts (LOADED_AT_MOUNT).
  const lazyFile = (src) => {
    const out = Object.entries(widgetsMeta.outputs).find(([f, o]) => f.endsWith('.js') && o.entryPoint === src)?.[0];
    if (!out) throw new Error(`LOADED_AT_MOUNT names ${src}, which no widget imports lazily`);
    return path.basename(out);
  };
  const mountFiles = (widget) => (LOADED_AT_MOUNT[widget] ?? []).map(lazyFile);
  const closures = staticClosures(
    widgetsMeta,
    outdir,
    chunks.map((c) => ({ name: c.name, file: chunkFiles.get(c.specifier), also: mountFiles(c.name) })),
  );

  const runtime = await esbuild.build({
    ...common,
    entryPoints: { runtime: 'widgets/bootstrap/runtime.entry.ts' },
    outdir,
    entryNames: '[name]-[hash]',
    // The runtime's lists end with the widget's chunk itself: it preloads it with the rest and evaluates it last.
    define: {
      ...common.define,
      __VANITY_CLOSURES__: JSON.stringify(
        Object.fromEntries(chunks.map((c) => [c.name, [...closures[c.name], chunkFiles.get(c.specifier)]])),
      ),
    },
  });
  const runtimeFile = outputFor(runtime.metafile, 'widgets/bootstrap/runtime.entry.ts');

  const loader = await esbuild.build({
    ...common,
    entryPoints: ['widgets/bootstrap/loader.entry.ts'],
    outfile: path.join(outdir, 'vanity.js'),
    plugins: [
      {
        name: 'widget-chunks',
        setup(b) {
          // The registry's import('../x/x.chunk') becomes import('./x.chunk-HASH.js'), next to vanity.js.
          b.onResolve({ filter: /^\.\/runtime\.entry$/ }, () => ({ path: `./${runtimeFile}`, external: true }));
          b.onResolve({ filter: /\.chunk$/ }, (args) => {
            const file = chunkFiles.get(args.path);
            if (!file) throw new Error(`${args.path} is not a registry chunk`);
            return { path: `./${file}`, external: true };
          });
        },
      },
    ],
  });

  const metafile = { inputs: {}, outputs: {} };
  for (const r of [worker, { metafile: widgetsMeta }, runtime, loader]) {
    Object.assign(metafile.inputs, r.metafile.inputs);
    Object.assign(metafile.outputs, r.metafile.outputs);
  }
  writeFileSync(path.join(outdir, 'metafile.json'), JSON.stringify(metafile));
  writeFileSync(
    path.join(outdir, 'manifest.json'),
    JSON.stringify(
      {
        commit,
        worker: workerFile,
        runtime: runtimeFile,
        chunks: Object.fromEntries(chunkFiles),
        closures,
        serverStyleHashes: serverStyleHashes(),
      },
      null,
      2,
    ),
  );
  copyToExtension();
  return { workerFile, chunkFiles, commit };
}

/**
 * The CSP hashes ('sha256-…') of the <style> the snippets' server HTML puts in its declarative shadow roots: a store
 * that sends a Content-Security-Policy lists them in style-src (README), as they change only with the widget's CSS.
 */
export function serverStyleHashes() {
  const hashes = new Set();
  for (const f of readdirSync('theme-snippets')) {
    for (const m of readFileSync(path.join('theme-snippets', f), 'utf8').matchAll(
      /<template shadowrootmode="open"><style(?: data-vanity-server)?>([\s\S]*?)<\/style>/g,
    ))
      hashes.add(`sha256-${createHash('sha256').update(m[1]).digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The theme app extension serves its own copy of the scripts (its asset_url is Shopify's extension CDN): the
 * loader, the widget and shared chunks and the worker, all flat beside vanity.js as the loader imports them.
 * Source maps and legal notes stay in dist/. Earlier copies go first, so no stale hashed file is deployed.
 */
export function copyToExtension() {
  mkdirSync(extensionAssets, { recursive: true });
  for (const f of readdirSync(extensionAssets)) if (f.endsWith('.js')) rmSync(path.join(extensionAssets, f));
  for (const f of readdirSync(outdir)) if (f.endsWith('.js')) copyFileSync(path.join(outdir, f), path.join(extensionAssets, f));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chunkFiles, workerFile } = await build();
  console.log(`built dist/: vanity.js, ${workerFile}, ${[...chunkFiles.values()].join(', ')}`);
}
