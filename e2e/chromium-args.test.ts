// @vitest-environment node
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, VANITY_DISABLED_FEATURES } from './chromium-args';

/** The switches as the e2e tests launch Chromium with them, read back from the running browser. */
describe('the e2e Chromium switches', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });
  afterAll(() => browser?.close());

  it('keep every feature Playwright switches off: Chromium reads only the last --disable-features', async () => {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    await page.close();
    const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) => m[1]!.split(','));
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
