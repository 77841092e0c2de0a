/**
 * Read your version against a real streaming replica (pg_basebackup of a PostgreSQL server of the test's own, on
 * ports of its own), whose replay the test pauses with pg_wal_replay_pause(): a change this instance was told of is
 * read from the primary while the replica has not replayed it, and the reads go back to the replica once it has.
 * Needs the PostgreSQL server binaries (Debian's postgresql); required in CI.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../create-db.js';
import { type DbHandle } from '../handle.js';
import { EVENT_CHANGED_CHANNEL, listen } from '../notify.js';
import { bumpEventVersions } from '../recompute/bump-versions.js';
import { createPrivateCluster, findPostgresBin, type PrivateCluster } from '../testing/private-cluster.js';
import { sampleBundle } from '../testing/sample-bundle.js';
import { upsertBundle } from '../writes/upsert-bundle.js';
import { readYourVersion, type ReplicaRouting } from './read-your-version.js';

const hasPostgres = findPostgresBin() !== null;
if (!hasPostgres && process.env.CI)
  throw new Error('CI needs the PostgreSQL server binaries for a real replica.');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

async function until(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((done) => setTimeout(done, 25));
  }
  return check();
}

describe.skipIf(!hasPostgres)('read your version on a real streaming replica', () => {
  let primaryServer: PrivateCluster;
  let replicaServer: PrivateCluster;
  let primary: DbHandle;
  let replica: DbHandle;
  let routed: ReplicaRouting;

  beforeAll(async () => {
    primaryServer = await createPrivateCluster(await freePort());
    primary = await createDb({ url: primaryServer.url() });
    await upsertBundle(primary, sampleBundle());
    replicaServer = await primaryServer.replica(await freePort());
    replica = await createDb({ url: replicaServer.url(), migrate: false });
    routed = await readYourVersion(replica, primary);
  }, 120_000);

  afterAll(async () => {
    await routed?.close();
    await primary?.close();
    await replicaServer?.remove();
    await primaryServer?.remove();
  });

  const clubOf = async (db: { query: DbHandle['query'] }) => {
    const [row] = await db.query<{ club: string | null }>(
      `select club from participants order by key limit 1`,
    );
    return row?.club ?? null;
  };

  it('reads from the replica once it has replayed what the instance was told', async () => {
    const caughtUp = await until(async () => {
      const before = routed.routingStats().replicaReads;
      await routed.query('select 1');
      return routed.routingStats().replicaReads > before;
    }, 10_000);
    expect(caughtUp).toBe(true);
    expect(await replicaServer.sql('select pg_is_in_recovery()')).toBe('t');
  });

  it('while the replica is paused behind a change it heard of, the primary answers; then the replica again', async () => {
    await replicaServer.sql('select pg_wal_replay_pause()');
    try {
      const heard = new Promise<void>((done) => {
        void listen(primary, EVENT_CHANGED_CHANNEL, () => done());
      });
      // A change on the primary, announced as a recompute announces it.
      await primary.transaction(async (tx) => {
        await tx.query(
          `update participants set club = 'Read Your Version AC' where key = (select min(key) from participants)`,
        );
        const [event] = await tx.query<{ id: string }>(`select id from events order by id limit 1`);
        await bumpEventVersions(tx, [event?.id ?? '']);
      });
      await heard;
      // The replica itself has not replayed it…
      expect(await clubOf(replica)).not.toBe('Read Your Version AC');
      // …but a read through the routing sees it: the primary answered.
      const before = routed.routingStats();
      await new Promise((done) => setTimeout(done, 50));
      expect(await clubOf(routed)).toBe('Read Your Version AC');
      const during = routed.routingStats();
      expect(during.primaryReads).toBeGreaterThan(before.primaryReads);
      expect(during.outstanding).toBe(1);
      // Still paused: never the older answer.
      for (let i = 0; i < 5; i++) {
        await new Promise((done) => setTimeout(done, 100));
        expect(await clubOf(routed)).toBe('Read Your Version AC');
      }
    } finally {
      await replicaServer.sql('select pg_wal_replay_resume()');
    }
    const back = await until(async () => {
      const before = routed.routingStats().replicaReads;
      const club = await clubOf(routed);
      return club === 'Read Your Version AC' && routed.routingStats().replicaReads > before;
    }, 10_000);
    expect(back).toBe(true);
    expect(routed.routingStats()).toMatchObject({ outstanding: 0, lagMs: 0 });
  });
});
