/**
 * `--profile`: where the crowd's time goes. The race-day server runs under `node --cpu-prof` (the flag reaches every
 * worker through cluster's execArgv); each process writes its profile when it exits. Summed over the processes and
 * within the measured run only, the main threads' self time per crowd request, by package and by function (native
 * calls charged to their caller: bench/page/lib/profile.mjs).
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { summariseProfile } from '../../page/lib/profile.mjs';

/** The profile folder of a race-day server, and the node flags that fill it (none without --profile). */
export function profileArgs(workDir, tag, isOn) {
  if (!isOn) return { dir: null, nodeArgs: [] };
  const dir = join(workDir, `cpu-prof${tag}`);
  mkdirSync(dir, { recursive: true });
  return { dir, nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir] };
}

const fixed = (n, digits) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/** Prints the summed profile of `dir` over `window`, per request of the crowd (`requests`). */
export function printCrowdProfile(dir, window, requests, label) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  if (files.length === 0) {
    console.log(`\nNo CPU profile was written in ${dir} (serve did not exit cleanly?).`);
    return;
  }
  const groups = new Map();
  const functions = new Map();
  let busyUs = 0;
  let idleUs = 0;
  let windowed = 0;
  for (const file of files) {
    const summary = summariseProfile(join(dir, file), window.fromUs, window.toUs);
    if (!summary.windowed) continue;
    windowed += 1;
    busyUs += summary.busyUs;
    idleUs += summary.idleUs;
    for (const { group, us } of summary.groups) groups.set(group, (groups.get(group) ?? 0) + us);
    for (const entry of summary.functions) {
      const kept = functions.get(entry.name) ?? { ...entry, us: 0 };
      kept.us += entry.us;
      functions.set(entry.name, kept);
    }
  }
  const perRequest = (us) => us / 1000 / Math.max(1, requests);
  const share = (us) => `${fixed((100 * us) / busyUs, 1).padStart(5)} %`;
  console.log(
    `\nWhere the crowd's time goes ${label}: --cpu-prof of ${windowed} of ${files.length} processes' main ` +
      `threads over the measured run, ${requests} requests: ${fixed(perRequest(busyUs), 2)} ms busy per request ` +
      `(idle ${fixed((100 * idleUs) / Math.max(1, busyUs + idleUs), 0)} % of the sampled time). Samples are wall ` +
      'time of the main threads: on a loaded machine they add up to more than CPU time, so read the shares.',
  );
  console.log('By package (self time):');
  for (const [group, us] of [...groups].sort((a, b) => b[1] - a[1])) {
    if (us / busyUs < 0.005) continue;
    console.log(`  ${fixed(perRequest(us), 2).padStart(6)} ms ${share(us)}  ${group}`);
  }
  console.log('Top functions (self time):');
  for (const { name, group, us } of [...functions.values()].sort((a, b) => b.us - a.us).slice(0, 25)) {
    console.log(`  ${fixed(perRequest(us), 3).padStart(7)} ms ${share(us)}  ${name}  [${group}]`);
  }
}
