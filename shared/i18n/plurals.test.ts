import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTranslator, loadCatalogue, registerMessages } from '.';
import { enHost } from './en-host';
import { formatMessage, pluralBranches } from './format-message';

/**
 * Every count in every catalogue is a plural message with the branches its language's
 * Intl.PluralRules can pick for a whole number, so French never says "1 spectateurs".
 * A placeholder is a count by its name; a new placeholder must be classified here.
 */
const COUNTS = new Set(['count', 'min', 'max', 'remaining', 'over', 'n', 'of', 'total', 'used', 'd', 'h', 'size', 'quantity', 'percent']);
const TEXTS = new Set([
  'email',
  'provider',
  'origin',
  'reason',
  'policy',
  'product',
  'shade',
  'price',
  'handle',
  'name',
  'time',
  'date',
  'title',
  'code',
  'amount',
  'from',
  'to',
  'value',
  'terms',
  'privacy',
  'skin',
  'description',
  'undertone',
  // A replay's position and length, already formatted as times.
  'at',
  'duration',
]);
/** Numbers shown without a noun of their own (positions, units, symbols): nothing to agree with. */
const BARE_NUMBERS: Record<string, string> = {
  'onboard.counter:count': '"{count} of {max} characters": the noun follows max',
  'live.host.form.counter:count': 'as above',
  'live.chat.name.counter:count': 'as above',
  'live.host.form.products:count': '"Products (3 of 15)"',
  'live.host.form.products:max': 'as above',
  'live.host.form.thumbnailReady:size': 'a unit symbol, KB',
  'live.purchaseNotice:quantity': '"2 × Lipstick"',
  'live.days:d': 'unit symbols, d and h',
  'live.days:h': 'as above',
  'live.chat.counter:used': '"12/200"',
  'live.chat.counter:max': 'as above',
  'live.carousel.position:n': '"2 of 5", a position',
  'live.carousel.position:of': 'as above',
  'shade.finder.step:n': '"Step 2 of 5", a position',
  'shade.finder.step:total': 'as above',
  'tryOn.loadedPercent:percent': 'a percentage',
  'live.chat.overLimit:max': 'English: "the 140-character limit", a compound adjective',
  'live.chat.overLimit:over': 'English: "by 1", a bare number',
  'live.bag.total:total': 'a price, not a count',
  'tryOn.countdown:n': 'seconds counted down aloud: "3", "2", "1"',
};

const dir = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(dir).filter((f) => /^[a-z]{2}(-[a-z-]+)?\.ts$/.test(f) && !f.endsWith('.test.ts') && f !== 'index.ts');

async function catalogues(): Promise<Array<{ file: string; lang: string; messages: Record<string, string> }>> {
  const out = [];
  for (const file of files) {
    const mod = (await import(`./${file}`)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (value && typeof value === 'object') out.push({ file, lang: file.slice(0, 2), messages: value as Record<string, string> });
    }
  }
  return out;
}

/** The plural categories a language's rules give whole numbers (French: one, other; 'many' starts at a million). */
function categoriesOf(lang: string): Set<string> {
  const rules = new Intl.PluralRules(lang);
  const seen = new Set<string>();
  for (let n = 0; n <= 1000; n++) seen.add(rules.select(n));
  return seen;
}

/** Each placeholder of a message: a plain `{name}` or a plural's selector with its branches. */
function placeholders(text: string): Array<{ name: string; branches?: Map<string, string> }> {
  const found: Array<{ name: string; branches?: Map<string, string> }> = [];
  const walk = (s: string) => {
    let depth = 0;
    let start = -1;
    for (let i = 0; i < s.length; i++) {
      if (s[i] === '{' && depth++ === 0) start = i;
      else if (s[i] === '}' && --depth === 0) {
        const part = s.slice(start + 1, i);
        const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(part);
        if (plural) {
          const branches = pluralBranches(plural[2]!);
          found.push({ name: plural[1]!, branches });
          branches.forEach((b) => walk(b));
        } else found.push({ name: part.trim() });
      }
    }
  };
  walk(text);
  return found;
}

describe('count messages', () => {
  it('finds the catalogues of both languages', async () => {
    const all = await catalogues();
    expect(new Set(all.map((c) => c.lang))).toEqual(new Set(['en', 'fr']));
    expect(all.length).toBeGreaterThanOrEqual(14);
  });

  it('every count in every language is a plural with the branches its rules need', async () => {
    const problems: string[] = [];
    for (const { file, lang, messages } of await catalogues()) {
      const needed = categoriesOf(lang);
      for (const [key, text] of Object.entries(messages)) {
        for (const { name, branches } of placeholders(text)) {
          if (!COUNTS.has(name) && !TEXTS.has(name)) problems.push(`${file} ${key}: unclassified placeholder {${name}}`);
          if (!COUNTS.has(name)) continue;
          if (!branches) {
            if (!BARE_NUMBERS[`${key}:${name}`]) problems.push(`${file} ${key}: {${name}} is a count without plural forms`);
            continue;
          }
          for (const category of needed) {
            if (!branches.has(category)) problems.push(`${file} ${key}: {${name}} lacks its "${category}" form`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('the rule above catches a count written plainly', () => {
    expect(placeholders('{count} spectateurs')).toEqual([{ name: 'count' }]);
    expect(placeholders('{count, plural, other {# spectateurs}}')[0]?.branches?.has('one')).toBe(false);
  });
});

describe('formatMessage', () => {
  const viewers = '{count, plural, one {# spectateur} other {# spectateurs}}';

  it('picks the branch by the language’s plural rules', () => {
    expect(formatMessage(viewers, { count: 1 }, 'fr')).toBe('1 spectateur');
    expect(formatMessage(viewers, { count: 0 }, 'fr')).toBe('0 spectateur');
    expect(formatMessage(viewers, { count: 2 }, 'fr')).toBe('2 spectateurs');
    expect(formatMessage('{n, plural, one {# item} other {# items}}', { n: 0 }, 'en')).toBe('0 items');
  });

  it('prefers an exact branch, falls back to other, and fills placeholders inside branches', () => {
    const msg = '{count, plural, =0 {No one yet} other {# of {max}}}';
    expect(formatMessage(msg, { count: 0, max: 9 }, 'en')).toBe('No one yet');
    expect(formatMessage(msg, { count: 1, max: 9 }, 'en')).toBe('1 of 9');
    expect(formatMessage('Hi {name}, {x}', { name: 'Ana' }, 'en')).toBe('Hi Ana, {x}');
  });
});

describe('the catalogues say counts right', () => {
  it('French: 1 spectateur, 2 spectateurs; English keeps its words', async () => {
    await loadCatalogue('fr');
    const fr = createTranslator('fr-CA');
    expect(fr('live.viewers', { count: 1 })).toBe('1 spectateur');
    expect(fr('live.viewers', { count: 2 })).toBe('2 spectateurs');
    expect(fr('live.chat.remaining', { remaining: 1 })).toBe('Encore 1 caractère');
    expect(fr('account.rules.minLength', { min: 8 })).toBe('au moins 8 caractères');
    registerMessages('en', enHost);
    const en = createTranslator('en');
    expect(en('live.host.form.tooManyProducts', { max: 15 })).toBe('A show can feature up to 15 products.');
    expect(en('live.host.form.counter', { count: 1, max: 1 })).toBe('1 of 1 character');
  });
});
