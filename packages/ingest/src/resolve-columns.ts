import { type Checkpoint } from '@finishline/core';
import { COLUMN_KEYS, type ColumnKey, type CsvMapping } from './csv-mapping.js';
import { pathKey } from './json-path.js';
import { type Problem } from './problems.js';

/** A mapped column: its header name and position. */
export type ColumnRef = { name: string; index: number };
export type SplitColumn = { checkpointId: string; column: ColumnRef };
export type ColumnPlan = { columns: Partial<Record<ColumnKey, ColumnRef>>; splits: SplitColumn[] };

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
  return problems.length > 0 ? { ok: false, problems } : { ok: true, plan: { columns, splits } };
}

/** A header name compared without case, spaces, dots, hyphens or underscores. */
export function looseName(name: string): string {
  return name.toLowerCase().replace(/[\s_.-]+/g, '');
}
