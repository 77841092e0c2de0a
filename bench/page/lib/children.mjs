/**
 * Every process the page benchmark starts, so that each is stopped again: at the end, on an error, and on Ctrl-C
 * or SIGTERM (then the temporary folders go too). A process that does not exit within its grace period after its
 * stop signal is killed.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const running = new Set();
const cleanups = [];

/** Spawns and registers a process; `stopSignal` ends it gracefully (nginx: SIGQUIT, serve: SIGTERM). */
export function start(name, command, args, options = {}, { stopSignal = 'SIGTERM', graceMs = 15_000 } = {}) {
  const child = spawn(command, args, options);
  const entry = { name, child, stopSignal, graceMs };
  running.add(entry);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  exited.then(() => running.delete(entry));
  entry.exited = exited;
  entry.stop = () => stopEntry(entry);
  return entry;
}

async function stopEntry(entry) {
  const { child } = entry;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill(entry.stopSignal);
    const timer = setTimeout(() => {
      console.error(`${entry.name} (pid ${child.pid}) did not stop within ${entry.graceMs} ms: killing it`);
      child.kill('SIGKILL');
    }, entry.graceMs);
    await entry.exited;
    clearTimeout(timer);
  }
  running.delete(entry);
  return entry.exited;
}

/** A folder (or other resource) to remove at the end, also after Ctrl-C; `fn` may return a promise (awaited). */
export function onCleanup(fn) {
  cleanups.push(fn);
}

export function removeLater(path) {
  onCleanup(() => rmSync(path, { recursive: true, force: true }));
}

/** Stops every process still running, then runs the cleanups (once, last registered first). */
export async function stopAll() {
  await Promise.all([...running].map((entry) => stopEntry(entry)));
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`cleanup failed: ${error.message}`);
    }
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the processes the benchmark started…`);
    stopAll().finally(() => process.exit(130));
  });
}
