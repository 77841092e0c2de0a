/** How the fidelity suite compares the engine's results with what a source printed. */
import { type ResultListRow } from '@finishline/db';
import { type Expected } from './synthetic-export.js';

/** The rows where the engine and the source disagree (an empty list when all agree), for a readable failure. */
export function differences(expected: Map<string, Expected>, actual: Map<string, ResultListRow>): string[] {
  const found: string[] = [];
  for (const [bib, want] of expected) {
    const row = actual.get(bib);
    if (!row) {
      found.push(`bib ${bib}: not imported`);
      continue;
    }
    const { paceMsPerKm, ...wanted } = want;
    const got = {
      overallPlace: row.overallPlace,
      genderPlace: row.genderPlace,
      ...(wanted.ageGroupPlace !== undefined ? { ageGroupPlace: row.ageGroupPlace } : {}),
      status: row.status,
    };
    const same = (Object.keys(wanted) as (keyof typeof wanted)[]).every((key) => got[key] === wanted[key]);
    if (!same) found.push(`bib ${bib}: source ${JSON.stringify(wanted)}, engine ${JSON.stringify(got)}`);
    // The source prints pace to the second.
    if (paceMsPerKm != null && Math.abs((row.paceMsPerKm ?? 0) - paceMsPerKm) > 1000)
      found.push(`bib ${bib}: pace ${paceMsPerKm} printed, ${row.paceMsPerKm} computed`);
  }
  return found;
}
