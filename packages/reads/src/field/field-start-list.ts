/**
 * The start list from a field in memory, with db's rules for it (queries/find-start-list.ts): the list filters, a
 * bib exactly, a text whose every word starts a word of the folded names and club, by bib (numbers as numbers:
 * the stored bib rank) or by last then first name (folded, byte order as collate "C", then bib).
 */
import {
  type ContestFieldRow,
  type ListFilter,
  type PageOf,
  type ParticipantRow,
  type StartListFilter,
} from '@finishline/db';
import { type ContestField } from './contest-field.js';
import { type FieldFilter, filteredRows } from './field-filter.js';

export type FieldStartListFilter = FieldFilter &
  Omit<StartListFilter, 'text' | keyof ListFilter> & {
    /** The text's words, folded as the database folds them (search_fold), or null for no text. */
    words: readonly string[] | null;
  };

/** Byte order of UTF-8 (collate "C"), which is code point order. */
function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.codePointAt(i) ?? 0;
    const y = b.codePointAt(i) ?? 0;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/** Whether every word starts a word of the folded text (what the database's word-start conditions test). */
function startsWords(search: string, words: readonly string[]): boolean {
  return words.every((word) => search.startsWith(word) || search.includes(` ${word}`));
}

export function participantRow(row: ContestFieldRow): ParticipantRow {
  return {
    id: row.id,
    contestId: row.contestId,
    bib: row.bib,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    club: row.club,
    country: row.country,
    nation: row.nation,
    gender: row.gender,
    ageGroup: row.ageGroup,
    status: row.status,
  };
}

export function fieldStartList(field: ContestField, filter: FieldStartListFilter): PageOf<ParticipantRow> {
  const { words, bib, sort } = filter;
  const { clubKeys: _keys, ...named } = filter;
  const listed = field.derived(`start-list ${JSON.stringify({ ...named, page: 0, pageSize: 0 })}`, () => {
    const rows = filteredRows(field, filter).filter(
      (row) => (bib === null || row.bib === bib) && (words === null || startsWords(row.search, words)),
    );
    return sort === 'name'
      ? rows.sort((a, b) => compareCodePoints(a.sortName, b.sortName) || a.bibRank - b.bibRank)
      : rows.sort((a, b) => a.bibRank - b.bibRank);
  });
  const total = listed.length;
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };
  return { items: listed.slice(offset, offset + filter.pageSize).map(participantRow), total };
}
