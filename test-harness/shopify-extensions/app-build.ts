import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { readExtensions, type ExtensionConfig } from './extension-toml';

/**
 * What `shopify app build` does with the app's UI extensions and web pixel, for the local store and the bench: each
 * extension bundled alone by esbuild, minified, into its own `dist/<handle>.js`. A UI extension's entry calls
 * `shopify.extend(target, module.default)` for each target of its toml (the CLI generates the same entry); a
 * pixel's is its src/index.ts, which calls `register`. Preact's JSX, as Shopify's Preact template builds it.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EXTENSIONS_ROOT = path.join(repoRoot, 'extensions');

/**
 * Shopify's published limit for a UI extension's JavaScript on API 2025-10 and later: 64 KB compressed, per extension
 * ("Optimize bundle size", shopify.dev). Measured here as gzip at level 9, the conservative reading of "compressed".
 */
export const UI_EXTENSION_LIMIT_BYTES = 64 * 1024;

export interface BuiltExtension {
  dir: string;
  handle: string;
  kind: ExtensionConfig['kind'];
  /** The bundle, from the repository root. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

const commit = () =>
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

export const bundlePath = (ext: Pick<ExtensionConfig, 'dir' | 'handle'>) => path.join(EXTENSIONS_ROOT, ext.dir, 'dist', `${ext.handle}.js`);

export async function buildExtensions(root = EXTENSIONS_ROOT): Promise<BuiltExtension[]> {
  const built: BuiltExtension[] = [];
  for (const ext of readExtensions(root)) {
    const dir = path.join(root, ext.dir);
    const outfile = bundlePath(ext);
    mkdirSync(path.dirname(outfile), { recursive: true });
    const common = {
      bundle: true,
      minify: true,
      format: 'iife' as const,
      target: 'es2020',
      outfile,
      jsx: 'automatic' as const,
      jsxImportSource: 'preact',
      logLevel: 'warning' as const,
      legalComments: 'none' as const,
    };
    if (ext.kind === 'ui_extension') {
      const imports = ext.targets.map((t, i) => `import Target_${i} from ${JSON.stringify(`./${t.module.replace(/^\.\//, '')}`)};`);
      const extend = ext.targets.map((t, i) => `shopify.extend(${JSON.stringify(t.target)}, (...args) => Target_${i}(...args));`);
      await build({
        ...common,
        stdin: { contents: [...imports, ...extend].join('\n'), resolveDir: dir, sourcefile: 'extension-entry.js', loader: 'js' },
      });
    } else {
      await build({ ...common, entryPoints: [path.join(dir, 'src', 'index.ts')], define: { __VANITY_COMMIT__: JSON.stringify(commit()) } });
    }
    const code = readFileSync(outfile);
    built.push({
      dir: ext.dir,
      handle: ext.handle,
      kind: ext.kind,
      file: path.relative(repoRoot, outfile),
      bytes: code.length,
      gzipBytes: gzipSync(code, { level: 9 }).length,
    });
  }
  return built;
}

/** `tsx test-harness/shopify-extensions/app-build.ts` (part of `npm run build`): builds, prints, fails over the limit. */
async function main() {
  const built = await buildExtensions();
  for (const b of built) console.log(`extensions: ${b.file} ${b.bytes} B, ${b.gzipBytes} B gz`);
  const over = built.filter((b) => b.kind === 'ui_extension' && b.gzipBytes > UI_EXTENSION_LIMIT_BYTES);
  if (over.length) {
    console.error(`extensions: over Shopify's ${UI_EXTENSION_LIMIT_BYTES} B limit: ${over.map((b) => b.handle).join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
