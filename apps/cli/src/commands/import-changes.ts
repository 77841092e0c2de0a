/**
 * The summary `finishline import` prints of what an import changes: the same words after a real import as for a
 * `--dry-run` (which writes nothing), only the heading differs.
 */
import { type ContestChanges, type ImportChanges } from '@finishline/db';

export type ImportChangesExtras = {
  /** Dry run: nothing was written (the heading says so). */
  isDryRun: boolean;
  /**
   * Reads the import stores aside as implausible instead of refusing their rows (from the parse outcome): one more
   * line when given. Left out (undefined) by imports that set nothing aside.
   */
  setAsideReads?: number | undefined;
};

const count = (n: number): string => n.toLocaleString('en-US');

function plural(n: number, one: string, many: string): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** `1st`, `2nd`, `3rd`, `11th`, `22nd`, …; `no place` for null. */
export function ordinal(place: number | null): string {
  if (place === null) return 'no place';
  const tens = place % 100;
  const units = place % 10;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : units === 1 ? 'st' : units === 2 ? 'nd' : units === 3 ? 'rd' : 'th';
  return `${count(place)}${suffix}`;
}

function contestLines(changes: ContestChanges): string[] {
  const { runners, places, splits } = changes;
  const lines = [`${changes.eventId}/${changes.contestId}${changes.isNew ? ' (new contest)' : ''}`];
  if (changes.setupChanged.length > 0)
    lines.push(`  Setup: ${changes.setupChanged.join(', ')} changed: every time is computed again.`);
  const fields = Object.entries(runners.fields)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([field, n]) => `${field} ${count(n)}`);
  lines.push(
    `  Runners: ${count(runners.added)} added, ${count(runners.changed)} changed` +
      `${fields.length > 0 ? ` (${fields.join(', ')})` : ''}, ${count(runners.unchanged)} unchanged.`,
  );
  if (runners.notInFile > 0)
    lines.push(
      `  ${plural(runners.notInFile, 'runner stored is', 'runners stored are')} not in this file: ` +
        'left as they are, with their times.',
    );
  if (places === null) {
    // Not ranked (a preview that leaves the places to the write): nothing to say of them.
  } else if (places.moved === 0) {
    lines.push('  Places: no overall place changes.');
  } else {
    const gainedLost = [
      places.placed > 0 ? `${count(places.placed)} newly placed` : '',
      places.unplaced > 0 ? `${count(places.unplaced)} no longer placed` : '',
    ].filter(Boolean);
    const biggest = places.biggest.map(
      (move) => `bib ${move.bib}: ${ordinal(move.from)} → ${ordinal(move.to)}`,
    );
    lines.push(
      `  Places: ${plural(places.moved, "runner's overall place changes", "runners' overall places change")}` +
        `${gainedLost.length > 0 ? ` (${gainedLost.join(', ')})` : ''}` +
        `${biggest.length > 0 ? `; biggest moves: ${biggest.join(', ')}` : ''}.`,
    );
  }
  lines.push(
    `  Splits: ${count(splits.added)} added, ${count(splits.removed)} removed, ${count(splits.corrected)} corrected ` +
      '(the time each runner counts at each checkpoint, finish included).',
  );
  return lines;
}

/** The summary, one line per fact; a contest per block. */
export function formatImportChanges(changes: ImportChanges, extras: ImportChangesExtras): string {
  const lines = [
    extras.isDryRun ? 'Dry run, nothing was written. This import would change:' : 'This import changed:',
  ];
  for (const contest of changes.contests) lines.push(...contestLines(contest));
  if (changes.contests.length === 0) lines.push('  No contest.');
  if (extras.setAsideReads !== undefined)
    lines.push(
      `Splits set aside: ${plural(extras.setAsideReads, 'implausible read', 'implausible reads')} stored apart, ` +
        'not counted in the results.',
    );
  return lines.join('\n');
}
