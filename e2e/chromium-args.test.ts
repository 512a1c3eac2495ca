// @vitest-environment node
import { chromium, type Browser } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, VANITY_DISABLED_FEATURES } from './chromium-args';

/** The arguments of the browser process this test process started from `executablePath`. */
function browserArguments(executablePath: string): string[] {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return [{ pid: Number(pid), parent, args: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') }];
      } catch {
        return []; // a process that ended while the list was read
      }
    });
  // Debian's /usr/bin entries are scripts that run the binary of the same name under /usr/lib/chromium, as their
  // child or in their place; of that binary's processes, the browser is the one Playwright talks to by pipe.
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of processes)
      if (ours.has(p.parent) && !ours.has(p.pid)) {
        ours.add(p.pid);
        grew = true;
      }
  }
  const name = path.basename(executablePath);
  const browser = processes.find(
    (p) => ours.has(p.pid) && path.basename(p.args[0]!) === name && p.args.some((arg) => arg.startsWith('--remote-debugging')),
  );
  if (!browser) throw new Error(`No browser process from ${executablePath} under this process`);
  return browser.args;
}

/**
 * The switches as the e2e tests launch Chromium with them, read back from the running browser: the headless shell
 * most tests run in, and the full browser of the camera's tests (e2e/chromium.mjs).
 */
describe.each([
  ['headless shell', process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'],
  ['full browser', process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'],
])('the e2e Chromium switches, %s', (_name, executablePath) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  });
  afterAll(() => browser?.close());

  it('keep every feature Playwright switches off: Chromium reads only the last --disable-features', async () => {
    // The browser's own command line, as Playwright started it (the headless shell has no chrome://version page).
    const lists = browserArguments(executablePath)
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    expect(lists.length).toBeGreaterThan(1);
    const last = lists.at(-1)!;
    for (const earlier of lists.slice(0, -1)) expect(earlier.filter((feature) => !last.includes(feature))).toEqual([]);
    expect(last).toEqual(expect.arrayContaining(VANITY_DISABLED_FEATURES));
  });

  it('open a context with no page but its own (no address-bar popup behind it) and one renderer (no spare)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<h1>A page</h1>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.filter((t) => t.type !== 'page' && t.type !== 'tab').map((t) => t.url)).toEqual([]);
    // A spare starts once the page's own renderer is taken; a fixed wait, as it proves that nothing starts.
    await page.waitForTimeout(500);
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    expect(processInfo.filter((p) => p.type === 'renderer')).toHaveLength(1);
    await cdp.detach();
    await context.close();
  });
});
