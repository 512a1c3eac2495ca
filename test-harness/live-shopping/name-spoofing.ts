/**
 * Names that pose as someone else's (Unicode's UTS #39, "Unicode Security Mechanisms"): the chat shows a display
 * name, or a host's handle, as who wrote a message, so "Міа" (Cyrillic М and і, Latin a) must not pass for the host
 * "Mia". Two checks, as UTS #39 describes them for identifiers:
 *
 * - **Mixed scripts** (§5.1, §5.2): a name is allowed at the "Highly Restrictive" level, that is its letters share one
 *   script, or they fit within Latin + Han + Hiragana + Katakana (Japanese), Latin + Han + Bopomofo (Chinese) or
 *   Latin + Han + Hangul (Korean). Common and Inherited characters (digits, the space, dots) count for any script.
 * - **Confusable skeletons** (§4): two names are confusable when their skeletons are equal and the names themselves
 *   are not the same name (names are compared ignoring case, as the profile store numbers them). This catches a
 *   name written wholly in another script ("МІА" in Cyrillic capitals), which the first check lets through.
 */

/**
 * Unicode's scripts by ISO 15924 code, through Unicode 16 (what Node's regular expressions know). A letter of a newer
 * script matches none and counts as the unknown script, Zzzz, which mixes with no known one.
 */
const SCRIPT_CODES = `Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari Cham
  Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth Gran Grek Gujr
  Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi
  Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Mlym Modi Mong Mroo Mtei
  Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx
  Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr
  Tale Talu Taml Tang Tavt Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi
  Yiii Zanb`
  .split(/\s+/)
  .map((code) => ({ code, re: new RegExp(`^\\p{Script_Extensions=${code}}$`, 'u') }));

/** Characters used with every script (Script_Extensions Common or Inherited): they decide nothing. */
const ANY_SCRIPT = /^[\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]$/u;

/**
 * UTS #39 §5.1's augmented script sets: a Han character may be written in Japanese (Jpan), Korean (Kore) or
 * Chinese with Bopomofo (Hanb), a kana in Japanese, a Hangul syllable in Korean, a Bopomofo letter in Hanb.
 */
const AUGMENT: Record<string, string[]> = {
  Hani: ['Hanb', 'Jpan', 'Kore'],
  Hira: ['Jpan'],
  Kana: ['Jpan'],
  Hang: ['Kore'],
  Bopo: ['Hanb'],
  // Only for the Highly Restrictive level (§5.2): Latin goes with each of the three CJK writing systems.
  Latn: ['Jpan', 'Kore', 'Hanb'],
};

/** A character's augmented Script_Extensions; null for Common and Inherited ones. */
function scriptsOf(char: string): Set<string> | null {
  if (ANY_SCRIPT.test(char)) return null;
  const own = SCRIPT_CODES.filter(({ re }) => re.test(char)).map(({ code }) => code);
  if (own.length === 0) return new Set(['Zzzz']);
  return new Set(own.flatMap((code) => [code, ...(AUGMENT[code] ?? [])]));
}

/**
 * Whether a name's letters mix scripts beyond UTS #39's Highly Restrictive level: the intersection of its
 * characters' augmented script sets (its "resolved script set", with Latin augmented by Jpan, Kore and Hanb) is empty.
 */
export function mixesScripts(name: string): boolean {
  let shared: string[] | null = null;
  for (const char of name.normalize('NFC')) {
    const scripts = scriptsOf(char);
    if (!scripts) continue;
    shared = shared ? shared.filter((s) => scripts.has(s)) : [...scripts];
    if (shared.length === 0) return true;
  }
  return false;
}

/**
 * Look-alikes, by the letter they pass for: a subset of Unicode's confusables.txt (UTS #39 data, version 14.0), its
 * "MA" lines whose source is a Greek or Cyrillic letter (U+0370–U+052F) and whose prototype is one Latin letter or
 * digit, plus its lines for the ASCII characters a name may hold (I and 1 → l, 0 → O, m → rn). `l: 'IΙІӀ1'` reads
 * "I (Latin), Ι (Greek), І and Ӏ (Cyrillic) and 1 look like l".
 *
 * Limits: other scripts' look-alikes (Armenian օ, Cherokee Ꭺ, Hebrew ו…) and the multi-letter ones (Cyrillic Ы → bl)
 * are left out, so a name wholly in one of those scripts can still resemble a Latin one; the mixed-script check
 * refuses them mixed with Latin. Fullwidth and mathematical letters (Ｍｉａ, 𝐌𝐢𝐚) are folded by the NFKD below
 * instead, which confusables.txt covers too.
 */
const LOOK_ALIKES: Record<string, string> = {
  a: 'аα',
  A: 'АΑ',
  b: 'Ь',
  B: 'ВΒ',
  c: 'сϲ',
  C: 'СϹ',
  d: 'ԁ',
  e: 'еҽ',
  E: 'ЕΕ',
  F: 'Ϝ',
  G: 'Ԍ',
  h: 'һ',
  H: 'НΗ',
  i: 'іιӏ',
  j: 'јϳ',
  J: 'ЈͿ',
  K: 'КΚ',
  l: 'IΙІӀ1',
  M: 'МΜϺ',
  N: 'Ν',
  o: 'оοσ',
  O: 'ОΟ0',
  p: 'рρϱ',
  P: 'РΡ',
  q: 'ԛ',
  r: 'г',
  s: 'ѕ',
  S: 'Ѕ',
  T: 'ТΤ',
  u: 'υ',
  v: 'νѵ',
  V: 'Ѵ',
  w: 'ѡԝ',
  W: 'Ԝ',
  x: 'х',
  X: 'ХΧ',
  y: 'γуү',
  Y: 'УҮΥϒ',
  Z: 'Ζ',
  rn: 'm',
  3: 'ЗӠ',
  6: 'б',
};
const PROTOTYPE = new Map(Object.entries(LOOK_ALIKES).flatMap(([proto, chars]) => [...chars].map((c) => [c, proto] as const)));

/** UTS #39 §4's skeleton with the table above: decomposed (NFKD), each character replaced by its prototype. */
export function skeleton(name: string): string {
  return [...name.normalize('NFKD')].map((c) => PROTOTYPE.get(c) ?? c).join('');
}

/**
 * Whether `name` would pass for `other`: another name (ignoring case) with the same skeleton, taken as written
 * ("Міа" in Cyrillic for "Mia", "AIice" with a capital I for "Alice") or in lowercase. Names that differ only in case
 * are one name, numbered (Pop, POP#2), so a look-alike of any case of it is refused too: Cyrillic "РОР" for "pop".
 */
export function confusable(name: string, other: string): boolean {
  const [a, b] = [name.toLowerCase(), other.toLowerCase()];
  if (a === b) return false;
  return skeleton(name) === skeleton(other) || skeleton(a) === skeleton(b);
}
