/**
 * Writes the label's stylesheet into its server HTML snippet (both copies), so
 * the HTML that works before any script looks exactly like the React label.
 * Run after changing the base or label styles: `npm run label:styles`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
// @ts-expect-error: the build script is plain JavaScript
import { minifyCssText } from '../../esbuild.config.mjs';
import { baseStyles } from '../../shared/react/base-styles';
import { tryOnLabelStyles } from './try-on-label.styles';

const css: string = minifyCssText(baseStyles + tryOnLabelStyles).trim();
for (const file of ['theme-snippets/vanity-try-on-label-html.liquid', 'extensions/vanity-theme/snippets/vanity-try-on-label-html.liquid']) {
  const source = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    source.replace(/<style>[\s\S]*?<\/style>/, () => `<style>${css}</style>`),
  );
}
