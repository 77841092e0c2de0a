import { type LiveRead } from '@finishline/core';
import { type IngestEnvelope, IngestRead, type IngestRejection } from '@finishline/contract';
import { Compile } from 'typebox/compile';
import { parseInstant } from './parse-instant.js';

/**
 * One checked read or timer verdict of a batch: core's LiveRead, as `ingestReads` of @finishline/db stores it. `index`
 * is its position in the batch, so that the database's own rejections (unknown contest, checkpoint, chip) name it too.
 */
export type PassingRead = LiveRead;

export type PassingsBatchResult = { reads: PassingRead[]; rejected: IngestRejection[] };

type Rejection = Pick<IngestRejection, 'code' | 'reason'>;

const checkRead = Compile(IngestRead);

const AT_EXAMPLES = '2026-06-15T08:22:03.120Z or 2026-06-15T10:22:03+02:00';

/** Why `at` is refused: what parseInstant says of a string, else that it must be one. */
function explainAt(at: unknown): Rejection {
  const parsed = typeof at === 'string' ? parseInstant(at) : null;
  const why = parsed !== null && !parsed.ok ? `\`at\` ${parsed.reason}` : '`at` must be a string';
  return { code: 'invalid_time', reason: `${why}: an RFC 3339 instant such as ${AT_EXAMPLES}.` };
}

/** The first schema error of a read as an operator-readable reason, with its code. */
function explain(value: unknown): Rejection {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { code: 'invalid_read', reason: 'A read must be a JSON object.' };
  }
  const errors = checkRead.Errors(value);
  const extra = errors.find((error) => error.keyword === 'additionalProperties');
  if (extra !== undefined) {
    const names = (extra.params as { additionalProperties?: string[] }).additionalProperties ?? [];
    return { code: 'invalid_read', reason: `Unknown field(s): ${names.join(', ')}.` };
  }
  const first = errors.find((error) => error.instancePath !== '') ?? errors[0];
  const field = first?.instancePath.split('/')[1] ?? 'read';
  if (field === 'at') return explainAt((value as { at?: unknown }).at);
  return { code: 'invalid_read', reason: `\`${field}\` ${first?.message ?? 'is invalid'}.` };
}

function checkOne(index: number, value: unknown, batch: IngestEnvelope): { read: PassingRead } | Rejection {
  if (!checkRead.Check(value)) return explain(value);
  const eventId = value.eventId ?? batch.eventId;
  const contestId = value.contestId ?? batch.contestId;
  if (eventId === undefined || contestId === undefined) {
    return {
      code: 'invalid_read',
      reason: '`eventId` and `contestId` are required, in the read or the batch.',
    };
  }
  if (value.bib === undefined && value.chip === undefined) {
    return { code: 'invalid_read', reason: 'A read needs a `bib` or a `chip`.' };
  }
  const hasRead = value.checkpointId !== undefined || value.at !== undefined;
  if (hasRead ? value.checkpointId === undefined || value.at === undefined : value.status === undefined) {
    return {
      code: 'invalid_read',
      reason: 'A read needs both `checkpointId` and `at` (only an item with a `status` may leave both out).',
    };
  }
  // The schema checked the form; this checks the calendar (2026-02-30, 25:00 are not instants).
  const at = value.at === undefined ? null : parseInstant(value.at);
  if (at !== null && !at.ok) return explainAt(value.at);
  return {
    read: {
      index,
      eventId,
      contestId,
      bib: value.bib === undefined ? null : String(value.bib),
      chip: value.chip ?? null,
      checkpointId: value.checkpointId ?? null,
      at: at === null ? null : at.ms,
      ...(value.status === undefined ? {} : { status: value.status }),
    },
  };
}

/**
 * Checks each item of a batch pushed by a timing system (POST /api/ingest/passings, docs/api.md "Ingest") on its
 * own against the contract's `IngestRead`: its shape, a real RFC 3339 instant (stored in milliseconds), a contest (from the
 * item or the batch), a bib or a chip, and a checkpoint with its time unless the item only carries a `status`.
 * A read repeated within the batch is rejected as `duplicate_in_batch` (verdicts may repeat: the last one wins).
 * One bad read never refuses the others. The envelope (`IngestEnvelope`) is checked before, as a whole; what
 * needs the database (contests, checkpoints, chips, the contest's time window) is checked by `ingestReads`.
 */
export function parsePassingsBatch(batch: IngestEnvelope): PassingsBatchResult {
  const reads: PassingRead[] = [];
  const rejected: IngestRejection[] = [];
  const seen = new Map<string, number>();
  batch.passings.forEach((value, index) => {
    const checked = checkOne(index, value, batch);
    if (!('read' in checked)) {
      rejected.push({ index, ...checked });
      return;
    }
    const { read } = checked;
    const status = read.status === undefined ? 'none' : read.status;
    const key = JSON.stringify([
      read.eventId,
      read.contestId,
      read.bib,
      read.chip,
      read.checkpointId,
      read.at,
      status,
    ]);
    const first = read.at === null ? undefined : seen.get(key);
    if (first !== undefined) {
      rejected.push({ index, code: 'duplicate_in_batch', reason: `The same read as item ${first}.` });
      return;
    }
    seen.set(key, index);
    reads.push(read);
  });
  return { reads, rejected };
}
