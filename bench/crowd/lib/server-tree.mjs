/**
 * The server's processes — serve's pid and every process under it (one today; a worker per core once serve runs
 * node:cluster) — and their resident memory, sampled every second: the last sample and the peak of each, and of
 * their sum.
 */
import { descendantsOf, sample } from '../../raceday/lib/processes.mjs';

export async function serverProcesses(pid) {
  const children = await descendantsOf(pid);
  return [{ name: 'serve', pid }, ...children.map((child) => ({ name: 'serve child', pid: child }))];
}

export function watchMemory(pid, everyMs = 1000) {
  const seen = new Map();
  let peakTotalMb = 0;
  let lastTotalMb = 0;
  const tick = async () => {
    const rows = await sample(await serverProcesses(pid)).catch(() => []);
    let total = 0;
    for (const { name, pid: member, rssMb } of rows) {
      if (!Number.isFinite(rssMb)) continue;
      total += rssMb;
      const entry = seen.get(member) ?? { name, pid: member, peakMb: 0, lastMb: NaN, alive: false };
      entry.peakMb = Math.max(entry.peakMb, rssMb);
      entry.lastMb = rssMb;
      seen.set(member, entry);
    }
    for (const entry of seen.values()) entry.alive = rows.some((row) => row.pid === entry.pid);
    peakTotalMb = Math.max(peakTotalMb, total);
    lastTotalMb = total;
  };
  // One sample at a time: a slow /proc walk must not overlap the next.
  let ticking = tick();
  const timer = setInterval(() => {
    ticking = ticking.then(tick);
  }, everyMs);
  timer.unref();
  return {
    /** The last sample (taken now) and the peaks: { processes: [{ name, pid, lastMb, peakMb, alive }], … }. */
    async stop() {
      clearInterval(timer);
      await ticking;
      await tick();
      return { processes: [...seen.values()], lastTotalMb, peakTotalMb };
    },
  };
}
