/**
 * The results list as an IOF XML 3.0 ResultList (the orienteering data standard, read by most timing and results
 * software): one `<ClassResult>` for the contest, one `<PersonResult>` per participant in the results order, with
 * the split checkpoints as `<SplitTime>`s (their id as the control code). Written chunk by chunk beside the CSV
 * export: each chunk of rows of exportResultChunks gets its splits from one range query (findExportSplits).
 *
 * Times are seconds (fractions at the contest's precision, `timeResolution`), measured from `<StartTime>`: the gun
 * for a gun-time contest, the runner's own start for a net-time one, so `<Time>` is the official time and each
 * split `<Time>` is the site's "from start". Only finishers get `<Time>`, `<TimeBehind>` and `<Position>` (the
 * overall place). A runner whose name is hidden (docs/privacy.md) has empty `<Family/>` and `<Given/>`: the
 * standard requires the elements, and nothing stands in for a name.
 */
import { createRequire } from 'node:module';
import { instantToLocal, type Status, truncateToPrecision, utcOffsetMinutes } from '@finishline/core';
import {
  type ContestDetailRow,
  type ContestVersion,
  type Db,
  type EventRow,
  type ExportSplitRow,
  exportResultChunks,
  findExportSplits,
  type ResultListRow,
} from '@finishline/db';

export const IOF_NAMESPACE = 'http://www.orienteering.org/datastandard/3.0';

/** Our statuses as IOF `ResultStatus` codes. */
export const IOF_STATUS: Readonly<Record<Status, string>> = {
  finished: 'OK',
  dnf: 'DidNotFinish',
  dns: 'DidNotStart',
  dsq: 'Disqualified',
  started: 'Active',
  registered: 'Inactive',
};

/** Characters XML 1.0 does not allow at all (C0 controls but tab and line ends, lone surrogates, U+FFFE/F). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A raw carriage return would be read back as a line feed.
  '\r': '&#xD;',
};

/** Text for element content or an attribute value: characters XML cannot hold dropped, markup escaped. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"'\r]/g, (char) => ESCAPES[char] ?? '');
}

function element(name: string, text: string): string {
  return `<${name}>${xmlText(text)}</${name}>`;
}

/** Milliseconds as xsd:double seconds: `8700.7`, `3600`. */
export function iofSeconds(ms: number): string {
  return String(ms / 1000);
}

function isoInstant(ms: number): string {
  return new Date(ms).toISOString();
}

type DatasetCountry = { cca2: string; cca3: string; cioc: string };
let iocCodes: ReadonlyMap<string, string> | undefined;
const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * `<Nationality code="MAR">Morocco</Nationality>` for an ISO alpha-2 nation: IOF wants the IOC code (GER where ISO
 * says DEU), from the dataset the importer reads codes with; the ISO alpha-3 code where a country has no IOC code.
 * Empty when the code is unknown.
 */
export function iofNationality(alpha2: string): string {
  // CommonJS JSON: Node 20 imports JSON modules only with import attributes.
  iocCodes ??= new Map(
    (createRequire(import.meta.url)('world-countries') as DatasetCountry[]).map((country) => [
      country.cca2,
      country.cioc || country.cca3,
    ]),
  );
  const code = iocCodes.get(alpha2);
  if (code === undefined) return '';
  const name = countryNames.of(alpha2) ?? code;
  return `<Nationality code="${xmlText(code)}">${xmlText(name)}</Nationality>`;
}

/** Date and time (with the zone's offset) of an instant in the event's zone; UTC if the zone is unknown. */
function iofDateAndTime(ms: number, timeZone: string): string {
  let local = instantToLocal(ms, 'UTC');
  let offset = 'Z';
  try {
    local = instantToLocal(ms, timeZone);
    const minutes = Math.round(utcOffsetMinutes(ms, timeZone));
    const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
    if (minutes !== 0) {
      offset = `${minutes < 0 ? '-' : '+'}${pad(Math.abs(minutes) / 60)}:${pad(Math.abs(minutes) % 60)}`;
    }
  } catch {
    // An unknown zone: UTC it is.
  }
  return `${element('Date', local.date)}${element('Time', `${local.time}${offset}`)}`;
}

/** What a PersonResult needs of the contest: the split checkpoints' positions and the finish's. */
type Course = {
  precisionMs: ContestDetailRow['precisionMs'];
  splits: { id: string; index: number }[];
  finishIndex: number;
};

function courseOf(contest: ContestDetailRow): Course {
  const indexed = contest.checkpoints.map((checkpoint, index) => ({ ...checkpoint, index }));
  return {
    precisionMs: contest.precisionMs,
    splits: indexed.filter((cp) => cp.kind === 'split').map(({ id, index }) => ({ id, index })),
    finishIndex: indexed.findLast((cp) => cp.kind === 'finish')?.index ?? -1,
  };
}

function personOf(row: ResultListRow): string {
  const sex = row.gender === 'm' ? ' sex="M"' : row.gender === 'f' ? ' sex="F"' : '';
  // An imported single name (no first or last name) is the family name; a hidden name stays empty.
  const family = row.lastName || (row.firstName ? '' : row.displayName);
  const name = `<Name>${element('Family', family)}${element('Given', row.firstName)}</Name>`;
  const nationality = row.nation ? iofNationality(row.nation) : '';
  return `<Person${sex}>${name}${nationality}</Person>`;
}

/** One `<PersonResult>`; `splits` null when the row's splits were not found (a recompute between two reads). */
export function iofPersonResult(row: ResultListRow, splits: ExportSplitRow | null, course: Course): string {
  const isFinisher = row.status === 'finished';
  const hasStarted = row.status !== 'registered' && row.status !== 'dns';
  const parts = [element('BibNumber', row.bib)];
  if (hasStarted && splits) parts.push(element('StartTime', isoInstant(splits.startAt)));
  const finishAt = splits?.at[course.finishIndex] ?? null;
  if (isFinisher && finishAt !== null) parts.push(element('FinishTime', isoInstant(finishAt)));
  if (isFinisher && row.officialTimeMs !== null) parts.push(element('Time', iofSeconds(row.officialTimeMs)));
  if (isFinisher && row.gapMs !== null) parts.push(element('TimeBehind', iofSeconds(row.gapMs)));
  if (isFinisher && row.place !== null) parts.push(element('Position', String(row.place)));
  parts.push(element('Status', IOF_STATUS[row.status]));
  for (const { id, index } of course.splits) {
    const fromStart = splits?.fromStartMs[index] ?? null;
    const code = element('ControlCode', id);
    parts.push(
      fromStart === null
        ? `<SplitTime status="Missing">${code}</SplitTime>`
        : `<SplitTime>${code}${element('Time', iofSeconds(truncateToPrecision(fromStart, course.precisionMs)))}</SplitTime>`,
    );
  }
  const club = row.club ? `<Organisation>${element('Name', row.club)}</Organisation>` : '';
  return `  <PersonResult>${personOf(row)}${club}<Result>${parts.join('')}</Result></PersonResult>\n`;
}

export type IofResultList = {
  event: EventRow;
  contest: ContestDetailRow;
  version: ContestVersion;
  /** `createTime`. */
  createdAt: number;
  /** `Complete` once the contest is over, `Snapshot` while it is upcoming or under way. */
  status: 'Complete' | 'Snapshot';
};

/** The ResultList document: its head, one string per chunk of PersonResults, its tail. */
export async function* iofResultListChunks(
  db: Db,
  { event, contest, version, createdAt, status }: IofResultList,
  chunkSize?: number,
): AsyncGenerator<string> {
  const course = courseOf(contest);
  const sex = contest.gender === 'm' ? ' sex="M"' : contest.gender === 'f' ? ' sex="F"' : '';
  const resolution = contest.precisionMs === 1000 ? '' : ` timeResolution="${contest.precisionMs / 1000}"`;
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<ResultList xmlns="${IOF_NAMESPACE}" iofVersion="3.0" createTime="${isoInstant(createdAt)}" ` +
    `creator="Finishline" status="${status}">\n` +
    `<Event>${element('Id', event.id)}${element('Name', event.name)}` +
    `<StartTime>${iofDateAndTime(contest.startTime, event.timeZone)}</StartTime></Event>\n` +
    `<ClassResult${resolution}>\n` +
    `<Class${sex}>${element('Id', contest.id)}${element('Name', contest.name)}</Class>\n` +
    `<Course>${element('Length', String(contest.distanceM))}` +
    `${element('NumberOfControls', String(course.splits.length))}</Course>\n`
  );
  for await (const rows of exportResultChunks(db, version, chunkSize)) {
    const first = rows[0]?.rank ?? 0;
    const last = rows.at(-1)?.rank ?? 0;
    const splits = new Map(
      (await findExportSplits(db, version, first, last)).map((split) => [split.id, split]),
    );
    yield rows.map((row) => iofPersonResult(row, splits.get(row.id) ?? null, course)).join('');
  }
  yield '</ClassResult>\n</ResultList>\n';
}
