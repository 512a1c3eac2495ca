import { readdirSync, readFileSync } from 'node:fs';
// @ts-expect-error: the build script is plain JavaScript
import { minifyCssText, minifyStyles } from '../../esbuild.config.mjs';

/** The build minifies every widget stylesheet (esbuild.config.mjs): the CSS a page gets must mean the same. */
const files = [
  ...readdirSync('widgets', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(`widgets/${d.name}`)
        .filter((f) => f.endsWith('.styles.ts'))
        .map((f) => `widgets/${d.name}/${f}`),
    ),
  'shared/react/base-styles.ts',
  'shared/react/controls.styles.ts',
  'shared/react/bundle-parts.styles.ts',
  'shared/live-ui/show-chat.styles.ts',
];
/** The CSS with comments, whitespace and a rule's last semicolon gone: what must survive minification unchanged. */
const essence = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '')
    .replace(/;}/g, '}');

describe("the widgets' stylesheets as built", () => {
  it('mean the same CSS, and are smaller', () => {
    expect(files.length).toBeGreaterThan(8);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const built: string = minifyStyles(source);
      expect(essence(built), file).toBe(essence(source));
      expect(built.length, file).toBeLessThan(source.length);
    }
  });

  it('keep quoted strings and interpolations as they are', () => {
    expect(minifyCssText('a { content: "x:  y" ; margin : 0 ; }  .b  .c:hover , d { width: calc(1px - 2px) }')).toBe(
      'a{content:"x:  y";margin :0}.b .c:hover,d{width:calc(1px - 2px)}',
    );
    expect(minifyStyles('const s = /* css */ `\n  ${other}\n  .a { color: ${c ? "red" : "blue"}; }\n`;')).toBe(
      'const s = ` ${other} .a{color:${c ? "red" : "blue"}}`;',
    );
  });
});
