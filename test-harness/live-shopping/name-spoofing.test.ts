// @vitest-environment node
import { confusable, mixesScripts, skeleton } from './name-spoofing';

describe('mixed scripts (UTS #39, Highly Restrictive)', () => {
  it.each([
    ['Mia', 'Latin'],
    ['Chloé-Anne 2', 'Latin with digits, a space and a dash (Common)'],
    ['Мария', 'Cyrillic'],
    ['Αλέξης', 'Greek'],
    ['مريم', 'Arabic'],
    ['יעל', 'Hebrew'],
    ['ประภา', 'Thai'],
    ['प्रिया', 'Devanagari, with its combining vowel signs'],
    ['さくら', 'Hiragana'],
    ['ユーリ', 'Katakana, with the prolonged sound mark both kana share'],
    ['山田さくら', 'Han and Hiragana (Japanese)'],
    ['山田ユキ', 'Han and Katakana (Japanese)'],
    ['Yuki山田', 'Latin and Han'],
    ['さくらSakura', 'Latin and Hiragana (Japanese)'],
    ['김민지', 'Hangul'],
    ['Kim민지', 'Latin and Hangul (Korean)'],
    ['金민지', 'Han and Hangul (Korean)'],
    ['ㄅㄆ王', 'Bopomofo and Han (Chinese)'],
    ['Lee ㄅ王', 'Latin, Bopomofo and Han'],
    ['Ｍｉａ', 'fullwidth Latin is still Latin'],
  ])('allows %s: %s', (name) => {
    expect(mixesScripts(name)).toBe(false);
  });

  it.each([
    ['\u041c\u0456a', 'Cyrillic М and і with a Latin a: the host "Mia", imitated'],
    ['M\u0456a', 'one Cyrillic і in a Latin name'],
    ['Gu\u0435st', 'a Cyrillic е in "Guest"'],
    ['S\u03bffia', 'a Greek omicron in a Latin name'],
    ['Αлекс', 'Greek and Cyrillic'],
    ['Mia مريم', 'Latin and Arabic (Moderately Restrictive allows it; Highly does not)'],
    ['さくら김', 'Hiragana and Hangul: no one writing system has both'],
    ['ㄅさくら', 'Bopomofo and Hiragana'],
    ['ᎪᎡ Mia', 'Cherokee and Latin'],
  ])('refuses %s: %s', (name) => {
    expect(mixesScripts(name)).toBe(true);
  });

  it('ignores characters every script uses: digits and separators alone mix with anything', () => {
    expect(mixesScripts('2024')).toBe(false);
    expect(mixesScripts('Мария 2')).toBe(false);
    expect(mixesScripts('Мария_1.0')).toBe(false);
  });
});

describe('confusable skeletons (UTS #39 §4, the Latin/Cyrillic/Greek subset of confusables.txt)', () => {
  it('maps look-alikes to the letters they pass for, and leaves others alone', () => {
    expect(skeleton('\u041c\u0456\u0430')).toBe('Mia'); // all Cyrillic
    expect(skeleton('Мариа')).toBe('Map\u0438a'); // и has no look-alike
    expect(skeleton('ΑΒΕΗΙΚΜΝΟΡΤΥΧΖ')).toBe('ABEHlKMNOPTYXZ');
    expect(skeleton('Жанна')).toBe('\u0416a\u043d\u043da');
    // NFKD folds fullwidth and mathematical letters, and a decomposed accent meets the Latin one's.
    expect(skeleton('Ｍｉａ')).toBe('Mia');
    expect(skeleton('𝐌𝐢𝐚')).toBe('Mia');
    expect(skeleton('ї')).toBe(skeleton('ï'));
    // The ASCII look-alikes of confusables.txt: I and 1 look like l, 0 like O, m like rn.
    expect(skeleton('AIice')).toBe('Alice');
    expect(skeleton('B0B')).toBe('BOB');
    expect(skeleton('Emma')).toBe('Ernrna');
  });

  it.each([
    ['\u041c\u0456\u0430', 'Mia', 'Cyrillic М, і and а: one script, so only the skeleton tells'],
    ['МІА', 'MlA', 'Cyrillic capitals'],
    ['Јо', 'Jo', 'the host "Jo" in Cyrillic'],
    ['\u0405\u043efi\u0430', 'Sofia', 'Cyrillic Ѕ, о and а among Latin letters'],
    ['ΙΟΝ', 'ION', 'Greek capitals, iota for I'],
    ['AIice', 'Alice', 'a capital I for a small l'],
    ['rnia.host', 'mia.host', 'r and n for m'],
    ['1ena.lips', 'lena.lips', 'a one for an l'],
    ['Ｍｉａ', 'Mia', 'fullwidth letters'],
    ['РОР', 'pop', 'Cyrillic capitals for a lowercase name (POP would be pop numbered)'],
  ])('%s passes for %s: %s', (name, other) => {
    expect(confusable(name, other)).toBe(true);
  });

  it.each([
    ['Mia', 'Mia', 'the same name'],
    ['mia', 'Mia', 'the same name in another case (numbered, not refused)'],
    ['Мария', 'Maria', 'a Cyrillic name is not Latin look-alike letters'],
    ['Lan', 'Ian', 'a capital L is not an I'],
    ['Mía', 'Mia', 'an accent shows'],
    ['Jo', 'Joe', 'another name'],
    ['\u0421\u043e\u0444\u0456\u044f', 'Sofia', 'Софія in Cyrillic: its ф looks like no Latin letter'],
    ['Ελένη', 'Lena', 'the Greek name of a Latin one'],
  ])('%s does not pass for %s: %s', (name, other) => {
    expect(confusable(name, other)).toBe(false);
  });
});
