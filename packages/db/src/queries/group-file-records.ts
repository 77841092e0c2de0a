/**
 * A bundle's own records grouped as an import's summary and its write look them up: reads by contest and bib,
 * participants by contest and id, the contests its reads name. Pure.
 */
import { type ParticipantRecord, type PassingRecord } from '@finishline/core';

/** A file's reads by contest (`eventId/contestId`), then bib. */
export type FileReads = Map<string, Map<string, PassingRecord[]>>;

/**
 * The contests (`eventId/contestId`) that reads name, without a key per read: a file's reads come runner by
 * runner, so a key is made only where the contest differs from the read before.
 */
export function contestKeysOf(
  reads: readonly PassingRecord[],
): { ref: string; eventId: string; contestId: string }[] {
  const keys = new Map<string, { ref: string; eventId: string; contestId: string }>();
  let last: PassingRecord | undefined;
  for (const read of reads) {
    if (last !== undefined && last.eventId === read.eventId && last.contestId === read.contestId) continue;
    last = read;
    const ref = `${read.eventId}/${read.contestId}`;
    if (!keys.has(ref)) keys.set(ref, { ref, eventId: read.eventId, contestId: read.contestId });
  }
  return [...keys.values()];
}

/** The bundle's reads by contest (`eventId/contestId`), then bib. */
export function readsByContestAndBib(passings: readonly PassingRecord[]): FileReads {
  const grouped: FileReads = new Map();
  let last: PassingRecord | undefined;
  let byBib: Map<string, PassingRecord[]> | undefined;
  for (const read of passings) {
    if (last === undefined || last.eventId !== read.eventId || last.contestId !== read.contestId) {
      const key = `${read.eventId}/${read.contestId}`;
      byBib = grouped.get(key);
      if (byBib === undefined) grouped.set(key, (byBib = new Map()));
    }
    last = read;
    const list = byBib?.get(read.bib);
    if (list === undefined) byBib?.set(read.bib, [read]);
    else list.push(read);
  }
  for (const lists of grouped.values()) exactLists(lists);
  return grouped;
}

/**
 * Each list copied to an array of its own length: a list grown by push keeps room for about 17 elements, twice what
 * a runner's eight or so reads need (20 MB over 100,000 runners).
 */
function exactLists<T>(lists: Map<string, T[]>): void {
  for (const [key, list] of lists) if (list.length > 1) lists.set(key, list.slice());
}

/** The bundle's participants by contest (`eventId/contestId`), then id. */
export function entrantsByContestAndId(
  participants: readonly ParticipantRecord[],
): Map<string, Map<string, ParticipantRecord>> {
  const grouped = new Map<string, Map<string, ParticipantRecord>>();
  for (const entry of participants) {
    const key = `${entry.eventId}/${entry.contestId}`;
    let byId = grouped.get(key);
    if (byId === undefined) grouped.set(key, (byId = new Map()));
    byId.set(entry.id, entry);
  }
  return grouped;
}
