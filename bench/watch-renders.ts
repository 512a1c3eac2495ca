/**
 * What the watch page's main thread does, counted rather than timed, so a busy machine does not change the answer:
 * `npm run build && npx tsx bench/watch-renders.ts [seconds] [path]` opens the page on Lighthouse's phone
 * (412×823 at 1.75×, 4× CPU slowdown) for `seconds` (25) and prints
 * - the long animation frames (≥ 50 ms under the slowdown) with the scripts in each, their count, total and
 *   blocking time;
 * - every React commit, the components it rendered (React's devtools hook: a component is named by its minified
 *   function and the first element it renders, e.g. `pt<div.stage>` is the player; `*` marks a mount) and the store
 *   change before it (the slices' keys that changed), then the renders per component;
 * - the largest-contentful-paint entries.
 * Lighthouse's own figures are the bench's `lighthouse` section.
 */
import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHarness } from '../test-harness/server/harness';
import { ARGS } from './bench-browser';

const seconds = Number(process.argv[2] ?? 25);
const pagePath = process.argv[3] ?? '/pages/watch/SH0W42';

/** Runs before the page's scripts: React finds the hook and reports each commit to it. */
const PROBE = `(() => {
  const probe = { commits: [], loafs: [], counts: {}, lcp: [] };
  window.__probe = probe;
  let store = null;
  let lastChange = null;
  const isComponent = (f) => f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 14 || f.tag === 15;
  const firstElement = (f) => {
    let h = f.child;
    for (let i = 0; h && typeof h.type !== 'string' && i < 20; i++) h = h.child;
    const c = h && h.memoizedProps && h.memoizedProps.className;
    return h ? h.type + (c ? '.' + String(c).split(' ')[0] : '') : '';
  };
  const label = (f) => ((f.type && (f.type.displayName || f.type.name)) || '?') + '<' + firstElement(f) + '>';
  // React's devtools rule: a fiber whose children were not cloned was not visited; one with PerformedWork rendered.
  const visit = (f, out) => {
    for (; f; f = f.sibling) {
      const before = f.alternate;
      if (!before) { if (isComponent(f)) out.push(label(f) + '*'); visit(f.child, out); continue; }
      if (isComponent(f) && (f.flags & 1)) out.push(label(f));
      if (f.child !== before.child) visit(f.child, out);
    }
  };
  const findStore = (f, depth) => {
    for (; f && depth < 60; f = f.sibling) {
      const v = f.memoizedProps && f.memoizedProps.value;
      if (f.tag === 10 && v && typeof v.getState === 'function' && typeof v.subscribe === 'function') return v;
      const s = findStore(f.child, depth + 1);
      if (s) return s;
    }
    return null;
  };
  const changed = (now, before) => Object.keys(now).filter((k) => now[k] !== before[k]).map((k) => {
    const a = now[k], b = before[k];
    const inner = a && b && typeof a === 'object' ? Object.keys(a).filter((x) => a[x] !== b[x]) : [];
    return k + (inner.length ? '.' + inner.join('|') : '');
  }).join(',');
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, setStrictMode() {},
    onCommitFiberRoot(_id, root) {
      const rendered = [];
      visit(root.current, rendered);
      if (!store && (store = findStore(root.current, 0)))
        store.subscribe((now, before) => (lastChange = changed(now, before)));
      for (const c of rendered) probe.counts[c] = (probe.counts[c] || 0) + 1;
      probe.commits.push({ t: Math.round(performance.now()), after: lastChange, rendered });
      lastChange = null;
    },
  };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) probe.loafs.push({
    t: Math.round(e.startTime), d: Math.round(e.duration), blocking: Math.round(e.blockingDuration),
    scripts: e.scripts.map((s) => s.invokerType + ':' + s.invoker + ' ' + (s.sourceURL || '').split('/').pop() + ' ' + Math.round(s.duration) + ' ms' + (s.forcedStyleAndLayoutDuration ? ' (layout ' + Math.round(s.forcedStyleAndLayoutDuration) + ' ms)' : '')),
  }); }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) probe.lcp.push({ t: Math.round(e.startTime), size: e.size, what: e.element ? e.element.tagName + '.' + e.element.className : e.url }); }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

interface Probe {
  commits: Array<{ t: number; after: string | null; rendered: string[] }>;
  loafs: Array<{ t: number; d: number; blocking: number; scripts: string[] }>;
  counts: Record<string, number>;
  lcp: Array<{ t: number; size: number; what: string }>;
}

const harness = await startHarness({
  storePort: 0,
  cdnPort: 0,
  apiPort: 0,
  consentBanner: false,
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'vanity-watch-renders-')),
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript({ content: PROBE });
  await page.goto(harness.storeOrigin + pagePath);
  await page.waitForTimeout(seconds * 1000);
  const probe = (await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe)) as Probe;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  console.log(
    `long animation frames: ${probe.loafs.length}, ${sum(probe.loafs.map((l) => l.d))} ms, blocking ${sum(probe.loafs.map((l) => l.blocking))} ms`,
  );
  for (const l of probe.loafs) console.log(`  at ${l.t} ms, ${l.d} ms (blocking ${l.blocking}): ${l.scripts.join(' | ')}`);
  const renders = sum(Object.values(probe.counts));
  console.log(`commits: ${probe.commits.length}, component renders: ${renders}`);
  for (const c of probe.commits)
    console.log(`  at ${c.t} ms [${c.rendered.length}] after {${c.after ?? 'own state'}}: ${c.rendered.join(' ')}`);
  console.log('renders by component:');
  for (const [name, n] of Object.entries(probe.counts).sort((a, b) => b[1] - a[1])) console.log(`  ${n} ${name}`);
  console.log('largest contentful paint:', probe.lcp.map((e) => `${e.t} ms ${e.size} ${e.what}`).join('; '));
} finally {
  await browser.close();
  await harness.close();
}
