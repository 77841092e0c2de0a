import { type Gender, type ParticipantRecord } from '@finishline/core';
import { isParticipantId } from './bundle-fields.js';
import { type CsvMapping } from './csv-mapping.js';
import { type BibSource } from './generate-bibs.js';
import { normalizeCountry } from './normalize-country.js';
import { normalizeGender } from './normalize-gender.js';
import { type ColumnPlan } from './resolve-columns.js';
import { type RowReader } from './row-reader.js';
import { splitName } from './split-name.js';

export type RowPerson = Pick<
  ParticipantRecord,
  | 'id'
  | 'bib'
  | 'chip'
  | 'firstName'
  | 'lastName'
  | 'displayName'
  | 'club'
  | 'country'
  | 'nation'
  | 'gender'
  | 'birthYear'
  | 'age'
  | 'ageGroup'
>;

type Names = Pick<RowPerson, 'firstName' | 'lastName' | 'displayName'>;

function readNames(row: RowReader, { columns }: ColumnPlan, mapping: CsvMapping): Names {
  const split = columns.name
    ? splitName(row.cell(columns.name), mapping.nameOrder ?? 'last_first')
    : undefined;
  const firstName = split?.firstName ?? row.cell(columns.firstName);
  const lastName = split?.lastName ?? row.cell(columns.lastName);
  const displayName = row.cell(columns.displayName) || [firstName, lastName].filter(Boolean).join(' ');
  return { firstName, lastName, displayName };
}

/**
 * What a row without a bib says of its runner, to generate its bib from (generateBibs); null when the row has
 * its own: a bib column, or a value in the id column (which is then the bib).
 */
export function rowBibSource(row: RowReader, plan: ColumnPlan, mapping: CsvMapping): BibSource | null {
  const { columns } = plan;
  if (columns.bib || row.cell(columns.id) !== '') return null;
  return {
    identity: [
      readNames(row, plan, mapping).displayName,
      row.cell(columns.gender),
      row.cell(columns.birthYear),
      row.cell(columns.club),
    ],
    extra: [row.cell(columns.country), row.cell(columns.nation), row.cell(columns.chip)],
  };
}

/**
 * Reads who a row is about (docs/import.md, "Mapping file"): bib, id (idPrefix + id column or
 * bib), names, gender, age or birth year, age group, club, country and nation. Bad cells are
 * reported on the reader; the returned person is only meaningful when none were. `generatedBib`
 * is the row's bib when the file has none (generateBibs, from rowBibSource).
 */
export function readRowPerson(
  row: RowReader,
  plan: ColumnPlan,
  mapping: CsvMapping,
  generatedBib = '',
): RowPerson {
  const { columns } = plan;
  const { firstName, lastName, displayName } = readNames(row, plan, mapping);
  // Without a bib column, the bib is the id column's value, else one made from who the row is about.
  const bib = columns.bib ? row.cell(columns.bib) : row.cell(columns.id) || generatedBib;
  if (bib === '') row.report(columns.bib, 'the bib is missing');
  const id = `${mapping.idPrefix ?? ''}${row.cell(columns.id) || bib}`;
  if (bib !== '' && !isParticipantId(id)) {
    row.report(
      columns.id ?? columns.bib,
      `"${id}" cannot be a participant id: use letters, digits, ".", "_" or "-"`,
    );
  }
  if (displayName === '')
    row.report(columns.name ?? columns.lastName ?? columns.displayName, 'the name is missing');
  return {
    id,
    bib,
    chip: row.cell(columns.chip) || null,
    firstName,
    lastName,
    displayName,
    club: row.cell(columns.club) || null,
    country: readCountry(row, plan, mapping, 'country'),
    nation: readCountry(row, plan, mapping, 'nation'),
    gender: readGender(row, plan, mapping),
    birthYear: readBirthYear(row, plan),
    age: readAge(row, plan),
    ageGroup: row.cell(columns.ageGroup) || null,
  };
}

function readGender(row: RowReader, { columns }: ColumnPlan, mapping: CsvMapping): Gender {
  const text = row.cell(columns.gender);
  const fallback = mapping.defaultGender ?? 'x';
  if (text === '') {
    if (mapping.defaultGender === undefined) row.report(columns.gender, 'the gender is missing');
    return fallback;
  }
  const gender = normalizeGender(text, mapping.genderValues);
  if (gender === null)
    row.report(columns.gender, `"${text}" is not a gender (M/F/X, H/D/W, male/female, homme/femme, …)`);
  return gender ?? fallback;
}

function readCountry(
  row: RowReader,
  { columns }: ColumnPlan,
  mapping: CsvMapping,
  key: 'country' | 'nation',
): string | null {
  const text = row.cell(columns[key]);
  if (text === '') return null;
  const country = normalizeCountry(text, mapping.countryValues);
  if (!country.ok && country.ambiguous) {
    const { iso, ioc } = country.ambiguous;
    row.report(
      columns[key],
      `"${text}" is ${countryName(ioc)}'s IOC code and ${countryName(iso)}'s ISO code: say which under ` +
        `countryValues in the mapping ("${text}": "${ioc}" or "${iso}")`,
    );
    return null;
  }
  if (!country.ok) {
    row.report(
      columns[key],
      `"${text}" is not a known country (a code such as MA, MAR or an IOC code, a name, or Unknown; ` +
        'add your own word under countryValues in the mapping)',
    );
    return null;
  }
  return country.code;
}

const ENGLISH_REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string): string => ENGLISH_REGIONS.of(code) ?? code;

function readBirthYear(row: RowReader, { columns }: ColumnPlan): number | null {
  const text = row.cell(columns.birthYear);
  // 0 (or 0000) is how many exports write an unknown year.
  if (text === '' || /^0+$/.test(text)) return null;
  // A year, or a birth date that contains one: 1987, 1987-03-14, 14/03/1987, 14.03.1987.
  const year = /^(\d{4})$|^(\d{4})-\d{1,2}-\d{1,2}$|^\d{1,2}[./-]\d{1,2}[./-](\d{4})$/.exec(text);
  const value = Number(year?.[1] ?? year?.[2] ?? year?.[3]);
  if (year === null || value < 1900 || value > 2100) {
    row.report(columns.birthYear, `"${text}" is not a birth year (e.g. 1987 or 14/03/1987)`);
    return null;
  }
  return value;
}

function readAge(row: RowReader, { columns }: ColumnPlan): number | null {
  const text = row.cell(columns.age);
  if (text === '') return null;
  if (!/^\d{1,3}$/.test(text) || Number(text) > 120) {
    row.report(columns.age, `"${text}" is not an age in years`);
    return null;
  }
  return Number(text);
}
