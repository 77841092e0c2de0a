/** What every read works with: the database (the one read layer of @finishline/db), the clock, and the fields. */
import { type Db } from '@finishline/db';
import { type RaceAnalysis } from './race-analysis.js';

export type ReadContext = {
  db: Db;
  /** Epoch ms (tests pin it): periods, live states and video expiry depend on it. */
  now: () => number;
  analysis: RaceAnalysis;
};
