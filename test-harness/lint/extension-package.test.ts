// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** scripts/extension-package.mjs: what Shopify CLI would refuse to deploy in the theme app extension. */
type PackageProblems = (dir: string) => string[];
const modulePath: string = '../../scripts/extension-package.mjs';
const { packageProblems } = (await import(modulePath)) as { packageProblems: PackageProblems };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vanity-extension-'));
  // The extension as committed (its assets/ are build output, so an empty one stands in).
  for (const part of ['blocks', 'snippets', 'locales', 'shopify.extension.toml']) {
    cpSync(path.join('extensions/vanity-theme', part), path.join(dir, part), { recursive: true });
  }
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'vanity.js'), 'export {};');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the theme app extension package', () => {
  it('is one Shopify deploys', () => {
    expect(packageProblems(dir)).toEqual([]);
  });

  it('refuses source maps and other file types in assets/, and subfolders', () => {
    writeFileSync(path.join(dir, 'assets', 'vanity.js.map'), '{}');
    mkdirSync(path.join(dir, 'assets', 'models'));
    expect(packageProblems(dir)).toEqual(
      [expect.stringMatching(/^assets\/models: no subfolders/), expect.stringMatching(/^assets\/vanity\.js\.map: not a file type/)].sort(),
    );
  });

  it('refuses folders Shopify does not deploy', () => {
    mkdirSync(path.join(dir, 'sections'));
    expect(packageProblems(dir)).toEqual([expect.stringMatching(/^sections\/: Shopify deploys only/)]);
  });

  it('refuses more than 10 MB in all, and more than 100 KB of Liquid', () => {
    writeFileSync(path.join(dir, 'assets', 'big.js'), Buffer.alloc(10 * 1024 * 1024));
    writeFileSync(path.join(dir, 'snippets', 'big.liquid'), Buffer.alloc(100 * 1024));
    expect(packageProblems(dir)).toEqual([expect.stringMatching(/MB in all, over/), expect.stringMatching(/KB of Liquid, over/)]);
  });
});
