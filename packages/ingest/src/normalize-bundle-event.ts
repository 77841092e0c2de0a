import { type EventRecord } from '@finishline/core';
import { claimKeys, keyOf, parseItem, type BundleContext, type ItemResult } from './bundle-context.js';
import { EventInput } from './bundle-schema.js';
import { isRecord, pathKey } from './json-path.js';
import { canonicalTimeZone } from './parse-instant.js';
import { type Problem } from './problems.js';

/**
 * Reads one event of a bundle: `dateTo` defaults to `dateFrom` (a one-day event) and may not be
 * before it; the country is upper-cased and the time zone canonicalised; ids are unique.
 */
export function normalizeBundleEvent(
  input: unknown,
  path: string,
  ctx: BundleContext,
): ItemResult<EventRecord> {
  const parsed = parseItem(EventInput, input, path);
  if (!parsed.ok) return reject(ctx, input, path, parsed.problems);
  const event = parsed.value;
  const dateTo = event.dateTo ?? event.dateFrom;
  const problems: Problem[] = [];
  if (dateTo < event.dateFrom) {
    problems.push({
      path: pathKey(path, 'dateTo'),
      message: `${dateTo} is before dateFrom ${event.dateFrom}`,
    });
  }
  if (problems.length > 0) return reject(ctx, input, path, problems);
  const taken = claimKeys(ctx, path, [
    { key: keyOf('event', event.id), path: pathKey(path, 'id'), what: `event id "${event.id}"` },
  ]);
  if (taken.length > 0) return { ok: false, problems: taken };
  const record: EventRecord = {
    id: event.id,
    name: event.name.trim(),
    type: event.type,
    country: event.country.toUpperCase(),
    city: event.city.trim(),
    dateFrom: event.dateFrom,
    dateTo,
    timeZone: canonicalTimeZone(event.timeZone) ?? event.timeZone,
    description: event.description ?? null,
  };
  ctx.events.set(record.id, { record, path });
  return { ok: true, value: record };
}

function reject(
  ctx: BundleContext,
  input: unknown,
  path: string,
  problems: Problem[],
): ItemResult<EventRecord> {
  if (isRecord(input) && typeof input.id === 'string' && !ctx.events.has(input.id)) {
    ctx.rejected.set(keyOf('event', input.id), path);
  }
  return { ok: false, problems };
}
