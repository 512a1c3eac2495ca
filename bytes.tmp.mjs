import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const ctx = await b.newContext(); const p = await ctx.newPage();
  const rows = [];
  ctx.on('response', (r) => { const t = r.request().resourceType(); if ((t === 'script' || r.url().endsWith('.js')) && r.ok() && !new URL(r.url()).pathname.startsWith('/assets/')) rows.push(r.body().then((x) => [new URL(r.url()).pathname, gzipSync(x, { level: 9 }).length], () => ['?', 0])); });
  await p.goto('http://127.0.0.1:8080' + path, { waitUntil: 'load' });
  await p.waitForLoadState('networkidle'); await p.waitForTimeout(1500);
  const all = await Promise.all(rows);
  console.log(path, all.reduce((a, [, n]) => a + n, 0)); for (const [f, n] of all) console.log('   ', n, f);
  await ctx.close();
}
await b.close();
