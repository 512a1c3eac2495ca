// @vitest-environment node
import { tryOnStyles } from './try-on.styles';

/** The declarations of every rule whose selector ends in `::backdrop`. */
const backdropRules = (css: string) => [...css.matchAll(/([^{}]*::backdrop)\s*\{([^}]*)\}/g)].map((m) => m[2]!);

describe('the try-on dialog over the page', () => {
  it('dims the page behind without a backdrop filter, which the compositor would redo for every camera frame', () => {
    const rules = backdropRules(tryOnStyles);
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatch(/background:/);
    expect(rules[0]).not.toMatch(/backdrop-filter/);
  });
});
