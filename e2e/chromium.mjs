#!/usr/bin/env node
/**
 * Finds the Chromium the e2e tests drive, installing Debian's when it can, then
 * runs Playwright with it: `node e2e/chromium.mjs [playwright test args]`.
 *
 * Order, for each of Debian's two packages below: $CHROMIUM_PATH (or
 * $CHROMIUM_HEADLESS_SHELL_PATH), its /usr/bin path, then `apt-get install -y`
 * (root on Debian or Ubuntu only). It never downloads a browser build of its
 * own. VANITY_NO_BROWSER_INSTALL=1 skips the install (to see the message a
 * machine without Chromium gives).
 */
import { spawnSync } from 'node:child_process';
import { executable, runTagged } from './debian-tools.mjs';

/**
 * Debian's Chromium comes as two packages from one source: `chromium`, the browser, and `chromium-headless-shell`,
 * the same engine without the browser's windows and toolbars (what Playwright itself runs headless tests in). Most
 * tests run in the shell: each test's context opens a page, and the full browser builds a whole window around it,
 * which cost its browser process twice the CPU per test (0.21 against 0.09 CPU-s, measured per process type). Tests
 * that use the camera (`fake-camera.ts`) run in the full browser: the shell has no camera capture, so getUserMedia
 * fails there whatever the page does.
 */
const BROWSERS = {
  // A machine without Chromium gets both packages in one apt-get run: one index update, one download.
  chromium: { env: 'CHROMIUM_PATH', path: '/usr/bin/chromium', pkgs: ['chromium', 'chromium-headless-shell'] },
  shell: { env: 'CHROMIUM_HEADLESS_SHELL_PATH', path: '/usr/bin/chromium-headless-shell', pkgs: ['chromium-headless-shell'] },
};
const HINT =
  'install Chromium with `sudo apt-get install -y chromium chromium-headless-shell` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary';

const run = (command, args) => runTagged('chromium', command, args);

/** A Debian Chromium package's binary: $env, its Debian path, then an apt-get install as root; or null with why. */
function findBrowser({ env, path, pkgs }, install) {
  const fromEnv = process.env[env];
  if (fromEnv) {
    if (executable(fromEnv)) return { path: fromEnv };
    console.log(`[chromium] ${env}=${fromEnv} is not an executable; trying ${path}`);
  }
  if (executable(path)) return { path };
  const why = !install
    ? 'the install is switched off (VANITY_NO_BROWSER_INSTALL=1)'
    : process.getuid?.() !== 0
      ? 'this user is not root, so it cannot be installed here'
      : !executable('/usr/bin/apt-get')
        ? 'this is not a Debian or Ubuntu machine (no apt-get)'
        : null;
  if (why) return { why: `it is not at ${fromEnv ? `${fromEnv} or ` : ''}${path}, and ${why}` };
  console.log(`[chromium] ${path} not found: installing Debian's ${pkgs.join(' and ')}`);
  const lock = ['-o', 'DPkg::Lock::Timeout=120'];
  if (
    run('apt-get', [...lock, 'update', '-qq']) &&
    run('apt-get', [...lock, 'install', '-y', '-qq', ...pkgs, 'fonts-liberation']) &&
    executable(path)
  )
    return { path };
  return { why: 'apt-get could not install it' };
}

const installs = () => process.env.VANITY_NO_BROWSER_INSTALL !== '1';

/** The full browser's path, or null with the reason printed as one line. */
export function findChromium({ install = installs() } = {}) {
  const found = findBrowser(BROWSERS.chromium, install);
  if (found.path) return found.path;
  console.error(`[chromium] The e2e tests need Chromium, and ${found.why}: ${HINT}.`);
  return null;
}

/**
 * The headless shell's path; without it the tests run in the full browser, only slower, and the line says so. With
 * CHROMIUM_PATH set and no CHROMIUM_HEADLESS_SHELL_PATH, every test runs in CHROMIUM_PATH's browser.
 */
export function findHeadlessShell(chromium, { install = installs() } = {}) {
  // A browser of one's own choosing (Chrome, another build) runs every test, unless a shell is named beside it.
  if (process.env.CHROMIUM_PATH && !process.env.CHROMIUM_HEADLESS_SHELL_PATH) return chromium;
  const found = findBrowser(BROWSERS.shell, install);
  if (found.path) return found.path;
  console.log(`[chromium] Chromium's headless shell: ${found.why}; every test runs in ${chromium} instead.`);
  return chromium;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = findChromium();
  if (!browser) process.exit(1);
  const shell = findHeadlessShell(browser);
  console.log(`[chromium] using ${shell}, and ${browser} for the camera's tests`);
  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: browser, CHROMIUM_HEADLESS_SHELL_PATH: shell },
  });
  process.exit(result.status ?? 1);
}
