import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from './handle.js';
import { listen, notify } from './notify.js';
import { openTestDb, testDbKinds } from './testing/test-dbs.js';

/** Resolves with the payloads received once `count` arrived, or after `ms` with what arrived. */
function collect(received: unknown[], count: number, ms = 2_000): Promise<unknown[]> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = (): void => {
      if (received.length >= count || Date.now() - started > ms) resolve([...received]);
      else setTimeout(check, 10);
    };
    check();
  });
}

describe.each(testDbKinds())('LISTEN/NOTIFY on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  it('delivers JSON payloads to every listener of the channel until it unlistens', async () => {
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = await listen(db, 'round_trip', (payload) => first.push(payload));
    const stopSecond = await listen(db, 'round_trip', (payload) => second.push(payload));
    await notify(db, 'round_trip', { eventId: 'e', version: 1 });
    expect(await collect(first, 1)).toEqual([{ eventId: 'e', version: 1 }]);
    expect(await collect(second, 1)).toEqual([{ eventId: 'e', version: 1 }]);
    await stopFirst();
    await notify(db, 'round_trip', 'second');
    expect(await collect(second, 2)).toEqual([{ eventId: 'e', version: 1 }, 'second']);
    expect(first).toHaveLength(1);
    await stopSecond();
  });

  it('parses a notification once for all its listeners, and LISTENs again after the last one left', async () => {
    const got: unknown[][] = [[], [], []];
    const stops = await Promise.all(got.map((list) => listen(db, 'shared_channel', (p) => list.push(p))));
    await notify(db, 'shared_channel', { eventId: 'e', participantIds: ['a'] });
    await Promise.all(got.map((list) => collect(list, 1)));
    const [one, two, three] = got.map((list) => list[0]);
    // One object for every consumer, frozen so none can change what the others see.
    expect(one).toBe(two);
    expect(two).toBe(three);
    expect(Object.isFrozen(one)).toBe(true);
    expect(Object.isFrozen((one as { participantIds: string[] }).participantIds)).toBe(true);
    for (const stop of stops) await stop();
    await notify(db, 'shared_channel', 'after');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(got.map((list) => list.length)).toEqual([1, 1, 1]);
    const again: unknown[] = [];
    const stop = await listen(db, 'shared_channel', (p) => again.push(p));
    await notify(db, 'shared_channel', 'back');
    expect(await collect(again, 1)).toEqual(['back']);
    await stop();
  });

  it('delivers a notification sent in a transaction only when it commits', async () => {
    const received: unknown[] = [];
    const stop = await listen(db, 'tx_channel', (payload) => received.push(payload));
    await db
      .transaction(async (tx) => {
        await notify(tx, 'tx_channel', 'rolled back');
        throw new Error('abort');
      })
      .catch(() => undefined);
    await db.transaction((tx) => notify(tx, 'tx_channel', 'committed'));
    expect(await collect(received, 1)).toEqual(['committed']);
    expect(await collect(received, 2, 200)).toEqual(['committed']);
    await stop();
  });

  it('refuses channel names that are not plain identifiers', async () => {
    await expect(notify(db, 'bad channel', 1)).rejects.toThrow(RangeError);
    await expect(listen(db, 'Bad', () => undefined)).rejects.toThrow(RangeError);
  });
});
