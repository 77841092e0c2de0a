/**
 * Loads the deterministic demo data set (13 events, a 20,500-runner marathon) into a fresh bench database:
 * in-memory PGlite (lib/serve-pglite.mjs), or a dedicated PostgreSQL database that is dropped afterwards.
 */
import { createDb, upsertBundle } from '@finishline/db';
// The bench is a leaf tool: it borrows the CLI's demo generator rather than duplicating it.
import { generateDemo } from '../../../apps/cli/src/demo/generate-demo.ts';

let bundle;

function demoBundle() {
  bundle ??= generateDemo({ referenceDate: new Date().toISOString().slice(0, 10) });
  return bundle;
}

/** Upserts the demo bundle into an open database. */
export async function loadInto(db) {
  const started = Date.now();
  const data = demoBundle();
  await upsertBundle(db, data);
  return { participants: data.participants.length, seconds: (Date.now() - started) / 1000 };
}

/** Whether a PostgreSQL server answers at this URL. */
export async function isReachable(url) {
  try {
    const db = await createDb({ url, migrate: false });
    await db.close();
    return true;
  } catch {
    return false;
  }
}

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh PostgreSQL database named `name` on the server of `adminUrl`, with the demo data. */
export async function loadPostgres(adminUrl, name) {
  const admin = await createDb({ url: adminUrl, migrate: false });
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.close();
  }
  const url = withDatabase(adminUrl, name);
  const db = await createDb({ url });
  try {
    const loaded = await loadInto(db);
    // What autovacuum would do shortly after a large import.
    await db.query('vacuum analyze');
    return { env: { DATABASE_URL: url }, ...loaded };
  } finally {
    await db.close();
  }
}

/** Drops the bench database again (the server is shared with the tests). */
export async function dropPostgres(adminUrl, name) {
  const admin = await createDb({ url: adminUrl, migrate: false });
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.close();
  }
}
