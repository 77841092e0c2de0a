/**
 * Scale-out (design §1): two API instances, each with its own database handle (pool and LISTEN connection) on the
 * same PostgreSQL schema and each on its own port. A read posted to one reaches the stream clients of the other.
 */
import { type LivePassingsEvent } from '@finishline/contract';
import { createDb, readDbEnv } from '@finishline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH, liveRead, openLiveTestApp, startLiveApp, type LiveTestApp } from './live-test-app.js';
import { openSse } from './sse-test-client.js';

const url = readDbEnv().testDatabaseUrl;

describe.skipIf(url === null)('live streams across two API instances on PostgreSQL', () => {
  let first: LiveTestApp;
  let second: LiveTestApp;
  let closeSecondDb: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    first = await openLiveTestApp('postgres');
    const db = await createDb({
      url: url ?? '',
      schema: first.db.schema,
      channelPrefix: first.db.channelPrefix,
      migrate: false,
    });
    closeSecondDb = () => db.close();
    // No token on the second instance: it only serves streams. A long heartbeat leaves NOTIFY as the only way
    // for it to hear of the change (the heartbeat's version check is the fallback when a notification is lost).
    const live = { heartbeatMs: 600_000, rankingIntervalMs: 20 };
    second = await startLiveApp(db, { ingestToken: null, live });
  });
  afterAll(async () => {
    await second?.close();
    await closeSecondDb();
    await first?.close();
  });

  it('delivers a read ingested on one instance to a stream client of the other, and resumes there', async () => {
    expect(first.origin).not.toBe(second.origin);
    const onSecond = await openSse(`${second.origin}${LIVE_PATH}`);
    const onFirst = await openSse(`${first.origin}${LIVE_PATH}`);
    try {
      const ranking = await onSecond.next((frame) => frame.event === 'ranking');
      await onFirst.next((frame) => frame.event === 'ranking');
      const { status, body } = await first.ingest({ passings: [liveRead('3', 'km5', 24)] });
      expect(status).toBe(200);
      const cursor = (body as { cursor: number }).cursor;
      for (const sse of [onSecond, onFirst]) {
        const frame = await sse.next((f) => f.event === 'passings');
        expect(frame.id).toBe(String(cursor));
        const data = JSON.parse(frame.data) as LivePassingsEvent;
        expect(data.items.map((p) => [p.bib, p.checkpointId, p.place])).toEqual([['3', 'km5', 3]]);
      }
      // A client of the first instance that reconnects to the second gets what it missed there.
      onSecond.close();
      await first.ingest({ passings: [liveRead('2', 'finish', 41)] });
      const back = await openSse(`${second.origin}${LIVE_PATH}`, { 'last-event-id': String(cursor) });
      const replay = await back.next();
      back.close();
      expect(replay.event).toBe('passings');
      expect((JSON.parse(replay.data) as LivePassingsEvent).items.map((p) => p.bib)).toEqual(['2']);
      expect(Number(replay.id)).toBeGreaterThan(Number(ranking.id));
    } finally {
      onSecond.close();
      onFirst.close();
    }
  });
});
