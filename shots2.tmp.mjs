import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const base = 'http://127.0.0.1:8080';
async function signIn(p, email, dest) {
  await p.goto(`${base}/pages/myaccount?operation=signIn&destinationPath=${encodeURIComponent(dest)}`);
  const hub = p.locator('[data-vanity-widget="account"]');
  await hub.getByLabel('Email', { exact: true }).fill(email);
  await hub.getByLabel('Password', { exact: true }).fill('Aurelle!Local1');
  await hub.getByRole('button', { name: 'Sign in' }).click();
  await p.waitForURL((u) => u.pathname === dest.split('?')[0]);
}
for (const [w, h, tag] of [[1280, 1000, 'desk'], [375, 800, 'mob']]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h } });
  const p = await ctx.newPage();
  await signIn(p, 'influencer@aurelle.test', '/pages/broadcast');
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/b-dash-${tag}.png`, fullPage: true });
  await p.locator('[data-vanity-widget="broadcast"]').getByRole('button', { name: 'Schedule a show' }).click();
  await p.locator('[data-vanity-widget="broadcast"]').getByLabel('Search the catalogue').fill('Satin');
  await p.waitForTimeout(800);
  await p.locator('[data-vanity-widget="broadcast"]').getByRole('button', { name: 'Add Satin Lip Color' }).click();
  await p.locator('[data-vanity-widget="broadcast"]').getByLabel('Title').fill('x'.repeat(70));
  await p.waitForTimeout(1800);
  await p.screenshot({ path: `/tmp/b-form-${tag}.png`, fullPage: true });
  await p.goto(`${base}/pages/broadcast/SH0W42`);
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/b-manage-${tag}.png`, fullPage: true });
  await ctx.close();
}
await b.close();
