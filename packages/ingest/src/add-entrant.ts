import {
  type Checkpoint,
  type EventType,
  type ParticipantRecord,
  type PassingRecord,
  type SetAsideRead,
  type TimeBasis,
} from '@finishline/core';
import { type RowPerson } from './read-row-person.js';
import { type RowTimes } from './read-row-times.js';

/** The contest a results file belongs to, as the database knows it. */
export type CsvContest = {
  eventId: string;
  contestId: string;
  /** Gun time, epoch ms. */
  startTime: number;
  timeBasis: TimeBasis;
  checkpoints: readonly Checkpoint[];
  /** The event's sport: sets the speed limit of the plausibility checks (docs/import.md); none when absent. */
  eventType?: EventType | null;
};

/** A results file's entrants and reads, and the implausible reads set aside (stored apart, never ranked). */
export type CsvResults = {
  participants: ParticipantRecord[];
  passings: PassingRecord[];
  setAside: SetAsideRead[];
};

/** Adds one read entrant and their reads to the results (of a CSV row or an IOF PersonResult). */
export function addEntrant(
  results: CsvResults,
  contest: CsvContest,
  person: RowPerson,
  times: Omit<RowTimes, 'setAside'> & Partial<Pick<RowTimes, 'setAside'>>,
  /** The row's line in the file, for the set-aside reads' report (null for a file without lines). */
  line: number | null = null,
): void {
  const { eventId, contestId } = contest;
  results.participants.push({
    eventId,
    contestId,
    ...person,
    waveStart: times.waveStart,
    timerStatus: times.timerStatus,
  });
  // A literal of the five fields, not a spread: millions of reads, each an object with its fields in itself.
  for (const { checkpointId, at } of times.reads)
    results.passings.push({ eventId, contestId, bib: person.bib, checkpointId, at });
  for (const aside of times.setAside ?? [])
    results.setAside.push({ eventId, contestId, bib: person.bib, line, ...aside });
}
