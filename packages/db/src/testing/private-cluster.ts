/**
 * A PostgreSQL server of a test's own, from the machine's PostgreSQL binaries (Debian's postgresql package): a
 * cluster in a temporary folder on a port of its own, that the test may stop, start and give streaming replicas —
 * the real thing where a test needs what the shared server cannot do (an outage, a lagging replica). As root (CI),
 * the binaries run as the `postgres` user, who owns the folder: initdb refuses root.
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL binaries on the machine (PG_BIN overrides), or null when there are none. */
export function findPostgresBin(env: Record<string, string | undefined> = process.env): string | null {
  if (env.PG_BIN) return existsSync(join(env.PG_BIN, 'initdb')) ? env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

type Owner = { uid: number; gid: number } | null;

async function postgresOwner(): Promise<Owner> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export type PrivateCluster = {
  port: number;
  dir: string;
  /** A connection string to `database` on this server (trust authentication, user postgres). */
  url(database?: string): string;
  start(): Promise<void>;
  /** `fast` disconnects clients and stops at once; `immediate` is a crash, as a power cut would be. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Runs SQL with psql on `database`. */
  sql(statement: string, database?: string): Promise<string>;
  /** A streaming replica of this server (pg_basebackup), started on `port`. */
  replica(port: number): Promise<PrivateCluster>;
  /** Stops the server if it runs and deletes its folder. */
  remove(): Promise<void>;
};

const SETTINGS = (port: number, dir: string) => `
port = ${port}
listen_addresses = '127.0.0.1'
unix_socket_directories = '${dir}'
fsync = off
synchronous_commit = off
full_page_writes = off
wal_level = replica
max_wal_senders = 4
hot_standby = on
max_connections = 60
shared_buffers = 64MB
`;

async function clusterAt(bin: string, dir: string, port: number, owner: Owner): Promise<PrivateCluster> {
  const exec = (tool: string, args: string[]) =>
    owner === null
      ? run(join(bin, tool), args, { maxBuffer: 16 << 20 })
      : run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { maxBuffer: 16 << 20 });
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const isRunning = () => existsSync(join(dir, 'data', 'postmaster.pid'));
  const cluster: PrivateCluster = {
    port,
    dir,
    url,
    async start() {
      await exec('pg_ctl', [
        '-D',
        join(dir, 'data'),
        '-l',
        join(dir, 'server.log'),
        '-w',
        '-t',
        '60',
        'start',
      ]);
    },
    async stop(mode = 'fast') {
      if (isRunning()) await exec('pg_ctl', ['-D', join(dir, 'data'), '-m', mode, '-w', 'stop']);
    },
    async sql(statement, database = 'postgres') {
      const { stdout } = await exec('psql', [
        url(database),
        '-v',
        'ON_ERROR_STOP=1',
        '-qAt',
        '-c',
        statement,
      ]);
      return stdout.trim();
    },
    async replica(replicaPort) {
      const replicaDir = makeFolder(owner);
      // A fast checkpoint: the default spreads it over minutes after a large load.
      await exec('pg_basebackup', [
        '-d',
        url(),
        '-D',
        join(replicaDir, 'data'),
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ]);
      writeFileSync(join(replicaDir, 'data', 'postgresql.auto.conf'), SETTINGS(replicaPort, replicaDir), {
        flag: 'a',
      });
      const replica = await clusterAt(bin, replicaDir, replicaPort, owner);
      await replica.start();
      return replica;
    },
    async remove() {
      await cluster.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

/** A temporary folder the server's user owns. */
function makeFolder(owner: Owner): string {
  const dir = mkdtempSync(join(tmpdir(), 'finishline-pg-'));
  if (owner !== null) {
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
  }
  return dir;
}

/**
 * A new cluster on `port`, initialised and started. Throws when the machine has no PostgreSQL binaries: check
 * `findPostgresBin()` first to skip instead.
 */
export async function createPrivateCluster(port: number): Promise<PrivateCluster> {
  const bin = findPostgresBin();
  if (bin === null) throw new Error('No PostgreSQL binaries (set PG_BIN, or install postgresql).');
  const owner = await postgresOwner();
  const dir = makeFolder(owner);
  await (owner === null
    ? run(join(bin, 'initdb'), [
        '-D',
        join(dir, 'data'),
        '-A',
        'trust',
        '-U',
        'postgres',
        '-E',
        'UTF8',
        '--no-sync',
      ])
    : run('runuser', [
        '-u',
        'postgres',
        '--',
        join(bin, 'initdb'),
        ...['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'],
      ]));
  writeFileSync(join(dir, 'data', 'postgresql.auto.conf'), SETTINGS(port, dir), { flag: 'a' });
  // Replication connections from this machine, for pg_basebackup and the standby.
  writeFileSync(join(dir, 'data', 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n', { flag: 'a' });
  const cluster = await clusterAt(bin, dir, port, owner);
  await cluster.start();
  return cluster;
}
