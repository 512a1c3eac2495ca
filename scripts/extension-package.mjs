// What Shopify CLI refuses when it deploys a theme app extension, checked before it does: files only in assets/
// (.jpg .jpeg .js .css .png .svg), blocks/ and snippets/ (.liquid) and locales/ (.json), no subfolders, at most
// 10 MB in all and 100 KB of Liquid (the CLI's older, stricter limit).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const BUCKETS = {
  assets: /\.(jpe?g|js|css|png|svg)$/,
  blocks: /\.liquid$/,
  snippets: /\.liquid$/,
  locales: /\.json$/,
};
const byName = (a, b) => a.name.localeCompare(b.name);
const BUNDLE_LIMIT = 10 * 1024 * 1024;
const LIQUID_LIMIT = 100 * 1024;

/** The reasons Shopify would refuse the extension in `dir`, none when it would deploy it. */
export function packageProblems(dir) {
  const problems = [];
  let total = 0;
  let liquid = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort(byName)) {
    if (entry.isFile()) {
      if (entry.name !== 'shopify.extension.toml' && !entry.name.startsWith('.'))
        problems.push(`${entry.name}: not in a folder Shopify deploys`);
      continue;
    }
    const rule = BUCKETS[entry.name];
    if (!rule) {
      problems.push(`${entry.name}/: Shopify deploys only ${Object.keys(BUCKETS).join(', ')}`);
      continue;
    }
    for (const file of readdirSync(path.join(dir, entry.name), { withFileTypes: true }).sort(byName)) {
      const name = `${entry.name}/${file.name}`;
      if (file.name.startsWith('.')) continue;
      if (!file.isFile()) problems.push(`${name}: no subfolders in ${entry.name}/`);
      else if (!rule.test(file.name)) problems.push(`${name}: not a file type ${entry.name}/ may hold`);
      else {
        const size = statSync(path.join(dir, name)).size;
        total += size;
        if (entry.name === 'blocks' || entry.name === 'snippets') liquid += size;
      }
    }
  }
  if (total > BUNDLE_LIMIT) problems.push(`${(total / 1024 / 1024).toFixed(1)} MB in all, over Shopify's 10 MB`);
  if (liquid > LIQUID_LIMIT) problems.push(`${Math.ceil(liquid / 1024)} KB of Liquid, over Shopify's 100 KB`);
  return problems;
}
