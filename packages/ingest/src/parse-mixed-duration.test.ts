import { type Checkpoint, MAX_SPEED_KMH } from '@finishline/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './parse-duration.js';
import { parseMixedDuration, type Stretch, stretchesOfColumns } from './parse-mixed-duration.js';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const swim38: Stretch = { distanceM: 3800, maxKmh: 10, label: 'the 3.8 km leg to Swim' };
const swim15: Stretch = { distanceM: 1500, maxKmh: 10, label: 'the 1.5 km leg to Swim' };
const bike20: Stretch = { distanceM: 20_000, maxKmh: 90, label: 'the 20 km leg to Bike' };
const t1: Stretch = { distanceM: 0, maxKmh: null, label: 'the 0 km leg to T1' };

describe('parseMixedDuration', () => {
  it('tells MM:SS:00 from H:MM:SS cell by cell', () => {
    const table: [string, Stretch | null, number | null][] = [
      ['49:03:00', swim38, 49 * MIN + 3 * S], // a spreadsheet's MM:SS:00
      ['1:08:06', swim38, H + 8 * MIN + 6 * S], // H:MM:SS as the export wrote it
      ['1:08:06.4', swim38, H + 8 * MIN + 6.4 * S], // with tenths
      ['1:08:06,45', swim38, H + 8 * MIN + 6.45 * S],
      ['49:03', swim38, 49 * MIN + 3 * S],
      ['49:03.7', swim38, 49 * MIN + 3.7 * S],
      ['75:30:00', swim38, 75 * MIN + 30 * S], // 24 or more: never hours
      ['24:00:00', bike20, 24 * MIN],
      ['1:08:00', swim38, H + 8 * MIN], // 68 s would be 201 km/h swimming
      ['0:58:00', swim38, 58 * MIN], // 58 s would be 236 km/h: an H:MM:SS export's 0 hours
      ['9:30:00', swim15, 9 * MIN + 30 * S], // 9.5 h would be 0.16 km/h
      ['3:05:00', t1, 3 * MIN + 5 * S], // a transition has no length: as listed
      ['3:05:00', null, 3 * MIN + 5 * S],
      ['0:00:00', swim38, 0],
      ['', swim38, null],
      ['-', swim38, null],
    ];
    for (const [text, stretch, ms] of table) {
      expect(parseMixedDuration(text, stretch), text).toEqual({ ok: true, ms });
    }
  });

  it('refuses a cell both readings fit, or neither, saying how to write it', () => {
    expect(parseMixedDuration('22:40:00', bike20)).toEqual({
      ok: false,
      reason:
        '"22:40:00" could be 22:40 (minutes and seconds) or 22:40:00 (hours and minutes) for the 20 km leg to ' +
        'Bike: write 22:40 for minutes or 22:40:00.0 for hours',
    });
    expect(parseMixedDuration('5:00:00', swim15)).toEqual({
      ok: false,
      reason:
        '"5:00:00" is neither 5:00 (minutes and seconds) nor 5:00:00 (hours and minutes): no pace fits the ' +
        '1.5 km leg to Swim',
    });
    // The fixes it suggests are read as it says.
    expect(parseMixedDuration('22:40', bike20)).toEqual({ ok: true, ms: 22 * MIN + 40 * S });
    expect(parseMixedDuration('22:40:00.0', bike20)).toEqual({ ok: true, ms: 22 * H + 40 * MIN });
  });

  it('refuses what is no time at all, naming the forms it reads', () => {
    for (const text of ['49:75:00', '1:75:06', 'abc', '1:08:06:00', '-3:00']) {
      expect(parseMixedDuration(text, swim38)).toEqual({
        ok: false,
        reason: `"${text}" is not a time (mm:ss, MM:SS:00, h:mm:ss or h:mm:ss.t)`,
      });
    }
  });

  it('reads every cell not shaped A:BB:00 exactly as any time column does', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^\d{1,2}:\d{2}(:\d{2})?([.,]\d{1,3})?$/),
          fc.stringMatching(/^\d{1,5}([.,]\d{1,3})?$/),
          fc.string(),
        ),
        (text) => {
          fc.pre(!/^\d+:\d{2}:00$/.test(text.trim()));
          const plain = parseDuration(text);
          const mixed = parseMixedDuration(text, swim38);
          expect(mixed.ok).toBe(plain.ok);
          if (plain.ok && mixed.ok) expect(mixed.ms).toBe(plain.ms);
        },
      ),
    );
  });

  it('gives back every plausible leg time as an export and then a spreadsheet wrote it (sports under 30 km/h)', () => {
    // Under an hour the export wrote m:ss and the spreadsheet made it MM:SS:00; from an hour on, h:mm:ss or
    // h:mm:ss.t. Where the top speed is under 30 km/h the two readings of an A:BB:00 cell cannot both fit.
    const sports = (['swimming', 'walking', 'kayak', 'standup_paddleboarding'] as const).map((sport) => ({
      sport,
      maxKmh: MAX_SPEED_KMH[sport] ?? 0,
    }));
    fc.assert(
      fc.property(
        fc.constantFrom(...sports),
        fc.integer({ min: 100, max: 50_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        ({ maxKmh }, distanceM, where, tenths) => {
          // A time between the fastest and the slowest the sport allows, under a day.
          // A second above the fastest: at the limit itself, float division (40.25 km in 2:41:00 is 15.000…02 km/h
          // for a 15 km/h limit) may put it just past it.
          const fastest = (Math.ceil((distanceM / 1000 / maxKmh) * 3600) + 1) * S;
          const slowest = Math.min(Math.floor((distanceM / 1000 / 0.5) * 3600) * S, 24 * H - S);
          fc.pre(fastest <= slowest);
          const ms = Math.round((fastest + where * (slowest - fastest)) / S) * S + (tenths ? 300 : 0);
          fc.pre(ms <= slowest);
          const cell =
            ms < H
              ? `${Math.floor(ms / MIN)}:${String(Math.floor(ms / S) % 60).padStart(2, '0')}:00`
              : formatDuration(ms, tenths ? 1 : 0);
          const expected = ms < H ? Math.floor(ms / S) * S : ms;
          const stretch = { distanceM, maxKmh, label: 'a leg' };
          expect(parseMixedDuration(cell, stretch), cell).toEqual({ ok: true, ms: expected });
        },
      ),
    );
  });

  it('never reads an A:BB:00 cell as a time the stretch makes implausible', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 1, max: 250_000 }),
        fc.constantFrom(10, 20, 30, 50, 90),
        (lead, middle, distanceM, maxKmh) => {
          const text = `${lead}:${String(middle).padStart(2, '0')}:00`;
          const outcome = parseMixedDuration(text, { distanceM, maxKmh, label: 'a leg' });
          if (!outcome.ok || outcome.ms === null || outcome.ms === 0) return;
          const speed = distanceM / 1000 / (outcome.ms / H);
          expect(speed).toBeLessThanOrEqual(maxKmh);
          expect(speed).toBeGreaterThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('stretchesOfColumns', () => {
  const checkpoints: Checkpoint[] = [
    { id: 'swim', name: 'Swim', distanceM: 1500, order: 0, kind: 'split', leg: 'swim' },
    { id: 't1', name: 'T1', distanceM: 1500, order: 1, kind: 'split', leg: 'transition' },
    { id: 'bike', name: 'Bike', distanceM: 41_500, order: 2, kind: 'split' },
    { id: 'finish', name: 'Finish', distanceM: 51_500, order: 3, kind: 'finish', leg: 'run' },
  ];
  const ref = (index: number) => ({ name: `c${index}`, index });

  it('gives legs their own length and sport, and cumulative columns theirs from the start', () => {
    const stretches = stretchesOfColumns(
      {
        columns: { time: ref(9) },
        splits: [],
        legs: [
          { checkpointId: 'swim', column: ref(1) },
          { checkpointId: 't1', column: ref(2) },
          { checkpointId: 'bike', column: ref(3) },
          { checkpointId: 'finish', column: ref(4) },
        ],
      },
      checkpoints,
      'triathlon',
    );
    expect(Object.fromEntries(stretches)).toEqual({
      1: { distanceM: 1500, maxKmh: 10, label: 'the 1.5 km leg to Swim' },
      2: { distanceM: 0, maxKmh: null, label: 'the 0 km leg to T1' },
      3: { distanceM: 40_000, maxKmh: 90, label: 'the 40 km leg to Bike' },
      4: { distanceM: 10_000, maxKmh: 30, label: 'the 10 km leg to Finish' },
      9: { distanceM: 51_500, maxKmh: 90, label: '51.5 km from the start to Finish' },
    });
  });
});
