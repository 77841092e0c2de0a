/**
 * Fault test: an API instance dies mid-stream (SIGKILL, no goodbye). Its stream clients see the connection break,
 * reconnect to another instance with the last event id they hold — as EventSource does — and get every read that
 * was ingested meanwhile, then the live ones: nothing is missed, because the cursor lives in the database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { type LivePassingsEvent } from '@finishline/contract';
import { readDbEnv } from '@finishline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PATH, liveRead, openLiveTestApp, type LiveTestApp } from '../routes/live/live-test-app.js';
import { openSse, type SseFrame } from '../routes/live/sse-test-client.js';

const url = readDbEnv().testDatabaseUrl;
const CHILD = fileURLToPath(new URL('./live-child-server.ts', import.meta.url));

const bibsOf = (frame: SseFrame) => (JSON.parse(frame.data) as LivePassingsEvent).items.map((p) => p.bib);

describe.skipIf(url === null)('an API instance killed mid-stream (PostgreSQL)', () => {
  let survivor: LiveTestApp;
  let child: ChildProcess | undefined;
  let childOrigin = '';

  beforeAll(async () => {
    survivor = await openLiveTestApp('postgres');
    const args = [url ?? '', survivor.db.schema, survivor.db.channelPrefix];
    child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child?.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening (\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      child?.once('exit', (code) => reject(new Error(`the child API exited (${code}) before listening`)));
    });
    childOrigin = `http://127.0.0.1:${port}`;
  }, 60_000);
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await survivor?.close();
  });

  it('its clients reconnect to another instance with Last-Event-ID and miss no read', async () => {
    const client = await openSse(`${childOrigin}${LIVE_PATH}`);
    await client.next((frame) => frame.event === 'ranking');
    const first = await survivor.ingest({ passings: [liveRead('3', 'km5', 24)] });
    expect(first.status).toBe(200);
    // Delivered by the child, which heard of it through NOTIFY.
    const seen = await client.next((frame) => frame.event === 'passings');
    expect(bibsOf(seen)).toEqual(['3']);
    const lastId = seen.id;
    expect(lastId).not.toBeNull();

    const exited = once(child as ChildProcess, 'exit');
    child?.kill('SIGKILL');
    await exited;
    await client.ended;

    // Reads keep arriving while the client is away.
    for (const [bib, minutes] of [
      ['1', 41],
      ['2', 40],
    ] as const) {
      expect((await survivor.ingest({ passings: [liveRead(bib, 'finish', minutes)] })).status).toBe(200);
    }
    const back = await openSse(`${survivor.origin}${LIVE_PATH}`, { 'last-event-id': lastId ?? '' });
    try {
      const missed: string[] = [];
      while (missed.length < 2)
        missed.push(...bibsOf(await back.next((frame) => frame.event === 'passings')));
      expect(missed.sort()).toEqual(['1', '2']);
      // And it follows on live from there.
      await survivor.ingest({ passings: [liveRead('3', 'finish', 45)] });
      expect(bibsOf(await back.next((frame) => frame.event === 'passings'))).toEqual(['3']);
    } finally {
      back.close();
      client.close();
    }
  });
});
