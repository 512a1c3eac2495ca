#!/usr/bin/env node
/**
 * `npm test`: every check, each job starting as soon as the jobs it needs have passed, ending with what each took and
 * the whole run's time. The run is CPU-bound on 2 cores, so jobs that wait on nothing run side by side:
 *
 *   - typecheck, eslint, prettier and the build at once (tsc, eslint and prettier each keep one core busy), with the
 *     browsers of the e2e step and the WebKit lane found beside them, or installed on a clean Debian machine
 *     (`e2e/browsers.mjs`): an install waits on the network and the disk, so there it costs the run nothing;
 *   - unit and component tests (vitest, a file per core) as soon as the build and the browsers are there (the
 *     harness's tests serve the build, and one file drives Chromium), beside whatever of the above still runs: vitest leaves a core idle now and then (a file that waits
 *     on a child process or a server), which those jobs fill;
 *   - Theme Check once the build is there (it reads only the theme extension);
 *   - then, once everything above passed, e2e in Chromium (`e2e/chromium.mjs`, a worker and a local store per core)
 *     on that build, and beside it the WebKit lane (`e2e/webkit.mjs`, a store of its own on other ports): the lane
 *     drives one browser and waits on it half the time, so on its own it left a core idle.
 *
 * After a failure no job starts, as `a && b` would. A `live` job prints as it runs; the others print in one piece
 * when they end, held back while a live job prints, so no two outputs interleave.
 */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const bin = path.resolve('node_modules/.bin');
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
// Buffered jobs write to a pipe: keep their colours when the run itself is on a terminal.
if (process.stdout.isTTY && !('NO_COLOR' in env)) env.FORCE_COLOR ??= '1';

const CHECKS = ['typecheck', 'eslint', 'prettier', 'build', 'browsers'];
const JOBS = [
  { name: 'typecheck', cmd: ['tsc', '--noEmit'] },
  { name: 'eslint', cmd: ['eslint', '.'] },
  { name: 'prettier', cmd: ['prettier', '--check', '.'] },
  // The package's own build script: the bundle, then the UI extensions and pixel as `shopify app build` makes them.
  { name: 'build', cmd: ['npm', 'run', '--silent', 'build'] },
  { name: 'browsers', cmd: ['node', 'e2e/browsers.mjs'] },
  // The harness's own tests serve the build from the CDN stand-in, and one file drives Chromium.
  { name: 'unit', cmd: ['vitest', 'run'], live: true, needs: ['build', 'browsers'] },
  { name: 'theme-check', cmd: ['node', 'scripts/theme-check.mjs'], needs: ['build'] },
  { name: 'e2e', cmd: ['node', 'e2e/chromium.mjs'], live: true, needs: [...CHECKS, 'unit', 'theme-check'] },
  { name: 'webkit', cmd: ['node', 'e2e/webkit.mjs'], needs: [...CHECKS, 'unit', 'theme-check'] },
];

const took = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
};

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });

/** Runs one job; resolves with its exit code and time, its output printed live or kept for later. */
function run({ name, cmd, live = false }) {
  const started = Date.now();
  const child = spawn(cmd[0], cmd.slice(1), { env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const output = [];
  child.stdout?.on('data', (d) => output.push(d));
  child.stderr?.on('data', (d) => output.push(d));
  return new Promise((resolve) => {
    const done = (code) => {
      running.delete(child);
      resolve({ name, code, ms: Date.now() - started, output: Buffer.concat(output).toString() });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const suiteStarted = Date.now();
const results = [];
let failed = false;
let livePrinting = 0;
const held = [];
const print = (result) => console.log(`\n── ${result.name} (${took(result.ms)}) ──\n${result.output.trimEnd()}`);

/** Starts every job whose needs have passed; resolves once no job runs and none can start. */
await new Promise((allDone) => {
  const started = new Set();
  const passed = new Set();
  const startReady = () => {
    if (!failed)
      for (const job of JOBS) {
        if (started.has(job.name) || !(job.needs ?? []).every((name) => passed.has(name))) continue;
        started.add(job.name);
        if (job.live) livePrinting++;
        void run(job).then((result) => {
          results.push(result);
          if (result.code === 0) passed.add(result.name);
          else failed = true;
          if (job.live) livePrinting--;
          if (result.output) held.push(result);
          if (livePrinting === 0) for (const r of held.splice(0)) print(r);
          startReady();
        });
      }
    if (results.length === started.size) allDone();
  };
  startReady();
});

results.sort((a, b) => JOBS.findIndex((job) => job.name === a.name) - JOBS.findIndex((job) => job.name === b.name));
const line = results.map((r) => `${r.name} ${took(r.ms)}${r.code === 0 ? '' : ' (failed)'}`).join(', ');
const cores = os.availableParallelism();
console.log(`\n${line}`);
console.log(`npm test: ${failed ? 'FAILED' : 'passed'} in ${took(Date.now() - suiteStarted)} (${cores} core${cores === 1 ? '' : 's'})`);
process.exit(failed ? 1 : 0);
