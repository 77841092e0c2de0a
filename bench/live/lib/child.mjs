/**
 * The bench's child processes (the server, the clients) and a way to ask each something over IPC. A child starts
 * through `sh -c 'ulimit -n N && exec node …'` when it needs more open files than the hard limit it would inherit
 * (lib/fd-limit.mjs): the shell raises the limits, then becomes Node, keeping the IPC channel (`spawn` with an `ipc`
 * stdio names it in NODE_CHANNEL_FD). If the raise is refused, the shell says so on stderr and exits, and the first
 * question fails.
 * Every question has a timeout and fails as soon as the child exits, so a crashed or stuck child ends the round
 * instead of stalling the bench.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Starts `file` (relative to bench/live) with Node and `execArgv`, its environment plus `env`, and open-file limits
 * (soft and hard) of `openFiles` (undefined: inherited).
 */
export function start(file, { name, env = {}, execArgv = [], openFiles }) {
  const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
  const script = openFiles === undefined ? 'exec "$0" "$@"' : `ulimit -n ${openFiles} && exec "$0" "$@"`;
  const child = spawn('sh', ['-c', script, process.execPath, ...execArgv, path], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  /** Message type → the question waiting for it. */
  const waiting = new Map();
  let ended = null;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      ended = `${name} exited (${signal ?? `code ${code}`})`;
      for (const [type, { reject }] of waiting) reject(new Error(`${ended} before answering ${type}`));
      waiting.clear();
      resolve();
    }),
  );
  child.on('message', (message) => {
    waiting.get(message.type)?.resolve(message);
  });

  /** The next message of `type`, or a rejection after `timeoutMs` or when the child exits. */
  const next = (type, timeoutMs = 60_000) =>
    new Promise((resolve, reject) => {
      if (ended !== null) return reject(new Error(`${ended} before answering ${type}`));
      const timer = setTimeout(() => {
        waiting.delete(type);
        reject(new Error(`${name} did not answer ${type} within ${(timeoutMs / 1000).toFixed(0)} s`));
      }, timeoutMs);
      const settle = (then) => (value) => {
        clearTimeout(timer);
        waiting.delete(type);
        then(value);
      };
      waiting.set(type, { resolve: settle(resolve), reject: settle(reject) });
    });

  return {
    child,
    next,
    exited,
    ask(message, answer = message.type, timeoutMs = 60_000) {
      const reply = next(answer, timeoutMs);
      if (ended === null) child.send(message);
      return reply;
    },
    /** Ends the child if it still runs (SIGTERM, then SIGKILL after 5 s), and waits for it to exit. */
    async stop() {
      if (ended !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
