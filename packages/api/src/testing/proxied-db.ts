/**
 * A second handle on a test database's schema that reaches PostgreSQL through a TCP proxy the test can cut and
 * restore (fault tests), without touching the server other tests share.
 */
import { createDb, type DbHandle, readDbEnv } from '@finishline/db';
import { startTcpProxy, type TcpProxy } from '../faults/tcp-proxy.js';

export async function openProxiedDb(direct: DbHandle): Promise<{ db: DbHandle; proxy: TcpProxy }> {
  const url = readDbEnv().testDatabaseUrl ?? '';
  const target = new URL(url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const db = await createDb({
    url: viaProxy.href,
    schema: direct.schema,
    channelPrefix: direct.channelPrefix,
    max: 4,
    migrate: false,
  });
  return { db, proxy };
}
