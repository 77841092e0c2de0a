import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { formatProblems, parseBundle, serializeBundle } from '@finishline/ingest';
import { DEMO_ANONYMOUS, generateDemo } from './generate-demo.js';

const referenceDate = '2026-11-22';
const demo = generateDemo({ referenceDate });

describe('demo data', () => {
  test('has at least 12 events over past and coming months', () => {
    expect(demo.events.length).toBeGreaterThanOrEqual(12);
    expect(demo.events.some((e) => e.dateTo < referenceDate)).toBe(true);
    expect(demo.events.some((e) => e.dateFrom > referenceDate)).toBe(true);
    expect(demo.events.some((e) => e.dateFrom === referenceDate)).toBe(true);
  });

  test('covers at least 6 event types and 5 countries including Morocco, Spain and France', () => {
    expect(new Set(demo.events.map((e) => e.type)).size).toBeGreaterThanOrEqual(6);
    const countries = new Set(demo.events.map((e) => e.country));
    expect(countries.size).toBeGreaterThanOrEqual(5);
    for (const c of ['MA', 'ES', 'FR']) expect(countries).toContain(c);
  });

  test('contests have 3 to 8 checkpoints ending at the finish, with full contact details', () => {
    for (const contest of demo.contests) {
      expect(contest.checkpoints.length).toBeGreaterThanOrEqual(3);
      expect(contest.checkpoints.length).toBeLessThanOrEqual(8);
      expect(contest.checkpoints.at(-1)?.kind).toBe('finish');
      expect(contest.checkpoints.at(-1)?.distanceM).toBe(contest.distanceM);
      expect(Object.values(contest.contact).every((v) => v !== null && v !== '')).toBe(true);
    }
  });

  test('has gun-basis and net-basis contests and at least two course drawings', () => {
    expect(new Set(demo.contests.map((c) => c.timeBasis))).toEqual(new Set(['gun', 'net']));
    expect(demo.contests.filter((c) => c.courseGpx?.includes('<trkpt')).length).toBeGreaterThanOrEqual(2);
  });

  test('shows most contests in metric units and one, a British half marathon, per mile and in mph', () => {
    const imperial = demo.contests.filter((c) => c.paceUnit === 'min_per_mile');
    expect(imperial.map((c) => [c.eventId, c.id, c.speedUnit])).toEqual([
      ['richmond-park-half', 'half', 'mph'],
    ]);
    expect(demo.contests.filter((c) => c.paceUnit === 'min_per_km').length).toBe(demo.contests.length - 1);
  });

  test('has DNF, DNS and DSQ cases and names in Latin and Arabic script', () => {
    const statuses = new Set(demo.participants.map((p) => p.timerStatus));
    for (const s of ['dnf', 'dns', 'dsq']) expect(statuses).toContain(s);
    expect(demo.participants.some((p) => /\p{Script=Arabic}/u.test(p.displayName))).toBe(true);
    expect(demo.participants.some((p) => /^[\p{Script=Latin} '-]+$/u.test(p.displayName))).toBe(true);
  });

  test('has one runner shown anonymously: the file hides the name it carries', () => {
    const hidden = demo.participants.filter((p) => p.nameHidden === true);
    expect(hidden.map((p) => [p.eventId, p.contestId, p.bib, p.displayName])).toEqual([
      [
        DEMO_ANONYMOUS.eventId,
        DEMO_ANONYMOUS.contestId,
        DEMO_ANONYMOUS.bib,
        `${DEMO_ANONYMOUS.firstName} ${DEMO_ANONYMOUS.lastName}`,
      ],
    ]);
  });

  test('has one marathon with at least 20,000 participants and realistic times', () => {
    const marathon = demo.participants.filter(
      (p) => p.eventId === 'marrakech-marathon' && p.contestId === 'marathon',
    );
    expect(marathon.length).toBeGreaterThanOrEqual(20_000);
    const contest = demo.contests.find((c) => c.eventId === 'marrakech-marathon' && c.id === 'marathon');
    const finishes = demo.passings
      .filter(
        (p) =>
          p.eventId === 'marrakech-marathon' && p.contestId === 'marathon' && p.checkpointId === 'finish',
      )
      .map((p) => p.at - (contest?.startTime ?? 0))
      .sort((a, b) => a - b);
    const hours = (ms: number | undefined) => (ms ?? 0) / 3_600_000;
    expect(hours(finishes[0])).toBeGreaterThan(1.9);
    expect(hours(finishes[0])).toBeLessThan(2.6);
    expect(hours(finishes[Math.floor(finishes.length / 2)])).toBeGreaterThan(3.5);
    expect(hours(finishes[Math.floor(finishes.length / 2)])).toBeLessThan(4.8);
  });

  test('bibs are unique within each event, so they double as participant ids', () => {
    for (const event of demo.events) {
      const ids = demo.participants.filter((p) => p.eventId === event.id).map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  test('is deterministic for a seed and a reference date', () => {
    const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
    expect(hash(generateDemo({ referenceDate }))).toBe(hash(demo));
    expect(hash(generateDemo({ referenceDate, seed: 2 }))).not.toBe(hash(demo));
  });

  test('passes the bundle validation of the importer, so `demo --out` files re-import', () => {
    const outcome = parseBundle(JSON.parse(serializeBundle(generateDemo({ referenceDate, scale: 0.05 }))));
    if (!outcome.ok) throw new Error(formatProblems(outcome.problems));
    expect(outcome.value.events).toHaveLength(demo.events.length);
  });

  test('scales to a 50,000-runner marathon (`demo --scale 2.5`, the crowd benchmark’s big field)', () => {
    const big = generateDemo({ referenceDate, scale: 2.5 });
    const marathon = big.contests.find((c) => c.eventId === 'marrakech-marathon' && c.id === 'marathon');
    const field = big.participants.filter(
      (p) => p.eventId === marathon?.eventId && p.contestId === marathon.id,
    );
    expect(field.length).toBeGreaterThan(50_000);
    expect(big.passings.length).toBeGreaterThan(200_000);
    // Each contest's bibs in a range of its own: a scaled field does not run into the next contest's.
    const ids = big.participants.map((p) => `${p.eventId}/${p.id}`);
    expect(new Set(ids).size).toBe(ids.length);
  }, 60_000);
});
