/**
 * ICU-lite message formatting: `{name}` placeholders, and counts written as
 * `{count, plural, =0 {…} one {# item} other {# items}}`, whose branch is picked
 * with the language's Intl.PluralRules (French says "1 spectateur", "0 spectateur",
 * "2 spectateurs"; English "0 items"). `#` stands for the number. A missing branch
 * falls back to `other`, as in ICU.
 */
export type MessageVars = Record<string, string | number>;

const rulesByLang = new Map<string, Intl.PluralRules>();
function pluralRules(lang: string): Intl.PluralRules {
  let rules = rulesByLang.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    rulesByLang.set(lang, rules);
  }
  return rules;
}

/** Index of the `}` closing the `{` at `open`, counting nested braces. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The branches of a plural's body (`one {…} other {…}`), by selector. */
export function pluralBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const end = closing(body, open);
    if (end < 0) break;
    branches.set(body.slice(i, open).trim(), body.slice(open + 1, end));
    i = end + 1;
  }
  return branches;
}

const PLURAL_HEAD = /^\{\s*(\w+)\s*,\s*plural\s*,/;

export function formatMessage(text: string, vars: MessageVars | undefined, lang: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const end = closing(text, open);
    if (end < 0) break;
    out += text.slice(i, open);
    const part = text.slice(open, end + 1);
    const head = PLURAL_HEAD.exec(part);
    if (head) {
      const name = head[1]!;
      const count = Number(vars?.[name]);
      const branches = pluralBranches(part.slice(head[0].length, -1));
      const branch = branches.get(`=${count}`) ?? branches.get(pluralRules(lang).select(count)) ?? branches.get('other') ?? '';
      out += formatMessage(branch.replace(/#/g, String(vars?.[name] ?? '')), vars, lang);
    } else {
      const name = part.slice(1, -1).trim();
      out += vars && name in vars ? String(vars[name]) : part;
    }
    i = end + 1;
  }
  return out + text.slice(i);
}
