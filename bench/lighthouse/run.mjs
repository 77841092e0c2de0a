#!/usr/bin/env node
// Lighthouse (mobile, default throttling) with the system Chromium. Prints scores and the key metrics.
// Usage: node bench/lighthouse/run.mjs [url ...]   (default http://localhost:3000/ and an event page)
// Results go to bench/results/lighthouse-*.json (git-ignored). A figure, not a test: it never fails a build.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const urls = process.argv.slice(2);
if (urls.length === 0) urls.push('http://localhost:3000/', 'http://localhost:3000/ar');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
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
mkdirSync('bench/results', { recursive: true });

/** One Lighthouse run; a run whose trace came out broken (e.g. NO_NAVSTART on a busy machine) is retried. */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
    });
    const error = result?.lhr.runtimeError;
    if (!error) return result;
    console.warn(`  ${url}: ${error.code}${attempt < 3 ? ', running again' : ''}`);
    if (attempt === 3) return result;
  }
}
try {
  for (const url of urls) {
    const result = await audit(url);
    if (!result) continue;
    const { categories, audits } = result.lhr;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const metric = (key) => audits[key]?.displayValue ?? '–';
    console.log(`\n${url}`);
    console.log(
      `  performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}`,
    );
    console.log(
      `  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  SI ${metric('speed-index')}`,
    );
    const file = `bench/results/lighthouse-${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}.json`;
    writeFileSync(file, JSON.stringify(result.lhr, null, 2));
  }
} finally {
  await chrome.kill();
}
