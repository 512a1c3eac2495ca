/// <reference types="vite/client" />
import { DESKTOP_WIDTH, MOBILE_MEDIA, MOBILE_WIDTH, WIDER_THAN_MOBILE } from './breakpoints';

/** Every stylesheet a widget adopts (the try-on's, the chat's, the bundle's…), as built into the bundle. */
const sheets = import.meta.glob<Record<string, unknown>>(['../../widgets/*/*.styles.ts', '../**/*.styles.ts', './base-styles.ts'], {
  eager: true,
});
const css = Object.entries(sheets).flatMap(([file, mod]) =>
  Object.values(mod)
    .filter((v): v is string => typeof v === 'string')
    .map((text) => [file, text] as const),
);

describe('breakpoints (spec 2 §2, §9: mobile ≤ 767 px, tablet ≤ 1023 px)', () => {
  it('are the spec’s widths, in pixels', () => {
    expect([MOBILE_MEDIA, MOBILE_WIDTH, WIDER_THAN_MOBILE, DESKTOP_WIDTH]).toEqual([
      '(max-width: 767px)',
      '(max-width: 767px)',
      '(min-width: 768px)',
      '(min-width: 1024px)',
    ]);
  });

  it('are the only widths any widget’s layout switches at', () => {
    expect(css.length).toBeGreaterThan(8);
    const found: string[] = [];
    for (const [file, text] of css) {
      for (const rule of text.match(/@(media|container)[^{]*/g) ?? []) {
        for (const [, bound, value] of rule.matchAll(/(min|max)-width:\s*([^)]+)/g)) {
          found.push(`${bound}-width: ${value}`);
          expect(['max-width: 767px', 'min-width: 768px', 'max-width: 1023px', 'min-width: 1024px'], `${file}: ${rule}`).toContain(
            `${bound}-width: ${value!.trim()}`,
          );
        }
      }
    }
    // The watch page, the broadcast page and the chat switch at the widget's width; the try-on and channel at the window's.
    expect(found.length).toBeGreaterThanOrEqual(6);
  });
});
