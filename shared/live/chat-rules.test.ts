import { describe, expect, it } from 'vitest';
import { chatLength, hasVisibleText, isolateText } from './chat-rules';

describe('chat text', () => {
  const invisible: Array<[string, string]> = [
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['a zero-width joiner and non-joiner', '\u200d\u200c'],
    ['bidi marks', '\u200e\u200f\u061c'],
    ['bidi overrides and embeddings', '\u202e\u202d\u202a\u202b\u202c'],
    ['bidi isolates', '\u2066\u2067\u2068\u2069'],
    ['a byte-order mark and word joiner', '\ufeff\u2060'],
    ['a soft hyphen', '\u00ad'],
    ['a combining grapheme joiner', '\u034f'],
    ['Hangul fillers', '\u3164\u115f\u1160\uffa0'],
    ['variation selectors', '\ufe0f\u{e0100}'],
    ['tag characters', '\u{e0041}\u{e007f}'],
    ['a Mongolian vowel separator', '\u180e'],
    ['the blank Braille pattern', '\u2800'],
    ['odd spaces', '\u00a0\u2003\u3000\u2028'],
    ['a mix, with spaces', ' \u200b \u202e \ufeff '],
  ];
  it.each(invisible)('only %s has nothing to read', (_name, text) => {
    expect(hasVisibleText(text)).toBe(false);
  });
  it.each(['Love this', '💄', '❤️', '👩‍👩‍👧', 'مرحبا', '\u202egnp.exe', '\u200bhi', '.'])('%j has something to read', (text) => {
    expect(hasVisibleText(text)).toBe(true);
  });
  it('counts characters as people see them', () => {
    expect(chatLength('  💄💄 ')).toBe(2);
  });
  it('isolates a name set inside a sentence', () => {
    expect(isolateText('\u202eAna')).toBe('\u2068\u202eAna\u2069');
  });
});
