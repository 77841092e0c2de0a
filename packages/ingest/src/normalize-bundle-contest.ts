import { type AgeGroupScheme, type ContactInfo, type ContestRecord } from '@finishline/core';
import {
  claimKeys,
  keyOf,
  parseItem,
  resolveEvent,
  type BundleContext,
  type ItemResult,
} from './bundle-context.js';
import { ContestInput, type ContactInput } from './bundle-schema.js';
import { isRecord, pathIndex, pathKey } from './json-path.js';
import { normalizeCheckpoints } from './normalize-checkpoints.js';
import { dateInZone, parseInstant } from './parse-instant.js';
import { type Problem } from './problems.js';

/**
 * Reads one contest of a bundle. Defaults: gender `mf`, the event's country and city, time basis
 * `gun`, precision 1000 ms, metric units (pace per km, km/h), the default age-group scheme (null),
 * one finish checkpoint, an empty contact. The start time must fall within the event's dates in the event's time zone, which
 * catches a wrong offset.
 */
export function normalizeBundleContest(
  input: unknown,
  path: string,
  ctx: BundleContext,
): ItemResult<ContestRecord> {
  const parsed = parseItem(ContestInput, input, path);
  if (!parsed.ok) return reject(ctx, input, path, parsed.problems);
  const contest = parsed.value;
  const event = resolveEvent(ctx, contest.eventId, path);
  if (!event.ok) return reject(ctx, input, path, event.problems);
  const { id: eventId, dateFrom, dateTo, timeZone } = event.value;
  const problems: Problem[] = [];
  const startTime = parseInstant(contest.startTime);
  const startMs = startTime.ok ? startTime.ms : 0;
  const startDate = dateInZone(startMs, timeZone);
  if (startDate < dateFrom || startDate > dateTo) {
    problems.push({
      path: pathKey(path, 'startTime'),
      message: `falls on ${startDate} in ${timeZone}, outside the event's dates ${dateFrom} – ${dateTo} (check the offset)`,
    });
  }
  const checkpoints = normalizeCheckpoints(
    contest.checkpoints,
    contest.distanceM,
    pathKey(path, 'checkpoints'),
  );
  if (!checkpoints.ok) problems.push(...checkpoints.problems);
  const scheme = normalizeScheme(contest.ageGroupScheme, pathKey(path, 'ageGroupScheme'), problems);
  if (problems.length > 0 || !checkpoints.ok) return reject(ctx, input, path, problems);
  const key = keyOf('contest', eventId, contest.id);
  const what = `contest id "${contest.id}" in event "${eventId}"`;
  const taken = claimKeys(ctx, path, [{ key, path: pathKey(path, 'id'), what }]);
  if (taken.length > 0) return { ok: false, problems: taken };
  const record: ContestRecord = {
    eventId,
    id: contest.id,
    name: contest.name.trim(),
    startTime: startMs,
    distanceM: contest.distanceM,
    gender: contest.gender ?? 'mf',
    country: contest.country?.toUpperCase() ?? event.value.country,
    city: contest.city ?? event.value.city,
    timeBasis: contest.timeBasis ?? 'gun',
    precisionMs: contest.precisionMs ?? 1000,
    timeLimitMs: contest.timeLimitMs ?? null,
    paceUnit: contest.paceUnit ?? 'min_per_km',
    speedUnit: contest.speedUnit ?? 'kmh',
    ageGradingOfficial: contest.ageGradingOfficial ?? false,
    ageGroupScheme: scheme,
    checkpoints: checkpoints.value,
    contact: normalizeContact(contest.contact ?? null),
    courseGpx: contest.courseGpx ?? null,
  };
  ctx.contests.set(key, { record, path });
  return { ok: true, value: record };
}

function normalizeScheme(
  input: ContestInput['ageGroupScheme'],
  path: string,
  problems: Problem[],
): AgeGroupScheme | null {
  if (input === undefined || input === null) return null;
  input.bands.forEach((band, index) => {
    const previous = input.bands[index - 1];
    if (index === 0 && band.minAge !== 0) {
      problems.push({
        path: pathKey(pathIndex(pathKey(path, 'bands'), 0), 'minAge'),
        message: 'the first band must start at age 0',
      });
    }
    if (previous !== undefined && band.minAge <= previous.minAge) {
      problems.push({
        path: pathKey(pathIndex(pathKey(path, 'bands'), index), 'minAge'),
        message: 'bands must be in ascending order of minAge',
      });
    }
  });
  return {
    bands: input.bands.map((b) => ({ minAge: b.minAge, label: b.label })),
    byGender: input.byGender ?? true,
    ageOn: input.ageOn ?? 'race_day',
  };
}

function normalizeContact(input: ContactInput | null): ContactInfo {
  const text = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
  return {
    name: text(input?.name),
    email: text(input?.email),
    phone: text(input?.phone),
    website: text(input?.website),
    organizerType: input?.organizerType ?? null,
    organizer: text(input?.organizer),
    timingCompany: text(input?.timingCompany),
    country: input?.country?.toUpperCase() ?? null,
    city: text(input?.city),
  };
}

function reject(
  ctx: BundleContext,
  input: unknown,
  path: string,
  problems: Problem[],
): ItemResult<ContestRecord> {
  if (isRecord(input) && typeof input.id === 'string') {
    const eventId = typeof input.eventId === 'string' ? input.eventId : ctx.singleEventId;
    const key = keyOf('contest', eventId ?? '', input.id);
    if (!ctx.contests.has(key)) ctx.rejected.set(key, path);
  }
  return { ok: false, problems };
}
