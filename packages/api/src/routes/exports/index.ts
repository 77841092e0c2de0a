/**
 * GET /api/events/{eventId}/contests/{contestId}/results.csv, …/results.json and …/results.xml (IOF XML 3.0,
 * iof-xml.ts): a contest's whole results list (finishers, then non-finishers, in the results order) as a download.
 * All are streamed: the rows are read in
 * `rank` ranges of EXPORT_CHUNK_ROWS (@finishline/db exportResultChunks) and written as they come, so a 50,000-row
 * export never holds the file in memory. Like every read they carry an ETag from the contest's data version.
 */
import { Readable } from 'node:stream';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BinaryResponse,
  ContestParams,
  ErrorResponse,
  GENDER_NAMES,
  LOCALE_CODES,
  type LocaleCode,
  STATUS_NAMES,
  StringEnum,
} from '@finishline/contract';
import {
  type CourseLeg,
  courseLegs,
  formatDuration,
  formatPace,
  formatSpeed,
  legTimes,
} from '@finishline/core';
import {
  type ContestDetailRow,
  type ContestVersion,
  type Db,
  exportResultChunks,
  findExportSplits,
  getContest,
  getContestVersion,
  getEvent,
  type ResultListRow,
} from '@finishline/db';
import { Type } from 'typebox';
import {
  CSV_DIALECTS,
  EXPORT_COLUMN_LABELS,
  legColumnLabel,
  paceColumn,
  speedColumn,
} from '../../i18n/export-labels.js';
import { answerEarly } from '../../lib/cache.js';
import { iofResultListChunks } from './iof-xml.js';
import {
  contestFreshness,
  contestState,
  contestTags,
  makeEtag,
  notFound,
  presentResultRow,
} from '@finishline/reads';

/** Query of both exports. */
const ExportQuery = Type.Object({
  locale: Type.Optional(
    StringEnum(LOCALE_CODES, {
      default: 'en',
      description:
        'Language of the CSV: its header row and its gender and status values, and its separators — `en` (default) ' +
        'commas and decimal points; `es`, `fr` and `ar` semicolons and decimal commas, as spreadsheets set to those ' +
        'languages read them. The JSON ' +
        'export has no labels (its keys are the results list’s) and only checks it.',
    }),
  ),
});

/** Byte order mark: spreadsheets read the CSV as UTF-8 with it. */
const BOM = '\uFEFF';

/** One CSV field (RFC 4180): quoted when it holds the separator, a quote or a line break, quotes doubled. */
export function csvField(value: string, separator: ',' | ';' = ','): string {
  return /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Free text a visitor's spreadsheet must not run as a formula (OWASP CSV injection): a leading `=`, `+`, `-`, `@`,
 * tab or carriage return gets a `'` before it.
 */
export function inertText(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV record, CRLF-terminated (RFC 4180), its fields split by `separator` (the language's: CSV_DIALECTS). */
export function csvRecord(fields: readonly string[], separator: ',' | ';' = ','): string {
  return `${fields.map((field) => csvField(field, separator)).join(separator)}\r\n`;
}

type Column = { header: string; text: (row: ResultListRow) => string };

/**
 * The results page's columns for this contest: pace and speed in its units (each leg's time instead on a multisport
 * course), the age grade when it has one; coded
 * values (gender, status) named and decimals written as `locale`'s spreadsheets read them.
 */
function columnsOf(contest: ContestDetailRow, legs: readonly CourseLeg[], locale: LocaleCode): Column[] {
  const { precisionMs, paceUnit, speedUnit } = contest;
  const { decimal } = CSV_DIALECTS[locale];
  const decimals = (text: string) => (decimal === '.' ? text : text.replace('.', decimal));
  const number = (value: number | null) => (value === null ? '' : String(value));
  const time = (ms: number | null) => (ms === null ? '' : formatDuration(ms, precisionMs));
  const label = (key: keyof typeof EXPORT_COLUMN_LABELS) => EXPORT_COLUMN_LABELS[key][locale];
  // A multisport contest: each leg's time instead of a whole-race pace and speed, which mean nothing across sports.
  const legColumns: Column[] = legs.map((leg, index) => ({
    header: legColumnLabel(leg, locale),
    text: (row) => time(row.legTimesMs?.[index] ?? null),
  }));
  const columns: Column[] = [
    { header: label('place'), text: (row) => number(row.place) },
    { header: label('bib'), text: (row) => inertText(row.bib) },
    { header: label('name'), text: (row) => inertText(row.displayName) },
    { header: label('club'), text: (row) => inertText(row.club) },
    { header: label('nation'), text: (row) => row.nation ?? '' },
    { header: label('ageGroup'), text: (row) => inertText(row.ageGroup) },
    { header: label('gender'), text: (row) => (row.gender ? GENDER_NAMES[row.gender][locale] : '') },
    { header: label('status'), text: (row) => STATUS_NAMES[row.status][locale] },
    { header: label('officialTime'), text: (row) => time(row.officialTimeMs) },
    { header: label('overallPlace'), text: (row) => number(row.overallPlace) },
    { header: label('genderPlace'), text: (row) => number(row.genderPlace) },
    { header: label('ageGroupPlace'), text: (row) => number(row.ageGroupPlace) },
    { header: label('gunTime'), text: (row) => time(row.gunTimeMs) },
    { header: label('netTime'), text: (row) => time(row.netTimeMs) },
    ...(legs.length > 0
      ? legColumns
      : ([
          {
            header: label(paceColumn(paceUnit)),
            text: (row) => {
              const pace = paceUnit === 'min_per_mile' ? row.paceMsPerMile : row.paceMsPerKm;
              return pace === null ? '' : formatPace(pace);
            },
          },
          {
            header: label(speedColumn(speedUnit)),
            text: (row) => {
              const speed = speedUnit === 'mph' ? row.speedMph : row.speedKmh;
              return speed === null ? '' : decimals(formatSpeed(speed));
            },
          },
        ] satisfies Column[])),
    { header: label('gap'), text: (row) => time(row.gapMs) },
  ];
  if (contest.ageGrading !== null) {
    columns.push({
      header: label('ageGrade'),
      text: (row) => (row.ageGradePct === null ? '' : decimals(row.ageGradePct.toFixed(2))),
    });
  }
  return columns;
}

/** The CSV: BOM and header row, then one string per chunk of rows. */
async function* csvChunks(
  db: Db,
  version: ContestVersion,
  contest: ContestDetailRow,
  locale: LocaleCode,
): AsyncGenerator<string> {
  const legs = courseLegs(contest.checkpoints);
  const columns = columnsOf(contest, legs, locale);
  const { separator } = CSV_DIALECTS[locale];
  yield (
    BOM +
    csvRecord(
      columns.map((column) => column.header),
      separator,
    )
  );
  for await (const rows of legChunks(db, version, legs)) {
    yield rows
      .map((row) =>
        csvRecord(
          columns.map((column) => column.text(row)),
          separator,
        ),
      )
      .join('');
  }
}

/**
 * The results list chunk by chunk (exportResultChunks), on a multisport course each row with its leg times as the
 * results list gives them (`legTimesMs`), from the same rank range's splits (findExportSplits).
 */
async function* legChunks(
  db: Db,
  version: ContestVersion,
  legs: readonly CourseLeg[],
): AsyncGenerator<ResultListRow[]> {
  for await (const rows of exportResultChunks(db, version)) {
    if (legs.length === 0) {
      yield rows;
      continue;
    }
    const splits = await findExportSplits(db, version, rows[0]?.rank ?? 0, rows.at(-1)?.rank ?? 0);
    const byId = new Map(splits.map((split) => [split.id, split.fromStartMs]));
    yield rows.map((row) => ({ ...row, legTimesMs: legTimes(legs, byId.get(row.id) ?? []) }));
  }
}

/** The JSON: an array of the results list's items, written one chunk of rows at a time. */
async function* jsonChunks(
  db: Db,
  version: ContestVersion,
  legs: readonly CourseLeg[],
): AsyncGenerator<string> {
  yield '[';
  let separator = '';
  for await (const rows of legChunks(db, version, legs)) {
    yield separator + rows.map((row) => JSON.stringify(presentResultRow(row))).join(',');
    separator = ',';
  }
  yield ']\n';
}

const FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8', mediaType: 'text/csv' },
  json: { contentType: 'application/json', mediaType: 'application/json' },
} as const;

export const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;

  for (const format of ['csv', 'json'] as const) {
    const { contentType, mediaType } = FORMATS[format];
    app.get(
      `/api/events/:eventId/contests/:contestId/results.${format}`,
      {
        schema: {
          tags: ['contests'],
          summary:
            format === 'csv'
              ? 'All results of a contest as a CSV download (spreadsheets)'
              : 'All results of a contest as a JSON download',
          description:
            format === 'csv'
              ? 'Every row of the results list (finishers by official time, then non-finishers), streamed: UTF-8 ' +
                'with a byte order mark, RFC 4180 quoting, CRLF line ends, a header row in `locale`. Columns: ' +
                'place, bib, name, club, nation, age group, gender, status (code), official time, overall, gender ' +
                'and age-group places, gun and net times, pace and speed in the contest’s units (on a multisport ' +
                'contest instead the time of each leg: swim, T1, bike, T2, run), gap to the ' +
                'first, and the age grade % when the contest is age-graded. Times are `h:mm:ss` at the contest’s ' +
                "precision; empty fields for no value. Free text starting `=`, `+`, `-` or `@` gets a `'` " +
                'before it, so that spreadsheets do not run it.'
              : 'Every row of the results list (finishers by official time, then non-finishers), streamed as one ' +
                'array of the `items` of GET …/results (the same fields, times in ms; `legTimesMs` on a multisport contest).',
          params: ContestParams,
          querystring: ExportQuery,
          response: {
            200: BinaryResponse(
              [mediaType],
              `The results as a ${format.toUpperCase()} attachment ` +
                '(`Content-Disposition: attachment; filename="<event>-<contest>-results.' +
                `${format}"\`).`,
            ),
            304: { description: 'Not modified (If-None-Match matched the ETag).', type: 'null' },
            400: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const { eventId, contestId } = request.params;
        const locale = request.query.locale ?? 'en';
        const version = await getContestVersion(db, eventId, contestId);
        if (!version) throw notFound('Contest');
        const policy = contestFreshness(version.clock, now());
        const etag = makeEtag([
          'export',
          format,
          eventId,
          contestId,
          format === 'csv' ? locale : null,
          version.key,
        ]);
        // A stream is never kept by the response cache: this answers 304 or goes on.
        if (answerEarly(request, reply, etag, policy, contestTags(eventId, contestId))) return reply;
        // The units, precision, age grading and legs of the columns.
        const contest = await getContest(db, eventId, contestId);
        if (!contest) throw notFound('Contest');
        const chunks =
          format === 'csv'
            ? csvChunks(db, version, contest, locale)
            : jsonChunks(db, version, courseLegs(contest.checkpoints));
        return reply
          .type(contentType)
          .header('content-disposition', `attachment; filename="${eventId}-${contestId}-results.${format}"`)
          .send(Readable.from(chunks, { objectMode: false }));
      },
    );
  }

  app.get(
    '/api/events/:eventId/contests/:contestId/results.xml',
    {
      schema: {
        tags: ['contests'],
        summary: 'All results of a contest as an IOF XML 3.0 ResultList download',
        description:
          'Every row of the results list (finishers by official time, then non-finishers), streamed as an IOF ' +
          'XML 3.0 `ResultList` (namespace `http://www.orienteering.org/datastandard/3.0`, `status` `Complete` ' +
          'once the contest is over, else `Snapshot`): the event, one `ClassResult` named after the contest ' +
          '(course length in metres, number of split checkpoints), one `PersonResult` per participant with ' +
          'name, `sex`, nationality (IOC code), club as `Organisation`, and a `Result`: bib, start and finish ' +
          'instants, official time and time behind the winner in seconds, overall place (finishers only), ' +
          'status (`OK`, `DidNotFinish`, `DidNotStart`, `Disqualified`, `Active` on course, `Inactive` not ' +
          'started) and one `SplitTime` per split checkpoint (its id as `ControlCode`, seconds from the start, ' +
          '`status="Missing"` without a read). Times run from `StartTime`: the gun for a gun-time contest, the ' +
          'runner’s own start for a net-time one. A hidden name is written as empty `Family` and `Given`.',
        params: ContestParams,
        response: {
          200: BinaryResponse(
            ['application/xml'],
            'The results as an IOF XML 3.0 attachment ' +
              '(`Content-Disposition: attachment; filename="<event>-<contest>-results.xml"`).',
          ),
          304: { description: 'Not modified (If-None-Match matched the ETag).', type: 'null' },
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { eventId, contestId } = request.params;
      const version = await getContestVersion(db, eventId, contestId);
      if (!version) throw notFound('Contest');
      const nowMs = now();
      const state = contestState(version.clock, nowMs);
      // The event's version too: the document holds the event's name. The state sets `status`. createTime is
      // when the file was written; equal ETags mean equal results, not equal createTime.
      const etag = makeEtag(['export', 'xml', eventId, contestId, state, version.eventKey, version.key]);
      if (
        answerEarly(
          request,
          reply,
          etag,
          contestFreshness(version.clock, nowMs),
          contestTags(eventId, contestId),
        )
      )
        return reply;
      const [event, contest] = await Promise.all([getEvent(db, eventId), getContest(db, eventId, contestId)]);
      if (!event || !contest) throw notFound('Contest');
      const chunks = iofResultListChunks(db, {
        event,
        contest,
        version,
        createdAt: nowMs,
        status: state === 'completed' ? 'Complete' : 'Snapshot',
      });
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${eventId}-${contestId}-results.xml"`)
        .send(Readable.from(chunks, { objectMode: false }));
    },
  );
};
