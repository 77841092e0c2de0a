import { type PassingRecord, type RecordingRecord } from '@finishline/core';
import {
  claimKeys,
  dependent,
  keyOf,
  parseItem,
  resolveContest,
  type BundleContext,
  type ItemResult,
} from './bundle-context.js';
import { PassingInput, RecordingInput } from './bundle-schema.js';
import { pathKey } from './json-path.js';
import { parseInstant } from './parse-instant.js';

/**
 * Reads one passing of a bundle: its contest, participant (by bib) and checkpoint must be in the
 * bundle; the same read twice is reported rather than stored twice.
 */
export function normalizeBundlePassing(
  input: unknown,
  path: string,
  ctx: BundleContext,
): ItemResult<PassingRecord> {
  const parsed = parseItem(PassingInput, input, path);
  if (!parsed.ok) return parsed;
  const passing = parsed.value;
  const contest = resolveContest(ctx, passing.eventId, passing.contestId, path);
  if (!contest.ok) return contest;
  const { eventId, id: contestId, checkpoints } = contest.value;
  const bib = String(passing.bib);
  const bibKey = keyOf('bib', eventId, contestId, bib);
  if (!ctx.claimed.has(bibKey)) {
    const rejectedAt = ctx.rejected.get(bibKey);
    const message = `no participant with bib "${bib}" in contest "${contestId}"`;
    if (rejectedAt === undefined) return { ok: false, problems: [{ path: pathKey(path, 'bib'), message }] };
    return dependent(
      ctx,
      pathKey(path, 'bib'),
      `the participant with bib "${bib}" was rejected (see ${rejectedAt})`,
    );
  }
  if (!checkpoints.some((checkpoint) => checkpoint.id === passing.checkpointId)) {
    const known = checkpoints.map((checkpoint) => checkpoint.id).join(', ');
    return {
      ok: false,
      problems: [
        {
          path: pathKey(path, 'checkpointId'),
          message: `contest "${contestId}" has no checkpoint "${passing.checkpointId}" (its checkpoints: ${known})`,
        },
      ],
    };
  }
  const at = parseInstant(passing.at);
  const atMs = at.ok ? at.ms : 0;
  const key = keyOf('passing', eventId, contestId, bib, passing.checkpointId, String(atMs));
  const taken = claimKeys(ctx, path, [{ key, path, what: 'the same read' }]);
  if (taken.length > 0) return { ok: false, problems: taken };
  return { ok: true, value: { eventId, contestId, bib, checkpointId: passing.checkpointId, at: atMs } };
}

/** Reads one finish-line recording of a bundle; its id is unique within the contest. */
export function normalizeBundleRecording(
  input: unknown,
  path: string,
  ctx: BundleContext,
): ItemResult<RecordingRecord> {
  const parsed = parseItem(RecordingInput, input, path);
  if (!parsed.ok) return parsed;
  const recording = parsed.value;
  const contest = resolveContest(ctx, recording.eventId, recording.contestId, path);
  if (!contest.ok) return contest;
  const { eventId, id: contestId } = contest.value;
  const key = keyOf('recording', eventId, contestId, recording.id);
  const what = `recording id "${recording.id}" in contest "${contestId}"`;
  const taken = claimKeys(ctx, path, [{ key, path: pathKey(path, 'id'), what }]);
  if (taken.length > 0) return { ok: false, problems: taken };
  const startsAt = parseInstant(recording.startsAt);
  return {
    ok: true,
    value: {
      eventId,
      contestId,
      id: recording.id,
      src: recording.src.trim(),
      startsAt: startsAt.ok ? startsAt.ms : 0,
      durationMs: recording.durationMs,
    },
  };
}
