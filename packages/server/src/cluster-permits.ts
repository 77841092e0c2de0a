/**
 * The live-stream permits of a cluster (the API's StreamPermits), counted in its primary: a client's streams land on
 * any worker, so only one place can count them all. Workers ask over the cluster's IPC channel; a worker that dies
 * gives back what it held.
 */
import cluster, { type Worker } from 'node:cluster';
import { PermitLedger, type StreamPermits } from '@finishline/api';

type PermitMessage =
  | { type: 'stream-permit'; op: 'acquire'; id: number; client: string }
  | { type: 'stream-permit'; op: 'release'; client: string }
  | { type: 'stream-permit'; op: 'granted'; id: number; granted: boolean };

function isPermitMessage(message: unknown): message is PermitMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'stream-permit'
  );
}

/** In the primary: answers the workers' requests from one ledger, and frees a worker's permits when it exits. */
export function servePermits(perClient: number): void {
  const ledger = new PermitLedger(perClient);
  const heldBy = new Map<Worker, Map<string, number>>();
  cluster.on('message', (worker, message: unknown) => {
    if (!isPermitMessage(message)) return;
    const held = heldBy.get(worker) ?? new Map<string, number>();
    heldBy.set(worker, held);
    if (message.op === 'acquire') {
      const granted = ledger.acquire(message.client);
      if (granted) held.set(message.client, (held.get(message.client) ?? 0) + 1);
      worker.send({ type: 'stream-permit', op: 'granted', id: message.id, granted } satisfies PermitMessage);
    } else if (message.op === 'release' && (held.get(message.client) ?? 0) > 0) {
      ledger.release(message.client);
      held.set(message.client, (held.get(message.client) ?? 0) - 1);
    }
  });
  cluster.on('exit', (worker) => {
    for (const [client, count] of heldBy.get(worker) ?? []) {
      for (let i = 0; i < count; i++) ledger.release(client);
    }
    heldBy.delete(worker);
  });
}

/** In a worker: permits asked of the primary. */
export function workerPermits(): StreamPermits {
  const pending = new Map<number, (granted: boolean) => void>();
  let next = 0;
  process.on('message', (message: unknown) => {
    if (!isPermitMessage(message) || message.op !== 'granted') return;
    pending.get(message.id)?.(message.granted);
    pending.delete(message.id);
  });
  const send = (message: PermitMessage) => process.send?.(message);
  return {
    acquire(client) {
      const id = next++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        send({ type: 'stream-permit', op: 'acquire', id, client });
      });
    },
    release(client) {
      send({ type: 'stream-permit', op: 'release', client });
    },
  };
}
