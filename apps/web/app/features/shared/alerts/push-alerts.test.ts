import { describe, expect, it } from 'vitest';
import { hasRunner, parseAlertsOn, withRunners } from './push-alerts';

const a = { contestId: 'marathon', bib: '12' };
const b = { contestId: 'marathon', bib: 'A7' };
const c = { contestId: 'half', bib: '12' };

describe('the runners alerts are on for', () => {
  it('adds runners once, in order, matching bibs without regard to case', () => {
    expect(withRunners([a], [b, { contestId: 'marathon', bib: 'a7' }, a], true)).toEqual([a, b]);
    expect(withRunners([a, b], [c], true)).toEqual([a, b, c]);
  });

  it('removes runners, the same bib of another race staying', () => {
    expect(withRunners([a, b, c], [{ contestId: 'marathon', bib: 'a7' }], false)).toEqual([a, c]);
    expect(withRunners([a], [c], false)).toEqual([a]);
  });

  it('knows whether a runner is among them', () => {
    const state = { runners: [a, b], locale: 'fr' as const, deleteAfter: '2026-12-01T00:00:00.000Z' };
    expect(hasRunner(state, { contestId: 'marathon', bib: 'a7' })).toBe(true);
    expect(hasRunner(state, c)).toBe(false);
    expect(hasRunner(null, a)).toBe(false);
  });

  it('reads what the device kept, and nothing from what it cannot read', () => {
    expect(parseAlertsOn(JSON.stringify({ runners: [a], deleteAfter: 'x' }))).toEqual({
      runners: [a],
      locale: 'en',
      deleteAfter: 'x',
    });
    expect(parseAlertsOn('')).toBeNull();
    expect(parseAlertsOn('{not json')).toBeNull();
    expect(parseAlertsOn(JSON.stringify({ runners: 'no' }))).toBeNull();
  });
});
