import { describe, expect, it } from 'vitest';
import { parsePassingsBatch } from './parse-passings-batch.js';

const contest = { eventId: 'paris-10k-2026', contestId: '10k' };
const read = { bib: '101', checkpointId: 'km5', at: '2026-06-15T08:22:03.120Z' };
const AT = Date.UTC(2026, 5, 15, 8, 22, 3, 120);

describe('parsePassingsBatch', () => {
  it('accepts reads by bib or chip, with a timer status, the contest taken from the read or the batch', () => {
    const outcome = parsePassingsBatch({
      ...contest,
      passings: [
        read,
        { chip: 'E2000017', checkpointId: 'finish', at: '2026-06-15T08:22:03.120+00:00', status: 'dsq' },
        { ...read, bib: 7, contestId: '5k' },
      ],
    });
    expect(outcome).toEqual({
      reads: [
        { index: 0, ...contest, bib: '101', chip: null, checkpointId: 'km5', at: AT },
        { index: 1, ...contest, bib: null, chip: 'E2000017', checkpointId: 'finish', at: AT, status: 'dsq' },
        { index: 2, ...contest, contestId: '5k', bib: '7', chip: null, checkpointId: 'km5', at: AT },
      ],
      rejected: [],
    });
  });

  it('accepts any RFC 3339 instant and stores its millisecond', () => {
    const at = Date.UTC(2026, 10, 27, 19, 40);
    const forms: [string, number][] = [
      ['2026-11-27T19:40:00Z', at],
      ['2026-11-27T20:40:00+01:00', at],
      ['2026-11-27t19:40:00.5z', at + 500],
      ['2026-11-27T19:40:00.123456789-00:00', at + 123],
      ['2026-11-27T16:40:00.12-03:00', at + 120],
    ];
    const outcome = parsePassingsBatch({
      ...contest,
      passings: forms.map(([text], i) => ({ bib: String(i), checkpointId: 'finish', at: text })),
    });
    expect(outcome.rejected).toEqual([]);
    expect(outcome.reads.map((r) => r.at)).toEqual(forms.map(([, ms]) => ms));
  });

  it('accepts verdicts without a read, which may repeat (the last one wins)', () => {
    const outcome = parsePassingsBatch({
      passings: [
        { ...contest, bib: '1', status: 'dnf' },
        { ...contest, bib: '1', status: null },
      ],
    });
    expect(outcome.rejected).toEqual([]);
    expect(outcome.reads).toEqual([
      { index: 0, ...contest, bib: '1', chip: null, checkpointId: null, at: null, status: 'dnf' },
      { index: 1, ...contest, bib: '1', chip: null, checkpointId: null, at: null, status: null },
    ]);
  });

  it('rejects bad reads one by one with their index, code and reason, and keeps the good ones', () => {
    // Item, then the code and reason of its rejection (null: accepted).
    const table: [unknown, string | null, unknown][] = [
      [read, null, null],
      ['km5', 'invalid_read', 'A read must be a JSON object.'],
      [[read], 'invalid_read', 'A read must be a JSON object.'],
      [{ ...read, lap: 2 }, 'invalid_read', 'Unknown field(s): lap.'],
      [
        { ...read, at: '2026-06-15 08:22:03.120Z' },
        'invalid_time',
        '`at` "2026-06-15 08:22:03.120Z" is not an RFC 3339 instant like 2026-04-12T08:00:00.000+01:00 or ' +
          '2026-04-12T07:00:00Z: an RFC 3339 instant such as 2026-06-15T08:22:03.120Z or 2026-06-15T10:22:03+02:00.',
      ],
      [
        { ...read, at: '2026-06-15T08:22:03.120' },
        'invalid_time',
        expect.stringMatching(/^`at` "2026-06-15T08:22:03.120" has no offset: add Z or ±hh:mm/),
      ],
      [
        { ...read, at: 1781511723120 },
        'invalid_time',
        expect.stringMatching(/^`at` must be a string: an RFC 3339/),
      ],
      [
        { ...read, at: '2026-02-30T08:22:03.120Z' },
        'invalid_time',
        '`at` "2026-02-30T08:22:03.120Z" is not a real date and time: an RFC 3339 instant such as ' +
          '2026-06-15T08:22:03.120Z or 2026-06-15T10:22:03+02:00.',
      ],
      [
        { ...read, at: '2026-06-15T25:22:03.120Z' },
        'invalid_time',
        expect.stringMatching(/^`at` "2026-06-15T25:22:03.120Z" is not a real date and time: /),
      ],
      // parseInstant's rule: years outside 1900–2999 are typos in race data.
      [
        { ...read, at: '1026-06-15T08:22:03.120Z' },
        'invalid_time',
        expect.stringMatching(/^`at` "1026-06-15T08:22:03.120Z" is not a real date and time: /),
      ],
      [{ ...read, status: 'finished' }, 'invalid_read', expect.stringMatching(/^`status` .+\.$/)],
      [{ ...read, bib: '' }, 'invalid_read', expect.stringMatching(/^`bib` .+\.$/)],
      [{ ...read, bib: undefined }, 'invalid_read', 'A read needs a `bib` or a `chip`.'],
      [
        { ...read, at: undefined },
        'invalid_read',
        'A read needs both `checkpointId` and `at` (only an item with a `status` may leave both out).',
      ],
      [
        { bib: '101' },
        'invalid_read',
        'A read needs both `checkpointId` and `at` (only an item with a `status` may leave both out).',
      ],
      [read, 'duplicate_in_batch', 'The same read as item 0.'],
      [{ ...read, status: 'dnf' }, null, null],
      [{ ...read, bib: 102 }, null, null],
    ];
    const outcome = parsePassingsBatch({ ...contest, passings: table.map(([item]) => item) });
    expect(outcome.rejected).toEqual(
      table.flatMap(([, code, reason], index) => (code === null ? [] : [{ index, code, reason }])),
    );
    expect(outcome.reads.map((r) => r.index)).toEqual([0, 16, 17]);
  });

  it('needs the contest in the read or the batch', () => {
    expect(parsePassingsBatch({ eventId: contest.eventId, passings: [read] }).rejected).toEqual([
      {
        index: 0,
        code: 'invalid_read',
        reason: '`eventId` and `contestId` are required, in the read or the batch.',
      },
    ]);
    expect(parsePassingsBatch({ passings: [{ ...read, ...contest }] }).rejected).toEqual([]);
  });

  it('tells the same read of two contests apart', () => {
    const outcome = parsePassingsBatch({ ...contest, passings: [read, { ...read, contestId: '5k' }] });
    expect(outcome.reads).toHaveLength(2);
  });
});
