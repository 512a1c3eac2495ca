// Build-time only (esbuild.config.mjs): merges esbuild's crumb chunks into fewer files.
//
// esbuild splits code by the exact set of entry points that import it. With thirteen widgets and two dozen
// lazy imports, that leaves crumbs of a few hundred bytes, and a page asked for some forty scripts: on a
// phone each is a request, a gzip stream of its own and an import list. esbuild has no chunking options, so
// the build runs twice: the split build writes its chunks to a scratch folder, a plan groups them
// (planMerges), and a second esbuild pass bundles each group into one file (mergeChunks), with every import
// from another group left as an import of that group's file.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The output files of a split build and how they depend on each other: each file's static imports, its dynamic
 * imports, its exports and its gzip size, and for each entry point (a widget chunk or a lazy import) the files
 * it needs at once (its static closure).
 */
export function chunkGraph(meta, gzipSize) {
  const files = Object.keys(meta.outputs).filter((f) => f.endsWith('.js'));
  const graph = new Map();
  for (const f of files) {
    const o = meta.outputs[f];
    graph.set(f, {
      file: f,
      entry: Boolean(o.entryPoint),
      entryPoint: o.entryPoint,
      widget: Boolean(o.entryPoint?.endsWith('.chunk.tsx')),
      exports: o.exports ?? [],
      imports: o.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path),
      dynamicImports: o.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path),
      size: gzipSize(f),
    });
  }
  // usedBy: the entries whose static closure holds the file (what makes a page load it).
  for (const node of graph.values()) node.usedBy = new Set();
  for (const node of graph.values()) {
    if (!node.entry) continue;
    const queue = [node.file];
    const seen = new Set(queue);
    while (queue.length) {
      const f = queue.shift();
      graph.get(f).usedBy.add(node.file);
      for (const i of graph.get(f).imports) {
        if (seen.has(i)) continue;
        seen.add(i);
        queue.push(i);
      }
    }
  }
  return graph;
}

/**
 * The pages that load each file when they open (a page is named by its widget): the widget's chunk, its static
 * closure, and the closures of the lazy imports `loadedAtMount` says the widget makes as it mounts (the API
 * clients it calls at once). Keys of `widgets` are widget names, values their chunk files; `loadedAtMount` maps a
 * widget name to the source files of those lazy imports (`'*'` applies to every widget).
 */
/** The split file of a lazily imported module, by its source file (undefined when nothing imports it lazily). */
export function entryFile(graph, source) {
  return [...graph.values()].find((n) => n.entryPoint === source)?.file;
}

export function pagesLoading(graph, widgets, loadedAtMount) {
  const pages = new Map([...graph.keys()].map((f) => [f, new Set()]));
  for (const [widget, file] of Object.entries(widgets)) {
    const lazy = [...(loadedAtMount['*'] ?? []), ...(loadedAtMount[widget] ?? [])];
    const roots = [file, ...lazy.map((src) => entryFile(graph, src)).filter(Boolean)];
    for (const f of graph.keys()) if (roots.some((r) => graph.get(f).usedBy.has(r))) pages.get(f).add(widget);
  }
  return pages;
}

/** The groups' static imports of each other, and whether they form a cycle (evaluation order would then depend on who loads first). */
function hasCycle(groups, graph) {
  const groupOf = new Map();
  for (const g of groups) for (const m of g.members) groupOf.set(m, g);
  const edges = new Map();
  for (const g of groups) {
    const out = new Set();
    for (const m of g.members) for (const i of graph.get(m).imports) if (groupOf.has(i) && groupOf.get(i) !== g) out.add(groupOf.get(i));
    edges.set(g, out);
  }
  const state = new Map();
  const visit = (g) => {
    state.set(g, 1);
    for (const n of edges.get(g)) {
      if (state.get(n) === 1) return true;
      if (!state.has(n) && visit(n)) return true;
    }
    state.set(g, 2);
    return false;
  };
  return groups.some((g) => !state.has(g) && visit(g));
}

const sameSet = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * Which files go together, in two steps.
 * 1. Files that exactly the same pages load as they open become one file: no page downloads a byte more, and a
 *    page asks for a file per set of pages instead of one per set of entry points. Files no page loads as it
 *    opens (code loaded on a tap, or for a moderator) keep esbuild's own grouping.
 * 2. A crumb still under `crumbBytes` gzipped joins the group it costs least to join (the bytes pages that did
 *    not load it now load, plus those of the group that pages which loaded only the crumb now load), while no
 *    page grows by more than `maxGrowth` bytes in all.
 * A file that other code imports lazily (an entry) keeps its export names in its group's file; so two entries
 * whose export names clash, or two widget chunks, never share a file. No merge may make groups import each
 * other in a cycle. Returns the groups, each { heads, members, pages }.
 */
export function planMerges(graph, pages, { crumbBytes = 1024, maxGrowth = {} } = {}) {
  const groups = [];
  // A widget's chunk runs its top-level code (its texts, its styles) wherever its file is imported: a file that
  // holds one holds no other lazily imported module, and shared code only if every entry that needs it is in the
  // file too. Otherwise a lazy import elsewhere (a moderator's tools, a token refresh) would download and run it.
  const widgetSafe = (members) => {
    if (!members.some((m) => graph.get(m).widget)) return true;
    const inFile = new Set(members);
    return members.every((m) => {
      const node = graph.get(m);
      return node.widget || (!node.entry && [...node.usedBy].every((e) => inFile.has(e)));
    });
  };
  const fits = (g, node) => {
    if (!widgetSafe([...g.members, node.file])) return false;
    if (!node.entry) return true;
    const names = new Set(g.members.flatMap((m) => (graph.get(m).entry ? graph.get(m).exports : [])));
    if (node.exports.some((n) => names.has(n))) return false;
    return !(node.widget && g.members.some((m) => graph.get(m).widget));
  };
  /** Adds the files to g unless the groups (without `leaving`) would then import each other in a cycle. */
  const joinIfAcyclic = (g, files, leaving = null) => {
    const before = g.members.length;
    g.members.push(...files);
    if (!hasCycle(leaving ? groups.filter((x) => x !== leaving) : groups, graph)) return true;
    g.members.length = before;
    return false;
  };
  for (const node of [...graph.values()].sort((a, b) => b.size - a.size)) {
    const loadedBy = pages.get(node.file);
    const home =
      loadedBy.size > 0 &&
      groups.find((g) => g.pages.size > 0 && sameSet(g.pages, loadedBy) && fits(g, node) && joinIfAcyclic(g, [node.file]));
    if (home) home.size += node.size;
    if (!home) groups.push({ members: [node.file], size: node.size, pages: new Set(loadedBy) });
  }

  const growth = new Map();
  const budget = (p) => maxGrowth[p] ?? maxGrowth['*'] ?? 0;
  // The groups a group's files import, at any depth: a page that starts loading the group loads those too.
  const importedGroups = (g, groupOf) => {
    const seen = new Set(g.members);
    const queue = [...g.members];
    const out = new Set();
    while (queue.length) {
      for (const i of graph.get(queue.shift()).imports) {
        if (seen.has(i)) continue;
        seen.add(i);
        queue.push(i);
        if (groupOf.get(i) !== g) out.add(groupOf.get(i));
      }
    }
    return out;
  };
  /** What joining a and b adds to each page: the other's bytes, and those of whatever it imports that the page lacked. */
  const joinCost = (a, b, groupOf) => {
    if (!b.members.every((m) => fits(a, graph.get(m))) || !widgetSafe([...a.members, ...b.members])) return null;
    const pagesAfter = new Set([...a.pages, ...b.pages]);
    const imported = new Set([...importedGroups(a, groupOf), ...importedGroups(b, groupOf)]);
    imported.delete(a);
    imported.delete(b);
    const added = new Map();
    for (const p of pagesAfter) {
      let bytes = (a.pages.has(p) ? 0 : a.size) + (b.pages.has(p) ? 0 : b.size);
      for (const g of imported) if (!g.pages.has(p)) bytes += g.size;
      if (bytes > 0) added.set(p, bytes);
    }
    if ([...added].some(([p, bytes]) => (growth.get(p) ?? 0) + bytes > budget(p))) return null;
    return { cost: [...added.values()].reduce((sum, bytes) => sum + bytes, 0), added, imported, pagesAfter };
  };
  // The join with the fewest bytes added per request saved first, until none fits the budgets.
  const refused = new Set();
  for (;;) {
    const groupOf = new Map(groups.flatMap((g) => g.members.map((m) => [m, g])));
    const options = [];
    for (const crumb of groups) {
      if (crumb.size >= crumbBytes || crumb.pages.size === 0) continue;
      for (const g of groups) {
        if (g === crumb || g.pages.size === 0 || refused.has(`${crumb.members[0]}|${g.members[0]}`)) continue;
        // What a join saves: one request on each page that loads both.
        const saved = [...crumb.pages].filter((p) => g.pages.has(p)).length;
        const cost = saved > 0 && joinCost(g, crumb, groupOf);
        if (cost) options.push({ crumb, g, saved, ...cost });
      }
    }
    if (options.length === 0) break;
    options.sort((x, y) => x.cost / x.saved - y.cost / y.saved || x.crumb.size + x.g.size - (y.crumb.size + y.g.size));
    const { crumb, g, added, imported, pagesAfter } = options[0];
    if (!joinIfAcyclic(g, crumb.members, crumb)) {
      refused.add(`${crumb.members[0]}|${g.members[0]}`);
      continue;
    }
    groups.splice(groups.indexOf(crumb), 1);
    g.size += crumb.size;
    g.pages = pagesAfter;
    for (const i of imported) for (const p of pagesAfter) i.pages.add(p);
    for (const [p, bytes] of added) growth.set(p, (growth.get(p) ?? 0) + bytes);
  }
  if (process.env.VANITY_MERGE_DEBUG) console.log('chunk-merge growth by page', Object.fromEntries(growth));
  return groups.map((g) => ({
    heads: g.members.filter((m) => graph.get(m).entry),
    members: g.members,
    pages: [...g.pages].sort(),
  }));
}

/** esbuild's own hash alphabet and length, so merged files look like the rest. */
function hashName(text) {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes = createHash('sha256').update(text).digest();
  let out = '';
  for (let i = 0; i < 8; i++) out += digits[bytes[i] % 32];
  return out;
}

/**
 * The merged files' names. A file's hash covers its members' names (esbuild's content hashes) and the whole
 * plan, so a file whose imports were renamed by a changed plan is renamed too: the files are cached as
 * immutable.
 */
export function nameGroups(groups) {
  // The merge's own code and esbuild's version too: either may change a file's bytes with the same members.
  const tools = `${esbuild.version}#${createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')}`;
  const plan = `${tools}|${groups.map((g) => g.members.map((m) => path.basename(m)).join('+')).join('|')}`;
  return groups.map((g) => {
    const widget = g.heads.find((h) => h.endsWith('.chunk.js') || /\.chunk-[A-Z0-9]{8}\.js$/.test(h));
    const stem = widget ? path.basename(widget).replace(/-[A-Z0-9]{8}\.js$/, '') : 'chunk';
    return { ...g, name: `${stem}-${hashName(`${plan}#${g.members.join('+')}`)}.js` };
  });
}

/** A member's export under its group file's name for it (entries keep theirs). */
const exportAs = (index, name) => `m${index}$${name}`;

/**
 * Bundles each group of the split build's files into one file in `outdir`. `splitDir` holds the split build
 * (its files as metafile keys say, with linked source maps, which esbuild follows back to the sources).
 */
export async function mergeChunks({ graph, groups, splitMeta, options }) {
  const named = nameGroups(groups);
  const groupOf = new Map();
  const memberIndex = new Map();
  for (const g of named)
    g.members.forEach((m, i) => {
      groupOf.set(path.resolve(m), g);
      memberIndex.set(path.resolve(m), i);
    });
  const exportsOf = (abs) => graph.get(path.relative(process.cwd(), abs)).exports;
  const isHead = (abs) => groupOf.get(abs).heads.some((h) => path.resolve(h) === abs);

  const plugin = {
    name: 'merge-chunks',
    setup(b) {
      b.onResolve({ filter: /^vanity-group:/ }, (args) => ({ path: args.path.slice('vanity-group:'.length), namespace: 'group' }));
      b.onResolve({ filter: /^vanity-file:/ }, (args) => ({ path: `./${args.path.slice('vanity-file:'.length)}`, external: true }));
      b.onLoad({ filter: /.*/, namespace: 'group' }, (args) => {
        const g = named.find((x) => x.name === args.path);
        const lines = g.members.map((m, i) => {
          const abs = path.resolve(m);
          const names = exportsOf(abs);
          if (names.length === 0) return `import ${JSON.stringify(abs)};`;
          const list = names.map((n) => (isHead(abs) ? n : `${n} as ${exportAs(i, n)}`));
          return `export { ${list.join(', ')} } from ${JSON.stringify(abs)};`;
        });
        return { contents: lines.join('\n'), loader: 'js', resolveDir: process.cwd() };
      });
      b.onLoad({ filter: /.*/, namespace: 'proxy' }, (args) => {
        const g = groupOf.get(args.path);
        const i = memberIndex.get(args.path);
        const names = exportsOf(args.path);
        const file = JSON.stringify(`vanity-file:${g.name}`);
        const list = names.map((n) => `${exportAs(i, n)} as ${n}`).join(', ');
        return { contents: `import ${file};\nexport { ${list} } from ${file};`, loader: 'js', resolveDir: process.cwd() };
      });
      b.onResolve({ filter: /^\.\/.*\.js$/ }, (args) => {
        if (args.namespace !== 'file' || !groupOf.has(args.importer)) return undefined;
        const target = path.resolve(path.dirname(args.importer), args.path);
        const to = groupOf.get(target);
        if (!to) return undefined;
        if (args.kind === 'dynamic-import') {
          if (!isHead(target)) throw new Error(`${args.path} is imported lazily but merged into ${to.name}`);
          return { path: `./${to.name}`, external: true };
        }
        if (to === groupOf.get(args.importer)) return { path: target };
        if (isHead(target)) return { path: `./${to.name}`, external: true };
        return { path: target, namespace: 'proxy' };
      });
    },
  };

  const result = await esbuild.build({
    ...options,
    entryPoints: Object.fromEntries(named.map((g) => [g.name.replace(/\.js$/, ''), `vanity-group:${g.name}`])),
    entryNames: '[name]',
    bundle: true,
    splitting: false,
    metafile: true,
    plugins: [plugin],
  });
  // The metafile by sources again (size reports read which source files a file holds), not by the split files.
  const meta = { inputs: splitMeta.inputs, outputs: {} };
  for (const [file, out] of Object.entries(result.metafile.outputs)) {
    const g = named.find((x) => file.endsWith(`/${x.name}`));
    if (!g) {
      meta.outputs[file] = out;
      continue;
    }
    const inputs = {};
    for (const m of g.members)
      for (const [src, v] of Object.entries(splitMeta.outputs[m].inputs))
        inputs[src] = { bytesInOutput: (inputs[src]?.bytesInOutput ?? 0) + v.bytesInOutput };
    const entryPoints = g.members.map((m) => splitMeta.outputs[m].entryPoint).filter(Boolean);
    // esbuild names the group's virtual module as its entry point: only real entries are kept.
    const { entryPoint: _virtual, ...rest } = out;
    meta.outputs[file] = { ...rest, inputs, pages: g.pages, ...(entryPoints.length ? { entryPoint: entryPoints[0], entryPoints } : {}) };
  }
  return { metafile: meta, groups: named };
}

/**
 * Every file a widget's chunk imports statically, at any depth (not what it imports on demand), by file name:
 * the runtime preloads them all at once, so the browser does not find them one level per round trip.
 */
export function staticClosures(meta, outdir, entries) {
  const closures = {};
  // `also`: more files to start with the chunk (the API clients its widget imports as it mounts), and theirs.
  for (const { name, file, also = [] } of entries) {
    const seen = new Set(also);
    const queue = [file, ...also];
    while (queue.length) {
      const f = queue.shift();
      for (const imp of meta.outputs[`${outdir}/${f}`]?.imports ?? []) {
        if (imp.kind !== 'import-statement') continue;
        const dep = path.basename(imp.path);
        if (seen.has(dep)) continue;
        seen.add(dep);
        queue.push(dep);
      }
    }
    seen.delete(file);
    closures[name] = [...seen].sort();
  }
  return closures;
}
