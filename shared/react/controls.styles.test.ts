import { readFileSync } from 'node:fs';
import { baseStyles } from './base-styles';
import { bundlePartsStyles } from './bundle-parts.styles';
import { confirmButtonStyles } from './ConfirmButton';
import { controlStyles } from './controls.styles';
import { designTokens } from './design-tokens';

/** The selectors of a stylesheet's rules (at-rules' own preludes left out), comments gone. */
function selectors(css: string): string[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g)]
    .map((m) => m[1]!.trim())
    .filter((s) => !s.startsWith('@') && !/^(from|to|\d+%)$/.test(s));
}
/** A selector list split at its top-level commas. */
function each(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  return [...out, list.slice(start).trim()];
}

/** The CSS of a source file's `/* css *\/` templates (read as text: shared/ does not import widgets/). */
const cssIn = (file: string) => [...readFileSync(file, 'utf8').matchAll(/\/\* css \*\/ `([^`]*)`/g)].map((m) => m[1]!).join('\n');

/** The stylesheets that adopted the shared controls: they keep no copy of them. */
const adopted = {
  'try-on': cssIn('widgets/try-on/try-on.styles.ts'),
  'try-on-label': cssIn('widgets/try-on-label/try-on-label.styles.ts'),
  'shade-finder': cssIn('widgets/shade-finder/shade-finder.styles.ts'),
  'order-helper': cssIn('widgets/order-helper/order-helper.chunk.tsx'),
  'bundle-parts': bundlePartsStyles,
  'confirm-button': confirmButtonStyles,
};

describe('the shared controls', () => {
  it('weigh nothing: every selector sits in :where(), so any rule of a widget wins over them', () => {
    const all = selectors(controlStyles).flatMap(each);
    expect(all.length).toBeGreaterThan(60);
    for (const s of all) expect(s, s).toMatch(/^:where\(.*\)(::?[\w-]+)?$/);
  });

  it('give a link drawn as a button the button’s colours: the weightless link rules come before the button rules', () => {
    const order = selectors(controlStyles);
    const link = order.indexOf(':where(a)');
    expect(link).toBeGreaterThanOrEqual(0);
    expect(link).toBeLessThan(order.indexOf(':where(button, .button)'));
    expect(link).toBeLessThan(order.indexOf(':where(button.primary, .button.primary)'));
  });

  it('cover every kind of control the widgets share', () => {
    for (const control of [
      'button.primary',
      'button.danger',
      'button.icon',
      'button.link',
      ':where(a)',
      'textarea',
      ':where(select)',
      'input[type="checkbox"]',
      '.swatch input:checked',
      '.segmented',
      '.choice:has(input:checked)',
      'input[type="range"]',
      ':where(.card)',
      '.badge',
    ]) {
      expect(controlStyles, control).toContain(control);
    }
  });

  it('draw their colours from the tokens: no browser blue, no colour of their own but white on error', () => {
    const css = controlStyles.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual(['#fff', '#fff', '#fff']);
    expect(baseStyles + controlStyles).not.toMatch(/#2563eb|#0000ff|\bblue\b|#00f\b/i);
  });
});

describe('the widgets that adopted them', () => {
  it.each(Object.entries(adopted))('%s keeps no private copy of the base button, link or field rules', (_, css) => {
    expect(css.length).toBeGreaterThan(20);
    for (const s of selectors(css).flatMap(each)) {
      expect(s, s).not.toMatch(/^(button|a|input|select|textarea)(\.(primary|secondary|link|danger))?(:[\w-]+)?$/);
    }
  });

  it.each(Object.entries(adopted))('%s takes its colours from the tokens (white and black overlays apart)', (_, css) => {
    const hex = (css.replace(/\/\*[\s\S]*?\*\//g, '').match(/#[0-9a-f]{3,8}\b/gi) ?? []).filter((c) => !/^#fff(fff)?$/i.test(c));
    expect(hex).toEqual([]);
  });

  it.each(Object.entries({ ...adopted, controls: controlStyles }))('%s sets no text under 14px', (_, css) => {
    for (const [, size] of css.matchAll(/font-size:\s*([^;}]+)/g)) {
      const px = /^(\d*\.?\d+)px$/.exec(size!.trim());
      const em = /^(\d*\.?\d+)em$/.exec(size!.trim());
      if (px) expect(Number(px[1]), size).toBeGreaterThanOrEqual(14);
      if (em) expect(Number(em[1]), size).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('the design tokens', () => {
  it('are the README table, each with its default', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(designTokens.length).toBeGreaterThan(20);
    for (const { name, fallback } of designTokens) {
      const row = new RegExp(`^\\| \`${name}\` +\\| \`${fallback.replace(/[()./*+]/g, '\\$&')}\` +\\| \\w`, 'm');
      expect(readme, name).toMatch(row);
    }
  });

  it('cover colours, radii, spacing, type, shadows and motion, and type starts at 14px', () => {
    const kinds = new Set(designTokens.map((t) => t.kind));
    expect([...kinds].sort()).toEqual(['colour', 'motion', 'radius', 'shadow', 'space', 'type']);
    const sizes = designTokens.filter((t) => t.kind === 'type').map((t) => parseFloat(t.fallback));
    expect(Math.min(...sizes)).toBe(14);
  });

  it('keep every --_ name the widgets used before them working', () => {
    for (const name of [
      '--_accent',
      '--_accent-contrast',
      '--_surface',
      '--_text',
      '--_muted',
      '--_error',
      '--_radius',
      '--_panel-radius',
      '--_focus',
    ]) {
      expect(baseStyles).toContain(`${name}: var(--vanity-`);
    }
  });
});
