/**
 * The live view of a running contest (design §1 Live, §3 Live): the Server-Sent Events stream
 * GET /api/events/{eventId}/contests/{contestId}/live and its JSON snapshot …/live/snapshot.
 *
 * The stream sends two events, each `data:` one JSON object:
 * - `passings` (LivePassingsEvent): reads received since the last event, oldest first;
 * - `ranking` (LiveRanking): the live ranking and the leaders at each checkpoint, on connect and whenever they
 *   change (with the contest's lists: at most every 5 s while live).
 * Every `id:` is the contest's passing cursor (epoch ms at which the newest read delivered was received), which
 * only grows: a client that reconnects with `Last-Event-ID` (browsers do it by themselves) or `?after=` gets
 * every read received after it, then the current ranking. A comment line (`: ping`) keeps idle connections open.
 */
import { Type, type Static } from 'typebox';
import { CHECKPOINT_KIND_CODES, GENDER_CODES, STATUS_CODES } from './codes.js';
import { NullableInteger, NullableString, NullableStringEnum, StringEnum } from './schema-helpers.js';

/** Names of the stream's events. */
export const LIVE_EVENT_TYPES = ['passings', 'ranking'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** Rows of the live ranking sent in each `ranking` event and snapshot. */
export const LIVE_RANKING_SIZE = 20;
/** Leaders listed per checkpoint. */
export const LIVE_LEADERS_PER_CHECKPOINT = 3;
/** Most recent passings in a snapshot. */
export const LIVE_RECENT_PASSINGS = 50;
/** Most reads replayed to a reconnecting client; older missed reads are dropped (`truncated`). */
export const LIVE_MAX_REPLAY = 2000;

/** Query of the stream: where to resume when the client cannot send `Last-Event-ID` (the header wins). */
export const LiveStreamQuery = Type.Object({
  after: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 8_640_000_000_000_000,
      description:
        'Resume after this cursor (an event `id`, or `cursor` of the snapshot): every read received later is ' +
        'replayed first. Default: only what happens from now on.',
    }),
  ),
});
export type LiveStreamQuery = Static<typeof LiveStreamQuery>;

const personProperties = {
  participantId: NullableString({
    description: 'Participant id; null for a bib not entered in the contest.',
  }),
  bib: Type.String({ description: 'Bib.' }),
  name: NullableString({ description: 'Name as shown; null for a bib not entered.' }),
  gender: NullableStringEnum(GENDER_CODES, { description: '`m`, `f` or `x`; null for a bib not entered.' }),
  country: NullableString({ description: 'Country of residence, ISO alpha-2.' }),
};

/** One timing read as the live view shows it. */
export const LivePassing = Type.Object(
  {
    seq: Type.Integer({
      minimum: 0,
      description: 'Cursor of the read (epoch ms it was received); reads of one ingest batch share it.',
    }),
    ...personProperties,
    checkpointId: Type.String({ description: 'Checkpoint id.' }),
    at: Type.String({ format: 'date-time', description: 'When the mat was crossed, ISO 8601 UTC.' }),
    fromStartMs: NullableInteger({
      minimum: 0,
      description:
        "Time from the start at this checkpoint per the contest's basis, truncated to its precision; null at a " +
        'start mat, for a bib not entered, or for a read that is not the one counted (a second read at the mat).',
    }),
    place: NullableInteger({ minimum: 1, description: 'Place at this checkpoint (overall); null as above.' }),
    genderPlace: NullableInteger({ minimum: 1, description: 'Place at this checkpoint within the gender.' }),
    status: NullableStringEnum(STATUS_CODES, { description: "The participant's status now." }),
  },
  { additionalProperties: false },
);
export type LivePassing = Static<typeof LivePassing>;

/** Data of a `passings` event. */
export const LivePassingsEvent = Type.Object(
  {
    eventId: Type.String({ description: 'Event id.' }),
    contestId: Type.String({ description: 'Contest id.' }),
    items: Type.Array(LivePassing, { description: 'New reads, oldest first (by `seq`, then `at`).' }),
    truncated: Type.Boolean({
      description: `True when a resume missed more than ${LIVE_MAX_REPLAY} reads: only the newest were replayed.`,
    }),
  },
  { additionalProperties: false },
);
export type LivePassingsEvent = Static<typeof LivePassingsEvent>;

/** A row of the live ranking (furthest checkpoint, then time there). */
export const LiveRankingRow = Type.Object(
  {
    position: Type.Integer({
      minimum: 1,
      description: 'Position; shared by participants at the same checkpoint with the same time.',
    }),
    ...personProperties,
    participantId: Type.String({ description: 'Participant id.' }),
    name: Type.String({ description: 'Name as shown.' }),
    gender: StringEnum(GENDER_CODES, { description: '`m`, `f` or `x`.' }),
    status: StringEnum(['started', 'finished'] as const, { description: '`started` or `finished`.' }),
    lastCheckpointId: Type.String({ description: 'The furthest checkpoint reached.' }),
    fromStartMs: Type.Integer({ minimum: 0, description: 'Time from the start there (per the basis).' }),
  },
  { additionalProperties: false },
);
export type LiveRankingRow = Static<typeof LiveRankingRow>;

/** A leader at a checkpoint. */
export const LiveLeader = Type.Object(
  {
    place: Type.Integer({ minimum: 1, description: 'Place at the checkpoint.' }),
    ...personProperties,
    participantId: Type.String({ description: 'Participant id.' }),
    name: Type.String({ description: 'Name as shown.' }),
    gender: StringEnum(GENDER_CODES, { description: '`m`, `f` or `x`.' }),
    fromStartMs: Type.Integer({ minimum: 0, description: 'Time from the start at the checkpoint.' }),
    gapMs: Type.Integer({ minimum: 0, description: 'Behind the first at the checkpoint.' }),
  },
  { additionalProperties: false },
);
export type LiveLeader = Static<typeof LiveLeader>;

/** The leaders at one split or finish checkpoint. */
export const LiveCheckpointLeaders = Type.Object(
  {
    checkpointId: Type.String({ description: 'Checkpoint id.' }),
    name: Type.String({ description: 'Checkpoint name.' }),
    distanceM: Type.Number({ minimum: 0, description: 'Distance from the start in metres.' }),
    kind: StringEnum(CHECKPOINT_KIND_CODES, { description: '`split` or `finish`.' }),
    leaders: Type.Array(LiveLeader, {
      description: `The first ${LIVE_LEADERS_PER_CHECKPOINT} to reach it, by time from the start.`,
    }),
  },
  { additionalProperties: false },
);
export type LiveCheckpointLeaders = Static<typeof LiveCheckpointLeaders>;

const rankingProperties = {
  eventId: Type.String({ description: 'Event id.' }),
  contestId: Type.String({ description: 'Contest id.' }),
  version: Type.Integer({
    minimum: 0,
    description:
      "The version of the contest's lists these figures come from (they move at most every 5 s while live).",
  }),
  cursor: Type.Integer({
    minimum: 0,
    description: 'Passing cursor: open the stream with `?after=` this value to get every later read.',
  }),
  startedCount: Type.Integer({
    minimum: 0,
    description: 'Participants on the course (started, not finished).',
  }),
  finishedCount: Type.Integer({ minimum: 0, description: 'Finishers so far.' }),
  ranking: Type.Array(LiveRankingRow, {
    description: `The first ${LIVE_RANKING_SIZE} of the live ranking (DNF, DSQ and DNS left out).`,
  }),
  checkpoints: Type.Array(LiveCheckpointLeaders, {
    description: 'Split and finish checkpoints in course order, with their leaders.',
  }),
};

/** Data of a `ranking` event. */
export const LiveRanking = Type.Object(rankingProperties, { additionalProperties: false });
export type LiveRanking = Static<typeof LiveRanking>;

/** Response of GET …/live/snapshot: the ranking and the latest passings, for a server-rendered first view. */
export const LiveSnapshot = Type.Object(
  {
    ...rankingProperties,
    passings: Type.Array(LivePassing, {
      description: `The ${LIVE_RECENT_PASSINGS} latest reads, oldest first.`,
    }),
  },
  { additionalProperties: false },
);
export type LiveSnapshot = Static<typeof LiveSnapshot>;
