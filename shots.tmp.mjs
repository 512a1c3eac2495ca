import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [w, h, tag] of [[1280, 1000, 'desk'], [375, 800, 'mob']]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h } });
  const p = await ctx.newPage();
  for (const [path, name] of [['/pages/watch/SH0W42', 'watch'], ['/pages/watch/SH0W43', 'pending'], ['/pages/watch/SH0W40', 'replay'], ['/pages/channels/mia.host', 'channel'], ['/pages/live-shopping', 'list']]) {
    await p.goto('http://127.0.0.1:8080' + path);
    await p.waitForTimeout(3000);
    await p.screenshot({ path: `/tmp/shot-${name}-${tag}.png`, fullPage: true });
  }
  await ctx.close();
}
await b.close();
