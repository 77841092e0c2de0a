/**
 * The mapping file that tells the CSV importer which column holds what (docs/import.md,
 * "Mapping file"). Column values are header names as written in the file.
 */
import { GENDERS, TIMER_STATUSES } from '@finishline/core';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { checkSchema } from './check-schema.js';
import { normalizeCountry } from './normalize-country.js';
import { settleOutcome, type ParseOutcome, type Problem } from './problems.js';

const Column = Type.String({ minLength: 1 });
const strict = { additionalProperties: false } as const;

/** Mapping keys for single columns; `splits` maps checkpoint ids to columns separately. */
export const COLUMN_KEYS = [
  'bib',
  'id',
  'chip',
  'name',
  'firstName',
  'lastName',
  'displayName',
  'gender',
  'age',
  'birthYear',
  'ageGroup',
  'club',
  'country',
  'nation',
  'time',
  'gunTime',
  'netTime',
  'status',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

export const CsvMappingSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    delimiter: Type.Optional(Type.Enum([',', ';', '\t', 'tab', 'auto'])),
    nameOrder: Type.Optional(Type.Enum(['last_first', 'first_last'])),
    /** 1-based line of the header, when text comes before it (else the first line naming the mapped columns). */
    headerLine: Type.Optional(Type.Integer({ minimum: 1 })),
    /**
     * Fixed-width text (docs/import.md, "Fixed-width text"): `true` reads the columns from the ruler under the
     * header (found by itself when there is one), `false` never reads the file so, or the columns by their character
     * positions on the line, 1-based and inclusive as an editor shows them.
     */
    fixedWidth: Type.Optional(
      Type.Union([
        Type.Boolean(),
        Type.Object(
          {
            columns: Type.Array(
              Type.Object(
                { name: Column, from: Type.Integer({ minimum: 1 }), to: Type.Integer({ minimum: 1 }) },
                strict,
              ),
              { minItems: 1 },
            ),
          },
          strict,
        ),
      ]),
    ),
    columns: Type.Object(
      {
        bib: Type.Optional(Column),
        id: Type.Optional(Column),
        chip: Type.Optional(Column),
        name: Type.Optional(Column),
        firstName: Type.Optional(Column),
        lastName: Type.Optional(Column),
        displayName: Type.Optional(Column),
        gender: Type.Optional(Column),
        age: Type.Optional(Column),
        birthYear: Type.Optional(Column),
        ageGroup: Type.Optional(Column),
        club: Type.Optional(Column),
        country: Type.Optional(Column),
        nation: Type.Optional(Column),
        time: Type.Optional(Column),
        gunTime: Type.Optional(Column),
        netTime: Type.Optional(Column),
        status: Type.Optional(Column),
      },
      strict,
    ),
    splits: Type.Optional(Type.Record(Type.String(), Column)),
    /**
     * Leg durations in course order (swim, T1, bike, T2, run): each column holds the time of the leg that ends at
     * checkpoint `to` (a split, or the finish); the importer adds them up into times from the start.
     */
    legs: Type.Optional(
      Type.Array(Type.Object({ column: Column, to: Type.String({ minLength: 1 }) }, strict), { minItems: 1 }),
    ),
    genderValues: Type.Optional(Type.Record(Type.String(), Type.Enum(GENDERS))),
    statusValues: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.Enum(TIMER_STATUSES), Type.Null()])),
    ),
    /** The organiser's own country words: each to a country code or name, or null for "no country". */
    countryValues: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()]))),
    defaultGender: Type.Optional(Type.Enum(GENDERS)),
    /** Plain numbers in time columns are spreadsheet day fractions (0.124548611 = 2:59:21). */
    dayFractions: Type.Optional(Type.Boolean()),
    /** Time columns (by header) written as MM:SS:00 by a spreadsheet (49:03:00 = 49:03). */
    minutesSecondsColumns: Type.Optional(Type.Array(Column)),
    idPrefix: Type.Optional(Type.String()),
  },
  strict,
);

/** A validated mapping file. */
export type CsvMapping = Static<typeof CsvMappingSchema>;

/**
 * Validates a parsed mapping file: its shape, then the rules between keys — a name column or
 * firstName/lastName (not both); `time` or `gunTime` (+ optional `netTime`), not both; a gender
 * column or `defaultGender`. Problems carry JSON paths such as `columns.netTime`.
 */
export function parseCsvMapping(json: unknown): ParseOutcome<CsvMapping> {
  if (!Value.Check(CsvMappingSchema, json))
    return { ok: false, problems: checkSchema(CsvMappingSchema, json, '') };
  return settleOutcome(json, checkMappingRules(json));
}

/** The rules between mapping keys (see parseCsvMapping). */
export function checkMappingRules(mapping: CsvMapping): Problem[] {
  const { columns } = mapping;
  const problems: Problem[] = [];
  const hasSplitName = columns.firstName !== undefined || columns.lastName !== undefined;
  if (columns.name !== undefined && hasSplitName) {
    problems.push({ path: 'columns.name', message: 'map either name or firstName/lastName, not both' });
  }
  if (columns.name === undefined && !hasSplitName && columns.displayName === undefined) {
    problems.push({ path: 'columns', message: 'map a name column, or firstName and lastName' });
  }
  if (columns.time !== undefined && (columns.gunTime !== undefined || columns.netTime !== undefined)) {
    problems.push({ path: 'columns.time', message: 'map either time or gunTime/netTime, not both' });
  }
  for (const [word, meaning] of Object.entries(mapping.countryValues ?? {})) {
    if (meaning !== null && !normalizeCountry(meaning).ok)
      problems.push({
        path: `countryValues.${word}`,
        message: `"${meaning}" is not a country code or name (use e.g. FR, FRA or France, or null for none)`,
      });
  }
  const timeColumns = new Set(
    [
      columns.time,
      columns.gunTime,
      columns.netTime,
      ...Object.values(mapping.splits ?? {}),
      ...(mapping.legs ?? []).map((leg) => leg.column),
    ].filter((column) => column !== undefined),
  );
  const legEnds = (mapping.legs ?? []).map((leg) => leg.to);
  for (const [i, to] of legEnds.entries()) {
    if (legEnds.indexOf(to) !== i)
      problems.push({ path: `legs[${i}].to`, message: `two legs end at "${to}"` });
    if (mapping.splits?.[to] !== undefined)
      problems.push({ path: `legs[${i}].to`, message: `"${to}" is mapped as a split too: map it one way` });
  }
  for (const column of mapping.minutesSecondsColumns ?? []) {
    if (!timeColumns.has(column))
      problems.push({
        path: 'minutesSecondsColumns',
        message: `"${column}" is not one of the mapping's time, split or leg columns`,
      });
  }
  problems.push(...checkFixedWidth(mapping));
  if (columns.gender === undefined && mapping.defaultGender === undefined) {
    problems.push({ path: 'columns.gender', message: 'map a gender column or set defaultGender' });
  }
  return problems;
}

/** Fixed-width columns in order along the line, none overlapping another, names unique; no delimiter with them. */
function checkFixedWidth(mapping: CsvMapping): Problem[] {
  const { fixedWidth, delimiter } = mapping;
  const problems: Problem[] = [];
  if (fixedWidth !== undefined && fixedWidth !== false && delimiter !== undefined && delimiter !== 'auto')
    problems.push({ path: 'delimiter', message: 'fixed-width text has no delimiter: leave it out' });
  if (typeof fixedWidth !== 'object') return problems;
  fixedWidth.columns.forEach(({ name, from, to }, i) => {
    const path = `fixedWidth.columns[${i}]`;
    const before = fixedWidth.columns[i - 1];
    if (to < from) problems.push({ path: `${path}.to`, message: `ends (${to}) before it starts (${from})` });
    else if (before !== undefined && from <= before.to)
      problems.push({
        path: `${path}.from`,
        message: `starts (${from}) before the previous column "${before.name}" ends (${before.to}): list the columns from left to right, apart`,
      });
    if (fixedWidth.columns.findIndex((column) => column.name === name) !== i)
      problems.push({ path: `${path}.name`, message: `"${name}" names two columns` });
  });
  return problems;
}
