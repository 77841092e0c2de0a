/** What every read works with: the database (the one read layer of @finishline/db), the clock, and the fields. */
import { type Db } from '@finishline/db';
import { type KeptValues } from './answer.js';
import { type EventCache } from './event-cache.js';
import { type FieldStore } from './field/field-store.js';
import { type VersionCache } from './version-cache.js';

export type ReadContext = {
  db: Db;
  /** Epoch ms (tests pin it): periods, live states and video expiry depend on it. */
  now: () => number;
  /** The fields of the contests being read, in memory. */
  fields: FieldStore;
  /** Each event's own rows, per event version. */
  events: EventCache;
  /** Values of the small reads every page of an event repeats, by ETag. */
  kept: KeptValues;
  /** The version look-ups behind every ETag, kept while the instance hears the change notifications. */
  versions: VersionCache;
  /** Texts folded as the database folds its search columns (search_fold), kept for repeated searches. */
  fold(texts: readonly string[]): Promise<string[]>;
};
