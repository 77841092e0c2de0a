/**
 * The dry run of an import, and the summary of a real one: what upsertBundle would change, computed from what is
 * stored without writing anything — no statement that writes, no transaction, no sequence drawn.
 */
import { type ImportBundle } from '@finishline/core';
import { type Db } from '../handle.js';
import { contestKeysOf, loadImportBaseline } from '../queries/load-import-baseline.js';
import { type ApplyOptions, applyBundleInMemory, storedStates } from './apply-bundle-in-memory.js';
import { type ContestChanges, diffContest } from './diff-import.js';

export type ImportChanges = { contests: ContestChanges[] };

export type PreviewImportOptions = Omit<ApplyOptions, 'source'> & { source?: string };

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
    const places = new Map(stored?.entrants.map((entrant) => [entrant.id, entrant.overallPlace]) ?? []);
    const changes = diffContest(before.get(key) ?? null, state, listed.get(key) ?? new Set(), places);
    if (named.has(key) || changes.places.moved > 0 || changes.splits.removed > 0) contests.push(changes);
  }
  return { contests };
}
