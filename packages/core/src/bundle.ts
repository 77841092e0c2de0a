/**
 * The normalized data an import produces and the database writes (docs/import.md).
 * Importers (JSON bundle, CSV with a mapping) parse files into this shape; the database
 * upserts it by natural keys, so importing the same bundle twice leaves the same data.
 */
import type {
  AgeGroupScheme,
  Checkpoint,
  ContestGender,
  EventType,
  Gender,
  OrganizerType,
  PaceUnit,
  PrecisionMs,
  SpeedUnit,
  TimeBasis,
  TimerStatus,
} from './types.js';

export type ContactInfo = {
  name: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  organizerType: OrganizerType | null;
  organizer: string | null;
  timingCompany: string | null;
  country: string | null;
  city: string | null;
};

export type EventRecord = {
  /** URL-safe slug, globally unique. */
  id: string;
  name: string;
  type: EventType;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  city: string;
  /** Calendar dates in the event's zone, `YYYY-MM-DD`. */
  dateFrom: string;
  dateTo: string;
  /** IANA zone, e.g. `Africa/Casablanca`. */
  timeZone: string;
  description: string | null;
};

export type ContestRecord = {
  eventId: string;
  /** URL-safe slug, unique within the event. */
  id: string;
  name: string;
  /** Gun time, epoch ms. */
  startTime: number;
  distanceM: number;
  gender: ContestGender;
  country: string;
  city: string;
  timeBasis: TimeBasis;
  precisionMs: PrecisionMs;
  /**
   * The time limit after the gun, ms (the cutoff): the contest is live from its gun until its last runner is in or
   * this has passed. Optional (older bundles and imports): null — then a day (docs/results.md §Live).
   */
  timeLimitMs?: number | null;
  /** The units pages and certificates show pace and speed in; the API gives both either way. */
  paceUnit: PaceUnit;
  speedUnit: SpeedUnit;
  /** The organiser publishes the WMA age grading as official (docs/age-grading.md); default false: unofficial. */
  ageGradingOfficial?: boolean;
  /** null: the default scheme (docs/results.md). */
  ageGroupScheme: AgeGroupScheme | null;
  checkpoints: Checkpoint[];
  contact: ContactInfo;
  /** GPX document of the course, if any. */
  courseGpx: string | null;
};

export type ParticipantRecord = {
  eventId: string;
  contestId: string;
  /** Unique within the event; importers default it to the bib. */
  id: string;
  /** Unique within the contest. */
  bib: string;
  chip: string | null;
  firstName: string;
  lastName: string;
  /** The name as shown (e.g. `Amina El Idrissi`). */
  displayName: string;
  club: string | null;
  /** Residence, ISO alpha-2. */
  country: string | null;
  /** Nationality, ISO alpha-2. */
  nation: string | null;
  gender: Gender;
  birthYear: number | null;
  age: number | null;
  /** As imported; when null the database derives it from birth year or age with the contest's scheme. */
  ageGroup: string | null;
  /** Own start instant (wave start, or derived from an imported net time), epoch ms. */
  waveStart: number | null;
  timerStatus: TimerStatus | null;
  /**
   * The organiser hides the name (the participant asked to be anonymous): it is then never stored. Undefined
   * keeps what the database has, so a corrected file without the flag does not reveal a hidden name.
   */
  nameHidden?: boolean;
};

export type PassingRecord = {
  eventId: string;
  contestId: string;
  bib: string;
  checkpointId: string;
  /** Epoch ms with millisecond precision. */
  at: number;
};

/** A finish-line recording: a video file whose first frame is at `startsAt`. */
export type RecordingRecord = {
  eventId: string;
  contestId: string;
  id: string;
  /** Path relative to the media folder, or an absolute URL. */
  src: string;
  startsAt: number;
  durationMs: number;
};

/**
 * A read an import set aside because it cannot be real (docs/import.md, "Set aside"): stored apart from the
 * passings, so it is never shown, ranked or analysed, with where it came from and why, for the organiser to see.
 */
export type SetAsideRead = PassingRecord & {
  /** 1-based line of the file (null when it has none). */
  line: number | null;
  /** The column it was read from, as the file's header names it. */
  column: string | null;
  /** The cell as written. */
  value: string;
  /** Why it cannot be real, in words. */
  reason: string;
};

export type ImportBundle = {
  events: EventRecord[];
  contests: ContestRecord[];
  participants: ParticipantRecord[];
  passings: PassingRecord[];
  recordings: RecordingRecord[];
  /** Implausible reads of a results file, set aside (none in a JSON bundle). */
  setAside?: SetAsideRead[];
};
