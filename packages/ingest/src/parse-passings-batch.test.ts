import { describe, expect, it } from 'vitest';
import { parsePassingsBatch } from './parse-passings-batch.js';

const read = { bib: '101', checkpoint: 'km10', at: '2026-04-12T07:37:02.900Z' };

describe('parsePassingsBatch', () => {
  it('accepts reads by bib or chip, with an optional timer status', () => {
    const outcome = parsePassingsBatch([
      read,
      { chip: 'E2000017', checkpoint: 'finish', at: '2026-04-12T08:14:12.345Z', status: 'dsq' },
      { ...read, bib: 7 },
    ]);
    expect(outcome).toEqual({
      ok: true,
      accepted: [
        {
          bib: '101',
          chip: null,
          checkpointId: 'km10',
          at: Date.UTC(2026, 3, 12, 7, 37, 2, 900),
          status: null,
        },
        {
          bib: null,
          chip: 'E2000017',
          checkpointId: 'finish',
          at: Date.UTC(2026, 3, 12, 8, 14, 12, 345),
          status: 'dsq',
        },
        {
          bib: '7',
          chip: null,
          checkpointId: 'km10',
          at: Date.UTC(2026, 3, 12, 7, 37, 2, 900),
          status: null,
        },
      ],
      rejected: [],
    });
  });

  it('accepts the good reads and rejects the others with their index and reason', () => {
    const outcome = parsePassingsBatch({
      passings: [
        read,
        { checkpoint: 'km10', at: read.at },
        { ...read, at: '2026-04-12T08:37:02.900+01:00' },
        { ...read, at: '2026-04-12T07:37:02Z' },
        { ...read, status: 'finished' },
        { ...read, checkpoint: 'KM 10', extra: 1 },
        'nonsense',
        read,
      ],
    });
    expect(outcome.ok && outcome.accepted).toHaveLength(1);
    expect(outcome.ok && outcome.rejected).toEqual([
      { index: 1, reason: 'needs a bib or a chip' },
      { index: 2, reason: 'at: "2026-04-12T08:37:02.900+01:00" must be in UTC (ending in Z)' },
      { index: 3, reason: 'at: "2026-04-12T07:37:02Z" needs milliseconds, as in 2026-04-12T07:02:11.123Z' },
      { index: 4, reason: 'status: must be one of dnf, dns, dsq (got "finished")' },
      {
        index: 5,
        reason:
          'extra: is not a known field (check its spelling); checkpoint: "KM 10" is not a URL-safe id: use lower-case letters, digits and hyphens (e.g. "city-10k")',
      },
      { index: 6, reason: 'must be an object (got "nonsense")' },
      { index: 7, reason: 'duplicate of read 0' },
    ]);
  });

  it('rejects reads at checkpoints the contest does not have, when told its checkpoints', () => {
    const outcome = parsePassingsBatch([read, { ...read, checkpoint: 'km7' }], {
      checkpointIds: ['km10', 'finish'],
    });
    expect(outcome.ok && outcome.rejected).toEqual([
      { index: 1, reason: 'checkpoint: unknown checkpoint "km7"' },
    ]);
  });

  it('fails a body that is not a batch, or too large a batch', () => {
    expect(parsePassingsBatch({ reads: [] })).toEqual({
      ok: false,
      reason: 'the body must be an array of reads or { "passings": [...] }',
    });
    expect(parsePassingsBatch([read, read, read], { maxReads: 2 })).toEqual({
      ok: false,
      reason: 'a batch holds at most 2 reads (got 3)',
    });
    expect(parsePassingsBatch([])).toEqual({ ok: true, accepted: [], rejected: [] });
  });
});
