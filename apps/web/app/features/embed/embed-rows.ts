import type { ResultRow } from '@finishline/contract';

/** What the widget shows of a results row: its page carries the rows as loader data, so only these. */
export type EmbedRow = Pick<
  ResultRow,
  'id' | 'bib' | 'name' | 'club' | 'nation' | 'status' | 'place' | 'timeMs'
>;

export function toEmbedRow(row: ResultRow): EmbedRow {
  const { id, bib, name, club, nation, status, place, timeMs } = row;
  return { id, bib, name, club, nation, status, place, timeMs };
}
