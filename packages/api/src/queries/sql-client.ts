/**
 * The API's window on the database: the handle of `@finishline/db`. The db package's query functions do the reads;
 * the few queries of the API itself (queries/versions.ts) use parameterised SQL (`$1`… placeholders, values always
 * bound, never spliced).
 */
import { type Db } from '@finishline/db';

export type SqlClient = Pick<Db, 'query'>;

export type AppDeps = { db: Db; now: () => number };
