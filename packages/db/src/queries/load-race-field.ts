/**
 * A contest's field for the race analysis (core's RaceField): every entrant's crossing instants and times from the
 * start at each checkpoint, from the stored results, packed by the database into texts (like a recompute's load:
 * one text per chunk is far cheaper than a row object per entrant) and parsed into flat typed columns.
 */
import {
  type CheckpointKind,
  GENDER_CODES,
  type Gender,
  type RaceField,
  type TimeBasis,
} from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { limited, packedTexts } from '../recompute/packed-texts.js';

const FIELD = '\u001f';
const RECORD = '\u001e';

/** A checkpoint of the course as the analysis names it. */
export type FieldCheckpointRow = { id: string; name: string; kind: CheckpointKind; distanceM: number };

export type LoadedRaceField = {
  field: RaceField;
  /** The course, as field.checkpoints, with ids and names. */
  checkpoints: FieldCheckpointRow[];
  /** Participant key of each runner of the field, by index. */
  keys: Int32Array;
};

type CourseRow = {
  timeBasis: TimeBasis;
  checkpoints: FieldCheckpointRow[] | null;
};

/** The field of the contest with this key; null when there is no such contest. */
export async function loadRaceField(db: Db, contestKey: number): Promise<LoadedRaceField | null> {
  const [course] = await db.query<CourseRow>(sql`
    select c.time_basis as "timeBasis",
      (select json_agg(json_build_object('id', cp.id, 'name', cp.name, 'kind', cp.kind,
          'distanceM', cp.distance_m) order by cp."order", cp.key)
        from checkpoints cp where cp.contest_key = c.key) as checkpoints
    from contests c where c.key = ${contestKey}`);
  if (course === undefined) return null;
  const texts = await packedTexts(
    db,
    (after, limit) => sql`
      select string_agg(concat_ws(${FIELD}, r.participant_key, r.gender, coalesce(r.age_group, ''), r.status,
          array_to_string(r.split_at, ',', ''), array_to_string(r.split_from_start_ms, ',', '')), ${RECORD}) as text,
        max(r.participant_key) as last
      from (select * from results r where r.contest_key = ${contestKey} and r.participant_key > ${after}
            ${limited(sql`r.participant_key`, limit)}) r`,
  );
  return parseField(course.checkpoints ?? [], course.timeBasis, texts);
}

function parseField(
  checkpoints: FieldCheckpointRow[],
  timeBasis: TimeBasis,
  texts: readonly string[],
): LoadedRaceField {
  const records = texts.flatMap((text) => text.split(RECORD));
  const count = records.length;
  const width = checkpoints.length;
  const field: RaceField = {
    checkpoints,
    timeBasis,
    count,
    gender: new Uint8Array(count),
    ageGroup: new Int32Array(count),
    ageGroupNames: [],
    counted: new Uint8Array(count),
    onCourse: new Uint8Array(count),
    at: new Float64Array(count * width).fill(Number.NaN),
    fromStart: new Float64Array(count * width).fill(Number.NaN),
  };
  const keys = new Int32Array(count);
  const groups = new Map<string, number>();
  const names: string[] = [];
  const fill = (target: Float64Array, row: number, list: string | undefined): void => {
    if (!list) return;
    let k = 0;
    for (const value of list.split(',')) {
      if (k >= width) break;
      if (value !== '') target[row * width + k] = Number(value);
      k++;
    }
  };
  records.forEach((record, row) => {
    const [key, gender, ageGroup, status, at, fromStart] = record.split(FIELD);
    keys[row] = Number(key);
    field.gender[row] = GENDER_CODES[gender as Gender] ?? GENDER_CODES.x;
    let group = -1;
    if (ageGroup) {
      group = groups.get(ageGroup) ?? names.length;
      if (group === names.length) {
        groups.set(ageGroup, group);
        names.push(ageGroup);
      }
    }
    field.ageGroup[row] = group;
    field.counted[row] = status === 'dsq' || status === 'dns' ? 0 : 1;
    field.onCourse[row] = status === 'started' ? 1 : 0;
    fill(field.at, row, at);
    fill(field.fromStart, row, fromStart);
  });
  return { field: { ...field, ageGroupNames: names }, checkpoints, keys };
}
