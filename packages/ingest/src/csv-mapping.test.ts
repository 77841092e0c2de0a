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

  it('checks fixed-width columns: in order, apart, named once, without a delimiter', () => {
    const columns = { name: 'Name', gender: 'Sex' };
    const ok = parseCsvMapping({
      columns,
      fixedWidth: {
        columns: [
          { name: 'Name', from: 1, to: 20 },
          { name: 'Sex', from: 22, to: 22 },
        ],
      },
    });
    expect(ok.ok).toBe(true);
    expect(parseCsvMapping({ columns, fixedWidth: true }).ok).toBe(true);
    const outcome = parseCsvMapping({
      columns,
      delimiter: ';',
      fixedWidth: {
        columns: [
          { name: 'Name', from: 1, to: 20 },
          { name: 'Sex', from: 20, to: 22 },
          { name: 'Time', from: 30, to: 25 },
          { name: 'Sex', from: 40, to: 41 },
        ],
      },
    });
    expect(!outcome.ok && formatProblems(outcome.problems)).toBe(
      [
        'delimiter: fixed-width text has no delimiter: leave it out',
        'fixedWidth.columns[1].from: starts (20) before the previous column "Name" ends (20): list the columns from left to right, apart',
        'fixedWidth.columns[2].to: ends (25) before it starts (30)',
        'fixedWidth.columns[3].name: "Sex" names two columns',
      ].join('\n'),
    );
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
