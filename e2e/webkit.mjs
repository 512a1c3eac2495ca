#!/usr/bin/env node
/**
 * The WebKit lane: finds WebKitGTK's WebDriver and Xvfb, installing Debian's packages when it can, then runs
 * `e2e/webkit/*.webkit.ts` with vitest: `node e2e/webkit.mjs [vitest args]`.
 *
 * Order: $WEBKIT_WEBDRIVER_PATH and $XVFB_PATH, /usr/bin/WebKitWebDriver and /usr/bin/Xvfb, then
 * `apt-get install -y webkit2gtk-driver xvfb` with the GStreamer decoders the show's H.264 video needs (root on
 * Debian or Ubuntu only). It never downloads a browser build of its own. VANITY_NO_BROWSER_INSTALL=1 skips the
 * install (to see the message a machine without them gives).
 */
import { spawnSync } from 'node:child_process';
import { executable, runTagged } from './debian-tools.mjs';

const DRIVER = { env: 'WEBKIT_WEBDRIVER_PATH', path: '/usr/bin/WebKitWebDriver', what: 'WebKitGTK’s WebDriver' };
const XVFB = { env: 'XVFB_PATH', path: '/usr/bin/Xvfb', what: 'Xvfb' };
// Recommends of webkit2gtk-driver that a minimal image leaves out: the show's H.264 video (libav), Mesa for WebGL 2.
const PACKAGES = [
  'webkit2gtk-driver',
  'xvfb',
  'gstreamer1.0-libav',
  'gstreamer1.0-plugins-bad',
  'gstreamer1.0-gl',
  'libgl1-mesa-dri',
  'fonts-liberation',
];
const HINT = `install them with \`sudo apt-get install -y ${PACKAGES.join(' ')}\` (Debian/Ubuntu), or set ${DRIVER.env} and ${XVFB.env}`;

const run = (command, args) => runTagged('webkit', command, args);

function located(tool) {
  const fromEnv = process.env[tool.env];
  if (fromEnv) {
    if (executable(fromEnv)) return fromEnv;
    console.log(`[webkit] ${tool.env}=${fromEnv} is not an executable; trying ${tool.path}`);
  }
  return executable(tool.path) ? tool.path : null;
}

/** `{ driver, xvfb }` paths, or null with the reason printed as one line. */
export function findWebKit({ install = process.env.VANITY_NO_BROWSER_INSTALL !== '1' } = {}) {
  const found = () => ({ driver: located(DRIVER), xvfb: located(XVFB) });
  let tools = found();
  if (tools.driver && tools.xvfb) return tools;
  const missing = () => [DRIVER, XVFB].filter((t) => !tools[t === DRIVER ? 'driver' : 'xvfb']).map((t) => `${t.what} (${t.path})`);
  const why = !install
    ? 'the install is switched off (VANITY_NO_BROWSER_INSTALL=1)'
    : process.getuid?.() !== 0
      ? 'this user is not root, so they cannot be installed here'
      : !executable('/usr/bin/apt-get')
        ? 'this is not a Debian or Ubuntu machine (no apt-get)'
        : null;
  if (!why) {
    console.log(`[webkit] ${missing().join(' and ')} not found: installing Debian's packages`);
    // A lock held by another apt run fails after two minutes rather than hanging the tests.
    const lock = ['-o', 'DPkg::Lock::Timeout=120'];
    if (run('apt-get', [...lock, 'update', '-qq']) && run('apt-get', [...lock, 'install', '-y', '-qq', ...PACKAGES])) {
      tools = found();
      if (tools.driver && tools.xvfb) return tools;
    }
    console.error(`[webkit] The WebKit lane needs ${missing().join(' and ')} and apt-get could not install them: ${HINT}.`);
    return null;
  }
  console.error(`[webkit] The WebKit lane needs ${missing().join(' and ')}, and ${why}: ${HINT}.`);
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tools = findWebKit();
  if (!tools) process.exit(1);
  console.log(`[webkit] using ${tools.driver} under ${tools.xvfb}`);
  const result = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/webkit/vitest.config.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, WEBKIT_WEBDRIVER_PATH: tools.driver, XVFB_PATH: tools.xvfb },
  });
  process.exit(result.status ?? 1);
}
