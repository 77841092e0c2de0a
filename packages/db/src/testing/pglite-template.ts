/**
 * One migrated PGlite database per test run, cloned for each test file: creating and migrating PGlite costs
 * ~5 s and ~0.5 GB, loading a dump of it under a second. The dump is also cached in the OS temp folder,
 * keyed by the migrations' content and the PGlite version, so later runs (and parallel workers) skip even
 * the first creation.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openPglite } from '../drivers/pglite-driver.js';
import { MIGRATIONS_FOLDER, migrate } from '../migrate.js';

let template: Promise<Blob> | undefined;

/** PGlite's package.json (not in its "exports", so found from its entry point). */
function pgliteManifest(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return readFileSync(join(dir, 'package.json'), 'utf8');
}

function templateKey(): string {
  const hash = createHash('sha256').update(pgliteManifest());
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Templates of earlier migrations are never read again: remove them (40 MB each). */
function removeOtherTemplates(current: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (/^finishline-pglite-[0-9a-f]{16}\.tar$/.test(name) && path !== current) rmSync(path, { force: true });
  }
}

async function buildTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `finishline-pglite-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await openPglite({ dataDir: 'memory://' });
  try {
    await migrate(db);
    const dump = await db.dumpDataDir();
    // Write then rename: a parallel worker never reads a half-written file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    removeOtherTemplates(file);
    return dump;
  } finally {
    await db.close();
  }
}

/** The dump of a freshly migrated PGlite database (built once per process, or read from the cache). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= buildTemplate();
  return template;
}
