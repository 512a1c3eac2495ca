import { buildSync, type BuildOptions } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * happy-dom as one file, for vitest.environment.ts: made once (a second or so) into the temp folder, named by
 * happy-dom's version and the build's options, written under another name and renamed so no run reads half a file.
 */
function happyDomBundle(): string {
  const entry = createRequire(import.meta.url).resolve('happy-dom');
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  const options = {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
    // Its CommonJS dependencies require Node's own modules.
    banner: { js: "import { createRequire as __vanityRequire } from 'node:module'; const require = __vanityRequire(import.meta.url);" },
  } satisfies BuildOptions;
  const key = createHash('sha256')
    .update(`${version} ${JSON.stringify(options)}`)
    .digest('hex')
    .slice(0, 12);
  const file = path.join(os.tmpdir(), `vanity-happy-dom-${version}-${key}.mjs`);
  if (existsSync(file)) return file;
  const partial = `${file}.${process.pid}`;
  buildSync({ ...options, outfile: partial });
  renameSync(partial, file);
  return file;
}
process.env.HAPPY_DOM_BUNDLE = happyDomBundle();

const TEST_FILES = [
  'widgets/**/*.test.{ts,tsx}',
  'shared/**/*.test.{ts,tsx}',
  'test-harness/**/*.test.ts',
  'bench/**/*.test.ts',
  'e2e/**/*.test.ts',
  'extensions/**/*.test.{ts,tsx}',
];

/**
 * Test files run in the "shared" project: a worker runs file after file on the same modules and window, loading
 * them once rather than per file (about half the unit step's CPU). So a test leaves nothing behind (no rendered
 * tree, fake clock, stubbed global or listener): vitest.setup.ts checks after each file. A file that mocks a
 * module (vi.mock) or resets the module registry needs modules of its own, loaded after its mock; so does one that
 * adds a tfjs load router of its own (tfjs's registry is the process's: the skin-tone service's router would then
 * answer the same file URLs twice). Those run in the "isolated" project, a fresh worker each, found here by what
 * they call.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const OWN_MODULES = ['widgets', 'shared', 'test-harness', 'bench', 'e2e', 'extensions'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file))
    .filter((file) =>
      /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(|\.registerLoadRouter\(/.test(readFileSync(path.join(root, file), 'utf8')),
    ),
);

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  resolve: { alias: { 'vanity-human': '/node_modules/@vladmandic/human/dist/human.esm.js' } },
  define: {
    __VANITY_COMMIT__: JSON.stringify('test'),
    __VANITY_WORKER_FILE__: JSON.stringify('worker-TEST.js'),
    __VANITY_CLOSURES__: JSON.stringify({}),
  },
  test: {
    globals: true,
    environment: './vitest.environment.ts',
    setupFiles: ['./vitest.setup.ts'],
    env: { RTL_SKIP_AUTO_CLEANUP: 'true' },
    // The bundle is plain Node ESM: Node loads it, not Vite's module runner.
    server: { deps: { external: [/vanity-happy-dom-/] } },
    // A test file per core. Vitest's own default is one fewer than the cores (one file at a time on 2 cores); the
    // main process only hands files out and reports, so it needs no core of its own.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: TEST_FILES, exclude: [...configDefaults.exclude, ...OWN_MODULES], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: OWN_MODULES, isolate: true, provide: { isolated: true } } },
    ],
  },
});
