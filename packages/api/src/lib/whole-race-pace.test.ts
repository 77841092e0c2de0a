import { type ParticipantDetailRow } from '@finishline/db';
import { describe, expect, it } from 'vitest';
import { wholeRacePaceMs } from './whole-race-pace.js';

function row(paceUnit: 'min_per_km' | 'min_per_mile', legs: (string | null)[]): ParticipantDetailRow {
  return {
    contest: { paceUnit },
    result: { paceMsPerKm: 333_000, paceMsPerMile: 536_000 },
    splits: legs.map((leg) => ({ leg })),
  } as unknown as ParticipantDetailRow;
}

describe('wholeRacePaceMs', () => {
  it("gives the contest's unit's pace on a single-sport course", () => {
    expect(wholeRacePaceMs(row('min_per_km', [null, null]))).toBe(333_000);
    expect(wholeRacePaceMs(row('min_per_mile', [null]))).toBe(536_000);
  });

  it('gives none on a multisport course, whose pace would mix swimming, cycling and running', () => {
    expect(wholeRacePaceMs(row('min_per_km', ['swim', null, 'bike', null, 'run']))).toBeNull();
  });
});
