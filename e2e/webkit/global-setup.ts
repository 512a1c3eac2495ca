import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DRIVER_PORT, STORE_ORIGIN, WEBKIT_PORT } from './ports';

/**
 * Starts what the lane drives, all at once: a local store of its own (the whole harness, as Playwright's webServer
 * starts one, with a fresh data folder), an X server (Xvfb on a display it picks itself) and WebKitWebDriver on it.
 * `e2e/webkit.mjs` has found the binaries; run directly, the Debian paths are used.
 */
export default async function setup() {
  const started: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vanity-webkit-'));
  const stop = async () => {
    await Promise.all(started.reverse().map(end));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A store already on the port (another lane, a store left running) would answer for ours and hide its failure.
    const taken = await fetch(STORE_ORIGIN).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`${STORE_ORIGIN} is already in use: stop what runs there, or set WEBKIT_PORT to a free port`);
    const store = spawn(process.execPath, ['--import', 'tsx', 'test-harness/start.ts'], {
      env: { ...process.env, PORT: String(WEBKIT_PORT), NODE_ENV: 'production', DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    started.push(store);
    const display = await startXvfb(started);
    const driver = spawn(process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver', [`--port=${DRIVER_PORT}`], {
      env: { ...process.env, DISPLAY: display },
      // WebKit's processes are chatty on stderr (no session D-Bus, GStreamer); a failure shows in the tests instead.
      stdio: 'ignore',
    });
    started.push(driver);
    await Promise.all([
      answers(`${STORE_ORIGIN}/pages/about`, store, 'the local store'),
      answers(`http://127.0.0.1:${DRIVER_PORT}/status`, driver, 'WebKitWebDriver'),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Xvfb on the first free display (it writes the number to fd 3), so lanes and other X servers never collide. */
function startXvfb(started: ChildProcess[]): Promise<string> {
  const xvfb = spawn(process.env.XVFB_PATH ?? '/usr/bin/Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  started.push(xvfb);
  return new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it chose a display`)));
  });
}

/** Resolves once `url` answers 200; fails at once if the process exits, or after 90 s. */
async function answers(url: string, child: ChildProcess, what: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) before it answered ${url}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} within 90 s`);
}

function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
