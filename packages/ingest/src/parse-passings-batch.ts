import { TIMER_STATUSES, type TimerStatus } from '@finishline/core';
import { Type } from 'typebox';
import { matchesSchema } from './fast-check-schema.js';
import { Bib, Slug } from './bundle-fields.js';
import { checkSchema } from './check-schema.js';
import { formatProblem } from './format-problems.js';
import { isRecord } from './json-path.js';
import { parseInstant } from './parse-instant.js';

/** One accepted timing read; the caller finds the participant by bib, else by chip. */
export type PassingRead = {
  bib: string | null;
  chip: string | null;
  checkpointId: string;
  /** Epoch ms. */
  at: number;
  /** A timer status sent with the read (dnf, dns, dsq). */
  status: TimerStatus | null;
};
export type PassingRejection = { index: number; reason: string };
export type PassingsBatchResult =
  { ok: true; accepted: PassingRead[]; rejected: PassingRejection[] } | { ok: false; reason: string };
export type PassingsBatchOptions = {
  /** The contest's checkpoint ids; reads at other checkpoints are rejected. */
  checkpointIds?: readonly string[];
  /** Largest batch accepted (default 5000). */
  maxReads?: number;
};

const UtcInstant = Type.Refine(
  Type.String(),
  (value) => parseInstant(value, { requireMs: true, requireUtc: true }).ok,
  (value) => {
    const parsed = parseInstant(value, { requireMs: true, requireUtc: true });
    return parsed.ok ? 'is not valid' : parsed.reason;
  },
);

const ReadInput = Type.Object(
  {
    bib: Type.Optional(Bib),
    chip: Type.Optional(Type.String({ minLength: 1 })),
    checkpoint: Slug,
    at: UtcInstant,
    status: Type.Optional(Type.Union([Type.Enum(TIMER_STATUSES), Type.Null()])),
  },
  { additionalProperties: false },
);

/**
 * Validates a batch of reads pushed by a timing system (docs/import.md, "Passings from timing
 * systems"): an array, or `{ "passings": [...] }`, of `{ bib | chip, checkpoint, at, status? }`
 * with `at` in UTC with milliseconds. Good reads are accepted even when others in the batch are
 * rejected; each rejection gives the read's index and the reason. A repeated read is rejected as
 * a duplicate. Only a body that is not a batch fails as a whole.
 */
export function parsePassingsBatch(body: unknown, options: PassingsBatchOptions = {}): PassingsBatchResult {
  const reads = Array.isArray(body)
    ? body
    : isRecord(body) && Array.isArray(body.passings)
      ? body.passings
      : null;
  if (reads === null)
    return { ok: false, reason: 'the body must be an array of reads or { "passings": [...] }' };
  const maxReads = options.maxReads ?? 5000;
  if (reads.length > maxReads)
    return { ok: false, reason: `a batch holds at most ${maxReads} reads (got ${reads.length})` };
  const known = options.checkpointIds ? new Set(options.checkpointIds) : null;
  const seen = new Map<string, number>();
  const accepted: PassingRead[] = [];
  const rejected: PassingRejection[] = [];
  for (const [index, input] of reads.entries()) {
    const read = readOne(input, known);
    if (typeof read === 'string') {
      rejected.push({ index, reason: read });
      continue;
    }
    const key = JSON.stringify([read.bib, read.chip, read.checkpointId, read.at, read.status]);
    const first = seen.get(key);
    if (first !== undefined) rejected.push({ index, reason: `duplicate of read ${first}` });
    else {
      seen.set(key, index);
      accepted.push(read);
    }
  }
  return { ok: true, accepted, rejected };
}

/** One read, or the reason it is rejected. */
function readOne(input: unknown, known: ReadonlySet<string> | null): PassingRead | string {
  if (!matchesSchema(ReadInput, input))
    return checkSchema(ReadInput, input, '').map(formatProblem).join('; ');
  if (input.bib === undefined && input.chip === undefined) return 'needs a bib or a chip';
  if (known && !known.has(input.checkpoint)) return `checkpoint: unknown checkpoint "${input.checkpoint}"`;
  const at = parseInstant(input.at);
  return {
    bib: input.bib === undefined ? null : String(input.bib),
    chip: input.chip ?? null,
    checkpointId: input.checkpoint,
    at: at.ok ? at.ms : 0,
    status: input.status ?? null,
  };
}
