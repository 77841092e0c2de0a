import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorResponse, ParticipantDetail } from '@finishline/contract';
import { type DbHandle, upsertBundle } from '@finishline/db';
import { openTestDb } from '@finishline/db/testing';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { BUNDLED_MEDIA_DIR } from '../../lib/media-files.js';
import { createFixtureBundle, FIXTURE_NOW, TEN_K_GUN } from '../../testing/fixture-bundle.js';
import { expectValid, getJson, testDbKinds } from '../../testing/test-app.js';

const EVENT = 'casablanca-marathon-2026';
const DEMO_CAM = `/api/events/${EVENT}/contests/10k/recordings/demo-cam`;
const FINISH_CAM = `/api/events/${EVENT}/contests/marathon/recordings/finish-cam`;
const ASSET = join(BUNDLED_MEDIA_DIR, 'demo-finish.mp4');
const BYTES = readFileSync(ASSET);
const M = 60_000;

const hasFfprobe = spawnSync('ffprobe', ['-version']).status === 0;

/** Extra recordings on the fixture's 10 km: the committed demo video 35 min after the gun, and hosted ones. */
function extraRecordings() {
  const base = { eventId: EVENT, contestId: '10k' };
  return {
    events: [],
    contests: [],
    participants: [],
    passings: [],
    recordings: [
      // 1001 finishes at 40:00.25, 300.25 s in; 1002 at 39:50, 290 s in; 1003 at 47:00, past its end…
      { ...base, id: 'demo-cam', src: 'demo-finish.mp4', startsAt: TEN_K_GUN + 35 * M, durationMs: 10 * M },
      // … and 120 s into this one, hosted elsewhere.
      {
        ...base,
        id: 'cdn-cam',
        src: 'https://cdn.example.org/10k.webm',
        startsAt: TEN_K_GUN + 45 * M,
        durationMs: 10 * M,
      },
      { ...base, id: 'escape', src: '../package.json', startsAt: TEN_K_GUN, durationMs: M },
    ],
  };
}

describe.each(testDbKinds())('recordings on %s', (kind) => {
  let db: DbHandle;
  let app: FastifyInstance;
  const mediaDir = mkdtempSync(join(tmpdir(), 'fl-recordings-'));
  const apps: FastifyInstance[] = [];

  async function appAt(nowMs: number, options: { mediaDir?: string } = {}): Promise<FastifyInstance> {
    const built = await buildApp({ db, now: () => nowMs, ...options });
    await built.ready();
    apps.push(built);
    return built;
  }

  beforeAll(async () => {
    db = await openTestDb(kind);
    await upsertBundle(db, createFixtureBundle());
    await upsertBundle(db, extraRecordings());
    mkdirSync(join(mediaDir, 'media'));
    copyFileSync(ASSET, join(mediaDir, 'media', 'marathon-finish.mp4'));
    app = await appAt(FIXTURE_NOW);
  });
  afterAll(async () => {
    await Promise.all(apps.map((built) => built.close()));
    await db.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('serves the whole recording with its type, length, ETag and Accept-Ranges', async () => {
    const response = await app.inject({ url: DEMO_CAM });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(BYTES.length),
      'accept-ranges': 'bytes',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.rawPayload.equals(BYTES)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-', 1000, BYTES.length - 1],
    ['bytes=-500', BYTES.length - 500, BYTES.length - 1],
    ['bytes=200000-99999999', 200_000, BYTES.length - 1],
  ])('answers %s with 206 and Content-Range', async (range, start, end) => {
    const response = await app.inject({ url: DEMO_CAM, headers: { range, 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${BYTES.length}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(BYTES.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 for a range past the end, and the whole file for ranges it does not serve', async () => {
    const past = await app.inject({ url: DEMO_CAM, headers: { range: `bytes=${BYTES.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${BYTES.length}`);
    expectValid(ErrorResponse, past.json());
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=9-1']) {
      const whole = await app.inject({ url: DEMO_CAM, headers: { range } });
      expect(whole.statusCode, range).toBe(200);
      expect(whole.rawPayload.length).toBe(BYTES.length);
    }
  });

  it('honours If-Range, If-None-Match and HEAD', async () => {
    const { etag } = (await app.inject({ method: 'HEAD', url: DEMO_CAM })).headers;
    const head = await app.inject({ method: 'HEAD', url: DEMO_CAM });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(BYTES.length));
    expect(head.rawPayload.length).toBe(0);
    const fresh = await app.inject({
      url: DEMO_CAM,
      headers: { range: 'bytes=0-9', 'if-range': String(etag) },
    });
    expect(fresh.statusCode).toBe(206);
    const stale = await app.inject({ url: DEMO_CAM, headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.statusCode).toBe(200);
    const cached = await app.inject({ url: DEMO_CAM, headers: { 'if-none-match': String(etag) } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('answers 404 for unknown ids, missing files and paths leaving the media folder', async () => {
    for (const url of [
      `/api/events/${EVENT}/contests/10k/recordings/nope`,
      `/api/events/${EVENT}/contests/nope/recordings/demo-cam`,
      `/api/events/nope/contests/10k/recordings/demo-cam`,
      `/api/events/${EVENT}/contests/10k/recordings/escape`,
      FINISH_CAM, // media/marathon-finish.mp4 is not in the default folder
    ]) {
      const { status, body } = await getJson(app, url);
      expect(status, url).toBe(404);
      expectValid(ErrorResponse, body);
    }
    const malformed = await getJson(app, `/api/events/${EVENT}/contests/10k/recordings/%2E%2E%2Fx`);
    expect(malformed.body).toMatchObject({ error: { code: 'invalid_parameter', parameter: 'recordingId' } });
  });

  it('reads relative sources from the configured media folder', async () => {
    const withMedia = await appAt(FIXTURE_NOW, { mediaDir });
    const response = await withMedia.inject({ url: FINISH_CAM, headers: { range: 'bytes=0-3' } });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.equals(BYTES.subarray(0, 4))).toBe(true);
    expect((await withMedia.inject({ url: DEMO_CAM })).statusCode).toBe(404);
  });

  it('sends hosted recordings to their own URL', async () => {
    const response = await app.inject({ url: `/api/events/${EVENT}/contests/10k/recordings/cdn-cam` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://cdn.example.org/10k.webm');
  });

  async function video(
    target: FastifyInstance,
    participantId: string,
  ): Promise<ParticipantDetail['media']['video']> {
    const { status, body } = await getJson(target, `/api/events/${EVENT}/participants/${participantId}`);
    expect(status).toBe(200);
    expectValid(ParticipantDetail, body);
    return (body as ParticipantDetail).media.video;
  }

  it('gives each finisher the recording URL with a window of 5 s around their finish read', async () => {
    expect(await video(app, '1001')).toEqual({
      status: 'available',
      expiresAt: '2026-11-10',
      url: `${DEMO_CAM}#t=295.25,305.25`,
      contentType: 'video/mp4',
      clipStartsAt: '2026-05-10T09:39:55.250Z',
      clipEndsAt: '2026-05-10T09:40:05.250Z',
    });
    expect((await video(app, '1002')).url).toBe(`${DEMO_CAM}#t=285,295`);
    expect(await video(app, '1003')).toMatchObject({
      url: 'https://cdn.example.org/10k.webm#t=115,125',
      contentType: 'video/webm',
    });
    expect((await video(app, '3')).url).toBe(`${FINISH_CAM}#t=295.4,305.4`);
  });

  it('offers recordings and clips through the last day of the six months, in the event zone', async () => {
    // 10 Nov 2026 23:30 in Casablanca is 22:30 UTC; at 23:30 UTC it is 11 November there.
    const lastDay = await appAt(Date.UTC(2026, 10, 10, 22, 30));
    const dayAfter = await appAt(Date.UTC(2026, 10, 10, 23, 30));
    expect((await lastDay.inject({ url: DEMO_CAM, headers: { range: 'bytes=0-0' } })).statusCode).toBe(206);
    expect((await video(lastDay, '3')).url).toBe(`${FINISH_CAM}#t=295.4,305.4`);
    const expired = await dayAfter.inject({ url: DEMO_CAM });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(await video(dayAfter, '3')).toEqual({
      status: 'expired',
      expiresAt: '2026-11-10',
      url: null,
      contentType: null,
      clipStartsAt: null,
      clipEndsAt: null,
    });
  });

  it.skipIf(!hasFfprobe)('serves a recording whose frames cover the clip window (ffprobe)', async () => {
    const file = join(mediaDir, 'served.mp4');
    writeFileSync(file, (await app.inject({ url: DEMO_CAM })).rawPayload);
    const probe = (...args: string[]) => {
      const result = spawnSync('ffprobe', ['-v', 'error', ...args, file], { encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
      return result.stdout.trim();
    };
    expect(Number(probe('-show_entries', 'format=duration', '-of', 'csv=p=0'))).toBeCloseTo(600, 1);
    // 1001's clip, #t=295.25,305.25: 10 s of frames at 5 fps.
    const [start, end] = [295.25, 305.25];
    const times = probe(
      '-select_streams',
      'v',
      '-read_intervals',
      `${start}%${end}`,
      '-show_entries',
      'frame=pts_time',
      '-of',
      'csv=p=0',
    )
      .split('\n')
      .map(Number)
      .filter((time) => time >= start && time <= end);
    // ffprobe stops reading at the end's packet, a frame or two early with B-frames.
    expect(times.length).toBeGreaterThanOrEqual(47);
    expect(times.length).toBeLessThanOrEqual(51);
    expect(times[0]).toBeLessThan(start + 0.25);
    expect(times.at(-1)).toBeGreaterThan(end - 0.5);
  });
});
