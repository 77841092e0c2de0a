import { type ParticipantDetailRow } from '@finishline/db';

/**
 * The average pace the certificate and the share card print, in the contest's unit, or none: on a multisport course
 * (a split in a leg) a whole-race pace means nothing across its sports; the leg times say it on the pages.
 */
export function wholeRacePaceMs({ contest, result, splits }: ParticipantDetailRow): number | null {
  if (splits.some((split) => split.leg !== null)) return null;
  return (contest.paceUnit === 'min_per_mile' ? result?.paceMsPerMile : result?.paceMsPerKm) ?? null;
}
