/**
 * Open-file limits. Every stream is a socket on both sides: N clients take N descriptors in the clients process and
 * N in the server, besides what each holds anyway (the database pool and its listener, the recompute worker, Node's
 * and tsx's own files: HEADROOM). Node raises its own soft limit to the hard one as it starts, so the hard limit is
 * what counts; it is often below 21,024 (4,096 on many systems, 20,000 in some containers). Only a privileged
 * process can raise a hard limit: run.mjs then starts each child through `sh -c 'ulimit -n N && exec node …'`
 * (lib/child.mjs), and `canRaiseTo` asks a shell first whether that would work. It does not for a user, nor for
 * root inside a container started without CAP_SYS_RESOURCE: the limit must then be raised from outside before the
 * bench starts — `docker run --ulimit nofile=65536:65536`, `LimitNOFILE=65536` in a systemd unit, `nofile` in
 * /etc/security/limits.conf, or `ulimit -Hn 65536` in a root shell that may — and the bench says so.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Descriptors a process of the bench holds besides its streams. */
export const HEADROOM = 1024;

/** Open files a process holding `clients` streams needs. */
export const fdsNeeded = (clients) => clients + HEADROOM;

const parse = (text) => (text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text));

/** The soft and hard open-file limits of this process, which its children inherit. */
export function fileLimits() {
  const [soft, hard] = execFileSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => parse(line.trim()));
  return { soft, hard };
}

/** Whether a shell started from here may set its open-file limits (soft and hard) to `count`. */
export function canRaiseTo(count) {
  try {
    execFileSync('sh', ['-c', `ulimit -n ${count}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** This process's soft open-file limit as the kernel sees it (Linux), or null: the proof the raise took. */
export function openFileLimit() {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    return line === undefined ? null : parse(line.split(/\s{2,}/)[1] ?? '');
  } catch {
    return null;
  }
}
