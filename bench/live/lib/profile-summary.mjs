#!/usr/bin/env node
/**
 * Summarises a V8 CPU profile (`--cpu-prof`, e.g. BENCH_CPU_PROF of bench/live/run.mjs): self time by function
 * and by where the code lives (node internals, a package, our workspaces), and the time spent under a few
 * functions of interest (inclusive).
 *
 *   node bench/live/lib/profile-summary.mjs <file.cpuprofile> [top=30] [function names to total inclusively…]
 */
import { readFileSync } from 'node:fs';

const [file, topArg, ...focus] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.mjs <file.cpuprofile> [top] [function…]');
  process.exit(1);
}
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

// Self time per node from the samples and their time deltas (µs).
const selfUs = new Map();
let totalUs = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  totalUs += delta;
});

function where(url) {
  if (!url) return '(native / VM)';
  if (url.startsWith('node:')) return url.replace(/^node:internal\/([^/]+).*/, 'node:$1');
  const match = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  const ours = url.match(/\/(packages|apps|bench)\/([^/]+)\/(?:src\/)?(.*)$/);
  return ours ? `${ours[1]}/${ours[2]}/${ours[3]}` : url;
}

const byFunction = new Map();
const byPlace = new Map();
for (const [id, us] of selfUs) {
  const { callFrame } = nodes.get(id);
  if (callFrame.functionName === '(idle)') continue;
  const name = `${callFrame.functionName || '(anonymous)'} ${where(callFrame.url)}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  const place = where(callFrame.url);
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
}

const idle = [...selfUs].reduce(
  (sum, [id, us]) => (nodes.get(id).callFrame.functionName === '(idle)' ? sum + us : sum),
  0,
);
const busyUs = totalUs - idle;
const pct = (us) => `${((100 * us) / busyUs).toFixed(1).padStart(5)} %`;
const msText = (us) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
console.log(
  `Profile ${file}: ${(totalUs / 1e6).toFixed(1)} s, busy ${(busyUs / 1e6).toFixed(1)} s (percentages of busy)`,
);
console.log('\nSelf time by function:');
for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${msText(us)} ${pct(us)}  ${name}`);
}
console.log('\nSelf time by place:');
for (const [name, us] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${msText(us)} ${pct(us)}  ${name}`);
}

if (focus.length > 0) {
  console.log('\nInclusive time (a sample counts once under the outermost match):');
  for (const name of focus) {
    let us = 0;
    for (const [id, self] of selfUs) {
      for (let at = id; at !== undefined; at = parent.get(at)) {
        if (nodes.get(at).callFrame.functionName === name) {
          us += self;
          break;
        }
      }
    }
    console.log(`${msText(us)} ${pct(us)}  ${name}`);
  }
}
