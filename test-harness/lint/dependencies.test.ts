// @vitest-environment node
import { execFileSync, execSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What a clean clone needs: a lock file `npm ci` accepts, and package.json naming exactly what the code uses. */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);

/**
 * Packages used without an import of their own: CLIs, type packages, the test environment, files read from
 * node_modules by path (Human's models and build, tfjs's wasm: served by the CDN, loaded by the skin-tone service),
 * and what Human's Node build requires at run time.
 */
const USED_INDIRECTLY = new Set([
  'typescript',
  'tsx',
  'prettier',
  'happy-dom',
  '@types/node',
  '@types/react',
  '@types/react-dom',
  '@types/express',
  '@vladmandic/human',
  '@tensorflow/tfjs-backend-wasm',
  '@tensorflow/tfjs-converter',
  // The UI extensions' '@shopify/ui-extensions/preact' imports it (a peer dependency): it makes the API's values signals.
  '@preact/signals',
]);
/** esbuild aliases (esbuild.config.mjs), not packages. */
const ALIASES = new Set(['vanity-human']);

function importedPackages(): Map<string, string> {
  const files = execSync('git ls-files -co --exclude-standard', { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !f.startsWith('node_modules/'));
  const used = new Map<string, string>();
  for (const file of files) {
    let src: string;
    try {
      src = readFileSync(file, 'utf8');
    } catch {
      continue; // listed but deleted in the work tree
    }
    for (const m of src.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"]([^'"./][^'"]*)['"]/g)) {
      const spec = m[1]!;
      if (spec.startsWith('node:')) continue;
      const parts = spec.split('/');
      const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
      if (!used.has(name)) used.set(name, file);
    }
  }
  return used;
}

describe('dependencies', () => {
  it('npm ci accepts package-lock.json on a clean checkout', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vanity-lock-'));
    try {
      copyFileSync('package.json', path.join(dir, 'package.json'));
      copyFileSync('package-lock.json', path.join(dir, 'package-lock.json'));
      // Throws with npm's "not in sync" message when the lock lacks a package (for example a platform's optional build).
      execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'pipe', timeout: 60_000 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('every imported package is declared, and every declared package is used', () => {
    const used = importedPackages();
    const undeclared = [...used].filter(([name]) => !declared.has(name) && !ALIASES.has(name)).map(([name, file]) => `${name} (${file})`);
    // A package's types (`@types/x`) are used wherever the package itself is.
    const typesOfUsed = (name: string) => name.startsWith('@types/') && used.has(name.slice('@types/'.length));
    const unused = [...declared].filter((name) => !used.has(name) && !USED_INDIRECTLY.has(name) && !typesOfUsed(name));
    expect({ undeclared, unused }).toEqual({ undeclared: [], unused: [] });
  });
});
