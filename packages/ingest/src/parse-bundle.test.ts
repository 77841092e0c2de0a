import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblems } from './format-problems.js';
import { parseBundle } from './parse-bundle.js';

const example = (): Record<string, unknown[]> =>
  JSON.parse(readFileSync(new URL('../../../docs/examples/bundle.json', import.meta.url), 'utf8')) as Record<
    string,
    unknown[]
  >;

const event = {
  id: 'city-run',
  name: 'City Run',
  type: 'running',
  country: 'ma',
  city: 'Rabat',
  dateFrom: '2026-04-12',
  timeZone: 'Africa/Casablanca',
};
const contest = { id: '10k', name: '10 km', startTime: '2026-04-12T09:00:00.000+01:00', distanceM: 10000 };
const person = { contestId: '10k', bib: '1', firstName: 'Amina', lastName: 'El Idrissi', gender: 'f' };
const minimal = (extra: Record<string, unknown[]> = {}): Record<string, unknown[]> => ({
  events: [event],
  contests: [contest],
  participants: [person],
  ...extra,
});

function problemsOf(json: unknown): string {
  const outcome = parseBundle(json);
  return outcome.ok ? 'ok' : formatProblems(outcome.problems);
}

describe('parseBundle', () => {
  it('reads the documented example (docs/examples/bundle.json)', () => {
    const outcome = parseBundle(example());
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { events, contests, participants, passings, recordings } = outcome.value;
    expect([events.length, contests.length, participants.length, passings.length, recordings.length]).toEqual(
      [1, 2, 5, 13, 1],
    );
    expect(contests[0]?.startTime).toBe(Date.UTC(2026, 3, 12, 7));
    expect(participants[3]).toMatchObject({ id: '104', bib: '104', timerStatus: 'dnf' });
    expect(participants[2]?.waveStart).toBe(Date.UTC(2026, 3, 12, 7, 5));
    expect(passings[4]?.at).toBe(Date.UTC(2026, 3, 12, 8, 14, 12, 345));
    expect(passings[8]?.at).toBe(Date.UTC(2026, 3, 12, 7, 51, 10));
  });

  it('fills the defaults of a minimal bundle', () => {
    const outcome = parseBundle(minimal());
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.events[0]).toMatchObject({ country: 'MA', dateTo: '2026-04-12', description: null });
    expect(outcome.value.contests[0]).toMatchObject({
      eventId: 'city-run',
      gender: 'mf',
      country: 'MA',
      city: 'Rabat',
      timeBasis: 'gun',
      precisionMs: 1000,
      ageGroupScheme: null,
      courseGpx: null,
      checkpoints: [{ id: 'finish', name: 'Finish', distanceM: 10000, order: 0, kind: 'finish' }],
    });
    expect(outcome.value.contests[0]?.contact.email).toBeNull();
    expect(outcome.value.participants[0]).toMatchObject({
      eventId: 'city-run',
      id: '1',
      displayName: 'Amina El Idrissi',
      chip: null,
      club: null,
      birthYear: null,
      age: null,
      ageGroup: null,
      waveStart: null,
      timerStatus: null,
    });
    expect(outcome.value).toMatchObject({ passings: [], recordings: [] });
  });

  it('reports cross-reference errors with JSON paths', () => {
    const json = minimal({
      participants: [person, { ...person, bib: '2', contestId: 'marathon' }],
      passings: [
        { contestId: '10k', bib: '1', checkpointId: 'km7', at: '2026-04-12T09:30:00.000+01:00' },
        { contestId: '10k', bib: '99', checkpointId: 'finish', at: '2026-04-12T09:40:00.000+01:00' },
        {
          eventId: 'other-run',
          contestId: '10k',
          bib: '1',
          checkpointId: 'finish',
          at: '2026-04-12T09:40:00.000+01:00',
        },
      ],
      recordings: [
        { contestId: 'half', id: 'cam', src: 'cam.mp4', startsAt: '2026-04-12T09:00:00Z', durationMs: 1000 },
      ],
    });
    expect(problemsOf(json)).toBe(
      [
        'participants[1].contestId: event "city-run" has no contest "marathon" (its contests: 10k)',
        'passings[0].checkpointId: contest "10k" has no checkpoint "km7" (its checkpoints: finish)',
        'passings[1].bib: no participant with bib "99" in contest "10k"',
        'passings[2].eventId: no event "other-run" in this bundle',
        'recordings[0].contestId: event "city-run" has no contest "half" (its contests: 10k)',
      ].join('\n'),
    );
  });

  it('needs eventId when the bundle has several events', () => {
    const json = { events: [event, { ...event, id: 'other-run' }], contests: [contest] };
    expect(problemsOf(json)).toBe('contests[0].eventId: is required when the bundle has more than one event');
  });

  it('reports field problems: types, codes, zones, dates, instants, unknown fields', () => {
    const json = {
      events: [
        {
          ...event,
          type: 'jogging',
          country: 'XX',
          timeZone: 'Mars/Base',
          dateFrom: '2026-02-30',
          extra: true,
        },
      ],
      contests: [
        { ...contest, eventId: 'city-run', startTime: '2026-04-12 09:00', precisionMs: 5, distanceM: -1 },
      ],
      participants: [{ ...person, gender: 'male', birthYear: '1990', nation: 'Morocco', status: 'finished' }],
    };
    expect(problemsOf(json).split('\n')).toEqual([
      'events[0].extra: is not a known field (check its spelling)',
      expect.stringMatching(
        /^events\[0\]\.type: must be one of running, trail_running, .*, other \(got "jogging"\)$/,
      ),
      'events[0].country: "XX" is not an ISO 3166-1 alpha-2 country code (e.g. "MA", "FR")',
      'events[0].dateFrom: "2026-02-30" is not a date in YYYY-MM-DD form',
      'events[0].timeZone: "Mars/Base" is not an IANA time zone (e.g. "Africa/Casablanca", "Europe/Paris")',
      'contests[0].startTime: "2026-04-12 09:00" is not an RFC 3339 instant like 2026-04-12T08:00:00.000+01:00 or 2026-04-12T07:00:00Z',
      'contests[0].distanceM: must be more than 0 (got -1)',
      'contests[0].precisionMs: must be one of 1000, 100, 10, 1 (got 5)',
      'participants[0].nation: "Morocco" is not an ISO 3166-1 alpha-2 country code (e.g. "MA", "FR")',
      'participants[0].gender: must be one of m, f, x (got "male")',
      'participants[0].birthYear: must be a whole number (got "1990")',
      'participants[0].status: must be one of dnf, dns, dsq (got "finished")',
    ]);
  });

  it('checks dates, start times against the event days and checkpoint order', () => {
    const json = {
      events: [
        { ...event, dateTo: '2026-04-11' },
        { ...event, id: 'trail', dateTo: '2026-04-13' },
      ],
      contests: [
        {
          ...contest,
          eventId: 'trail',
          startTime: '2026-04-14T06:00:00.000+01:00',
          checkpoints: [
            { id: 'km5', distanceM: 5000 },
            { id: 'km3', distanceM: 3000, kind: 'start' },
            { id: 'km5', distanceM: 9000 },
          ],
        },
      ],
    };
    expect(problemsOf(json)).toBe(
      [
        'events[0].dateTo: 2026-04-11 is before dateFrom 2026-04-12',
        "contests[0].startTime: falls on 2026-04-14 in Africa/Casablanca, outside the event's dates 2026-04-12 – 2026-04-13 (check the offset)",
        'contests[0].checkpoints[1].distanceM: 3000 m is before the previous checkpoint (5000 m)',
        'contests[0].checkpoints[1].kind: only the first checkpoint can be a start',
        'contests[0].checkpoints[2].id: "km5" is already used by contests[0].checkpoints[0]',
        'contests[0].checkpoints[2].distanceM: the finish is at 9000 m but the contest distance is 10000 m',
      ].join('\n'),
    );
  });

  it('rejects duplicate bibs, ids and chips, naming the first owner', () => {
    const json = minimal({
      contests: [contest, { ...contest, id: 'half', distanceM: 21097.5 }],
      participants: [
        { ...person, chip: 'C1' },
        { ...person, firstName: 'Other' },
        { ...person, contestId: 'half', bib: 1 },
        { ...person, contestId: 'half', bib: '7', id: 'p7', chip: 'C1' },
      ],
    });
    expect(problemsOf(json)).toBe(
      [
        'participants[1].bib: bib "1" in contest "10k" is already used by participants[0]',
        'participants[1].bib: participant id "1" in event "city-run" (the id defaults to the bib) is already used by participants[0]',
        'participants[2].bib: participant id "1" in event "city-run" (the id defaults to the bib) is already used by participants[0]',
        'participants[3].chip: chip "C1" in event "city-run" is already used by participants[0]',
      ].join('\n'),
    );
  });

  it('fails as a whole by default, folding items that only refer to rejected ones into a count', () => {
    const json = minimal({
      events: [{ ...event, country: 'XX' }],
      passings: [{ contestId: '10k', bib: '1', checkpointId: 'finish', at: '2026-04-12T09:40:00.000+01:00' }],
    });
    expect(problemsOf(json)).toBe(
      [
        'events[0].country: "XX" is not an ISO 3166-1 alpha-2 country code (e.g. "MA", "FR")',
        '3 items refer to the rejected items above and will be checked once those are fixed',
      ].join('\n'),
    );
  });

  it('with skipInvalid, leaves out invalid items and those referring to them, reporting each', () => {
    const json = minimal({
      participants: [person, { ...person, bib: '2', gender: 'q' }, { ...person, bib: '3' }],
      passings: [
        { contestId: '10k', bib: '2', checkpointId: 'finish', at: '2026-04-12T09:40:00.000+01:00' },
        { contestId: '10k', bib: '3', checkpointId: 'finish', at: '2026-04-12T09:41:00.000+01:00' },
      ],
    });
    const outcome = parseBundle(json, { skipInvalid: true });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.participants.map((p) => p.bib)).toEqual(['1', '3']);
    expect(outcome.value.passings.map((p) => p.bib)).toEqual(['3']);
    expect(formatProblems(outcome.skipped)).toBe(
      [
        'participants[1].gender: must be one of m, f, x (got "q")',
        'passings[0].bib: the participant with bib "2" was rejected (see participants[1])',
      ].join('\n'),
    );
  });

  it('rejects a body that is not a bundle, even with skipInvalid', () => {
    expect(parseBundle([], { skipInvalid: true })).toEqual({
      ok: false,
      problems: [{ path: '', message: 'must be an object (got an array)' }],
    });
    expect(problemsOf({ contests: [], participant: [] })).toBe(
      ['events: is required', 'participant: is not a known field (check its spelling)'].join('\n'),
    );
  });

  it('reports the same passing twice', () => {
    const passing = {
      contestId: '10k',
      bib: '1',
      checkpointId: 'finish',
      at: '2026-04-12T09:40:00.000+01:00',
    };
    expect(problemsOf(minimal({ passings: [passing, { ...passing, at: '2026-04-12T08:40:00.000Z' }] }))).toBe(
      'passings[1]: the same read is already used by passings[0]',
    );
  });
});
