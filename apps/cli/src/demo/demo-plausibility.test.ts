/**
 * The demo's results must look real: every participant's times pass the importer's plausibility check for the
 * event's sport, each multisport leg is covered at a speed its sport allows, and the podium has every split.
 * Results are computed by core, as the site shows them.
 */
import { describe, expect, test } from 'vitest';
import {
  checkPlausibility,
  computeResults,
  MIN_STRETCH_M,
  type ContestRecord,
  type ParticipantEntry,
  type ResultRow,
} from '@finishline/core';
import { DEMO_EVENTS, type Leg } from './catalog.js';
import { generateDemo } from './generate-demo.js';

const DEMOS = {
  'the demo': generateDemo({ referenceDate: '2026-11-22' }),
  // The coming duathlon and cyclosportive too, as they will be run.
  'every demo contest raced': generateDemo({ referenceDate: '2026-11-22', scale: 0.5, allRaced: true }),
};
const MULTISPORT = new Set(['triathlon', 'duathlon', 'aquathlon', 'gigathlon']);
/** Fastest believable speed per leg (km/h); transitions are too short to time a speed. */
const LEG_LIMIT_KMH: Record<Leg, number | null> = { swim: 8, bike: 70, run: 25, transition: null };

describe.each(Object.entries(DEMOS))('%s', (_, demo) => {
  const reads = new Map<string, { checkpointId: string; at: number }[]>();
  for (const p of demo.passings) {
    const key = `${p.eventId}/${p.contestId}/${p.bib}`;
    reads.set(key, [...(reads.get(key) ?? []), { checkpointId: p.checkpointId, at: p.at }]);
  }

  function resultsOf(contest: ContestRecord): ResultRow[] {
    const entries: ParticipantEntry[] = demo.participants
      .filter((p) => p.eventId === contest.eventId && p.contestId === contest.id)
      .map((p) => ({
        id: p.id,
        bib: p.bib,
        gender: p.gender,
        ageGroup: null,
        waveStart: p.waveStart,
        timerStatus: p.timerStatus,
        reads: reads.get(`${contest.eventId}/${contest.id}/${p.bib}`) ?? [],
      }));
    return computeResults(contest, entries);
  }

  const completed = demo.contests
    .map((contest) => ({
      contest,
      event: demo.events.find((e) => e.id === contest.eventId),
      spec: DEMO_EVENTS.find((e) => e.id === contest.eventId)?.contests.find((c) => c.id === contest.id),
    }))
    .filter(({ contest }) =>
      demo.passings.some((p) => p.eventId === contest.eventId && p.contestId === contest.id),
    )
    .map((c) => ({ ...c, results: resultsOf(c.contest) }));

  test('has completed contests of several sports, including a triathlon', () => {
    const types = new Set(completed.map((c) => c.event?.type));
    expect(types).toContain('triathlon');
    expect(types.size).toBeGreaterThanOrEqual(4);
  });

  test('every participant passes the plausibility check of the event type', () => {
    const faults: string[] = [];
    for (const { contest, event, results } of completed) {
      for (const row of results) {
        const points = row.splits.map((s) => ({
          checkpointId: s.checkpointId,
          order: s.checkpointOrder,
          distanceM: s.distanceM,
          elapsedMs: s.fromStartMs,
        }));
        for (const fault of checkPlausibility(points, event?.type ?? null))
          faults.push(`${contest.eventId}/${contest.id} bib ${row.bib}: ${JSON.stringify(fault)}`);
      }
    }
    expect(faults.slice(0, 10)).toEqual([]);
  });

  test('every multisport checkpoint names the leg it ends', () => {
    for (const { contest, event, spec } of completed) {
      if (!MULTISPORT.has(event?.type ?? '')) continue;
      expect(
        spec?.checkpoints.map((c) => c.leg ?? null),
        `${contest.eventId}/${contest.id}`,
      ).not.toContain(null);
    }
  });

  test('every multisport stretch between two reads is within the limits of its legs', () => {
    const faults: string[] = [];
    for (const { contest, event, spec, results } of completed) {
      if (!MULTISPORT.has(event?.type ?? '')) continue;
      const legs = contest.checkpoints.map(
        (cp) => spec?.checkpoints.find((c) => c.id === cp.id)?.leg ?? null,
      );
      for (const row of results) {
        let from = { distanceM: 0, fromStartMs: 0, order: -1 };
        for (const split of row.splits) {
          // The least time the stretch can take: each leg it spans at its sport's top speed.
          let minMs = 0;
          let spanned = '';
          contest.checkpoints.forEach((cp, i) => {
            if (cp.order <= from.order || cp.order > split.checkpointOrder) return;
            const leg = legs[i] ?? null;
            const limit = leg === null ? null : LEG_LIMIT_KMH[leg];
            const meters = cp.distanceM - (contest.checkpoints[i - 1]?.distanceM ?? 0);
            if (limit !== null) minMs += (meters / 1000 / limit) * 3_600_000;
            spanned += `${leg ?? '?'} `;
          });
          const meters = split.distanceM - from.distanceM;
          const ms = split.fromStartMs - from.fromStartMs;
          if (meters >= MIN_STRETCH_M && ms < minMs) {
            const kmh = (meters / 1000 / (ms / 3_600_000)).toFixed(1);
            faults.push(
              `${contest.eventId}/${contest.id} bib ${row.bib}: ${spanned}to ${split.checkpointId} at ${kmh} km/h`,
            );
          }
          from = { distanceM: split.distanceM, fromStartMs: split.fromStartMs, order: split.checkpointOrder };
        }
      }
    }
    expect(faults.slice(0, 10)).toEqual([]);
  });

  test('podium finishers, overall and by gender, have a read at every checkpoint', () => {
    const gaps: string[] = [];
    for (const { contest, results } of completed) {
      for (const row of results) {
        const podium = (row.overallPlace ?? 99) <= 3 || (row.genderPlace ?? 99) <= 3;
        if (row.status !== 'finished' || !podium) continue;
        // Reads, not splits: the start mat gives no split but is read too.
        const have = new Set(
          (reads.get(`${contest.eventId}/${contest.id}/${row.bib}`) ?? []).map((r) => r.checkpointId),
        );
        for (const cp of contest.checkpoints)
          if (!have.has(cp.id)) gaps.push(`${contest.eventId}/${contest.id} bib ${row.bib}: no ${cp.id}`);
      }
    }
    expect(gaps).toEqual([]);
  });

  test('the Marrakech marathon winner has a half-marathon split', () => {
    const marathon = completed.find(
      (c) => c.contest.eventId === 'marrakech-marathon' && c.contest.id === 'marathon',
    );
    const winner = marathon?.results.find((r) => r.overallPlace === 1);
    expect(winner?.splits.map((s) => s.checkpointId)).toContain('half');
  });
});
