import { describe, expect, it } from 'vitest';
import {
  clipWindow,
  mediaFragment,
  recordingUrl,
  videoContentType,
  videoOffer,
  type Recording,
} from './video-clip.js';

const START = Date.UTC(2026, 4, 10, 9, 0, 0);
const recording: Recording = {
  id: 'finish-cam',
  src: 'cams/finish.mp4',
  startsAt: START,
  durationMs: 600_000,
};

describe('the clip window', () => {
  it('runs from 5 s before to 5 s after the finish read', () => {
    expect(clipWindow(recording, START + 300_250)).toEqual({ startMs: 295_250, endMs: 305_250 });
    expect(mediaFragment({ startMs: 295_250, endMs: 305_250 })).toBe('#t=295.25,305.25');
    expect(mediaFragment({ startMs: 0, endMs: 4_000 })).toBe('#t=0,4');
  });

  it('is cut to the recording at either end', () => {
    expect(clipWindow(recording, START + 2_000)).toEqual({ startMs: 0, endMs: 7_000 });
    expect(clipWindow(recording, START)).toEqual({ startMs: 0, endMs: 5_000 });
    expect(clipWindow(recording, START + 598_000)).toEqual({ startMs: 593_000, endMs: 600_000 });
    expect(clipWindow(recording, START + 600_000)).toEqual({ startMs: 595_000, endMs: 600_000 });
  });

  it('does not exist when the recording does not cover the finish read', () => {
    expect(clipWindow(recording, START - 1)).toBeNull();
    expect(clipWindow(recording, START + 600_001)).toBeNull();
  });
});

describe('recording URLs and types', () => {
  it('serves media-folder files from the API and external recordings from where they are', () => {
    expect(recordingUrl('casa', '10k', recording)).toBe(
      '/api/events/casa/contests/10k/recordings/finish-cam',
    );
    const external = { ...recording, src: 'https://cdn.example.org/cam.webm#t=1,2' };
    expect(recordingUrl('casa', '10k', external)).toBe('https://cdn.example.org/cam.webm');
  });

  it('names the media type from the extension', () => {
    expect(videoContentType('a/b.MP4')).toBe('video/mp4');
    expect(videoContentType('https://x.org/cam.webm?sig=1#t=3')).toBe('video/webm');
    expect(videoContentType('cam.bin')).toBe('application/octet-stream');
  });
});

describe('the 6-month offer', () => {
  const event = { dateFrom: '2026-05-10', dateTo: '2026-05-10', timeZone: 'Africa/Casablanca' };

  it('runs through the last day of the sixth month, in the event zone', () => {
    // Casablanca is UTC+1: 10 Nov 23:59 there is 22:59 UTC; 11 Nov 00:00 there is 23:00 UTC.
    expect(videoOffer(event, Date.UTC(2026, 10, 10, 22, 59))).toEqual({
      expiresAt: '2026-11-10',
      isExpired: false,
    });
    expect(videoOffer(event, Date.UTC(2026, 10, 10, 23, 0))).toEqual({
      expiresAt: '2026-11-10',
      isExpired: true,
    });
  });

  it('clamps the day to the month (31 August + 6 months is the end of February)', () => {
    const august = { dateFrom: '2026-08-30', dateTo: '2026-08-31', timeZone: 'UTC' };
    expect(videoOffer(august, Date.UTC(2027, 1, 28, 12)).expiresAt).toBe('2027-02-28');
    expect(videoOffer(august, Date.UTC(2027, 1, 28, 23, 59)).isExpired).toBe(false);
    expect(videoOffer(august, Date.UTC(2027, 2, 1)).isExpired).toBe(true);
  });
});
