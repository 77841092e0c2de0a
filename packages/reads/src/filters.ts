import { type GenderCode, type StatusCode } from '@finishline/contract';

type FilterQuery = {
  gender?: GenderCode;
  ageGroup?: string;
  country?: string;
  nation?: string;
  club?: string;
  status?: StatusCode;
};

/**
 * The participant filters shared by the start list and the results, normalised (country codes upper case, absent
 * as null) so that equal requests key equal ETags.
 */
export function participantFilter(query: FilterQuery) {
  return {
    gender: query.gender ?? null,
    ageGroup: query.ageGroup ?? null,
    country: query.country?.toUpperCase() ?? null,
    nation: query.nation?.toUpperCase() ?? null,
    club: query.club?.trim() || null,
    status: query.status ?? null,
  };
}
