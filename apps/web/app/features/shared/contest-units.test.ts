import { describe, expect, it } from 'vitest';
import { paceInUnit, speedInUnit } from './contest-units';

describe('contest units', () => {
  it('picks the pace per mile for a contest shown in miles, per km otherwise', () => {
    expect(paceInUnit('min_per_mile', 300_000, 482_804)).toBe(482_804);
    expect(paceInUnit('min_per_km', 300_000, 482_804)).toBe(300_000);
    expect(paceInUnit('min_per_mile', null, null)).toBeNull();
  });

  it('picks the speed in mph for a contest shown in mph, km/h otherwise', () => {
    expect(speedInUnit('mph', 12, 7.456)).toBe(7.456);
    expect(speedInUnit('kmh', 12, 7.456)).toBe(12);
  });
});
