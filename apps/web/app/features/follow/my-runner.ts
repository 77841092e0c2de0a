/**
 * A followed runner as the My runners page shows them: who, their latest passing (checkpoint, time from the
 * start, place there) and, once finished, their official time and place — from the tracking API's detail.
 */
import type {
  CheckpointKindCode,
  ParticipantDetail,
  ParticipantResult,
  PrecisionValue,
  ScheduleStateCode,
  Split,
  StatusCode,
} from '@finishline/contract';

/** What this page reads of the tracking API's participant detail. */
export type RunnerDetail = {
  participant: Pick<ParticipantDetail['participant'], 'id' | 'bib' | 'name' | 'club' | 'nation' | 'status'>;
  result: Pick<ParticipantResult, 'officialTimeMs' | 'overallPlace'>;
  splits: Pick<
    Split,
    'checkpointId' | 'kind' | 'name' | 'distanceM' | 'isReached' | 'fromStartMs' | 'at' | 'overallPlace'
  >[];
};

export type LatestPassing = {
  checkpointId: string;
  kind: CheckpointKindCode;
  name: string;
  distanceM: number;
  fromStartMs: number | null;
  at: string | null;
  /** Place at that checkpoint among everyone who reached it. */
  place: number | null;
};

export type MyRunner =
  | { bib: string; isFound: false }
  | {
      bib: string;
      isFound: true;
      id: string;
      name: string;
      club: string | null;
      nation: string | null;
      status: StatusCode;
      latest: LatestPassing | null;
      officialTimeMs: number | null;
      overallPlace: number | null;
    };

/** One contest's followed runners, in the order they were followed. */
export type MyRunnersGroup = {
  contestId: string;
  contestName: string;
  state: ScheduleStateCode;
  precisionMs: PrecisionValue;
  bibs: string[];
  runners: MyRunner[];
};

export function summarizeRunner(detail: RunnerDetail): MyRunner {
  const { participant, result, splits } = detail;
  const last = splits.filter((split) => split.isReached).at(-1);
  return {
    bib: participant.bib,
    isFound: true,
    id: participant.id,
    name: participant.name,
    club: participant.club,
    nation: participant.nation,
    status: participant.status,
    latest: last
      ? {
          checkpointId: last.checkpointId,
          kind: last.kind,
          name: last.name,
          distanceM: last.distanceM,
          fromStartMs: last.fromStartMs,
          at: last.at,
          place: last.overallPlace,
        }
      : null,
    officialTimeMs: participant.status === 'finished' ? result.officialTimeMs : null,
    overallPlace: participant.status === 'finished' ? result.overallPlace : null,
  };
}

/** The runners of `bibs` in that order: a bib the contest does not have is "not found". */
export function matchRunners(bibs: readonly string[], details: readonly RunnerDetail[]): MyRunner[] {
  const byBib = new Map(details.map((detail) => [detail.participant.bib.toUpperCase(), detail]));
  return bibs.map((bib): MyRunner => {
    const detail = byBib.get(bib.toUpperCase());
    return detail ? summarizeRunner(detail) : { bib, isFound: false };
  });
}

/** How many runners of the groups the contests know. */
export function countFound(groups: readonly MyRunnersGroup[]): number {
  return groups.reduce((sum, group) => sum + group.runners.filter((runner) => runner.isFound).length, 0);
}
