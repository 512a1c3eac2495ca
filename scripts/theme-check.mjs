// Shopify's Theme Check over what merchants install: the theme app extension (extensions/vanity-theme, checked
// with the app-extension rules its shopify.extension.toml selects) and the pasted snippets (theme-snippets/, checked
// where a merchant pastes them: a theme's snippets/, with vanity.js in its assets/ as the README says to upload it).
// Also checks the extension against Shopify CLI's deploy rules (extension-package.mjs). Exits 1 on any error or warning. Needs `npm run build` first: the extension's assets/ are build output.
import { themeCheckRun } from '@shopify/theme-check-node';
import { packageProblems } from './extension-package.mjs';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SEVERITY = ['error', 'warning', 'info'];
const extension = path.resolve('extensions/vanity-theme');

/** theme-snippets/ laid out as the theme a merchant pastes them into. */
function stagedSnippetsTheme() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vanity-snippets-theme-'));
  for (const dir of ['snippets', 'assets', 'locales']) mkdirSync(path.join(root, dir));
  for (const f of readdirSync('theme-snippets')) {
    if (f.endsWith('.liquid')) copyFileSync(path.join('theme-snippets', f), path.join(root, 'snippets', f));
  }
  copyFileSync('dist/vanity.js', path.join(root, 'assets', 'vanity.js'));
  writeFileSync(path.join(root, 'locales', 'en.default.json'), '{}\n');
  return root;
}

/** shown(file) names a checked file as it is in the repository. */
async function check(label, root, config, shown) {
  // Theme Check tries to fetch the latest Liquid docs and falls back to the bundled ones offline; its log is noise here.
  const { offenses } = await themeCheckRun(root, config, () => {});
  for (const o of offenses) {
    const file = shown(path.relative(root, fileURLToPath(o.uri)));
    console.log(`${SEVERITY[o.severity] ?? o.severity} ${o.check} ${file}:${(o.start?.line ?? 0) + 1} ${o.message}`);
  }
  const failing = offenses.filter((o) => o.severity <= 1).length;
  console.log(`theme-check ${label}: ${offenses.length} offence(s), ${failing} failing`);
  return failing;
}

if (!existsSync('dist/vanity.js') || !existsSync(path.join(extension, 'assets', 'vanity.js'))) {
  console.error('theme-check: run `npm run build` first (the extension’s assets/ and the snippets’ vanity.js are build output)');
  process.exit(1);
}
const staged = stagedSnippetsTheme();
let failing = 0;
for (const problem of packageProblems(extension)) {
  console.log(`error extensions/vanity-theme: ${problem}`);
  failing++;
}
try {
  failing += await check('extensions/vanity-theme', extension, undefined, (f) => path.join('extensions/vanity-theme', f));
  failing += await check('theme-snippets', staged, path.resolve('theme-snippets/.theme-check.yml'), (f) =>
    path.join('theme-snippets', f.replace(/^snippets\//, '')),
  );
} finally {
  rmSync(staged, { recursive: true, force: true });
}
process.exit(failing ? 1 : 0);
