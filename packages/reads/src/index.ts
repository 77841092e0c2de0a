/**
 * `@finishline/reads`: every public read as one plain function (ADR 024) — the API's routes and the site's server
 * loaders call the same ones in process — with what both share: presenters, freshness and ETags, cache tags,
 * schedule states, the race analysis, and the one error type.
 */
export {
  type Answer,
  clockBucket,
  ETAG_REVISION,
  type Freshness,
  FRESHNESS,
  edgeMaxAge,
  makeEtag,
  PURGED_EDGE_MAX_AGE,
  valueOf,
} from './answer.js';
export { ApiError, invalidParameter, notFound } from './api-error.js';
export {
  CATALOG_TAGS,
  contestTag,
  contestTags,
  eventTag,
  eventTags,
  participantTag,
  participantTags,
  listTags,
  listsTag,
  liveTagsOfChange,
  SITE_TAG,
  tagHeaders,
  tagsOfChange,
  type TaggedChange,
} from './cache-tags.js';
export { clientAddress, clientHash } from './client-key.js';
export { createReads, type Reads, type ReadsOptions } from './create-reads.js';
export { type FieldStoreStats } from './field/field-store.js';
export {
  fieldLiveRanking,
  type LiveCheckpointEntry,
  type LiveLeaderEntry,
  type LivePerson,
  type LiveRankingData,
  type LiveRankingEntry,
} from './field/field-live.js';
export { followChanges } from './field/follow-changes.js';
export { RETRY_AFTER_SECONDS } from './database-unavailable.js';
export { compareNames, COUNTRY_CODES, countryName, INTL_LOCALES } from './i18n/country-names.js';
export { pageOf, wholeList, type ListPage } from './presenters/lists.js';
export { toIso } from './presenters/instant.js';
export { presentPassing, presentRanking, type RankingBody } from './presenters/live.js';
export { presentResultRow } from './presenters/result.js';
export { CLAIM_LIMIT, type ClaimLimit, ClaimRateLimited, claimWrites } from './reads/claims.js';
export {
  addMonths,
  type Calendar,
  contestFreshness,
  contestState,
  DEFAULT_TIME_LIMIT_MS,
  eventFreshness,
  eventFreshnessState,
  eventState,
  freshnessOf,
  safeToday,
  statesOf,
} from './schedule.js';
export { certificatePath } from './certificate-path.js';
export {
  clipWindow,
  isExternalSrc,
  mediaFragment,
  recordingUrl,
  videoContentType,
  videoOffer,
} from './video-clip.js';
