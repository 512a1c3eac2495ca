import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
// Lighthouse's own trace readers: the tasks are cut and attributed exactly as its audits cut them.
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/**
 * What a page's main thread did in one Lighthouse trace, by source. Lighthouse's simulated blocking time multiplies
 * each observed task by its CPU slowdown (4 on the mobile preset), so it swings with the machine's load; the tasks
 * themselves, their count and their length per script, depend much less on it. These figures are the ones to judge
 * a change by on a shared machine.
 */

/** The mobile preset's CPU slowdown: an observed task this long or longer is a long task (50 ms) once simulated. */
export const CPU_SLOWDOWN = 4;
export const LONG_OBSERVED_MS = 50 / CPU_SLOWDOWN;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}
interface TaskNode {
  event: TraceEvent;
  startTime: number;
  endTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
  children: TaskNode[];
  parent?: TaskNode;
  group: { id: string };
}

export interface TopTask {
  /** ms from navigation start. */
  start: number;
  duration: number;
  /** The source that spent most of the task's time (self time by attributable URL, as bootup-time attributes). */
  source: string;
  /** Self time in the task by source. */
  bySource: Record<string, number>;
}

export interface PageTrace {
  fcp: number;
  tasks: TopTask[];
  /** Self time (ms) of sampled JS functions by source file (from the source maps), Vanity's scripts only. */
  functions: Record<string, number>;
}

/** Names a script by what it holds: the loader, the runtime, a widget's chunk, or the biggest module of a shared chunk. */
export function sourceNamer(distDir: string, storeOrigin: string): (url: string) => string {
  let outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }>; entryPoint?: string }> = {};
  try {
    outputs = JSON.parse(readFileSync(path.join(distDir, 'metafile.json'), 'utf8')).outputs;
  } catch {
    /* no build: names stay file names */
  }
  const byFile = new Map(Object.entries(outputs).map(([file, o]) => [path.basename(file), o]));
  return (url) => {
    if (!url || url === 'Unattributable' || url === 'Browser' || url === 'Browser GC') return url || 'Unattributable';
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return url;
    }
    if (u.origin === storeOrigin && !u.pathname.startsWith('/cdn/')) {
      const file = path.basename(u.pathname);
      if (file === 'vanity.js' || byFile.has(file)) return vanityName(file);
      return u.pathname.startsWith('/assets/') ? `theme ${file}` : 'page';
    }
    return vanityName(path.basename(u.pathname));
  };
  function vanityName(file: string): string {
    const out = byFile.get(file);
    if (!out) return `vanity ${file}`;
    if (out.entryPoint) return `vanity ${path.basename(out.entryPoint).replace(/\.tsx?$/, '')}`;
    const top = Object.entries(out.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)[0]?.[0] ?? file;
    return `vanity ${file.replace(/-[A-Z0-9]+\.js$/, '')} (${moduleName(top)}…)`;
  }
}

function moduleName(input: string): string {
  const nm = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return nm ? nm[1]! : input;
}

/** The top-level tasks of the page's main thread and where their time went. */
export function readTrace(trace: { traceEvents: TraceEvent[] }, nameOf: (url: string) => string, maps?: SourceMaps): PageTrace {
  const processed = TraceProcessor.processTrace(trace as never);
  const nav = TraceProcessor.processNavigation(processed as never) as { timings: { firstContentfulPaint: number } };
  const { mainThreadEvents, frames, timestamps } = processed as unknown as {
    mainThreadEvents: TraceEvent[];
    frames: Array<{ id: string; url: string }>;
    timestamps: { traceEnd: number; timeOrigin: number };
  };
  const all = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents as never,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  ) as unknown as TaskNode[];
  const tasks: TopTask[] = [];
  for (const top of all) {
    if (top.parent) continue;
    const bySource: Record<string, number> = {};
    const walk = (t: TaskNode) => {
      const name = nameOf(t.attributableURLs.find((u) => /\.js(\?|$)/.test(u)) ?? t.attributableURLs[0] ?? '');
      bySource[name] = (bySource[name] ?? 0) + t.selfTime;
      t.children.forEach(walk);
    };
    walk(top);
    const source = Object.entries(bySource).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'Unattributable';
    tasks.push({ start: top.startTime, duration: top.duration, source, bySource });
  }
  return { fcp: nav.timings.firstContentfulPaint, tasks, functions: maps ? sampledFunctions(trace.traceEvents, processed, maps) : {} };
}

/** Source maps of the dist files, by file name. */
export class SourceMaps {
  private readonly consumers = new Map<string, SourceMapConsumer | null>();
  constructor(private readonly distDir: string) {}
  at(url: string, line: number, column: number): string | null {
    const file = path.basename(url.split('?')[0] ?? '');
    if (!this.consumers.has(file)) {
      try {
        this.consumers.set(
          file,
          new SourceMapConsumer(JSON.parse(readFileSync(path.join(this.distDir, `${file}.map`), 'utf8')) as RawSourceMap),
        );
      } catch {
        this.consumers.set(file, null);
      }
    }
    const c = this.consumers.get(file);
    if (!c) return null;
    const p = c.originalPositionFor({ line: line + 1, column });
    return p.source ? `${p.source.replace(/^(\.\.\/)+/, '')}${p.name ? ` ${p.name}` : ''}` : null;
  }
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/**
 * Self time of Vanity's functions from the V8 sampling profiler's chunks in the trace (needs the
 * `disabled-by-default-v8.cpu_profiler` category), mapped to their source files; after first contentful paint only.
 */
function sampledFunctions(events: TraceEvent[], processed: unknown, maps: SourceMaps): Record<string, number> {
  const { mainFrameInfo, timeOriginEvt } = processed as { mainFrameInfo: { startingPid: number }; timeOriginEvt: TraceEvent };
  const nodes = new Map<number, ProfileNode>();
  const out: Record<string, number> = {};
  let t = 0;
  for (const e of events) {
    if (e.pid !== mainFrameInfo.startingPid) continue;
    if (e.name === 'Profile') t = (e.args?.data?.startTime as number) ?? e.ts;
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const dt = deltas[i] ?? 0;
      t += dt;
      const next = deltas[i + 1] ?? 0;
      if (t < timeOriginEvt.ts) continue;
      const n = nodes.get(samples[i]!);
      if (!n || !n.callFrame.url || !/vanity|chunk|runtime/.test(n.callFrame.url)) continue;
      const where = maps.at(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber) ?? n.callFrame.url;
      const key = `${where.replace(/ .*/, '')}${n.callFrame.functionName ? ` ${n.callFrame.functionName}` : ''}`;
      out[key] = (out[key] ?? 0) + Math.max(0, next) / 1000;
    }
  }
  return out;
}

export interface SourceFigures {
  /** Observed tasks at or over LONG_OBSERVED_MS that this source led. */
  longTasks: number;
  /** Their observed ms. */
  longTaskMs: number;
  /** Self time of the source over the whole trace, ms. */
  totalMs: number;
  /** The longest task it led, ms. */
  maxTaskMs: number;
}

/** Long tasks and main-thread time per source, from first contentful paint on (the window blocking time counts). */
export function bySource(trace: PageTrace, fromFcp = true): Record<string, SourceFigures> {
  const out: Record<string, SourceFigures> = {};
  const of = (s: string) => (out[s] ??= { longTasks: 0, longTaskMs: 0, totalMs: 0, maxTaskMs: 0 });
  for (const t of trace.tasks) {
    if (fromFcp && t.start + t.duration < trace.fcp) continue;
    for (const [s, ms] of Object.entries(t.bySource)) of(s).totalMs += ms;
    const lead = of(t.source);
    lead.maxTaskMs = Math.max(lead.maxTaskMs, t.duration);
    if (t.duration >= LONG_OBSERVED_MS) {
      lead.longTasks++;
      lead.longTaskMs += t.duration;
    }
  }
  return out;
}
