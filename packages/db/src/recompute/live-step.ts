/**
 * A live step (ADR 032): the recompute of a live read costs its runners, not the whole field. Only the runners whose
 * reads or verdicts arrived since the last recompute (pending_runners, written with the reads) are loaded and
 * recomputed with core's ownResults; their rows get their own columns (status, times, splits, pace, age grade) and a
 * new row version, and nothing else is written. The places of everyone else, which drift as others pass, are not
 * rewritten: the fields in memory work them out where they are read (@finishline/reads), and a whole recompute
 * stores them again at most every SETTLE_EVERY_MS while the contest is live, and once its last runner is in.
 * The contest's lists move at most every LIST_EVERY_MS (list_version): a step moves them only when they are older.
 */
import { ageOn, ownResults } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import {
  CONTEST_CHANGED_CHANNEL,
  type ContestChanged,
  EVENT_CHANGED_CHANNEL,
  type EventChanged,
  notify,
  WRITER_ID,
} from '../notify.js';
import { numberArrayLiteral } from '../pg-array.js';
import { jsonParam } from '../sql-fragments.js';
import { bumpEventVersions } from './bump-versions.js';
import { type LoadedContest, loadEntryTexts } from './load-contest.js';
import { type PlannedEntry, parseEntries, runToEnd } from './plan-results.js';
import { OWN_SCALARS, OWN_SPLITS, SCALAR_COLUMNS, SPLIT_COLUMNS, toResultColumns } from './result-records.js';

/** Lists (results, start lists, event pages) of a live contest change at most this often. */
export const LIST_EVERY_MS = 5_000;
/** A live contest's stored places are settled by a whole recompute at most this often. */
export const SETTLE_EVERY_MS = 60_000;
/**
 * Checkpoint places a step stores for its runners' splits, counted in the stored rows: the first ones exactly (what
 * the live tab's leaders show), deeper ones left to the next settle (null meanwhile).
 */
export const STEP_PLACE_DEPTH = 10;
/** Participant ids a change notification names at the most; past that it names the contest as a whole. */
export const NAMED_RUNNERS = 100;
/**
 * Runners a step takes at the most: more pending (a timing system catching up, a box that was offline) and a whole
 * recompute is cheaper per runner.
 */
export const MAX_STEP_RUNNERS = 200;

/** What a step did, or why the contest needs a whole recompute instead. */
export type StepOutcome =
  | { kind: 'stepped'; version: number; listVersion: number; participantIds: string[]; onCourseCount: number }
  | { kind: 'whole' };

/**
 * Whether the contest may take a step: its places were settled recently, and not too many runners are pending (a
 * whole recompute takes them then).
 */
async function isSteppable(tx: Db, contestKey: number): Promise<boolean> {
  const [row] = await tx.query<{ due: boolean; pending: number }>(sql`
    select (c.settled_at is null or c.settled_at <= now() - make_interval(secs => ${SETTLE_EVERY_MS / 1000}))
      as due,
      (select count(*) from pending_runners pr where pr.contest_key = c.key)::int as pending
    from contests c where c.key = ${contestKey}`);
  return row !== undefined && !row.due && row.pending <= MAX_STEP_RUNNERS;
}

/** The runners pending for this contest, taken in this transaction (a failed step leaves them pending). */
async function takePendingBibs(tx: Db, contestKey: number): Promise<string[]> {
  const rows = await tx.query<{ bib: string }>(
    sql`delete from pending_runners where contest_key = ${contestKey} returning bib`,
  );
  return rows.map((row) => row.bib);
}

type StoredState = {
  key: number;
  id: string;
  status: string;
  /** The checkpoint places stored for the runner's splits: kept where a step does not count them anew. */
  splitPlace: (number | null)[] | null;
  splitGenderPlace: (number | null)[] | null;
};

/**
 * Recomputes the pending runners of a locked contest (lockContestSetup) and writes their own columns, or says that
 * the contest needs a whole recompute: its places are due to be settled, no runner is named (a request from before
 * steps existed), or a named runner has no results row yet (entered since the last recompute).
 */
export async function stepContest(tx: Db, contest: LoadedContest): Promise<StepOutcome> {
  if (!(await isSteppable(tx, contest.key))) return { kind: 'whole' };
  const bibs = await takePendingBibs(tx, contest.key);
  if (bibs.length === 0) return { kind: 'whole' };
  const { entriesTexts, readsTexts } = await loadEntryTexts(tx, contest, bibs);
  const entries = runToEnd(
    parseEntries(entriesTexts, readsTexts, contest.setup.startTime, contest.checkpointIds),
  );
  const stored = await tx.query<StoredState>(sql`
    select r.participant_key as key, p.id, r.status, to_json(r.split_place) as "splitPlace",
      to_json(r.split_gender_place) as "splitGenderPlace"
    from results r join participants p on p.key = r.participant_key
    where r.participant_key in (select value::int from json_array_elements_text(${JSON.stringify(entries.map((e) => e.key))}::json))
      and r.contest_key = ${contest.key}`);
  if (stored.length !== entries.length) return { kind: 'whole' };
  const version = await drawVersion(tx);
  if (entries.length > 0) await writeOwnColumns(tx, contest, entries, stored, version);
  const before = countStatuses(stored.map((row) => row.status));
  const after = countStatuses(await statusesOf(tx, entries));
  const [bumped] = await tx.query<{
    version: number;
    listVersion: number;
    listMoved: boolean;
    onCourse: number;
  }>(sql`
    with v as (select nextval('data_version_seq') as v),
    old as (select list_version_at <= now() - make_interval(secs => ${LIST_EVERY_MS / 1000}) as moved
      from contests where key = ${contest.key})
    update contests c set data_version = v.v,
      finisher_count = c.finisher_count + ${after.finished - before.finished},
      on_course_count = c.on_course_count + ${after.started - before.started},
      list_version = case when old.moved then v.v else c.list_version end,
      list_version_at = case when old.moved then now() else c.list_version_at end
    from v, old where c.key = ${contest.key}
    returning c.data_version as version, c.list_version as "listVersion", old.moved as "listMoved",
      c.on_course_count as "onCourse"`);
  if (bumped === undefined) return { kind: 'whole' };
  const ids = stored.map((row) => row.id);
  const named = ids.length <= NAMED_RUNNERS ? ids : null;
  const { eventId, contestId } = contest;
  if (bumped.listMoved) {
    // The event's pages show the contest's counts: they move with the lists, at most every LIST_EVERY_MS.
    await bumpEventVersions(tx, [eventId], new Map([[eventId, [contestId]]]), {
      live: 'lists',
      participantIds: named,
    });
  } else {
    const change: EventChanged = {
      eventId,
      version: bumped.version,
      contestIds: [contestId],
      by: WRITER_ID,
      live: 'runners',
      participantIds: named,
    };
    await notify(tx, EVENT_CHANGED_CHANNEL, change);
  }
  const contestChange: ContestChanged = {
    eventId,
    contestId,
    version: bumped.version,
    participantIds: named,
  };
  await notify(tx, CONTEST_CHANGED_CHANNEL, contestChange);
  return {
    kind: 'stepped',
    version: bumped.version,
    listVersion: bumped.listVersion,
    participantIds: ids,
    onCourseCount: bumped.onCourse,
  };
}

function countStatuses(statuses: readonly string[]): { finished: number; started: number } {
  let finished = 0;
  let started = 0;
  for (const status of statuses) {
    if (status === 'finished') finished++;
    else if (status === 'started') started++;
  }
  return { finished, started };
}

async function statusesOf(tx: Db, entries: readonly PlannedEntry[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const rows = await tx.query<{ status: string }>(sql`
    select status from results
    where participant_key in (select value::int from json_array_elements_text(${JSON.stringify(entries.map((e) => e.key))}::json))`);
  return rows.map((row) => row.status);
}

async function drawVersion(tx: Db): Promise<number> {
  const [row] = await tx.query<{ version: number }>(sql`select nextval('data_version_seq') as version`);
  return Number(row?.version ?? 0);
}

type OwnRecord = Record<string, unknown> & { k: number };

/** Writes the runners' own columns (and their checkpoint places where countPlaces knows them) at `version`. */
async function writeOwnColumns(
  tx: Db,
  contest: LoadedContest,
  entries: readonly PlannedEntry[],
  stored: readonly StoredState[],
  version: number,
): Promise<void> {
  const { setup, ageGrading } = contest;
  const raceDate = ageGrading?.raceDate;
  const grading =
    raceDate === undefined
      ? null
      : { distanceM: setup.distanceM, ageOf: (e: PlannedEntry) => e.age ?? ageOn(e.birthYear, raceDate) };
  const rows = ownResults(setup, entries);
  const columns = toResultColumns(rows, entries, setup.checkpoints, grading);
  const { width } = columns;
  const records: OwnRecord[] = [];
  for (let row = 0; row < columns.count; row++) {
    const record: OwnRecord = { k: columns.keys[row] ?? 0 };
    for (const name of OWN_SCALARS)
      record[name] = columns.scalars[SCALAR_COLUMNS.indexOf(name)]?.[row] ?? null;
    for (const name of OWN_SPLITS) {
      const source = columns.splits[SPLIT_COLUMNS.indexOf(name)];
      const values: (number | null)[] = [];
      for (let cell = row * width; cell < (row + 1) * width; cell++) {
        const value = source?.[cell] ?? Number.NaN;
        values.push(Number.isNaN(value) ? null : value);
      }
      record[name] = values;
    }
    records.push(record);
  }
  const places = await countPlaces(tx, contest.key, records);
  const storedByKey = new Map(stored.map((row) => [row.key, row]));
  for (const record of records) {
    const found = places.get(record.k);
    const before = storedByKey.get(record.k);
    const times = record.split_from_start_ms as (number | null)[];
    // The stored places of the splits the runner still has; the newest split's as counted now.
    const keep = (places: (number | null)[] | null | undefined, index: number) =>
      times[index] === null ? null : (places?.[index] ?? null);
    record.split_place = times.map((_, index) =>
      found?.index === index ? found.overall : keep(before?.splitPlace, index),
    );
    record.split_gender_place = times.map((_, index) =>
      found?.index === index ? found.gender : keep(before?.splitGenderPlace, index),
    );
  }
  await tx.query(sql`
    with x as (select * from json_to_recordset(${jsonParam(records)}) as x(k int, gender text, age_group text,
      status text, gun_time_ms int, net_time_ms int, official_time_ms int, pace_ms_per_km int, speed_kmh float8,
      last_checkpoint_id text, last_checkpoint_order int, last_from_start_ms int, age_graded_ms int,
      age_grade_pct float8, split_at bigint[], split_from_start_ms int[], split_from_previous_ms int[],
      split_segment_m float8[], split_place int[], split_gender_place int[]))
    update results r set gender = x.gender, age_group = x.age_group, status = x.status, gun_time_ms = x.gun_time_ms,
      net_time_ms = x.net_time_ms, official_time_ms = x.official_time_ms, pace_ms_per_km = x.pace_ms_per_km,
      speed_kmh = x.speed_kmh, last_checkpoint_id = x.last_checkpoint_id,
      last_checkpoint_order = x.last_checkpoint_order, last_from_start_ms = x.last_from_start_ms,
      age_graded_ms = x.age_graded_ms, age_grade_pct = x.age_grade_pct, split_at = x.split_at,
      split_from_start_ms = x.split_from_start_ms, split_from_previous_ms = x.split_from_previous_ms,
      split_segment_m = x.split_segment_m, split_place = x.split_place, split_gender_place = x.split_gender_place,
      -- Never a computed fingerprint: the next whole recompute rewrites the row with its places (and a new version:
      -- the step's own columns lack the bib order the own fingerprint includes).
      row_hash = 0, own_hash = 0, data_version = ${version}
    from x where r.participant_key = x.k`);
}

/** The place counted at a runner's newest split (course index), null where it is deeper than STEP_PLACE_DEPTH. */
type Places = { index: number; overall: number | null; gender: number | null };

/**
 * The checkpoint places of the step's runners at their newest split where they are among the first STEP_PLACE_DEPTH
 * (docs/results.md §Splits: 1 + the counted runners strictly faster), counted over the stored rows of the others and
 * the step's own runners; null deeper down (the next settle stores them).
 */
async function countPlaces(
  tx: Db,
  contestKey: number,
  records: readonly OwnRecord[],
): Promise<Map<number, Places>> {
  const keys = records.map((record) => record.k);
  const isCounted = (record: OwnRecord) => record.status !== 'dsq' && record.status !== 'dns';
  const timeAt = (record: OwnRecord, index: number) =>
    (record.split_from_start_ms as (number | null)[])[index] ?? null;
  // A runner's newest split: the earlier ones were placed by earlier steps or the last settle.
  const wanted: { k: number; i: number; t: number; g: string }[] = [];
  for (const record of records) {
    const index = (record.split_from_start_ms as (number | null)[]).findLastIndex((time) => time !== null);
    const time = timeAt(record, index);
    if (time !== null) wanted.push({ k: record.k, i: index + 1, t: time, g: String(record.gender) });
  }
  const found = new Map<number, Places>();
  if (wanted.length === 0) return found;
  // Inline, not a CTE, and in the stored results order (the rank index): those ahead of a runner are mostly faster
  // at their checkpoint too, so a count stops after a few rows; only a new leader there walks the whole field.
  const others = sql`from results o where o.contest_key = ${contestKey} and o.status not in ('dsq', 'dns')
    and o.participant_key <> all(${numberArrayLiteral(keys)}::text::int[])`;
  const counted = await tx.query<{ k: number; i: number; faster: number; genderFaster: number }>(sql`
    select x.k, x.i,
      (select count(*) from (select 1 ${others} and o.split_from_start_ms[x.i] < x.t
        order by o.rank limit ${STEP_PLACE_DEPTH}) f)::int as faster,
      (select count(*) from (select 1 ${others} and o.gender = x.g and o.split_from_start_ms[x.i] < x.t
        order by o.rank limit ${STEP_PLACE_DEPTH}) f)::int as "genderFaster"
    from json_to_recordset(${jsonParam(wanted)}) as x(k int, i int, t int, g text)`);
  const byKey = new Map(records.map((record) => [record.k, record]));
  for (const { k, i, faster, genderFaster } of counted) {
    const record = byKey.get(k);
    const index = i - 1;
    const time = record === undefined ? null : timeAt(record, index);
    if (record === undefined || time === null) continue;
    // The step's own runners count among themselves with their new times.
    const inStep = (sameGender: boolean) =>
      records.filter((other) => {
        const otherTime = timeAt(other, index);
        return (
          other !== record &&
          isCounted(other) &&
          otherTime !== null &&
          otherTime < time &&
          (!sameGender || other.gender === record.gender)
        );
      }).length;
    found.set(k, {
      index,
      overall: faster < STEP_PLACE_DEPTH ? faster + inStep(false) + 1 : null,
      gender:
        record.gender === 'x' || genderFaster >= STEP_PLACE_DEPTH ? null : genderFaster + inStep(true) + 1,
    });
  }
  return found;
}
