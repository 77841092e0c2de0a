import type { LivePassing, LiveRanking, LiveSnapshot } from '@finishline/contract';
import { describe, expect, it, vi } from 'vitest';
import { initialLiveState, reduceLiveStream } from './live-stream-state';
import { liveStreamUrl, openLiveStream, POLL_FOR_MS } from './open-live-stream';

function passing(bib: string, seq: number, minute = 10): LivePassing {
  return {
    seq,
    participantId: bib,
    bib,
    name: `Runner ${bib}`,
    gender: 'f',
    country: 'MA',
    checkpointId: 'km5',
    at: `2026-06-15T08:${String(minute).padStart(2, '0')}:00.000Z`,
    fromStartMs: minute * 60_000,
    place: 1,
    genderPlace: 1,
    status: 'started',
  };
}

const ranking: LiveRanking = {
  eventId: 'e',
  contestId: 'c',
  version: 3,
  cursor: 100,
  startedCount: 1,
  finishedCount: 0,
  ranking: [],
  checkpoints: [],
};

describe('live stream state', () => {
  it('starts from the snapshot and resumes from its cursor', () => {
    const snapshot: LiveSnapshot = { ...ranking, passings: [passing('1', 90), passing('2', 100, 11)] };
    const state = initialLiveState(snapshot);
    expect(state.cursor).toBe(100);
    expect(state.passings.map((p) => p.bib)).toEqual(['2', '1']);
    expect(state.ranking?.version).toBe(3);
  });

  it('puts new passings on top, drops replayed ones, keeps the newest N, and follows the cursor', () => {
    let state = initialLiveState();
    state = reduceLiveStream(state, {
      type: 'passings',
      event: {
        eventId: 'e',
        contestId: 'c',
        truncated: false,
        items: [passing('1', 5), passing('2', 5, 11)],
      },
    });
    state = reduceLiveStream(
      state,
      {
        type: 'passings',
        event: {
          eventId: 'e',
          contestId: 'c',
          truncated: false,
          items: [passing('2', 5, 11), passing('3', 9, 12)],
        },
      },
      2,
    );
    expect(state.passings.map((p) => p.bib)).toEqual(['3', '2']);
    expect(state.cursor).toBe(9);
    state = reduceLiveStream(state, { type: 'ranking', ranking: { ...ranking, cursor: 9 } });
    expect(state.ranking?.cursor).toBe(9);
    expect(reduceLiveStream(state, { type: 'status', status: 'open' }).status).toBe('open');
  });

  it('builds the stream URL with the resume cursor', () => {
    expect(liveStreamUrl('https://api.example/', 'casa 2026', '10k', 42)).toBe(
      'https://api.example/api/events/casa%202026/contests/10k/live?after=42',
    );
    expect(liveStreamUrl('', 'e', 'c', null)).toBe('/api/events/e/contests/c/live');
  });

  it('reopens with ?after= the last cursor when the browser gives up', () => {
    vi.useFakeTimers();
    const opened: FakeSource[] = [];
    class FakeSource {
      static readonly CLOSED = 2;
      readyState = 0;
      onopen: (() => void) | null = null;
      onerror: (() => void) | null = null;
      listeners = new Map<string, (event: MessageEvent) => void>();
      constructor(readonly url: string) {
        opened.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent) => void) {
        this.listeners.set(type, listener);
      }
      close() {
        this.readyState = 2;
      }
    }
    const rankings: LiveRanking[] = [];
    const stop = openLiveStream(
      'e',
      'c',
      { onRanking: (r) => rankings.push(r) },
      {
        EventSourceImpl: FakeSource as unknown as typeof EventSource,
      },
    );
    const first = opened[0]!;
    first.listeners.get('ranking')?.({ data: JSON.stringify(ranking), lastEventId: '100' } as MessageEvent);
    expect(rankings).toHaveLength(1);
    first.readyState = FakeSource.CLOSED;
    first.onerror?.();
    vi.advanceTimersByTime(2_000);
    expect(opened[1]?.url).toBe('/api/events/e/contests/c/live?after=100');
    stop();
    vi.useRealTimers();
  });

  it('told to poll (its address holds its share of streams), polls the snapshot, then tries the stream again', async () => {
    vi.useFakeTimers();
    const opened: { url: string; listeners: Map<string, (event: MessageEvent) => void>; closed: boolean }[] =
      [];
    class FakeSource {
      static readonly CLOSED = 2;
      readyState = 0;
      onopen: (() => void) | null = null;
      onerror: (() => void) | null = null;
      listeners = new Map<string, (event: MessageEvent) => void>();
      closed = false;
      constructor(readonly url: string) {
        opened.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent) => void) {
        this.listeners.set(type, listener);
      }
      close() {
        this.closed = true;
      }
    }
    const snapshot: LiveSnapshot = { ...ranking, cursor: 150, passings: [passing('7', 150, 12)] };
    const asked: string[] = [];
    const fetchImpl = vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(snapshot), { headers: { 'content-type': 'application/json' } });
    });
    const snapshots: LiveSnapshot[] = [];
    const statuses: string[] = [];
    const stop = openLiveStream(
      'e',
      'c',
      { onSnapshot: (polled) => snapshots.push(polled), onStatus: (status) => statuses.push(status) },
      {
        EventSourceImpl: FakeSource as unknown as typeof EventSource,
        fetchImpl: fetchImpl as unknown as typeof fetch,
      },
    );
    opened[0]?.listeners.get('poll')?.({ data: '{"everyMs":5000}', lastEventId: '' } as MessageEvent);
    expect(opened[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['/api/events/e/contests/c/live/snapshot']);
    expect(snapshots).toEqual([snapshot]);
    expect(statuses.at(-1)).toBe('open');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asked).toHaveLength(2);
    // After a while of polling: the stream again, from the last snapshot's cursor.
    await vi.advanceTimersByTimeAsync(POLL_FOR_MS);
    expect(opened).toHaveLength(2);
    expect(opened[1]?.url).toBe('/api/events/e/contests/c/live?after=150');
    stop();
    vi.useRealTimers();
  });
});
