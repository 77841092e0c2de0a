import { readFileSync } from 'node:fs';
import { type Checkpoint } from '@finishline/core';
import { describe, expect, it } from 'vitest';
import { parseCsvMapping } from '../csv-mapping.js';
import { parseResultsCsv, type CsvContest, type CsvResults } from '../parse-results-csv.js';
import { MAPPING_PRESETS } from './index.js';

const START = Date.UTC(2026, 4, 10, 8, 0, 0);
const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/presets/${name}`, import.meta.url), 'utf8');

function contest(distanceM: number): CsvContest {
  const finish: Checkpoint = { id: 'finish', name: 'Finish', distanceM, order: 0, kind: 'finish' };
  return {
    eventId: 'ev',
    contestId: 'race',
    startTime: START,
    timeBasis: 'gun',
    checkpoints: [finish],
    eventType: 'running',
  };
}

function parsePreset(name: string, file: string, distanceM: number): CsvResults {
  const preset = MAPPING_PRESETS[name];
  if (!preset) throw new Error(`no preset ${name}`);
  const outcome = parseResultsCsv(fixture(file), preset.mapping, contest(distanceM));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems, null, 1));
  return outcome.value;
}

/** Each participant's finish read (ms after the gun), status, gender and countries, by bib. */
function summary(results: CsvResults) {
  return Object.fromEntries(
    results.participants.map((p) => {
      const finish = results.passings.find((read) => read.bib === p.bib && read.checkpointId === 'finish');
      return [
        p.bib,
        {
          finish: finish === undefined ? null : finish.at - START,
          wave: p.waveStart === null ? null : p.waveStart - START,
          status: p.timerStatus,
          gender: p.gender,
          country: p.country,
          nation: p.nation,
        },
      ];
    }),
  );
}

describe('MAPPING_PRESETS', () => {
  it('holds the three presets, each a valid mapping without splits that says why it has none', () => {
    expect(Object.keys(MAPPING_PRESETS).sort()).toEqual(['raceresult', 'runsignup', 'webscorer']);
    for (const [name, preset] of Object.entries(MAPPING_PRESETS)) {
      const parsed = parseCsvMapping(preset.mapping);
      expect(parsed.ok ? [] : parsed.problems, name).toEqual([]);
      expect(preset.mapping.splits, name).toBeUndefined();
      expect(preset.description, name).toMatch(/splits/i);
    }
  });
});

describe('raceresult preset', () => {
  const results = parsePreset('raceresult', 'raceresult.csv', 10_000);

  it('reads the separate name columns, clubs and birth years', () => {
    expect(results.participants).toHaveLength(8);
    expect(results.participants[1]).toMatchObject({
      id: '102',
      firstName: 'Teodor',
      lastName: 'Okonkwo-Lind',
      displayName: 'Teodor Okonkwo-Lind',
      club: 'TV Musterstadt 1861',
      birthYear: 1988,
    });
    expect(results.participants[2]?.club).toBeNull();
  });

  it('turns finish times into reads, status words into statuses, d into x and IOC codes into nations', () => {
    expect(summary(results)).toEqual({
      '101': { finish: 2_172_400, wave: null, status: null, gender: 'f', country: null, nation: 'CH' },
      '102': { finish: 2_200_100, wave: null, status: null, gender: 'm', country: null, nation: 'DE' },
      '117': { finish: 2_465_000, wave: null, status: null, gender: 'f', country: null, nation: 'NO' },
      '123': { finish: 2_699_900, wave: null, status: null, gender: 'x', country: null, nation: 'AT' },
      '131': { finish: null, wave: null, status: 'dnf', gender: 'm', country: null, nation: 'DE' },
      '140': { finish: null, wave: null, status: 'dns', gender: 'f', country: null, nation: 'IT' },
      '152': { finish: 2_350_000, wave: null, status: 'dsq', gender: 'm', country: null, nation: 'DK' },
      '160': { finish: null, wave: null, status: 'dnf', gender: 'm', country: null, nation: 'NL' },
    });
    expect(results.passings.every((read) => read.checkpointId === 'finish')).toBe(true);
  });
});

describe('runsignup preset', () => {
  const results = parsePreset('runsignup', 'runsignup.csv', 5_000);

  it('reads first and last names and ages', () => {
    expect(results.participants).toHaveLength(6);
    expect(results.participants[0]).toMatchObject({
      id: '501',
      firstName: 'Marisol',
      lastName: 'Quintero-Hale',
      age: 34,
      club: null,
      birthYear: null,
    });
  });

  it('puts the finish at the clock time and the own start at clock − chip; DNF/DNS in the times are statuses', () => {
    expect(summary(results)).toEqual({
      '501': { finish: 1_125_200, wave: 1_200, status: null, gender: 'f', country: 'US', nation: null },
      '517': { finish: 1_142_700, wave: 3_800, status: null, gender: 'm', country: 'US', nation: null },
      '533': { finish: 1_270_000, wave: 39_500, status: null, gender: 'x', country: 'CA', nation: null },
      '560': { finish: 3_723_000, wave: 242_000, status: null, gender: 'm', country: 'US', nation: null },
      '577': { finish: null, wave: null, status: 'dnf', gender: 'f', country: 'US', nation: null },
      '590': { finish: null, wave: null, status: 'dns', gender: 'm', country: 'MX', nation: null },
    });
  });
});

describe('webscorer preset', () => {
  const results = parsePreset('webscorer', 'webscorer.txt', 10_000);

  it('reads a tab-delimited file with "First Last" names, teams and ages', () => {
    expect(results.participants).toHaveLength(6);
    expect(results.participants[1]).toMatchObject({
      id: '12',
      firstName: 'Caspian',
      lastName: 'de la Rue',
      club: 'Rivertown Striders',
      age: 47,
    });
    expect(results.participants[2]).toMatchObject({ firstName: 'Noor', lastName: 'Haverkamp', club: null });
  });

  it('reads times and a status word in the Time column, but not a status in the Place column', () => {
    expect(summary(results)).toEqual({
      '7': { finish: 2_402_300, wave: null, status: null, gender: 'f', country: null, nation: null },
      '12': { finish: 2_475_800, wave: null, status: null, gender: 'm', country: null, nation: null },
      '3': { finish: 2_610_000, wave: null, status: null, gender: 'f', country: null, nation: null },
      '21': { finish: 3_672_400, wave: null, status: null, gender: 'm', country: null, nation: null },
      // Place "DNF" with a blank time: the preset has no status column, so nothing says DNF.
      '30': { finish: null, wave: null, status: null, gender: 'f', country: null, nation: null },
      '33': { finish: null, wave: null, status: 'dsq', gender: 'm', country: null, nation: null },
    });
  });

  it('reads the same export saved as CSV', () => {
    const csv = fixture('webscorer.txt').replace(/\t/g, ',');
    const preset = MAPPING_PRESETS.webscorer;
    if (!preset) throw new Error('no webscorer preset');
    const outcome = parseResultsCsv(csv, preset.mapping, contest(10_000));
    expect(outcome.ok && outcome.value.participants.length).toBe(6);
  });
});
