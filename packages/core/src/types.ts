/**
 * Domain types shared by the results engine, the database layer and the importers.
 * Rules: docs/results.md (design.md §3). Durations are integer milliseconds, instants are
 * epoch milliseconds (UTC), distances are metres.
 */

/** The 26 event types of the specification §3, as stored codes. */
export const EVENT_TYPES = [
  'running',
  'trail_running',
  'cycling',
  'duathlon',
  'triathlon',
  'motocross',
  'motorsports',
  'equestrian',
  'cross_country_running',
  'swimming',
  'athletics',
  'walking',
  'obstacle_course_race',
  'kayak',
  'aquathlon',
  'speed_skating',
  'biathlon',
  'bmx',
  'sailing',
  'canicross',
  'standup_paddleboarding',
  'gigathlon',
  'water_skiing',
  'wakeboard',
  'rowing',
  'other',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Who a contest is open to: men, women or mixed (shown Male / Female / Mixed). */
export const CONTEST_GENDERS = ['m', 'f', 'mf'] as const;
export type ContestGender = (typeof CONTEST_GENDERS)[number];

/** A participant's gender; `x` covers non-binary or undisclosed entries (ranked overall only). */
export const GENDERS = ['m', 'f', 'x'] as const;
export type Gender = (typeof GENDERS)[number];

/** Which clock the official time is read from. */
export const TIME_BASES = ['gun', 'net'] as const;
export type TimeBasis = (typeof TIME_BASES)[number];

/** Allowed time precisions in milliseconds: 1 s (default), 0.1 s, 0.01 s, 0.001 s. */
export const PRECISIONS_MS = [1000, 100, 10, 1] as const;
export type PrecisionMs = (typeof PRECISIONS_MS)[number];

/** How a contest shows pace: minutes per kilometre (default) or per mile (docs/results.md §Pace and speed). */
export const PACE_UNITS = ['min_per_km', 'min_per_mile'] as const;
export type PaceUnit = (typeof PACE_UNITS)[number];

/** How a contest shows speed: kilometres per hour (default) or miles per hour. */
export const SPEED_UNITS = ['kmh', 'mph'] as const;
export type SpeedUnit = (typeof SPEED_UNITS)[number];

export const STATUSES = ['registered', 'started', 'finished', 'dnf', 'dns', 'dsq'] as const;
export type Status = (typeof STATUSES)[number];

/** Statuses a timer sets explicitly; they win over reads. */
export const TIMER_STATUSES = ['dnf', 'dns', 'dsq'] as const;
export type TimerStatus = (typeof TIMER_STATUSES)[number];

export const EVENT_PERIODS = ['upcoming', 'all', 'past'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

export const ORGANIZER_TYPES = [
  'club',
  'association',
  'federation',
  'municipality',
  'company',
  'school',
  'charity',
  'other',
] as const;
export type OrganizerType = (typeof ORGANIZER_TYPES)[number];

export const CHECKPOINT_KINDS = ['start', 'split', 'finish'] as const;
export type CheckpointKind = (typeof CHECKPOINT_KINDS)[number];

/** The sport of a multisport leg; a transition is the change of kit between two legs. */
export const LEGS = ['swim', 'bike', 'run', 'transition'] as const;
export type Leg = (typeof LEGS)[number];

export type Checkpoint = {
  /** URL-safe id, unique within the contest (e.g. `km10`, `finish`). */
  id: string;
  name: string;
  /** Distance from the start line in metres (a start mat is 0, the finish is the contest distance). */
  distanceM: number;
  /** 0-based position along the course. */
  order: number;
  kind: CheckpointKind;
  /** Multisport: the leg that ends here (its stretch from the previous checkpoint); absent or null otherwise. */
  leg?: Leg | null;
};

/** One band of an age-group scheme: everyone aged `minAge` or more, up to the next band. */
export type AgeBand = { minAge: number; label: string };

export type AgeGroupScheme = {
  /** Ascending by minAge; the first band should start at 0. */
  bands: AgeBand[];
  /** Prefix the label with the gender letter (`F40`, `M40`). */
  byGender: boolean;
  /** `race_day`: age on the race date; `year_end`: race year minus birth year (World Athletics style). */
  ageOn: 'race_day' | 'year_end';
};

/** Everything about a contest the engine needs. */
export type ContestSetup = {
  /** Gun time (epoch ms). */
  startTime: number;
  distanceM: number;
  timeBasis: TimeBasis;
  precisionMs: PrecisionMs;
  /** Sorted by order; the last one with kind `finish` is the finish line. */
  checkpoints: Checkpoint[];
  /**
   * False when the organiser's results published no gun time (a net-only export, docs/import.md): the finish reads
   * then stand at gun + net time, and a gun time derived from them would only repeat the net time, so results
   * carry none. Default true.
   */
  gunTimePublished?: boolean;
};

/** A timing read at a checkpoint (epoch ms). */
export type Read = { checkpointId: string; at: number };

/** Everything about a participant the engine needs. */
export type ParticipantEntry = {
  id: string;
  bib: string;
  gender: Gender;
  /** Already resolved (imported or derived with deriveAgeGroup); null when unknown. */
  ageGroup: string | null;
  /** Wave start instant (epoch ms), used for net time when there is no start-mat read. */
  waveStart: number | null;
  /** Status set by the timer (import or passing); wins over reads. */
  timerStatus: TimerStatus | null;
  reads: Read[];
};

/** One checkpoint of a participant's splits. */
export type Split = {
  checkpointId: string;
  checkpointOrder: number;
  distanceM: number;
  /** Read instant (epoch ms). */
  at: number;
  /** Time from the start per the contest's basis, truncated to its precision. */
  fromStartMs: number;
  /** Time from the previous checkpoint that was reached (spans missing reads). */
  fromPreviousMs: number;
  /** Distance covered since that previous checkpoint. */
  segmentDistanceM: number;
  /** ms per km over the segment; null when the segment has no length or no time. */
  segmentPaceMsPerKm: number | null;
  segmentSpeedKmh: number | null;
  /** Place among everyone who reached this checkpoint, by fromStartMs (shared places 1, 2, 2, 4). */
  overallPlace: number;
  genderPlace: number | null;
};

/** The computed result of one participant. */
export type ResultRow = {
  participantId: string;
  bib: string;
  gender: Gender;
  ageGroup: string | null;
  status: Status;
  gunTimeMs: number | null;
  netTimeMs: number | null;
  officialTimeMs: number | null;
  overallPlace: number | null;
  genderPlace: number | null;
  ageGroupPlace: number | null;
  /** Gap to the first of the same ranking (overall / gender / age group). */
  gapMs: number | null;
  genderGapMs: number | null;
  ageGroupGapMs: number | null;
  /** Official time minus that of the participant placed just ahead (0 for a shared place). */
  diffMs: number | null;
  paceMsPerKm: number | null;
  speedKmh: number | null;
  /** The furthest checkpoint reached, with the time from start there. */
  lastCheckpointId: string | null;
  lastCheckpointOrder: number | null;
  lastFromStartMs: number | null;
  /** 1-based position in the full results order (finishers, then non-finishers). */
  rank: number;
  splits: Split[];
};

/**
 * One read (or verdict) from a timing system, as the live ingest parses it and the database stores it: packages/ingest
 * parses it from the API's batch, packages/db writes it. `index` is its position in the batch.
 */
export type LiveRead = {
  index: number;
  eventId: string;
  contestId: string;
  /** The bib, or null to map `chip` to the bib of the entrant wearing it. */
  bib: string | null;
  chip: string | null;
  /** Both null for a verdict without a read. */
  checkpointId: string | null;
  /** Epoch ms. */
  at: number | null;
  /** A verdict to set (null: clear it); undefined: none. */
  status?: TimerStatus | null;
};
