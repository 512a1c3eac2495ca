/**
 * `npx tsx bench/main-thread-cli.ts [pages] [--runs N] [--save DIR] [--functions] [--requests] [--dist DIR]`: Lighthouse's mobile run of
 * each page (with Vanity, and with `vanity.js` blocked), then what its trace says the main thread did, per source,
 * from first contentful paint on: long tasks (observed ≥ 12.5 ms, 50 ms once simulated), their total, each source's
 * time. Needs a build (`npm run build`). Pages are the Lighthouse section's names (bench/lighthouse.ts).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHarness } from '../test-harness/server/harness';
import { ARGS } from './bench-browser';
import { LIGHTHOUSE_PAGES, WITHOUT_VANITY } from './lighthouse';
import { bySource, readTrace, sourceNamer, SourceMaps, type SourceFigures } from './main-thread';

const arg = (name: string) => process.argv.find((a, i) => process.argv[i - 1] === name);
const pages = (process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'home,product,collection').split(',');
const runs = Number(arg('--runs') ?? 1);
const save = arg('--save');
const functions = process.argv.includes('--functions');
const requests = process.argv.includes('--requests');
const lantern = process.argv.includes('--lantern');
// --dist: another build (a baseline made elsewhere) served and named instead of this checkout's.
const distDir = path.resolve(arg('--dist') ?? 'dist');

const harness = await startHarness({
  storePort: 0,
  cdnPort: 0,
  apiPort: 0,
  consentBanner: false,
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'vanity-trace-')),
  distDir,
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...ARGS],
});
const nameOf = sourceNamer(distDir, harness.storeOrigin);
const maps = functions ? new SourceMaps(distDir) : undefined;
const fmt = (x: number) => x.toFixed(1);

try {
  for (const page of pages) {
    const url = harness.storeOrigin + (LIGHTHOUSE_PAGES as Record<string, string>)[page]!;
    for (let run = 0; run < runs; run++) {
      for (const side of ['with', 'without'] as const) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          blockedUrlPatterns: side === 'with' ? [] : WITHOUT_VANITY,
          additionalTraceCategories: functions ? 'disabled-by-default-v8.cpu_profiler' : null,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr, artifacts } = result;
        const trace = artifacts.Trace as unknown as Parameters<typeof readTrace>[0];
        if (save) {
          mkdirSync(save, { recursive: true });
          writeFileSync(path.join(save, `${page}-${side}-${run + 1}.trace.json`), JSON.stringify(trace));
          writeFileSync(path.join(save, `${page}-${side}-${run + 1}.lhr.json`), JSON.stringify(lhr));
        }
        const read = readTrace(trace, nameOf, maps);
        const sources = Object.entries(bySource(read)).sort((a, b) => b[1].totalMs - a[1].totalMs);
        const long = sources.reduce((n, [, s]) => n + s.longTasks, 0);
        const longMs = sources.reduce((n, [, s]) => n + s.longTaskMs, 0);
        const totalMs = sources.reduce((n, [, s]) => n + s.totalMs, 0);
        const n = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
        console.log(
          `\n${page} ${side} #${run + 1}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${n('total-blocking-time')} ms, ` +
            `FCP ${n('first-contentful-paint')} ms, LCP ${n('largest-contentful-paint')} ms; observed FCP ${fmt(read.fcp)} ms; ` +
            `after FCP: ${long} long tasks, ${fmt(longMs)} ms; main thread ${fmt(totalMs)} ms`,
        );
        for (const [source, s] of sources.filter(([, s]: [string, SourceFigures]) => s.totalMs >= 1))
          console.log(
            `  ${source.padEnd(60)} ${fmt(s.totalMs).padStart(7)} ms  long ${s.longTasks} (${fmt(s.longTaskMs)} ms)  max ${fmt(s.maxTaskMs)} ms`,
          );
        if (requests) {
          const items = (id: string) =>
            ((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as Array<Record<string, unknown>>;
          const node = (x: unknown) => {
            const n = x as { selector?: string; snippet?: string } | undefined;
            return n ? `${n.selector ?? ''} ${String(n.snippet ?? '').slice(0, 120)}` : '';
          };
          const lcpItems = items('largest-contentful-paint-element');
          const lcpNode = (lcpItems[0]?.items as Array<Record<string, unknown>> | undefined)?.[0]?.node;
          const metricsItem = items('metrics')[0] ?? {};
          console.log(`  LCP element: ${node(lcpNode)}; observed LCP ${String(metricsItem.observedLargestContentfulPaint)} ms`);
          for (const phase of (lcpItems[1]?.items as Array<Record<string, unknown>> | undefined) ?? [])
            console.log(`    LCP phase ${String(phase.phase)}: ${fmt(Number(phase.timing))} ms`);
          for (const shift of items('layout-shifts')) console.log(`  shift ${Number(shift.score).toFixed(3)}: ${node(shift.node)}`);
          // What Lantern's first-paint graphs may count: the requests that ended before the observed first paint.
          const metrics = (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0] ?? {};
          const observedFcp = metrics.observedFirstContentfulPaint ?? 0;
          const network = (
            (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []
          ).filter((r) => (r.networkEndTime as number) <= observedFcp);
          console.log(`  requests ended before the observed FCP (${observedFcp} ms):`);
          for (const r of network)
            console.log(
              `    ${String(r.priority).padEnd(8)} ${String(r.resourceType).padEnd(10)} ${fmt(r.networkRequestTime as number)}–${fmt(r.networkEndTime as number)} ${String(r.url).replace(harness.storeOrigin, '')}`,
            );
        }
        if (lantern) {
          // Lighthouse's own simulation, again, to show which nodes end last in each estimate of the paints.
          const a = artifacts as unknown as Record<string, unknown>;
          const data = {
            devtoolsLog: a.DevtoolsLog,
            gatherContext: a.GatherContext,
            settings: a.settings ?? lhr.configSettings,
            simulator: null,
            trace: a.Trace,
            URL: a.URL,
            SourceMaps: a.SourceMaps ?? [],
          };
          const context = { computedCache: new Map() };
          for (const [name, metric] of [
            ['FCP', LanternFirstContentfulPaint],
            ['LCP', LanternLargestContentfulPaint],
          ] as const) {
            const r = (await metric.request(data as never, context as never)) as unknown as Record<
              string,
              {
                timeInMs: number;
                nodeTimings: Map<
                  { type: string; request?: { url: string; priority: string }; childEvents?: unknown[] },
                  { startTime: number; endTime: number }
                >;
              }
            >;
            for (const kind of ['optimisticEstimate', 'pessimisticEstimate']) {
              const est = r[kind]!;
              const last = [...est.nodeTimings.entries()].sort((x, y) => y[1].endTime - x[1].endTime).slice(0, 6);
              console.log(
                `  lantern ${name} ${kind.replace('Estimate', '')} ${Math.round(est.timeInMs)} ms, ${est.nodeTimings.size} nodes; last: ` +
                  last
                    .map(
                      ([n, t]) =>
                        `${n.type === 'network' ? String(n.request?.url).replace(harness.storeOrigin, '').slice(-40) : 'cpu'} ${Math.round(t.startTime)}–${Math.round(t.endTime)}`,
                    )
                    .join(', '),
              );
            }
          }
        }
        if (side === 'with') {
          const vanity = read.tasks.filter((t) => t.source.startsWith('vanity') && t.duration >= 3);
          console.log(`  Vanity-led tasks ≥ 3 ms: ${vanity.map((t) => `${fmt(t.start)}+${fmt(t.duration)} ${t.source}`).join('; ')}`);
          const fns = Object.entries(read.functions)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 25);
          for (const [fn, ms] of fns) console.log(`    ${fmt(ms).padStart(6)} ms  ${fn}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await harness.close();
}
