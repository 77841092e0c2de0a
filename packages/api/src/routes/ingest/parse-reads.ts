/**
 * Checks each item of an ingest batch on its own (shape, time, completeness, repeats within the batch), so one bad
 * read never refuses the others. What needs the database (contests, checkpoints, chips) is checked by ingestReads.
 */
import { type IngestEnvelope, IngestRead, type IngestRejection } from '@finishline/contract';
import { type LiveReadInput } from '@finishline/db';
import { Compile } from 'typebox/compile';

const checkRead = Compile(IngestRead);

const AT_EXAMPLE = '2026-06-15T08:22:03.120Z';

export type ParsedBatch = { reads: LiveReadInput[]; rejected: IngestRejection[] };

/** The first schema error of a read as an operator-readable reason, with its code. */
function explain(value: unknown): Pick<IngestRejection, 'code' | 'reason'> {
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
  if (field === 'at') {
    return {
      code: 'invalid_time',
      reason: `\`at\` must be an ISO 8601 UTC instant with milliseconds, like ${AT_EXAMPLE}.`,
    };
  }
  return { code: 'invalid_read', reason: `\`${field}\` ${first?.message ?? 'is invalid'}.` };
}

/** Epoch ms of a pattern-checked `at`, or null when it is not a real date and time (2026-02-30, 25:00). */
function parseAt(text: string): number | null {
  const ms = Date.parse(text);
  if (!Number.isFinite(ms)) return null;
  // Date.parse rolls 2026-02-30 over to March: a real instant prints back as it was written.
  return new Date(ms).toISOString().slice(0, 23) === text.slice(0, 23) ? ms : null;
}

type Checked = { read: LiveReadInput } | Pick<IngestRejection, 'code' | 'reason'>;

function checkOne(index: number, value: unknown, batch: IngestEnvelope): Checked {
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
  const at = value.at === undefined ? null : parseAt(value.at);
  if (value.at !== undefined && at === null) {
    return { code: 'invalid_time', reason: `\`at\` "${value.at}" is not a real date and time.` };
  }
  return {
    read: {
      index,
      eventId,
      contestId,
      bib: value.bib === undefined ? null : String(value.bib),
      chip: value.chip ?? null,
      checkpointId: value.checkpointId ?? null,
      at,
      ...(value.status === undefined ? {} : { status: value.status }),
    },
  };
}

/** Splits a batch into checked reads and rejections (by index). */
export function parseReads(batch: IngestEnvelope): ParsedBatch {
  const reads: LiveReadInput[] = [];
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
