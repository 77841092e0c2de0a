import { type ContestChanges } from '@finishline/db';
import { describe, expect, it } from 'vitest';
import { formatImportChanges, ordinal } from './import-changes.js';

const CONTEST: ContestChanges = {
  eventId: 'city-10k',
  contestId: '10k',
  isNew: false,
  setupChanged: [],
  runners: { added: 2, changed: 1_234, unchanged: 25_000, fields: { status: 4, name: 1_230 }, notInFile: 3 },
  places: {
    moved: 5_012,
    placed: 1,
    unplaced: 2,
    biggest: [
      { bib: '123', from: 45, to: 12 },
      { bib: '7', from: 3, to: 9 },
    ],
  },
  splits: { added: 10, removed: 2, corrected: 17 },
};

describe('formatImportChanges', () => {
  it('says the same after a real import as for a dry run, only the heading differs', () => {
    const dry = formatImportChanges({ contests: [CONTEST] }, { isDryRun: true }).split('\n');
    const real = formatImportChanges({ contests: [CONTEST] }, { isDryRun: false }).split('\n');
    expect(dry[0]).toBe('Dry run, nothing was written. This import would change:');
    expect(real[0]).toBe('This import changed:');
    expect(dry.slice(1)).toEqual(real.slice(1));
    expect(dry.slice(1)).toEqual([
      'city-10k/10k',
      '  Runners: 2 added, 1,234 changed (name 1,230, status 4), 25,000 unchanged.',
      '  3 runners stored are not in this file: left as they are, with their times.',
      "  Places: 5,012 runners' overall places change (1 newly placed, 2 no longer placed); biggest moves: " +
        'bib 123: 45th → 12th, bib 7: 3rd → 9th.',
      '  Splits: 10 added, 2 removed, 17 corrected (the time each runner counts at each checkpoint, finish included).',
    ]);
  });

  it('counts the reads set aside as one more line, when the import gives their number', () => {
    const lines = formatImportChanges({ contests: [CONTEST] }, { isDryRun: true, setAsideReads: 4 }).split(
      '\n',
    );
    expect(lines.at(-1)).toBe(
      'Splits set aside: 4 implausible reads stored apart, not counted in the results.',
    );
    const without = formatImportChanges({ contests: [CONTEST] }, { isDryRun: true });
    expect(without).not.toContain('set aside');
  });

  it('names a new contest and a changed setup', () => {
    const text = formatImportChanges(
      {
        contests: [
          { ...CONTEST, isNew: true },
          { ...CONTEST, contestId: 'half', setupChanged: ['start time'] },
        ],
      },
      { isDryRun: false },
    );
    expect(text).toContain('city-10k/10k (new contest)');
    expect(text).toContain('  Setup: start time changed: every time is computed again.');
  });
});

describe('ordinal', () => {
  it('writes English ordinals, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 1_003].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
      '1,003rd',
    ]);
    expect(ordinal(null)).toBe('no place');
  });
});
