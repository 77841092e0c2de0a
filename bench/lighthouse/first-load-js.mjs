#!/usr/bin/env node
// First-load JavaScript of a page: every script and modulepreload the HTML references, gzipped.
// Usage: node bench/lighthouse/first-load-js.mjs [url ...]   (default http://localhost:3000/)
import { gzipSync } from 'node:zlib';

const urls = process.argv.slice(2);
if (urls.length === 0) urls.push('http://localhost:3000/');
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

for (const url of urls) {
  const html = await (await fetch(url, { headers: { 'user-agent': userAgent } })).text();
  const sources = new Set();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    sources.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/import[^"]*"([^"]+\.js)"/g)) sources.add(match[1]);
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('\n');
  let raw = 0;
  let gzipped = 0;
  const rows = [];
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzipped += size;
    rows.push([size, source]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  const kB = (n) => (n / 1024).toFixed(1).padStart(6);
  console.log(`\n${url}`);
  for (const [size, source] of rows.slice(0, 8)) console.log(`${kB(size)} kB  ${source}`);
  if (rows.length > 8) console.log(`        … and ${rows.length - 8} smaller files`);
  console.log(`${kB(gzipped)} kB gzipped JS in ${sources.size} files (${kB(raw)} kB raw)`);
  console.log(`${kB(gzipSync(Buffer.from(inline)).length)} kB gzipped inline scripts (theme, loader data)`);
  console.log(`${kB(gzipSync(Buffer.from(html)).length)} kB gzipped HTML`);
}
