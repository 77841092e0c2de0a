import { type Checkpoint } from '@finishline/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvMapping } from './csv-mapping.js';
import { formatDuration } from './parse-duration.js';
import { parseResultsCsv, type CsvContest } from './parse-results-csv.js';

const checkpoints: Checkpoint[] = [
  { id: 'km21', name: '21 km', distanceM: 21097.5, order: 0, kind: 'split' },
  { id: 'finish', name: 'Finish', distanceM: 42195, order: 1, kind: 'finish' },
];
const mapping: CsvMapping = {
  columns: { bib: 'Bib', name: 'Name', gender: 'Sex', gunTime: 'Gun', netTime: 'Net' },
  splits: { km21: 'Half' },
};

/** Writes a duration the way various exports do; each form must read back to the same value. */
function writeDuration(ms: number, style: number): string {
  if (style === 0) return formatDuration(ms, 3);
  if (style === 1) return formatDuration(ms, 3).replace('.', ',');
  if (style === 2) return `0${formatDuration(ms, 3)}`.replace(/^0(\d\d:)/, '$1');
  return `${Math.floor(ms / 1000)}.${String(ms % 1000).padStart(3, '0')}`;
}

describe('durations → reads → engine times (property)', () => {
  it('gives back the gun, net and split times the file states, on either basis', () => {
    const row = fc
      .record({
        gun: fc.integer({ min: 600_000, max: 12 * 3_600_000 }),
        startDelay: fc.integer({ min: 0, max: 1_800_000 }),
        splitShare: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        style: fc.integer({ min: 0, max: 3 }),
        basis: fc.constantFrom<'gun' | 'net'>('gun', 'net'),
        startTime: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
      })
      .filter(({ gun, startDelay }) => startDelay < gun);
    fc.assert(
      fc.property(row, ({ gun, startDelay, splitShare, style, basis, startTime }) => {
        const net = gun - startDelay;
        const split = Math.max(1, Math.floor(net * splitShare));
        const text = [
          'Bib,Name,Sex,Gun,Net,Half',
          ['9', 'Ann Lee', 'F', gun, net, split]
            .map((cell) => `"${typeof cell === 'number' ? writeDuration(cell, style) : cell}"`)
            .join(','),
        ].join('\n');
        const contest: CsvContest = {
          eventId: 'ev',
          contestId: 'm',
          startTime,
          timeBasis: basis,
          checkpoints,
        };
        const outcome = parseResultsCsv(text, mapping, contest);
        if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
        const [participant] = outcome.value.participants;
        const at = (id: string): number =>
          outcome.value.passings.find((p) => p.checkpointId === id)?.at ?? NaN;
        const ownStart = participant?.waveStart ?? NaN;
        expect(at('finish') - startTime).toBe(gun);
        expect(at('finish') - ownStart).toBe(net);
        expect(at('km21') - (basis === 'net' ? ownStart : startTime)).toBe(split);
      }),
      { numRuns: 300 },
    );
  });
});
