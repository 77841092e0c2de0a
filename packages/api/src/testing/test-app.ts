/**
 * Opens the API over a fresh test database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set) seeded with
 * the fixture bundle, with the clock pinned at FIXTURE_NOW. Tests call `app.inject()`; no port is opened.
 */
import { type Db, upsertBundle, type DbHandle } from '@finishline/db';
import { openTestDb } from '@finishline/db/testing';
import { type FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import { type TSchema } from 'typebox';
import { expect } from 'vitest';
import { buildApp } from '../app.js';
import { createFixtureBundle, FIXTURE_NOW } from './fixture-bundle.js';

export { testDbKinds } from '@finishline/db/testing';

/** The app over an open database with another clock (no need to seed again). */
export async function buildAppAt(db: DbHandle, nowMs: number): Promise<FastifyInstance> {
  const app = await buildApp({ db, now: () => nowMs });
  await app.ready();
  return app;
}

/** The app over another database handle (e.g. one that fails), with the fixture clock. */
export async function buildAppWithDb(db: Db): Promise<FastifyInstance> {
  const app = await buildApp({ db, now: () => FIXTURE_NOW });
  await app.ready();
  return app;
}

export type TestApp = { app: FastifyInstance; db: DbHandle; close(): Promise<void> };

export async function openTestApp(
  kind: 'pglite' | 'postgres',
  now: () => number = () => FIXTURE_NOW,
): Promise<TestApp> {
  const db = await openTestDb(kind);
  try {
    await upsertBundle(db, createFixtureBundle());
    const app = await buildApp({ db, now });
    await app.ready();
    return {
      app,
      db,
      async close() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/** Asserts that a body matches its contract schema, listing the violations when it does not. */
export function expectValid(schema: TSchema, body: unknown): void {
  let check = compiled.get(schema);
  if (!check) {
    check = Compile(schema);
    compiled.set(schema, check);
  }
  if (!check.Check(body)) expect(check.Errors(body)).toEqual([]);
}

/** GET a path and parse the JSON body. */
export async function getJson(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return {
    response,
    status: response.statusCode,
    body: response.body ? (JSON.parse(response.body) as unknown) : null,
  };
}
