import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsvMapping } from './csv-mapping.js';
import { formatProblems } from './format-problems.js';

describe('parseCsvMapping', () => {
  it('accepts the documented example and the fixtures', () => {
    for (const path of [
      '../../../docs/examples/mapping.json',
      './fixtures/raceresult-10k.mapping.json',
      './fixtures/french-semi.mapping.json',
      './fixtures/gun-net.mapping.json',
    ]) {
      expect(parseCsvMapping(JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))).ok, path).toBe(
        true,
      );
    }
  });

  it('reports shape problems with JSON paths', () => {
    const outcome = parseCsvMapping({
      delimiter: '|',
      columns: { name: 'Name', gender: 'Sex', finish: 'Time' },
      genderValues: { '1': 'male' },
    });
    expect(!outcome.ok && formatProblems(outcome.problems)).toBe(
      [
        'delimiter: must be one of ",", ";", "\\t", tab, auto (got "|")',
        'columns.finish: is not a known field (check its spelling)',
        'genderValues["1"]: must be one of m, f, x (got "male")',
      ].join('\n'),
    );
  });

  it('reports the rules between keys', () => {
    const outcome = parseCsvMapping({ columns: { bib: 'Bib', time: 'Time', gunTime: 'Gun' } });
    expect(!outcome.ok && formatProblems(outcome.problems)).toBe(
      [
        'columns: map a name column, or firstName and lastName',
        'columns.time: map either time or gunTime/netTime, not both',
        'columns.gender: map a gender column or set defaultGender',
      ].join('\n'),
    );
  });
});
