/**
 * LISTEN on PostgreSQL: notifications only reach the session that listens, and a pooled connection is
 * shared, so one dedicated client per handle carries every channel. If it drops, it reconnects (every
 * second while anyone listens) and listens again; notifications sent meanwhile are lost, as with any
 * LISTEN, so consumers resume from data versions, not from the stream alone.
 */
import pg from 'pg';
import { type NotificationHub } from '../handle.js';
import { assertChannel } from './statement.js';

type Handler = (payload: string) => void;

export function createPgListener(config: pg.ClientConfig): NotificationHub {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let isClosed = false;
  /** Whether a connection was lost since the last one: notifications sent meanwhile were missed. */
  let hasDropped = false;
  const resumeHandlers = new Set<() => void>();

  function dispatch(message: pg.Notification): void {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  }

  function drop(lost: pg.Client): void {
    if (client !== lost) return;
    client = null;
    hasDropped = true;
    if (!isClosed && handlers.size > 0) scheduleReconnect();
  }

  function scheduleReconnect(): void {
    setTimeout(() => {
      if (isClosed || client !== null) return;
      connect().catch(() => scheduleReconnect());
    }, 1000).unref();
  }

  function connect(): Promise<pg.Client> {
    if (client !== null) return Promise.resolve(client);
    connecting ??= (async () => {
      const fresh = new pg.Client(config);
      fresh.on('notification', dispatch);
      fresh.on('error', () => drop(fresh));
      fresh.on('end', () => drop(fresh));
      await fresh.connect();
      for (const channel of handlers.keys()) await fresh.query(`listen ${channel}`);
      client = fresh;
      if (hasDropped) {
        hasDropped = false;
        for (const handler of resumeHandlers) handler();
      }
      return fresh;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel, handler) {
      assertChannel(channel);
      if (isClosed) throw new Error('The database handle is closed');
      let set = handlers.get(channel);
      if (set === undefined) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      const channelHandlers = set;
      const unlisten = async (): Promise<void> => {
        channelHandlers.delete(handler);
        if (channelHandlers.size > 0 || handlers.get(channel) !== channelHandlers) return;
        handlers.delete(channel);
        await client?.query(`unlisten ${channel}`);
      };
      try {
        const listener = await connect();
        await listener.query(`listen ${channel}`);
      } catch (error) {
        await unlisten().catch(() => undefined);
        throw error;
      }
      return unlisten;
    },
    onResume(handler) {
      resumeHandlers.add(handler);
      return () => resumeHandlers.delete(handler);
    },
    async close() {
      isClosed = true;
      handlers.clear();
      resumeHandlers.clear();
      const open = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      await open?.end();
    },
  };
}
