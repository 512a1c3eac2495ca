/**
 * Writes the account widget's stylesheet into its server HTML snippet (both copies), so the box the snippet holds
 * for the first screen is laid out exactly as the screen will be. Run after changing the base, control or account
 * styles: `npm run account:styles`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
// @ts-expect-error: the build script is plain JavaScript
import { minifyCssText } from '../../esbuild.config.mjs';
import { accountServerCss } from './account-server-css';

const css: string = minifyCssText(accountServerCss).trim();
for (const file of ['theme-snippets/vanity-account-html.liquid', 'extensions/vanity-theme/snippets/vanity-account-html.liquid']) {
  const source = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    source.replace(/<style data-vanity-server>[\s\S]*?<\/style>/, () => `<style data-vanity-server>${css}</style>`),
  );
}
