import { type Checkpoint } from '@finishline/core';
import { COLUMN_KEYS, type ColumnKey, type CsvMapping } from './csv-mapping.js';
import { pathKey } from './json-path.js';
import { type Problem } from './problems.js';

/** A mapped column: its header name and position. */
export type ColumnRef = { name: string; index: number };
export type SplitColumn = { checkpointId: string; column: ColumnRef };
/** A leg column: the duration of the leg that ends at `checkpointId` (a split or the finish). */
export type LegColumn = { checkpointId: string; column: ColumnRef };
export type ColumnPlan = {
  columns: Partial<Record<ColumnKey, ColumnRef>>;
  splits: SplitColumn[];
  /** In course order, as the mapping lists them. */
  legs: LegColumn[];
};

/**
 * Finds every mapped column in the header: by exact name, else ignoring case and spacing.
 * Split columns must name a checkpoint of the contest other than its start and finish (the
 * finish read comes from the time columns, the own start from the net time).
 */
export function resolveColumns(
  header: readonly string[],
  mapping: CsvMapping,
  checkpoints: readonly Checkpoint[],
): { ok: true; plan: ColumnPlan } | { ok: false; problems: Problem[] } {
  const problems: Problem[] = [];
  const find = (name: string, path: string): ColumnRef | undefined => {
    const exact = header.indexOf(name);
    const index = exact >= 0 ? exact : header.findIndex((h) => looseName(h) === looseName(name));
    if (index >= 0 && header.lastIndexOf(header[index] ?? '') !== index) {
      problems.push({ path, column: name, message: 'appears more than once in the header' });
    }
    if (index >= 0) return { name: header[index] ?? name, index };
    problems.push({ path, column: name, message: `is not in the header (it has: ${header.join(', ')})` });
    return undefined;
  };
  const columns: Partial<Record<ColumnKey, ColumnRef>> = {};
  for (const key of COLUMN_KEYS) {
    const name = mapping.columns[key];
    if (name !== undefined) {
      const ref = find(name, `columns.${key}`);
      if (ref) columns[key] = ref;
    }
  }
  const splits: SplitColumn[] = [];
  for (const [checkpointId, name] of Object.entries(mapping.splits ?? {})) {
    const path = pathKey('splits', checkpointId);
    const checkpoint = checkpoints.find((c) => c.id === checkpointId);
    if (checkpoint === undefined) {
      const known = checkpoints.filter((c) => c.kind === 'split').map((c) => c.id);
      problems.push({
        path,
        message: `the contest has no checkpoint "${checkpointId}" (its splits: ${known.join(', ') || 'none'})`,
      });
    } else if (checkpoint.kind !== 'split') {
      problems.push({
        path,
        message: `"${checkpointId}" is the ${checkpoint.kind}: map it through time, gunTime or netTime`,
      });
    }
    const ref = find(name, path);
    if (ref && checkpoint?.kind === 'split') splits.push({ checkpointId, column: ref });
  }
  const legs: LegColumn[] = [];
  for (const [i, { column, to }] of (mapping.legs ?? []).entries()) {
    const path = `legs[${i}]`;
    const checkpoint = checkpoints.find((c) => c.id === to);
    if (checkpoint === undefined || checkpoint.kind === 'start') {
      const ends = checkpoints.filter((c) => c.kind !== 'start').map((c) => c.id);
      problems.push({
        path: `${path}.to`,
        message: `a leg ends at a split or the finish of the contest (${ends.join(', ')}), not "${to}"`,
      });
    } else if (
      legs.length > 0 &&
      checkpoint.order <= (checkpoints.find((c) => c.id === legs.at(-1)?.checkpointId)?.order ?? -1)
    ) {
      problems.push({
        path: `${path}.to`,
        message: `"${to}" comes before the previous leg's end on the course`,
      });
    }
    const ref = find(column, `${path}.column`);
    if (ref && checkpoint !== undefined && checkpoint.kind !== 'start')
      legs.push({ checkpointId: to, column: ref });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, plan: { columns, splits, legs } };
}

/** A header name compared without case, spaces, dots, hyphens or underscores. */
export function looseName(name: string): string {
  return name.toLowerCase().replace(/[\s_.-]+/g, '');
}
