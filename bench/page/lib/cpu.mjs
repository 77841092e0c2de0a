/** CPU time from /proc (Linux): of a process (all its threads), and of this process's finished children (wrk). */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { descendantsOf } from '../../raceday/lib/processes.mjs';

const TICKS_PER_S = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** The fields of /proc/<pid>/stat after the command (which may hold spaces): index 0 is field 3, `state`. */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** User + system CPU of a process, every thread included (zlib's thread pool, GC helpers), in ms. */
export function cpuMs(pid) {
  try {
    const fields = statFields(pid);
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return NaN;
  }
}

/**
 * CPU of a process and of every process under it (nginx's master and workers, serve's cluster workers), in ms. A
 * process that exited meanwhile takes its CPU time with it.
 */
export async function treeCpuMs(pid) {
  let total = cpuMs(pid);
  for (const child of await descendantsOf(pid)) total += cpuMs(child);
  return total;
}

/** User + system CPU of this process's children that have exited and been waited for (a finished wrk), in ms. */
export function finishedChildrenCpuMs() {
  const fields = statFields('self');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_S;
}

export const CPU_RESOLUTION_MS = 1000 / TICKS_PER_S;
