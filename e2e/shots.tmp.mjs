// Screenshot helper (not committed): BASE, PAGES (json array of paths), OUT, FULL=1
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3400';
const pages = JSON.parse(process.env.PAGES);
const out = process.env.OUT ?? '/tmp/shots';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const ua =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
for (const [wname, viewport] of [
  ['desk', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  for (const scheme of ['light', 'dark']) {
    const ctx = await browser.newContext({
      viewport,
      colorScheme: scheme,
      userAgent: ua,
      deviceScaleFactor: 1,
    });
    const page = await ctx.newPage();
    for (const p of pages) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      const name = `${out}/${p.replace(/[^a-z0-9]+/gi, '_')}-${wname}-${scheme}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
    }
    await ctx.close();
  }
}
await browser.close();
