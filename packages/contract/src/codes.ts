/**
 * The codes the public API speaks. The contract stands alone (it imports nothing from the workspace), so these
 * lists repeat those of `@finishline/core`; a test in packages/api keeps them equal. Values are codes, never
 * sentences; their names in the four languages are in code-names.ts.
 */

/** The 26 event types of the specification §3. */
export const EVENT_TYPE_CODES = [
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
export type EventTypeCode = (typeof EVENT_TYPE_CODES)[number];

/** Who a contest is open to: `m` Male, `f` Female, `mf` Mixed. */
export const CONTEST_GENDER_CODES = ['m', 'f', 'mf'] as const;
export type ContestGenderCode = (typeof CONTEST_GENDER_CODES)[number];

/** A participant's gender; `x` is non-binary or undisclosed (ranked overall only). */
export const GENDER_CODES = ['m', 'f', 'x'] as const;
export type GenderCode = (typeof GENDER_CODES)[number];

/** Participant status (design §3): timer statuses `dnf`, `dns`, `dsq` win over reads. */
export const STATUS_CODES = ['registered', 'started', 'finished', 'dnf', 'dns', 'dsq'] as const;
export type StatusCode = (typeof STATUS_CODES)[number];

/** The statuses a timer sets (a results row shows their short form in place of a time). */
export const TIMER_STATUS_CODES = ['dnf', 'dns', 'dsq'] as const satisfies readonly StatusCode[];
export type TimerStatusCode = (typeof TIMER_STATUS_CODES)[number];

/** Which clock the official time is read from. */
export const TIME_BASIS_CODES = ['gun', 'net'] as const;
export type TimeBasisCode = (typeof TIME_BASIS_CODES)[number];

/** Time precisions in milliseconds: 1 s, 0.1 s, 0.01 s, 0.001 s. */
export const PRECISION_VALUES = [1000, 100, 10, 1] as const;
export type PrecisionValue = (typeof PRECISION_VALUES)[number];

/** The unit a contest's pages show pace in: minutes per kilometre or per mile (1 mile = 1609.344 m). */
export const PACE_UNIT_CODES = ['min_per_km', 'min_per_mile'] as const;
export type PaceUnitCode = (typeof PACE_UNIT_CODES)[number];

/** The unit a contest's pages show speed in: km/h or mph. */
export const SPEED_UNIT_CODES = ['kmh', 'mph'] as const;
export type SpeedUnitCode = (typeof SPEED_UNIT_CODES)[number];

/** Events list period: `upcoming` (ends today or later, in the event's zone), `past` (shown "Completed"), `all`. */
export const EVENT_PERIOD_CODES = ['upcoming', 'all', 'past'] as const;
export type EventPeriodCode = (typeof EVENT_PERIOD_CODES)[number];

/**
 * Where an event or contest stands on the calendar of its own time zone: `upcoming` (first day after today),
 * `ongoing` (today is one of its days), `completed` (last day before today).
 */
export const SCHEDULE_STATE_CODES = ['upcoming', 'ongoing', 'completed'] as const;
export type ScheduleStateCode = (typeof SCHEDULE_STATE_CODES)[number];

export const ORGANIZER_TYPE_CODES = [
  'club',
  'association',
  'federation',
  'municipality',
  'company',
  'school',
  'charity',
  'other',
] as const;
export type OrganizerTypeCode = (typeof ORGANIZER_TYPE_CODES)[number];

/** A checkpoint is a start mat, an intermediate split or the finish. */
export const CHECKPOINT_KIND_CODES = ['start', 'split', 'finish'] as const;
export type CheckpointKindCode = (typeof CHECKPOINT_KIND_CODES)[number];

/** Multisport legs: the sport of the stretch ending at a checkpoint, or the change of kit between two legs. */
export const LEG_CODES = ['swim', 'bike', 'run', 'transition'] as const;
export type LegCode = (typeof LEG_CODES)[number];

/** Interface languages: English (default), Spanish, French, Arabic (Modern Standard Arabic). */
export const LOCALE_CODES = ['en', 'es', 'fr', 'ar'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** Machine-readable error codes of `{ error: { code, message } }`. */
export const ERROR_CODES = [
  'invalid_parameter',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
