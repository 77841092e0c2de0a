import {
  type LivePassingsEvent,
  LivePassingsEvent as PassingsSchema,
  LiveRanking,
  LiveSnapshot,
} from '@finishline/contract';
import { connect as connectSocket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectValid, testDbKinds } from '../../testing/test-app.js';
import { LIVE_PATH, liveRead, openLiveTestApp, startLiveApp, type LiveTestApp } from './live-test-app.js';
import { openSse, type SseConnection, type SseFrame } from './sse-test-client.js';
import { localStreamPermits } from './stream-permits.js';

const isRanking = (frame: SseFrame) => frame.event === 'ranking';
const isPassings = (frame: SseFrame) => frame.event === 'passings';

function passingsOf(frame: SseFrame): LivePassingsEvent {
  const data: unknown = JSON.parse(frame.data);
  expectValid(PassingsSchema, data);
  return data as LivePassingsEvent;
}

describe.each(testDbKinds())('live stream on %s', (kind) => {
  let t: LiveTestApp;
  const open: SseConnection[] = [];
  async function connect(headers: Record<string, string> = {}, query = ''): Promise<SseConnection> {
    const connection = await openSse(`${t.origin}${LIVE_PATH}${query}`, headers);
    open.push(connection);
    return connection;
  }
  beforeAll(async () => {
    t = await openLiveTestApp(kind);
  });
  afterAll(async () => {
    for (const connection of open) connection.close();
    await t.close();
  });

  it('streams uncompressed, uncached text/event-stream that starts with the ranking', async () => {
    const sse = await connect({ 'accept-encoding': 'gzip, br' });
    expect(sse.status).toBe(200);
    expect(sse.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(sse.headers['content-encoding']).toBeUndefined();
    // Delimited by the end of the connection, not chunked: the bytes of an event are the bytes on the wire.
    expect(sse.headers['transfer-encoding']).toBeUndefined();
    expect(sse.headers.connection).toBe('close');
    expect(sse.headers['cache-control']).toBe('no-store');
    expect(sse.headers['access-control-allow-origin']).toBe('*');
    const first = await sse.next();
    expect(first.event).toBe('ranking');
    const ranking: unknown = JSON.parse(first.data);
    expectValid(LiveRanking, ranking);
    expect(ranking).toMatchObject({
      eventId: 'paris-10k-2026',
      contestId: '10k',
      startedCount: 2,
      finishedCount: 0,
    });
    const { cursor, ranking: rows } = ranking as LiveRanking;
    expect(first.id).toBe(String(cursor));
    expect(rows.map((row) => [row.position, row.bib, row.lastCheckpointId])).toEqual([
      [1, '2', 'km5'],
      [2, '1', 'km5'],
    ]);
    sse.close();
  });

  it('answers 404 for an unknown contest, as JSON, and HEAD without subscribing', async () => {
    const response = await t.app.inject({ url: '/api/events/paris-10k-2026/contests/nope/live' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    const before = t.app.liveHub.stats().clients;
    const head = await t.app.inject({ method: 'HEAD', url: LIVE_PATH });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([
      200,
      'text/event-stream; charset=utf-8',
      '',
    ]);
    expect(t.app.liveHub.stats().clients).toBeLessThanOrEqual(before);
    const bad = await t.app.inject({ url: `${LIVE_PATH}?after=soon` });
    expect(bad.statusCode).toBe(400);
  });

  it('sends each client a passings event after an ingest, then the new ranking', async () => {
    const [a, b] = [await connect(), await connect()];
    await Promise.all([a.next(isRanking), b.next(isRanking)]);
    const { body } = await t.ingest({ passings: [liveRead('3', 'km5', 25)] });
    const cursor = (body as { cursor: number }).cursor;
    for (const sse of [a, b]) {
      const frame = await sse.next(isPassings);
      expect(frame.id).toBe(String(cursor));
      const { items } = passingsOf(frame);
      expect(items).toEqual([
        {
          seq: cursor,
          participantId: '3',
          bib: '3',
          name: 'Inès Roux',
          gender: 'f',
          country: 'FR',
          checkpointId: 'km5',
          at: '2026-06-15T08:25:00.000Z',
          fromStartMs: 25 * 60_000,
          place: 3,
          genderPlace: 2,
          status: 'started',
        },
      ]);
      const ranking = JSON.parse((await sse.next(isRanking)).data) as LiveRanking;
      expect(ranking).toMatchObject({ startedCount: 3, cursor });
    }
    a.close();
    b.close();
  });

  it('writes every client of the contest the same bytes, serialised once per broadcast', async () => {
    const broadcasts: { frame: Buffer; clients: number }[] = [];
    const shared = await startLiveApp(t.db, {
      live: {
        heartbeatMs: 600_000,
        rankingIntervalMs: 60_000,
        onBroadcast: (_contest, frame, clients) => broadcasts.push({ frame, clients }),
      },
    });
    const { port } = new URL(shared.origin);
    // Raw sockets: what each client receives, byte for byte, headers and all.
    const sockets = Array.from({ length: 3 }, () => {
      const received: Buffer[] = [];
      const socket = connectSocket(Number(port), '127.0.0.1', () =>
        socket.write(`GET ${LIVE_PATH} HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n`),
      );
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      return { socket, bytes: () => Buffer.concat(received) };
    });
    try {
      await vi.waitFor(() => {
        for (const { bytes } of sockets) expect(bytes().toString()).toContain('event: ranking');
      });
      const before = sockets.map(({ bytes }) => bytes().length);
      await shared.ingest({ passings: [liveRead('3', 'km5', 26)] });
      await vi.waitFor(() => expect(broadcasts).toHaveLength(1));
      const [{ frame, clients } = { frame: Buffer.alloc(0), clients: 0 }] = broadcasts;
      expect(clients).toBe(3);
      await vi.waitFor(() => {
        sockets.forEach(({ bytes }, index) =>
          expect(bytes().length).toBeGreaterThanOrEqual((before[index] ?? 0) + frame.length),
        );
      });
      sockets.forEach(({ bytes }, index) => {
        expect(
          bytes()
            .subarray(before[index], (before[index] ?? 0) + frame.length)
            .equals(frame),
        ).toBe(true);
      });
      expect(frame.toString()).toMatch(/^event: passings\nid: \d+\ndata: \{"eventId":"paris-10k-2026",/);
    } finally {
      for (const { socket } of sockets) socket.destroy();
      await shared.close();
    }
  });

  it('sends no ranking when what it shows has not changed', async () => {
    const sse = await connect();
    await sse.next(isRanking);
    await t.ingest({ passings: [liveRead('98', 'km5', 30)] });
    expect(passingsOf(await sse.next(isPassings)).items.map((p) => [p.bib, p.name])).toEqual([['98', null]]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sse.frames.filter(isRanking)).toHaveLength(1);
    sse.close();
  });

  it('replays what a client missed when it comes back with Last-Event-ID, or ?after=', async () => {
    const sse = await connect();
    const lastId = (await sse.next(isRanking)).id ?? '';
    sse.close();
    const first = await t.ingest({ passings: [liveRead('2', 'finish', 40)] });
    const second = await t.ingest({ passings: [liveRead('1', 'finish', 44), liveRead('99', 'finish', 46)] });
    const secondCursor = (second.body as { cursor: number }).cursor;
    expect(secondCursor).toBeGreaterThan((first.body as { cursor: number }).cursor);

    for (const back of [await connect({ 'last-event-id': lastId }), await connect({}, `?after=${lastId}`)]) {
      const replay = await back.next();
      expect(replay.event).toBe('passings');
      expect(replay.id).toBe(String(secondCursor));
      expect(passingsOf(replay).items.map((p) => [p.bib, p.checkpointId, p.name])).toEqual([
        ['2', 'finish', 'Marc Petit'],
        ['1', 'finish', 'Claire Dubois'],
        ['99', 'finish', null],
      ]);
      const ranking = await back.next();
      expect(ranking.event).toBe('ranking');
      expect(ranking.id).toBe(String(secondCursor));
      back.close();
    }
  });

  it('keeps idle streams open with a heartbeat comment', async () => {
    const beating = await startLiveApp(t.db, { live: { heartbeatMs: 50 } });
    try {
      const sse = await openSse(`${beating.origin}${LIVE_PATH}`);
      const ping = await sse.next((frame) => frame.event === 'comment');
      sse.close();
      expect(ping.data).toBe(': ping');
    } finally {
      await beating.close();
    }
  });

  it('past its address’s share of streams, a client is told to poll the cached snapshot, not refused (ADR 033)', async () => {
    const shared = await startLiveApp(t.db, { streamPermits: localStreamPermits(2) });
    const streams: SseConnection[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const sse = await openSse(`${shared.origin}${LIVE_PATH}`);
        streams.push(sse);
        await sse.next(isRanking);
      }
      // A third phone behind the same address (a carrier's NAT): one `poll` event, and the stream ends.
      const third = await openSse(`${shared.origin}${LIVE_PATH}`);
      streams.push(third);
      const poll = await third.next((frame) => frame.event === 'poll');
      expect(JSON.parse(poll.data)).toEqual({ everyMs: 5_000 });
      expect(third.frames.some((frame) => frame.event === 'ranking')).toBe(false);
      expect(shared.app.liveHub.stats().clients).toBe(2);
      // What it polls: the snapshot, cacheable, with the cursor to follow on from.
      const snapshot = await fetch(`${shared.origin}${LIVE_PATH}/snapshot`);
      expect(snapshot.status).toBe(200);
      expect(snapshot.headers.get('cache-control')).toMatch(/max-age=\d+/);
      expect(((await snapshot.json()) as { cursor: unknown }).cursor).toEqual(expect.any(Number));
      // Once a stream of the address closes, the next one streams again.
      streams[0]?.close();
      await vi.waitFor(() => expect(shared.app.liveHub.stats().clients).toBe(1));
      const again = await openSse(`${shared.origin}${LIVE_PATH}`);
      streams.push(again);
      await again.next(isRanking);
    } finally {
      for (const stream of streams) stream.close();
      await shared.close();
    }
  });

  it('forgets clients that disconnect', async () => {
    const sse = await connect();
    await sse.next(isRanking);
    expect(t.app.liveHub.stats().clients).toBeGreaterThanOrEqual(1);
    for (const connection of open) connection.close();
    await vi.waitFor(() => expect(t.app.liveHub.stats()).toEqual({ contests: 0, clients: 0 }));
  });

  it('serves a JSON snapshot with a cursor to follow on from, cached by version', async () => {
    const url = `${LIVE_PATH}/snapshot`;
    // Its ranking follows the contest's lists (ADR 032): the last reads' runners are in once the lists caught up,
    // LIST_EVERY_MS after the last step at the most, with no read after them.
    const finishLeaders = async () => {
      const { checkpoints } = (await t.app.inject({ url })).json<LiveSnapshot>();
      return checkpoints.find((c) => c.checkpointId === 'finish')?.leaders.length ?? 0;
    };
    await vi.waitFor(async () => expect(await finishLeaders()).toBe(2), { timeout: 8_000, interval: 250 });
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const snapshot: unknown = response.json();
    expectValid(LiveSnapshot, snapshot);
    const { passings, cursor, checkpoints } = snapshot as LiveSnapshot;
    expect(passings.at(-1)?.seq).toBe(cursor);
    expect(passings.map((p) => p.bib)).toContain('99');
    expect(checkpoints.map((c) => [c.checkpointId, c.leaders.map((l) => l.bib)])).toEqual([
      ['km5', ['2', '1', '3']],
      ['finish', ['2', '1']],
    ]);
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const sse = await connect({}, `?after=${cursor}`);
    expect((await sse.next()).event).toBe('ranking');
    sse.close();
  });

  it('documents both endpoints in the OpenAPI description', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, object>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/events/{eventId}/contests/{contestId}/live',
        '/api/events/{eventId}/contests/{contestId}/live/snapshot',
        '/api/ingest/passings',
      ]),
    );
  });
});
