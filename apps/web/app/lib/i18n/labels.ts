/** Translated names of the API's codes (design §4: the API speaks codes, the web translates). */
import type {
  ContestGenderCode,
  EventTypeCode,
  GenderCode,
  OrganizerTypeCode,
  ScheduleStateCode,
  StatusCode,
  TimeBasisCode,
} from '@finishline/contract';
import { EVENT_TYPE_CODES } from '@finishline/contract/codes';
import type { Translate } from './translator';

export function isEventType(code: string): code is EventTypeCode {
  return (EVENT_TYPE_CODES as readonly string[]).includes(code);
}

export function eventTypeLabel(t: Translate, code: string): string {
  return isEventType(code) ? t(`types.${code}`) : code;
}

export function genderLabel(t: Translate, code: ContestGenderCode | GenderCode): string {
  return t(`codes.gender.${code}`);
}

export function statusLabel(t: Translate, code: StatusCode): string {
  return t(`codes.status.${code}`);
}

export function timeBasisLabel(t: Translate, code: TimeBasisCode): string {
  return t(`codes.basis.${code}`);
}

/** The explanation shown with each time basis (spec §1). */
export function timeBasisExplanation(t: Translate, code: TimeBasisCode): string {
  return t(`codes.basis.${code}.explanation`);
}

export function organizerTypeLabel(t: Translate, code: OrganizerTypeCode): string {
  return t(`codes.organizer.${code}`);
}

export function scheduleStateLabel(t: Translate, code: ScheduleStateCode): string {
  return t(`events.state.${code}`);
}
