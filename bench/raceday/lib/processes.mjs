/** Resident memory and open file descriptors of a process and its children, from /proc (Linux). */
import { readdir, readFile } from 'node:fs/promises';

async function rssKb(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

async function fdCount(pid) {
  try {
    return (await readdir(`/proc/${pid}/fd`)).length;
  } catch {
    return NaN;
  }
}

/** The pids whose parent is `pid` (nginx's workers). */
export async function childrenOf(pid) {
  const children = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // The command may hold spaces and parentheses: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/**
 * Every process under `pid`, children first then theirs (serve's cluster workers and anything they start), from
 * one pass over /proc.
 */
export async function descendantsOf(pid) {
  const byParent = new Map();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byParent.set(parent, [...(byParent.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  for (let queue = [pid]; queue.length > 0;) {
    const children = byParent.get(queue.shift()) ?? [];
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

/** One sample per named process: { name, pid, rssMb, fds }. */
export async function sample(processes) {
  const rows = [];
  for (const { name, pid } of processes) {
    rows.push({ name, pid, rssMb: (await rssKb(pid)) / 1024, fds: await fdCount(pid) });
  }
  return rows;
}

/** The processes to watch: the instance, the bench itself, and nginx's master and workers when it runs. */
export async function watched(servePid, nginxPid) {
  const list = [
    { name: 'finishline serve', pid: servePid },
    { name: 'bench (autocannon, streams)', pid: process.pid },
  ];
  if (nginxPid) {
    list.push({ name: 'nginx master', pid: nginxPid });
    for (const [i, pid] of (await childrenOf(nginxPid)).entries())
      list.push({ name: `nginx worker ${i + 1}`, pid });
  }
  return list;
}
