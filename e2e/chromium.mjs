#!/usr/bin/env node
/**
 * Finds the Chromium the e2e tests drive, installing Debian's when it can, then
 * runs Playwright with it: `node e2e/chromium.mjs [playwright test args]`.
 *
 * Order: $CHROMIUM_PATH, /usr/bin/chromium, then `apt-get install -y chromium`
 * (root on Debian or Ubuntu only). It never downloads a browser build of its
 * own. VANITY_NO_BROWSER_INSTALL=1 skips the install (to see the message a
 * machine without Chromium gives).
 */
import { spawnSync } from 'node:child_process';
import { executable, runTagged } from './debian-tools.mjs';

const DEFAULT_PATH = '/usr/bin/chromium';
const HINT =
  'install Chromium with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary';

const run = (command, args) => runTagged('chromium', command, args);

/** The browser's path, or null with the reason printed as one line. */
export function findChromium({ install = process.env.VANITY_NO_BROWSER_INSTALL !== '1' } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (executable(fromEnv)) return fromEnv;
    console.log(`[chromium] CHROMIUM_PATH=${fromEnv} is not an executable; trying ${DEFAULT_PATH}`);
  }
  if (executable(DEFAULT_PATH)) return DEFAULT_PATH;
  const why = !install
    ? 'the install is switched off (VANITY_NO_BROWSER_INSTALL=1)'
    : process.getuid?.() !== 0
      ? 'this user is not root, so it cannot be installed here'
      : !executable('/usr/bin/apt-get')
        ? 'this is not a Debian or Ubuntu machine (no apt-get)'
        : null;
  if (!why) {
    console.log(`[chromium] ${DEFAULT_PATH} not found: installing Debian's chromium package`);
    const lock = ['-o', 'DPkg::Lock::Timeout=120'];
    if (
      run('apt-get', [...lock, 'update', '-qq']) &&
      run('apt-get', [...lock, 'install', '-y', '-qq', 'chromium', 'fonts-liberation']) &&
      executable(DEFAULT_PATH)
    )
      return DEFAULT_PATH;
    console.error(`[chromium] The e2e tests need Chromium and apt-get could not install it: ${HINT}.`);
    return null;
  }
  console.error(
    `[chromium] The e2e tests need Chromium, which is not at ${fromEnv ? `${fromEnv} or ` : ''}${DEFAULT_PATH}, and ${why}: ${HINT}.`,
  );
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = findChromium();
  if (!browser) process.exit(1);
  console.log(`[chromium] using ${browser}`);
  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: browser },
  });
  process.exit(result.status ?? 1);
}
