/**
 * The dry run of an import, and the summary of a real one: what upsertBundle would change, computed from what is
 * stored without writing anything — no statement that writes, no transaction, no sequence drawn.
 */
import { type ImportBundle } from '@finishline/core';
import { type Db } from '../handle.js';
import { contestKeysOf } from '../queries/group-file-records.js';
import { loadImportBaseline } from '../queries/load-import-baseline.js';
import { type ApplyOptions, applyBundleInMemory, storedStates } from './apply-bundle-in-memory.js';
import { type ContestChanges, diffContest, type PlaceAfter, placeChanges } from './diff-import.js';

export type ImportChanges = { contests: ContestChanges[] };

export type PreviewImportOptions = Omit<ApplyOptions, 'source'> & {
  source?: string;
  /**
   * Rank each contest as it would be, for the places that move (default). false: places are null, for a real
   * import to read back after its recompute (placeChanges): the ranking in memory of a 100,000-runner field, next
   * to the file and the stored contest, is the summary's largest cost.
   */
  rankPlaces?: boolean;
};

/**
 * What `upsertBundle(db, bundle, options)` would change, per contest the bundle names (and per contest it moves
 * runners out of): runners added, changed and left as they are, overall places moved, times at checkpoints added,
 * removed and corrected. Read-only. Throws the DbError the import would be refused with.
 */
export async function previewImport(
  db: Db,
  bundle: ImportBundle,
  options: PreviewImportOptions = {},
): Promise<ImportChanges> {
  const source = options.source ?? 'import';
  const baseline = await loadImportBaseline(db, bundle, { source });
  const before = storedStates(baseline);
  const after = applyBundleInMemory(baseline, bundle, { ...options, source });
  const named = new Set([
    ...bundle.contests.map((c) => `${c.eventId}/${c.id}`),
    ...bundle.participants.map((p) => `${p.eventId}/${p.contestId}`),
    ...contestKeysOf(bundle.passings).map((key) => key.ref),
  ]);
  const listed = new Map<string, Set<string>>();
  for (const entry of bundle.participants) {
    const key = `${entry.eventId}/${entry.contestId}`;
    listed.set(key, (listed.get(key) ?? new Set()).add(entry.id));
  }
  const contests: ContestChanges[] = [];
  for (const [key, state] of after) {
    const stored = baseline.contests.get(key);
    const places =
      options.rankPlaces === false
        ? null
        : new Map(stored?.entrants.map((entrant) => [entrant.id, entrant.overallPlace]) ?? []);
    const changes = diffContest(before.get(key) ?? null, state, listed.get(key) ?? new Set(), places);
    // A contest the file does not name changes only by runners it moves out: a place there moves only if one of
    // them had a place, that is counted times, which go with them (splits removed).
    if (named.has(key) || changes.splits.removed > 0) contests.push(changes);
  }
  return { contests };
}

/** Overall places by contest (`eventId/contestId`), then participant id: a contest's before an import. */
export type StoredPlaces = Map<string, Map<string, number | null>>;

/** loadOverallPlaces' rows as StoredPlaces: what a real import keeps of the places through its write. */
export function storedPlacesOf(loaded: ReadonlyMap<string, readonly PlaceAfter[]>): StoredPlaces {
  const places: StoredPlaces = new Map();
  for (const [key, rows] of loaded) {
    places.set(key, new Map(rows.map((row) => [row.participantId, row.overallPlace])));
  }
  return places;
}

/**
 * A real import's summary (previewImport with `rankPlaces: false`) with the places that moved: from those stored
 * before its write to those its recompute stored (both loadOverallPlaces).
 */
export function withPlacesMoved(
  changes: ImportChanges,
  before: StoredPlaces,
  after: ReadonlyMap<string, readonly PlaceAfter[]>,
): ImportChanges {
  return {
    contests: changes.contests.map((contest) => {
      const key = `${contest.eventId}/${contest.contestId}`;
      return { ...contest, places: placeChanges(before.get(key) ?? new Map(), after.get(key) ?? []) };
    }),
  };
}
