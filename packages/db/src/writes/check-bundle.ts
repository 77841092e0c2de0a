/**
 * Checks an import bundle for what would make its upsert ambiguous — the same natural key twice, or a
 * contest's checkpoint listed twice — before anything is written. References to rows that must already
 * exist (a participant's contest, a passing's bib) are checked by the database, inside the transaction.
 */
import { type ImportBundle } from '@finishline/core';
import { DbError } from '../errors.js';

const MAX_DETAILS = 5;

function findDuplicates<T>(items: readonly T[], keyOf: (item: T) => string): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) duplicates.add(key);
    seen.add(key);
  }
  return [...duplicates].slice(0, MAX_DETAILS);
}

/** Throws DbError `invalid_bundle` naming the first duplicated keys. */
export function checkBundle(bundle: ImportBundle): void {
  const problems: string[] = [];
  const report = (what: string, keys: string[]): void => {
    for (const key of keys) problems.push(`${what} ${key} appears twice`);
  };
  report(
    'event',
    findDuplicates(bundle.events, (event) => event.id),
  );
  report(
    'contest',
    findDuplicates(bundle.contests, (contest) => `${contest.eventId}/${contest.id}`),
  );
  for (const contest of bundle.contests) {
    const where = `checkpoint of ${contest.eventId}/${contest.id}:`;
    report(
      where,
      findDuplicates(contest.checkpoints, (checkpoint) => checkpoint.id),
    );
  }
  report(
    'participant',
    findDuplicates(bundle.participants, (entry) => `${entry.eventId}/${entry.id}`),
  );
  report(
    'bib',
    findDuplicates(bundle.participants, (entry) => `${entry.eventId}/${entry.contestId}#${entry.bib}`),
  );
  report(
    'recording',
    findDuplicates(bundle.recordings, (rec) => `${rec.eventId}/${rec.contestId}/${rec.id}`),
  );
  if (problems.length > 0) {
    throw new DbError('invalid_bundle', 'The bundle has duplicate keys', problems.slice(0, MAX_DETAILS));
  }
}
