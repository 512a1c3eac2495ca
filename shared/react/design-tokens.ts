import { baseStyles } from './base-styles';

/** One merchant-facing token: the --vanity-* a theme sets, the --_* the widgets read, and its default. */
export interface DesignToken {
  name: string;
  internal: string;
  fallback: string;
  kind: 'colour' | 'radius' | 'space' | 'type' | 'shadow' | 'motion' | 'font';
}

const kindOf = (name: string, fallback: string): DesignToken['kind'] =>
  /^#|^rgb/.test(fallback)
    ? 'colour'
    : /radius/.test(name)
      ? 'radius'
      : /space/.test(name)
        ? 'space'
        : /text-/.test(name)
          ? 'type'
          : /shadow/.test(name)
            ? 'shadow'
            : /duration|ease/.test(name)
              ? 'motion'
              : 'font';

/**
 * The tokens, read from the base stylesheet itself (one declaration a line, `--_x: var(--vanity-x, default);`), so
 * the README's table and the token sheet (bench/token-sheet.ts) cannot drift from what the widgets use. For tests and
 * the bench: no widget imports it.
 */
export const designTokens: DesignToken[] = [...baseStyles.matchAll(/^\s*(--_[\w-]+): var\((--vanity-[\w-]+), (.*)\);$/gm)].map(
  ([, internal, name, fallback]) => ({ internal: internal!, name: name!, fallback: fallback!, kind: kindOf(name!, fallback!) }),
);
