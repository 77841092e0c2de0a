/**
 * What `upsertBundle` (writes/upsert-bundle.ts) would leave in the contests a bundle touches, computed in memory
 * from what is stored (queries/load-import-baseline.ts): the dry run of `finishline import`, which must write
 * nothing at all (not even a rolled-back transaction, whose sequences would move). Pure.
 *
 * Each step mirrors one write, named at the step; a change to one of those rules must be made here too
 * (apply-bundle-in-memory.test.ts and the CLI's dry-run test compare the two on the same files).
 */
import {
  type ContestSetup,
  deriveAgeGroup,
  type ImportBundle,
  type ParticipantRecord,
  type PassingRecord,
  todayInZone,
} from '@finishline/core';
import { DbError } from '../errors.js';
import { checkBundle } from '../writes/check-bundle.js';
import {
  type ImportBaseline,
  type StoredContest,
  type ReadsByBib,
  type StoredEntrant,
  type StoredRead,
  whereIs,
} from '../queries/load-import-baseline.js';

/** A participant's stored fields, as the diff compares them. */
export type EntrantState = Omit<StoredEntrant, 'overallPlace' | 'ageGroupDerived'>;

/**
 * A contest as stored, or as it would be: setup, entrants by id, reads by bib. The read lists may be shared between
 * states: replaced, never changed in place.
 */
export type ContestState = {
  eventId: string;
  contestId: string;
  setup: ContestSetup;
  entrants: Map<string, EntrantState>;
  reads: ReadsByBib;
};

export type ApplyOptions = {
  /** As upsertBundle's options. */
  source: string;
  replaceReads?: { checkpointIds: readonly string[] } | undefined;
  gunTimePublished?: { eventId: string; contestId: string; published: boolean } | undefined;
};

const ref = (eventId: string, contestId: string): string => `${eventId}/${contestId}`;

/** The contests as stored, by `eventId/contestId`. */
export function storedStates(baseline: ImportBaseline): Map<string, ContestState> {
  const states = new Map<string, ContestState>();
  for (const [key, contest] of baseline.contests) {
    states.set(key, {
      eventId: contest.eventId,
      contestId: contest.contestId,
      setup: contest.setup,
      // The stored objects themselves (their place and derivation flag ride along unread): a re-import of
      // 100,000 runners would otherwise copy every one of them, twice (before and after).
      entrants: new Map(contest.entrants.map((entrant) => [entrant.id, entrant])),
      reads: contest.reads,
    });
  }
  return states;
}

/**
 * The contests after upsertBundle(bundle, options), by `eventId/contestId`: every stored contest of the baseline
 * and every contest of the bundle. Throws the DbError upsertBundle would (nothing is written either way).
 */
export function applyBundleInMemory(
  baseline: ImportBaseline,
  bundle: ImportBundle,
  options: ApplyOptions,
): Map<string, ContestState> {
  checkBundle(bundle);
  const events = new Map(bundle.events.map((event) => [event.id, event]));
  const storedEventIds = new Set([...baseline.contests.values()].map((contest) => contest.eventId));
  const states = storedStates(baseline);
  for (const state of states.values()) state.reads = new Map(state.reads);
  /** Per contest, the stored participants whose age group was derived, and how it would be derived now. */
  const derivation = new Map<
    string,
    { raceDate: string; scheme: StoredContest['scheme']; rederive: boolean; ids: string[] }
  >();
  for (const [key, contest] of baseline.contests) {
    const zone = events.get(contest.eventId)?.timeZone ?? contest.timeZone;
    derivation.set(key, {
      raceDate: todayInZone(contest.setup.startTime, zone),
      scheme: contest.scheme,
      // A new time zone of the event may move the race date.
      rederive: zone !== contest.timeZone,
      ids: contest.entrants.filter((entrant) => entrant.ageGroupDerived).map((entrant) => entrant.id),
    });
  }

  // upsertContests + replaceCheckpoints (upsert-contests.ts): the bundle's contest setup and checkpoints replace
  // the stored ones; the reads at a removed checkpoint go with it. A contest's event must be in the bundle or stored.
  const unknownEvents = bundle.contests
    .map((contest) => contest.eventId)
    .filter((eventId) => !events.has(eventId) && !storedEventIds.has(eventId));
  if (unknownEvents.length > 0) {
    throw new DbError('unknown_event', 'Contests refer to unknown events', [...new Set(unknownEvents)]);
  }
  for (const contest of bundle.contests) {
    const key = ref(contest.eventId, contest.id);
    const stored = states.get(key);
    const ids = new Set(contest.checkpoints.map((checkpoint) => checkpoint.id));
    states.set(key, {
      eventId: contest.eventId,
      contestId: contest.id,
      setup: {
        startTime: contest.startTime,
        distanceM: contest.distanceM,
        timeBasis: contest.timeBasis,
        precisionMs: contest.precisionMs,
        gunTimePublished: stored?.setup.gunTimePublished ?? true,
        checkpoints: contest.checkpoints,
      },
      entrants: stored?.entrants ?? new Map(),
      reads: keptReads(stored?.reads, ids),
    });
    const storedContest = baseline.contests.get(key);
    const zone = events.get(contest.eventId)?.timeZone ?? storedContest?.timeZone ?? 'UTC';
    const raceDate = todayInZone(contest.startTime, zone);
    const storedRaceDate =
      storedContest === undefined ? null : todayInZone(storedContest.setup.startTime, storedContest.timeZone);
    derivation.set(key, {
      raceDate,
      scheme: contest.ageGroupScheme,
      // Labels move only when what they are derived from does: the scheme or the race date.
      rederive:
        storedContest !== undefined &&
        (storedRaceDate !== raceDate ||
          JSON.stringify(storedContest.scheme) !== JSON.stringify(contest.ageGroupScheme)),
      ids: derivation.get(key)?.ids ?? [],
    });
  }

  // rederiveAgeGroups (upsert-participants.ts): stored derived labels follow a new scheme or race date.
  for (const [key, state] of states) {
    const how = derivation.get(key);
    if (how === undefined || !how.rederive) continue;
    for (const id of how.ids) {
      const entrant = state.entrants.get(id);
      if (entrant === undefined) continue;
      const ageGroup = deriveAgeGroup({ ...entrant, raceDate: how.raceDate, scheme: how.scheme });
      if (ageGroup !== entrant.ageGroup) state.entrants.set(id, { ...entrant, ageGroup });
    }
  }

  // upsertParticipants (upsert-participants.ts): by (event, id), moving contests if the file says so; a name
  // hidden before stays hidden unless the file says otherwise, and a hidden name is stored empty; a missing age
  // group is derived; bibs unique per contest once all are written.
  const unknown = bundle.participants
    .map((entry) => ref(entry.eventId, entry.contestId))
    .filter((key) => !states.has(key));
  if (unknown.length > 0) {
    throw new DbError(
      'unknown_contest',
      'Participants enter unknown contests',
      [...new Set(unknown)].slice(0, 5),
    );
  }
  for (const entry of bundle.participants) {
    const where = whereIs(baseline.whereabouts, entry.eventId, entry.id);
    const from = where === undefined ? undefined : states.get(ref(where.eventId, where.contestId));
    const previous = from?.entrants.get(entry.id);
    const to = states.get(ref(entry.eventId, entry.contestId));
    if (to === undefined) continue;
    if (from !== undefined && from !== to) from.entrants.delete(entry.id);
    const written = writtenEntrant(entry, previous, derivation.get(ref(entry.eventId, entry.contestId)));
    // An unchanged runner keeps the stored object: a re-import holds one copy of them, not two.
    to.entrants.set(
      entry.id,
      previous !== undefined && isSameEntrant(previous, written) ? previous : written,
    );
  }
  for (const state of states.values()) {
    const bibs = new Set<string>();
    for (const entrant of state.entrants.values()) {
      if (bibs.has(entrant.bib)) {
        throw new DbError(
          'duplicate_bib',
          'A bib of the bundle already belongs to another participant of its contest',
          [`${state.eventId}/${state.contestId} bib ${entrant.bib}`],
        );
      }
      bibs.add(entrant.bib);
    }
  }

  // setGunTimePublished (upsert-bundle.ts).
  const published = options.gunTimePublished;
  if (published) {
    const state = states.get(ref(published.eventId, published.contestId));
    if (state) state.setup = { ...state.setup, gunTimePublished: published.published };
  }

  // deleteReplacedReads (replace-imported-reads.ts): the listed bibs' reads of the source at the replaced
  // checkpoints that the file does not have go.
  const { fileReads } = baseline;
  if (options.replaceReads && bundle.participants.length > 0) {
    const replaced = new Set(options.replaceReads.checkpointIds);
    for (const entry of bundle.participants) {
      const key = ref(entry.eventId, entry.contestId);
      const state = states.get(key);
      const stored = state?.reads.get(entry.bib);
      if (state === undefined || stored === undefined) continue;
      const file = fileReads.get(key)?.get(entry.bib) ?? [];
      const kept = stored.filter(
        (read) =>
          read.isOtherSource === true ||
          !replaced.has(read.checkpointId) ||
          file.some((f) => f.checkpointId === read.checkpointId && f.at === read.at),
      );
      if (kept.length !== stored.length) state.reads.set(entry.bib, kept);
    }
  }

  // insertPassingRows (insert-passings.ts, requireKnownBib): a known checkpoint and an entered bib, else the whole
  // import is refused; a read already stored (same checkpoint, bib and instant) is ignored.
  const badCheckpoints: PassingRecord[] = [];
  const badBibs: PassingRecord[] = [];
  for (const [key, byBib] of fileReads) {
    const state = states.get(key);
    const checkpoints = new Set(state?.setup.checkpoints.map((checkpoint) => checkpoint.id));
    const bibs = new Set([...(state?.entrants.values() ?? [])].map((entrant) => entrant.bib));
    for (const [bib, reads] of byBib) {
      const stored = state?.reads.get(bib) ?? [];
      let added: StoredRead[] | null = null;
      for (const read of reads) {
        if (state === undefined || !checkpoints.has(read.checkpointId)) badCheckpoints.push(read);
        else if (!bibs.has(bib)) badBibs.push(read);
        else if (!hasRead(stored, read) && !hasRead(added ?? [], read)) (added ??= []).push(read);
      }
      // A first import's runner: the file's own list, not a copy of it.
      if (added !== null && state !== undefined)
        state.reads.set(
          bib,
          stored.length === 0 && added.length === reads.length ? reads : [...stored, ...added],
        );
    }
  }
  if (badCheckpoints.length > 0)
    throw new DbError(
      'unknown_checkpoint',
      'Reads name an unknown contest or checkpoint',
      details(badCheckpoints),
    );
  if (badBibs.length > 0)
    throw new DbError('unknown_bib', 'Reads name bibs not entered in their contest', details(badBibs));
  return states;
}

/**
 * The stored reads at the checkpoints the contest keeps. The same lists (not copies) where a runner loses none:
 * diffContest takes an unchanged list as unchanged times without picking them again.
 */
function keptReads(stored: ReadsByBib | undefined, ids: ReadonlySet<string>): ReadsByBib {
  const kept: ReadsByBib = new Map();
  for (const [bib, reads] of stored ?? []) {
    kept.set(
      bib,
      reads.every((read) => ids.has(read.checkpointId))
        ? reads
        : reads.filter((read) => ids.has(read.checkpointId)),
    );
  }
  return kept;
}

function hasRead(reads: readonly StoredRead[], read: PassingRecord): boolean {
  return reads.some((r) => r.checkpointId === read.checkpointId && r.at === read.at);
}

/** The first offending reads, as insertPassingRows names them. */
function details(reads: readonly PassingRecord[]): string[] {
  return reads
    .slice(0, 5)
    .map(
      (r) =>
        `${r.eventId}/${r.contestId} checkpoint ${r.checkpointId} bib ${r.bib} at ${new Date(r.at).toISOString()}`,
    );
}

/** Every stored column of a participant, as upsertParticipants writes them. */
const ENTRANT_COLUMNS = Object.keys({
  id: true,
  bib: true,
  chip: true,
  firstName: true,
  lastName: true,
  displayName: true,
  club: true,
  country: true,
  nation: true,
  gender: true,
  birthYear: true,
  age: true,
  ageGroup: true,
  waveStart: true,
  timerStatus: true,
  nameHidden: true,
} satisfies Record<keyof EntrantState, true>) as (keyof EntrantState)[];

function isSameEntrant(a: EntrantState, b: EntrantState): boolean {
  return ENTRANT_COLUMNS.every((column) => a[column] === b[column]);
}

/** The participant row upsertParticipants writes for `entry` (over `previous`, the stored one if any). */
function writtenEntrant(
  entry: ParticipantRecord,
  previous: EntrantState | undefined,
  how: { raceDate: string; scheme: StoredContest['scheme'] } | undefined,
): EntrantState {
  const hidden = entry.nameHidden ?? previous?.nameHidden ?? false;
  const ageGroup =
    entry.ageGroup ??
    (how === undefined ? null : deriveAgeGroup({ ...entry, raceDate: how.raceDate, scheme: how.scheme }));
  return {
    id: entry.id,
    bib: entry.bib,
    chip: entry.chip,
    firstName: hidden ? '' : entry.firstName,
    lastName: hidden ? '' : entry.lastName,
    displayName: hidden ? '' : entry.displayName,
    club: entry.club,
    country: entry.country,
    nation: entry.nation,
    gender: entry.gender,
    birthYear: entry.birthYear,
    age: entry.age,
    ageGroup,
    waveStart: entry.waveStart,
    timerStatus: entry.timerStatus,
    nameHidden: hidden,
  };
}
