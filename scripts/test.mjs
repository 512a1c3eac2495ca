#!/usr/bin/env node
/**
 * `npm test`: every check, in three steps, ending with what each took and the whole run's time.
 *
 *   1. typecheck, eslint, prettier and the build, all at once: tsc, eslint and prettier each keep one core busy
 *      (a 2-core machine runs them in the time of the longest pair), and esbuild is quick. Beside them, the browsers
 *      of steps 3 and 4 are found, or installed on a clean Debian machine (`e2e/browsers.mjs`): an install waits on
 *      the network and the disk, so it costs the run nothing here, where at step 3 or 4 it held up everything;
 *   2. unit and component tests (vitest, a file per core) with Theme Check beside them (it needs only the build);
 *   3. e2e in Chromium (`e2e/chromium.mjs`, a worker and a local store per core), on the build from step 1, and
 *      beside it the WebKit lane (`e2e/webkit.mjs`, a store of its own on other ports): the lane drives one browser
 *      and waits on it half the time, so on its own it left a core idle; beside e2e it costs the run only its CPU.
 *
 * A step starts only once every job before it passed, as `a && b` would. A `live` job prints as it runs; the others
 * print when their step ends, so no two outputs interleave.
 */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const bin = path.resolve('node_modules/.bin');
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
// Buffered jobs write to a pipe: keep their colours when the run itself is on a terminal.
if (process.stdout.isTTY && !('NO_COLOR' in env)) env.FORCE_COLOR ??= '1';

const STEPS = [
  [
    { name: 'typecheck', cmd: ['tsc', '--noEmit'] },
    { name: 'eslint', cmd: ['eslint', '.'] },
    { name: 'prettier', cmd: ['prettier', '--check', '.'] },
    // The package's own build script: the bundle, then the UI extensions and pixel as `shopify app build` makes them.
    { name: 'build', cmd: ['npm', 'run', '--silent', 'build'] },
    { name: 'browsers', cmd: ['node', 'e2e/browsers.mjs'] },
  ],
  [
    { name: 'unit', cmd: ['vitest', 'run'], live: true },
    { name: 'theme-check', cmd: ['node', 'scripts/theme-check.mjs'] },
  ],
  [
    { name: 'e2e', cmd: ['node', 'e2e/chromium.mjs'], live: true },
    { name: 'webkit', cmd: ['node', 'e2e/webkit.mjs'] },
  ],
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
for (const step of STEPS) {
  const ended = await Promise.all(step.map(run));
  for (const result of ended) {
    results.push(result);
    if (result.code !== 0) failed = true;
    if (result.output) console.log(`\n── ${result.name} (${took(result.ms)}) ──\n${result.output.trimEnd()}`);
  }
  if (failed) break;
}

const line = results.map((r) => `${r.name} ${took(r.ms)}${r.code === 0 ? '' : ' (failed)'}`).join(', ');
const cores = os.availableParallelism();
console.log(`\n${line}`);
console.log(`npm test: ${failed ? 'FAILED' : 'passed'} in ${took(Date.now() - suiteStarted)} (${cores} core${cores === 1 ? '' : 's'})`);
process.exit(failed ? 1 : 0);
