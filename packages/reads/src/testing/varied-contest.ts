/**
 * A contest with everything the lists tell apart, for the field's tests: the synthetic marathon, smaller, with
 * shared times, every status (DNF, DSQ, DNS, on the course, not started), missing splits, age groups, clubs
 * spelled several ways and two countries.
 */
import { type ImportBundle, type PassingRecord } from '@finishline/core';
import { syntheticBundle } from '@finishline/db/testing';

export const VARIED = { eventId: 'varied-2026', contestId: 'marathon' } as const;

export function variedBundle(participants = 400): ImportBundle {
  const bundle = syntheticBundle({ participants, checkpoints: 5, eventId: VARIED.eventId, seed: 7 });
  const passingsOf = new Map<string, PassingRecord[]>();
  for (const passing of bundle.passings) {
    passingsOf.set(passing.bib, [...(passingsOf.get(passing.bib) ?? []), passing]);
  }
  const kept: PassingRecord[] = [];
  bundle.participants.forEach((participant, index) => {
    const own = passingsOf.get(participant.bib) ?? [];
    if (index % 41 === 0) return; // registered: no read at all
    if (index % 17 === 0) participant.timerStatus = 'dsq';
    if (index % 29 === 0) participant.timerStatus = 'dnf';
    if (index % 53 === 0) participant.timerStatus = 'dns';
    if (index % 3 === 1) participant.club = participant.club?.toUpperCase() ?? null;
    // Every 13th runner runs the race of the one before, to the millisecond: shared places.
    const twin =
      index % 13 === 12 ? (passingsOf.get(bundle.participants[index - 1]?.bib ?? '') ?? null) : null;
    const passings = twin ? twin.map((passing) => ({ ...passing, bib: participant.bib })) : own;
    // Every 7th has not reached the finish yet (on the course).
    kept.push(...(index % 7 === 3 ? passings.slice(0, -1) : passings));
  });
  return { ...bundle, passings: kept };
}
