/** Test helpers for the list queries: a contest's version and a full filter from the fields a test names. */
import { type Db } from '../handle.js';
import { type ListFilter } from '../queries/list-filters.js';
import { type ContestVersion, getContestVersion } from '../queries/versions.js';

export const NO_FILTER: ListFilter = {
  gender: null,
  ageGroup: null,
  country: null,
  nation: null,
  club: null,
  status: null,
};

/** The contest's version; throws for an unknown contest (a test names real ones). */
export async function contestOf(db: Db, eventId: string, contestId: string): Promise<ContestVersion> {
  const version = await getContestVersion(db, eventId, contestId);
  if (!version) throw new Error(`no contest ${eventId}/${contestId}`);
  return version;
}
