/** The demo's finish-line recording: placed where the demo has finishers, and matching the committed video. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_RECORDING } from './demo-recording.js';
import { generateDemo } from './generate-demo.js';

const VIDEO = join(import.meta.dirname, '../../../../packages/api/assets/demo-finish.mp4');

/** The top-level boxes of an MP4 file, and the movie duration from `moov/mvhd`, in ms. */
function readMp4(bytes: Buffer): { boxes: string[]; durationMs: number } {
  const boxes: string[] = [];
  let durationMs = Number.NaN;
  for (let offset = 0; offset + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    boxes.push(type);
    if (type === 'moov') {
      const mvhd = bytes.indexOf('mvhd', offset, 'latin1');
      const version = bytes.readUInt8(mvhd + 4);
      const timescale = bytes.readUInt32BE(mvhd + (version === 1 ? 24 : 16));
      const duration =
        version === 1 ? Number(bytes.readBigUInt64BE(mvhd + 28)) : bytes.readUInt32BE(mvhd + 20);
      durationMs = (duration / timescale) * 1000;
    }
    if (size < 8) break;
    offset += size;
  }
  return { boxes, durationMs };
}

describe('demo finish-line recording', () => {
  const demo = generateDemo({ referenceDate: '2026-11-22', scale: 0.2 });

  it('films the Marrakech marathon from 3:50:00 on the race clock, for ten minutes', () => {
    const contest = demo.contests.find((c) => c.eventId === 'marrakech-marathon' && c.id === 'marathon');
    expect(demo.recordings).toEqual([
      {
        eventId: 'marrakech-marathon',
        contestId: 'marathon',
        id: 'finish-cam',
        src: 'demo-finish.mp4',
        startsAt: (contest?.startTime ?? 0) + 3 * 3_600_000 + 50 * 60_000,
        durationMs: 600_000,
      },
    ]);
  });

  it('covers the finish reads of many runners', () => {
    const [recording] = demo.recordings;
    const covered = demo.passings.filter(
      (p) =>
        p.eventId === DEMO_RECORDING.eventId &&
        p.contestId === DEMO_RECORDING.contestId &&
        p.checkpointId === 'finish' &&
        recording !== undefined &&
        p.at >= recording.startsAt &&
        p.at <= recording.startsAt + recording.durationMs,
    );
    expect(covered.length).toBeGreaterThan(50);
  });

  it('is the committed video: small, streamable (index first), as long as the recording says', () => {
    const bytes = readFileSync(VIDEO);
    expect(bytes.length).toBeLessThan(1_000_000);
    const { boxes, durationMs } = readMp4(bytes);
    expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(durationMs).toBeCloseTo(DEMO_RECORDING.durationMs, -2);
  });

  it.skipIf(spawnSync('ffprobe', ['-version']).status !== 0)('is H.264 video, checked with ffprobe', () => {
    const probe = spawnSync(
      'ffprobe',
      [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_name,width,height:format=duration',
        '-of',
        'json',
        VIDEO,
      ],
      { encoding: 'utf8' },
    );
    const info = JSON.parse(probe.stdout) as {
      streams: { codec_name: string; width: number }[];
      format: { duration: string };
    };
    expect(info.streams).toEqual([expect.objectContaining({ codec_name: 'h264', width: 640 })]);
    expect(Number(info.format.duration) * 1000).toBeCloseTo(DEMO_RECORDING.durationMs, -2);
  });
});
