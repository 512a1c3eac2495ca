/**
 * Starts the e2e run's local stores (e2e/stores.ts) all at once, one harness process each, and says
 * `e2e: N local stores ready` once every one of them serves. playwright.config.ts runs it as its one web server:
 * Playwright starts a list of web servers one after another, so a store per worker would cost the run a store's
 * start-up per worker before the first test; started together, the run waits for the slowest one only.
 *
 * E2E_STORES is a JSON list of `{ port, dataDir }`. A store that stops early ends this process, with its output;
 * stopping this process stops every store.
 */
import { spawn } from 'node:child_process';

const stores = JSON.parse(process.env.E2E_STORES ?? '[]');
const READY = 'Vanity local store'; // test-harness/start.ts prints it once the store and every stand-in listen.

const children = stores.map(({ port, dataDir }, slot) => {
  // node --import tsx rather than npx tsx: one process per store, without npx's start-up.
  const child = spawn(process.execPath, ['--import', 'tsx', 'test-harness/start.ts'], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.ready = new Promise((resolve) => {
    child.stdout.on('data', (data) => {
      output += data;
      if (output.includes(READY)) resolve();
    });
  });
  child.stderr.on('data', (data) => process.stderr.write(`[store ${slot}] ${data}`));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[store ${slot}] stopped (${signal ?? `exit ${code}`}) on port ${port}:\n${output}`);
    stop(1);
  });
  return child;
});

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

await Promise.all(children.map((child) => child.ready));
console.log(`e2e: ${stores.length} local store${stores.length === 1 ? '' : 's'} ready`);
