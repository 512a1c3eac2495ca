import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { baseStyles } from './base-styles';

/** Every source file that carries widget CSS (a `/* css *\/` template). */
function styleSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return styleSources(path);
    if (!/\.tsx?$/.test(name) || name.includes('.test.')) return [];
    return readFileSync(path, 'utf8').includes('/* css */') ? [path] : [];
  });
}
const sources = [...styleSources('widgets'), ...styleSources('shared')];
/** CSS rules of a source, one per line, without comments. */
const rules = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n');

/**
 * Physical offsets that stay physical on purpose: centring with left: 50% and a
 * -50% translate is the same in both directions, and the before/after slider
 * follows the image, which is not mirrored.
 */
const PHYSICAL_ON_PURPOSE = /^\.(countdown|overlay-text|toast|compare-[\w.-]+)\s*\{/;

describe('widget styles on any theme', () => {
  it('finds the stylesheets', () => {
    expect(sources.length).toBeGreaterThan(14);
  });

  it('never size with rem, which follows the theme root (Dawn sets it to 62.5%)', () => {
    for (const file of sources) {
      const offenders = rules(file).filter((line) => /(^|[^\w-])-?\d*\.?\d+rem\b/.test(line));
      expect(offenders, file).toEqual([]);
    }
  });

  it('use logical properties, so a right-to-left catalogue lays out mirrored', () => {
    const physical = /(margin|padding|border)-(left|right)\b|(^|[\s{;])(left|right)\s*:|text-align:\s*(left|right)|float:\s*(left|right)/;
    for (const file of sources) {
      const offenders = rules(file).filter((line) => physical.test(line) && !PHYSICAL_ON_PURPOSE.test(line.trim()));
      expect(offenders, file).toEqual([]);
    }
  });

  it('reset the typography a theme would otherwise pass into the shadow root, but keep its font family', () => {
    const host = baseStyles.slice(baseStyles.indexOf(':host {'), baseStyles.indexOf('}'));
    // !important: a theme's rule on the placeholder's tag (div { font-size: 20px }) targets the host and beats a normal :host.
    for (const reset of ['font-size: 16px', 'line-height: 1.5', 'letter-spacing: normal', 'color: var(--_text)', 'text-transform: none']) {
      expect(host).toContain(`${reset} !important`);
    }
    expect(host).toContain('font-family: var(--vanity-font, inherit)');
  });

  it('never put size containment on a host, where it would leave the widget no width in a container sized by its content', () => {
    const containment =
      /(container-type|container)\s*:\s*[^;}]*\b(inline-size|size)\b|contain\s*:\s*[^;}]*\b(inline-size|size|strict|content)\b/;
    for (const file of sources) {
      const offenders = rules(file)
        .flatMap((line) => line.split('}'))
        .filter((rule) => /:host\b[^{]*\{/.test(rule) && containment.test(rule));
      expect(offenders, file).toEqual([]);
    }
    // Instead every host answers a content-sized container with a zero-height track: up to the screen's width, down to nothing.
    expect(baseStyles).toMatch(/:host::before \{ content: ''; display: grid; grid-template-columns: minmax\(0, 100vw\); \}/);
    expect(baseStyles).toMatch(/\.vanity-container \{ container-type: inline-size; \}/);
  });
});
