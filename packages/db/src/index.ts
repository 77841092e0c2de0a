/**
 * `@finishline/db`: the schema, migrations, the database handle (PGlite or PostgreSQL), writes (bundle
 * upsert, reads, recompute) and the one read layer: every query the API and the site serve. Every query function
 * takes the handle first.
 */
export { createDb, findRepoRoot, resolvePgliteDir, type CreateDbOptions } from './create-db.js';
export { readDbEnv, type DbEnv } from './env.js';
export { DB_ERROR_CODES, DbError, type DbErrorCode, isDatabaseUnavailable } from './errors.js';
export {
  type Db,
  type DbHandle,
  type DbKind,
  type NotificationHandler,
  type Orm,
  type Row,
} from './handle.js';
export { MIGRATIONS_FOLDER, migrate, type MigrateResult } from './migrate.js';
export {
  CONTEST_CHANGED_CHANNEL,
  EVENT_CHANGED_CHANNEL,
  listen,
  notify,
  type ContestChanged,
  type EventChanged,
  WRITER_ID,
} from './notify.js';
export * as schema from './schema/index.js';
export { getContestEntries, getContestSetup } from './recompute/load-contest.js';
export {
  recomputeContest,
  type RecomputeOptions,
  type RecomputeOutcome,
} from './recompute/recompute-contest.js';
export { findPendingRecomputes, type PendingRecompute } from './recompute/recompute-requests.js';
export { LIST_EVERY_MS, SETTLE_EVERY_MS } from './recompute/live-step.js';
export { catchUpLists } from './recompute/catch-up-lists.js';
export { planStats, setPlanWorker } from './recompute/plan-off-thread.js';
export { insertPassings, type InsertPassingsOptions } from './writes/insert-passings.js';
export { resetContestTiming } from './writes/reset-contest-timing.js';
export { setTimerStatus } from './writes/set-timer-status.js';
export { type NameHiddenOutcome, type NameHiddenRef, setNameHidden } from './writes/set-name-hidden.js';
export {
  upsertBundle,
  type UpsertBundleOptions,
  type UpsertBundleSummary,
  type UpsertStage,
} from './writes/upsert-bundle.js';
export {
  countRecentClaims,
  createClaim,
  createClaimWithinLimit,
  type ClaimLimit,
  findClaims,
  getClaimRate,
  type ClaimInput,
  type ClaimRate,
  type ClaimRow,
} from './queries/claims.js';
export {
  countEventFilters,
  findCities,
  findCountries,
  type CityCount,
  type CodeCount,
  type EventFacets,
} from './queries/event-facets.js';
export {
  findContests,
  findRecordings,
  getContest,
  getContestCourse,
  type ContestDetailRow,
  type ContestRow,
  type RecordingRow,
} from './queries/find-contests.js';
export {
  findEvents,
  getEvent,
  hasEvents,
  type ContestBriefRow,
  type EventFilter,
  type EventListRow,
  type EventQuery,
  type EventRow,
  type EventSort,
} from './queries/find-events.js';
export {
  findResults,
  type ResultContest,
  type ResultFilter,
  type ResultListRow,
} from './queries/find-results.js';
export { EXPORT_CHUNK_ROWS, exportResultChunks } from './queries/export-results.js';
export { type ExportSplitRow, findExportSplits } from './queries/export-splits.js';
export { findStartList, type StartListFilter } from './queries/find-start-list.js';
export {
  getParticipantDetail,
  getParticipantDetailsByBibs,
  type ParticipantDetailParts,
  type ParticipantDetailRow,
  type ParticipantResultRow,
  type SplitArrays,
  type SplitRow,
  type StoredResult,
  toParticipantDetail,
} from './queries/get-participant.js';
export {
  findSetAsideCheckpoints,
  listSetAsideReads,
  type SetAsideReadRow,
} from './queries/set-aside-reads.js';
export {
  type ListFilter,
  MAX_PAGE_SIZE,
  searchWords,
  type PageOf,
  type Paging,
  type ParticipantRow,
} from './queries/list-filters.js';
export { findParticipantsByKeys } from './queries/find-participants-by-keys.js';
export { findClubKeys, foldTexts } from './queries/field-lookups.js';
export {
  type ContestFieldRow,
  type CourseCheckpoint,
  type FieldContest,
  loadContestField,
  type LoadedContestField,
} from './queries/load-contest-field.js';
export { pingDatabase } from './queries/ping-database.js';
export { searchParticipants, type SearchFilter, type SearchHitRow } from './queries/search-participants.js';
export {
  type ContestClock,
  type ContestVersion,
  type EventCalendar,
  type EventVersion,
  getCatalogVersion,
  getContestVersion,
  getEventVersion,
  getParticipantVersion,
  type ParticipantVersion,
} from './queries/versions.js';
export {
  findLatestPassings,
  findPassingsAfter,
  getLiveContest,
  getPassingCursor,
  type LiveContestRef,
  type LivePassingRow,
} from './live/find-live-passings.js';
export {
  ingestReads,
  type IngestReadsOptions,
  type IngestReadsResult,
  type LiveReadInput,
  type LiveReadOutcome,
  type LiveReadRejection,
} from './live/ingest-reads.js';
export {
  readYourVersion,
  type ReplicaRouting,
  type ReplicaRoutingStats,
} from './replica/read-your-version.js';
export {
  type ImportChanges,
  previewImport,
  type PreviewImportOptions,
  type StoredPlaces,
  storedPlacesOf,
  withPlacesMoved,
} from './preview/preview-import.js';
export {
  type ContestChanges,
  MAX_MOVES,
  type PlaceAfter,
  type PlaceChanges,
  type PlaceMove,
} from './preview/diff-import.js';
export { loadOverallPlaces } from './queries/load-overall-places.js';
export { getOrCreateSiteKey } from './push/site-keys.js';
export {
  countSubscriptionsSince,
  deleteExpiredSubscriptions,
  deleteSubscription,
  type FollowedRunner,
  removeSubscriptions,
  type SavedSubscription,
  saveSubscription,
  type SubscriptionInput,
} from './push/subscriptions.js';
export {
  type AlertPayload,
  claimDueAlerts,
  type ClaimedAlert,
  countAlertsByState,
  enqueueAlerts,
  failAlerts,
  markAlertsSent,
  type NewAlert,
  retryAlerts,
} from './push/outbox.js';
export {
  type AlertCandidate,
  findAlertCandidates,
  findFollowedContests,
  findFollowedTopics,
  findOnCourseFollows,
  type FollowedContest,
  type FollowedTopic,
  type OnCourseFollow,
  withPlanningLock,
} from './push/alert-candidates.js';
