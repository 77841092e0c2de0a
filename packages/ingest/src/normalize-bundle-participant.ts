import { type ParticipantRecord } from '@finishline/core';
import { isParticipantId } from './bundle-fields.js';
import {
  claimKeys,
  keyOf,
  type Claim,
  parseItem,
  resolveContest,
  type BundleContext,
  type ItemResult,
} from './bundle-context.js';
import { ParticipantInput } from './bundle-schema.js';
import { isRecord, pathKey } from './json-path.js';
import { parseInstant } from './parse-instant.js';
import { type Problem } from './problems.js';

/**
 * Reads one participant of a bundle. `id` defaults to the bib and is unique within the event;
 * the bib is unique within the contest and a chip within the event; `displayName` defaults to
 * `First Last`; `status` (dnf, dns, dsq) is the timer status; country codes are upper-cased.
 */
export function normalizeBundleParticipant(
  input: unknown,
  path: string,
  ctx: BundleContext,
): ItemResult<ParticipantRecord> {
  const parsed = parseItem(ParticipantInput, input, path);
  if (!parsed.ok) return reject(ctx, input, path, parsed.problems);
  const p = parsed.value;
  const contest = resolveContest(ctx, p.eventId, p.contestId, path);
  if (!contest.ok) return reject(ctx, input, path, contest.problems);
  const { eventId, id: contestId } = contest.value;
  const bib = String(p.bib);
  const id = p.id ?? bib;
  const firstName = (p.firstName ?? '').trim();
  const lastName = (p.lastName ?? '').trim();
  const displayName = p.displayName?.trim() || [firstName, lastName].filter(Boolean).join(' ');
  const chip = p.chip?.trim() || null;
  const problems: Problem[] = [];
  if (p.id === undefined && !isParticipantId(id)) {
    problems.push({
      path: pathKey(path, 'id'),
      message: `defaults to the bib "${bib}", which is not a valid id: give an id`,
    });
  }
  if (displayName === '') problems.push({ path, message: 'needs a firstName, lastName or displayName' });
  if (problems.length > 0) return reject(ctx, input, path, problems);
  const claims: Claim[] = [
    {
      key: keyOf('bib', eventId, contestId, bib),
      path: pathKey(path, 'bib'),
      what: `bib "${bib}" in contest "${contestId}"`,
    },
    {
      key: keyOf('participant', eventId, id),
      path: pathKey(path, p.id === undefined ? 'bib' : 'id'),
      what: `participant id "${id}" in event "${eventId}"${p.id === undefined ? ' (the id defaults to the bib)' : ''}`,
    },
  ];
  if (chip !== null) {
    claims.push({
      key: keyOf('chip', eventId, chip),
      path: pathKey(path, 'chip'),
      what: `chip "${chip}" in event "${eventId}"`,
    });
  }
  const taken = claimKeys(ctx, path, claims);
  if (taken.length > 0) return { ok: false, problems: taken };
  const waveStart = p.waveStart ? parseInstant(p.waveStart) : null;
  return {
    ok: true,
    value: {
      eventId,
      contestId,
      id,
      bib,
      chip,
      firstName,
      lastName,
      displayName,
      club: p.club?.trim() || null,
      country: p.country?.toUpperCase() ?? null,
      nation: p.nation?.toUpperCase() ?? null,
      gender: p.gender,
      birthYear: p.birthYear ?? null,
      age: p.age ?? null,
      ageGroup: p.ageGroup?.trim() || null,
      waveStart: waveStart?.ok ? waveStart.ms : null,
      timerStatus: p.status ?? null,
      ...(p.nameHidden === undefined ? {} : { nameHidden: p.nameHidden }),
    },
  };
}

function reject(
  ctx: BundleContext,
  input: unknown,
  path: string,
  problems: Problem[],
): ItemResult<ParticipantRecord> {
  if (
    isRecord(input) &&
    typeof input.contestId === 'string' &&
    (typeof input.bib === 'string' || typeof input.bib === 'number')
  ) {
    const eventId = typeof input.eventId === 'string' ? input.eventId : (ctx.singleEventId ?? '');
    const key = keyOf('bib', eventId, input.contestId, String(input.bib));
    if (!ctx.claimed.has(key)) ctx.rejected.set(key, path);
  }
  return { ok: false, problems };
}
