// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * ARCHITECTURE.md §3 lists what each slice requires and what installs which slices. Both tables are read here and
 * compared with the code: each slice's `requires` (shared/store/slices/), and each `defineWidget(name, …, slices)`
 * or `installSlices(store, deps, slices)` call in widgets/, so the text cannot drift from either.
 */
const ROOT = process.cwd();

interface SliceLike {
  key: string;
  requires: readonly SliceLike[];
  create: unknown;
}
const isSlice = (v: unknown): v is SliceLike =>
  typeof v === 'object' && v !== null && typeof (v as SliceLike).key === 'string' && Array.isArray((v as SliceLike).requires);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.d\.ts$/.test(f) && !f.includes('.test'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')));
}

/** key → the keys it requires, from every slice module's exports. */
async function requiresInCode(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles('shared/store/slices')) {
    const mod: Record<string, unknown> = await import(pathToFileURL(path.join(ROOT, file)).href);
    for (const value of Object.values(mod)) {
      if (isSlice(value) && typeof value.create === 'function')
        found.set(
          value.key,
          value.requires.map((r) => r.key),
        );
    }
  }
  return found;
}

/** What the closure of `slices` adds to them: installSlices installs each slice's requirements first. */
function requiredBeyond(listed: string[], requires: Map<string, string[]>): string[] {
  const all = new Set<string>();
  const visit = (key: string) => {
    if (all.has(key)) return;
    all.add(key);
    for (const r of requires.get(key) ?? []) visit(r);
  };
  listed.forEach(visit);
  return [...all].filter((k) => !listed.includes(k));
}

/** The value an expression of a widget file names: an array literal, a local const or an import, followed at run time. */
async function valueOf(file: string, source: ts.SourceFile, expr: ts.Expression): Promise<unknown> {
  if (ts.isArrayLiteralExpression(expr)) return Promise.all(expr.elements.map((e) => valueOf(file, source, e)));
  if (ts.isAsExpression(expr) || ts.isParenthesizedExpression(expr)) return valueOf(file, source, expr.expression);
  if (!ts.isIdentifier(expr)) throw new Error(`${file}: cannot read the slice list ${expr.getText(source)}`);
  const name = expr.text;
  for (const stmt of source.statements) {
    if (ts.isImportDeclaration(stmt) && stmt.importClause?.namedBindings && ts.isNamedImports(stmt.importClause.namedBindings)) {
      const spec = stmt.importClause.namedBindings.elements.find((e) => e.name.text === name);
      if (!spec) continue;
      const from = path.join(ROOT, path.dirname(file), (stmt.moduleSpecifier as ts.StringLiteral).text);
      const target = ['.ts', '.tsx'].map((ext) => from + ext).find((f) => ts.sys.fileExists(f)) ?? from;
      const mod: Record<string, unknown> = await import(pathToFileURL(target).href);
      return mod[(spec.propertyName ?? spec.name).text];
    }
    if (ts.isVariableStatement(stmt)) {
      const decl = stmt.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
      if (decl?.initializer) return valueOf(file, source, decl.initializer);
    }
  }
  throw new Error(`${file}: cannot find ${name}`);
}

/**
 * Installer → the slice keys it lists. A chunk is named as defineWidget names it (`watch`); another widget module
 * calling installSlices by its path under widgets/ (`watch/watch-moderation.ts`).
 */
async function installersInCode(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles('widgets')) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    if (!/\b(defineWidget|installSlices)\(/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const calls: ts.CallExpression[] = [];
    const walk = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) calls.push(node);
      ts.forEachChild(node, walk);
    };
    walk(source);
    for (const call of calls) {
      const callee = (call.expression as ts.Identifier).text;
      let installer: string;
      let list: ts.Expression | undefined;
      if (callee === 'defineWidget') {
        const name = call.arguments[0];
        if (!name || !ts.isStringLiteral(name)) throw new Error(`${file}: defineWidget without a literal name`);
        installer = name.text;
        list = call.arguments[3];
      } else if (callee === 'installSlices') {
        installer = file.slice('widgets/'.length);
        list = call.arguments[2];
      } else continue;
      const slices = list ? await valueOf(file, source, list) : [];
      if (!Array.isArray(slices) || !slices.every(isSlice)) throw new Error(`${file}: ${callee}'s list is not slices`);
      found.set(installer, [...(found.get(installer) ?? []), ...slices.map((s) => s.key)]);
    }
  }
  return found;
}

/** The rows of the Markdown table whose header's first cell is `firstHeader`, as cells. */
function table(markdown: string, firstHeader: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith('|') && l.split('|')[1]!.trim() === firstHeader);
  if (start < 0) throw new Error(`ARCHITECTURE.md has no table headed "${firstHeader}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/** A cell's names: parenthesised remarks, "–" and "nothing" name none. */
const names = (cell: string): string[] =>
  cell
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((n) => n.replace(/`/g, '').trim())
    .filter((n) => n && n !== '–' && n !== 'nothing');
/** "a / b" pairs with the other cells' "x / y"; one group applies to every installer of the row. */
const groups = (cell: string): string[] => cell.split(' / ');

interface Documented {
  requires: Map<string, string[]>;
  installs: Map<string, { lists: string[]; required: string[] }>;
}

function readDocumented(markdown: string): Documented {
  const requires = new Map<string, string[]>();
  for (const [slice, req] of table(markdown, 'Slice')) requires.set(names(slice!)[0]!, names(req!));
  const installs = new Map<string, { lists: string[]; required: string[] }>();
  for (const [who, lists, required] of table(markdown, 'Installed by')) {
    const whoGroups = groups(who!);
    const listGroups = groups(lists!);
    const requiredGroups = groups(required!);
    whoGroups.forEach((group, i) => {
      for (const installer of names(group)) {
        installs.set(installer, {
          lists: names(listGroups[listGroups.length > 1 ? i : 0]!),
          required: names(requiredGroups[requiredGroups.length > 1 ? i : 0]!),
        });
      }
    });
  }
  return { requires, installs };
}

/** Every difference between the documented tables and the code, as sentences; none when they agree. */
function drift(doc: Documented, requires: Map<string, string[]>, installers: Map<string, string[]>): string[] {
  const out: string[] = [];
  const same = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();
  for (const [key, req] of requires) {
    const documented = doc.requires.get(key);
    if (!documented) out.push(`slice ${key} is not in the Slice table`);
    else if (!same(documented, req))
      out.push(`${key} requires ${req.join(', ') || 'nothing'}, documented ${documented.join(', ') || 'nothing'}`);
  }
  for (const key of doc.requires.keys()) if (!requires.has(key)) out.push(`the Slice table names ${key}, which no module defines`);
  for (const [installer, lists] of installers) {
    const documented = doc.installs.get(installer);
    const required = requiredBeyond(lists, requires);
    if (!documented) out.push(`${installer} installs ${lists.join(', ') || 'nothing'}, not in the Installed by table`);
    else {
      if (!same(documented.lists, lists))
        out.push(`${installer} lists ${lists.join(', ') || 'nothing'}, documented ${documented.lists.join(', ') || 'nothing'}`);
      if (!same(documented.required, required))
        out.push(
          `${installer} also installs ${required.join(', ') || 'nothing'}, documented ${documented.required.join(', ') || 'nothing'}`,
        );
    }
  }
  for (const installer of doc.installs.keys())
    if (!installers.has(installer)) out.push(`the Installed by table names ${installer}, which installs nothing in the code`);
  return out;
}

describe('ARCHITECTURE.md §3 and the slices in the code', () => {
  const markdown = readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');

  it('documents every slice with what it requires, and every installer with what it installs', async () => {
    const requires = await requiresInCode();
    const installers = await installersInCode();
    // The reading itself: the slices and installers the code has, so an empty scan cannot pass.
    expect(requires.get('tryOn')).toEqual(['catalog', 'shadeFinder']);
    expect(installers.get('watch/watch-moderation.ts')).toEqual(['liveHost']);
    expect(installers.get('checkout-helper')).toEqual([]);
    expect(drift(readDocumented(markdown), requires, installers)).toEqual([]);
  });

  it('catches a requirement or an installer the text gets wrong', async () => {
    const requires = await requiresInCode();
    const installers = await installersInCode();
    // The text as it once was: liveLists with no requirement, and liveHost listed by the watch chunk itself.
    const stale = markdown
      .replace(/^\| `liveLists` +\| liveShow +\|$/m, '| `liveLists` | – |')
      .replace(/^(\| `watch` +\| [^|]*)me, chatName/m, '$1liveHost, me, chatName')
      .replace(/^\| `watch\/watch-moderation\.ts`.*\n/m, '');
    expect(stale).not.toBe(markdown);
    expect(drift(readDocumented(stale), requires, installers).sort()).toEqual([
      'liveLists requires liveShow, documented nothing',
      'watch lists catalog, cart, liveShow, liveViewer, liveChat, me, chatName, documented catalog, cart, liveShow, liveViewer, liveChat, liveHost, me, chatName',
      'watch/watch-moderation.ts installs liveHost, not in the Installed by table',
    ]);
  });
});
