import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import {
  type AlertPayload,
  claimDueAlerts,
  countAlertsByState,
  enqueueAlerts,
  failAlerts,
  markAlertsSent,
  type NewAlert,
  retryAlerts,
} from './outbox.js';
import { getOrCreateSiteKey } from './site-keys.js';
import {
  countSubscriptionsSince,
  deleteExpiredSubscriptions,
  deleteSubscription,
  removeSubscriptions,
  saveSubscription,
  type SubscriptionInput,
} from './subscriptions.js';

const PAYLOAD: AlertPayload = {
  title: 'Amina El Idrissi',
  body: 'Half in 1:20:00',
  url: '/en/event/casa-2026/marathon/participants/2',
  lang: 'en',
  dir: 'ltr',
  tag: 'marathon/2/cp:half',
};

let nextEndpoint = 1;
function input(overrides: Partial<SubscriptionInput> = {}): SubscriptionInput {
  return {
    eventId: 'casa-2026',
    endpoint: `https://push.example.net/send/${nextEndpoint++}`,
    p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    auth: 'BTBZMqHH6r4Tts7J_aSIgg',
    locale: 'en',
    runners: [{ contestId: 'marathon', bib: '2' }],
    clientHash: 'client-a',
    retentionDays: 7,
    ...overrides,
  };
}

describe.each(testDbKinds())('push subscriptions and outbox on %s', (kind) => {
  let db: DbHandle;
  let marathonKey: number;
  beforeAll(async () => {
    db = await openSampleDb(kind);
    const [row] = await db.query<{ key: number }>(
      sql`select key from contests where event_id = 'casa-2026' and id = 'marathon'`,
    );
    marathonKey = row!.key;
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query(sql`delete from push_subscriptions`);
  });

  const alert = (subscriptionKey: number, topic: string, bib = '2'): NewAlert => ({
    subscriptionKey,
    contestKey: marathonKey,
    bib,
    topic,
    payload: PAYLOAD,
    readAt: 1_700_000_000_000,
    ttlSeconds: 600,
    urgency: 'high',
  });

  it('saves what delivery needs, follows entered runners only, and skips what they already did', async () => {
    const saved = await saveSubscription(
      db,
      input({
        runners: [
          { contestId: 'marathon', bib: '2' },
          { contestId: 'marathon', bib: '11' },
          { contestId: 'marathon', bib: '999' },
          { contestId: 'nope', bib: '1' },
        ],
      }),
    );
    expect(saved.followed.sort((a, b) => a.bib.localeCompare(b.bib))).toEqual([
      { contestId: 'marathon', bib: '11' },
      { contestId: 'marathon', bib: '2' },
    ]);
    expect(saved.unknown).toEqual([
      { contestId: 'marathon', bib: '999' },
      { contestId: 'nope', bib: '1' },
    ]);
    // The end of the event's last day (2026-10-25) in its zone, plus 7 days of retention: midnight starting
    // 2026-11-02 in Casablanca, as the database's zone data places it (PGlite's and PostgreSQL's differ by an hour).
    const [midnight] = await db.query<{ ms: number }>(sql`
      select round(date_part('epoch', '2026-11-02'::timestamp at time zone 'Africa/Casablanca') * 1000)::float8 as ms`);
    expect(saved.deleteAfter).toBe(midnight?.ms);
    expect(saved.deleteAfter).toBeGreaterThanOrEqual(Date.UTC(2026, 10, 1, 22));
    // Amina finished, John did not finish: both already known, so never sent.
    const skipped = await db.query<{ bib: string; topic: string }>(
      sql`select bib, topic from push_outbox where state = 'skipped' order by bib`,
    );
    expect(skipped).toEqual([
      { bib: '11', topic: 'status:dnf' },
      { bib: '2', topic: 'finish' },
    ]);
    expect(await enqueueAlerts(db, [alert(saved.key, 'finish')])).toBe(0);
    expect(await enqueueAlerts(db, [alert(saved.key, 'cp:km10')])).toBe(1);
  });

  it('saving again from the same browser replaces its runners and keys', async () => {
    const first = await saveSubscription(db, input({ endpoint: 'https://push.example.net/same' }));
    const second = await saveSubscription(
      db,
      input({
        endpoint: 'https://push.example.net/same',
        locale: 'ar',
        runners: [{ contestId: '10k', bib: '1' }],
      }),
    );
    expect(second.key).toBe(first.key);
    const follows = await db.query<{ bib: string; locale: string }>(sql`
      select f.bib, s.locale from push_follows f join push_subscriptions s on s.key = f.subscription_key`);
    expect(follows).toEqual([{ bib: '1', locale: 'ar' }]);
  });

  it('refuses an unknown event', async () => {
    await expect(saveSubscription(db, input({ eventId: 'nope' }))).rejects.toMatchObject({
      code: 'unknown_event',
    });
  });

  it('writes an alert once per subscription, runner and topic', async () => {
    const { key } = await saveSubscription(db, input());
    expect(await enqueueAlerts(db, [alert(key, 'cp:km10'), alert(key, 'cp:km10')])).toBe(1);
    expect(await enqueueAlerts(db, [alert(key, 'cp:km10')])).toBe(0);
    expect(await enqueueAlerts(db, [alert(key + 1_000, 'cp:km10')])).toBe(0);
    expect(await countAlertsByState(db)).toEqual({ pending: 1, skipped: 1 });
  });

  it('claims due alerts once, leases them, and marks them sent', async () => {
    const { key } = await saveSubscription(db, input());
    await enqueueAlerts(db, [alert(key, 'cp:km10'), alert(key, 'cp:half')]);
    const claimed = await claimDueAlerts(db, { limit: 10, leaseMs: 60_000 });
    expect(claimed.map((c) => c.topic).sort()).toEqual(['cp:half', 'cp:km10']);
    expect(claimed.find((c) => c.topic === 'cp:km10')).toMatchObject({
      subscriptionKey: key,
      endpoint: expect.stringMatching(/^https:\/\/push\.example\.net\//) as string,
      payload: PAYLOAD,
      ttlSeconds: 600,
      urgency: 'high',
      attempts: 1,
      readAt: 1_700_000_000_000,
    });
    // Leased: not claimable again until the lease ends.
    expect(await claimDueAlerts(db, { limit: 10, leaseMs: 60_000 })).toEqual([]);
    const [km10, half] = ['cp:km10', 'cp:half'].map((topic) => claimed.find((c) => c.topic === topic)!);
    await markAlertsSent(db, [km10!.key]);
    // The other one's lease ends: claimable again, one more attempt.
    await db.query(sql`update push_outbox set next_attempt_at = now() where key = ${half!.key}`);
    const again = await claimDueAlerts(db, { limit: 10, leaseMs: 60_000 });
    expect(again.map((c) => [c.topic, c.attempts])).toEqual([['cp:half', 2]]);
    await retryAlerts(db, [{ key: again[0]!.key, delayMs: 0, error: 'HTTP 503' }]);
    const third = await claimDueAlerts(db, { limit: 10, leaseMs: 60_000 });
    expect(third.map((c) => c.attempts)).toEqual([3]);
    await failAlerts(db, [{ key: third[0]!.key, error: 'HTTP 400' }]);
    expect(await countAlertsByState(db)).toEqual({ sent: 1, failed: 1, skipped: 1 });
    // A sent alert is never put back.
    await retryAlerts(db, [{ key: km10!.key, delayMs: 0, error: 'late' }]);
    expect(await claimDueAlerts(db, { limit: 10, leaseMs: 60_000 })).toEqual([]);
  });

  it('deletes a subscription only with its auth secret, and with it its follows and alerts', async () => {
    const saved = await saveSubscription(db, input({ endpoint: 'https://push.example.net/mine' }));
    await enqueueAlerts(db, [alert(saved.key, 'cp:km10')]);
    expect(
      await deleteSubscription(db, {
        endpoint: 'https://push.example.net/mine',
        auth: 'AAAAAAAAAAAAAAAAAAAAAA',
        eventId: null,
      }),
    ).toBe(0);
    expect(
      await deleteSubscription(db, {
        endpoint: 'https://push.example.net/mine',
        auth: input().auth,
        eventId: 'casa-2026',
      }),
    ).toBe(1);
    const [left] = await db.query<{ n: number }>(sql`
      select (select count(*) from push_follows)::int + (select count(*) from push_outbox)::int as n`);
    expect(left?.n).toBe(0);
  });

  it('removes gone endpoints and expired subscriptions', async () => {
    const a = await saveSubscription(db, input());
    const b = await saveSubscription(db, input());
    expect(await removeSubscriptions(db, [a.key])).toBe(1);
    expect(await deleteExpiredSubscriptions(db, b.deleteAfter - 1)).toBe(0);
    expect(await deleteExpiredSubscriptions(db, b.deleteAfter + 1)).toBe(1);
  });

  it('counts a client’s recent subscriptions', async () => {
    const since = Date.now() - 60_000;
    await saveSubscription(db, input({ clientHash: 'client-b' }));
    await saveSubscription(db, input({ clientHash: 'client-b' }));
    expect(await countSubscriptionsSince(db, 'client-b', since)).toBe(2);
    expect(await countSubscriptionsSince(db, 'client-c', since)).toBe(0);
  });

  it('keeps a site key made once', async () => {
    const first = await getOrCreateSiteKey(db, 'test-key', () => ({ n: 1 }));
    const second = await getOrCreateSiteKey(db, 'test-key', () => ({ n: 2 }));
    expect([first, second]).toEqual([{ n: 1 }, { n: 1 }]);
  });
});

describe.skipIf(!testDbKinds().includes('postgres'))('concurrent senders on postgres', () => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb('postgres');
  });
  afterAll(() => db.close());

  it('never claim the same alert twice', async () => {
    const { key } = await saveSubscription(db, input());
    const [contest] = await db.query<{ key: number }>(sql`select key from contests where id = 'marathon'`);
    const alerts = Array.from({ length: 300 }, (_, i): NewAlert => ({
      subscriptionKey: key,
      contestKey: contest!.key,
      bib: '2',
      topic: `cp:t${i}`,
      payload: PAYLOAD,
      readAt: null,
      ttlSeconds: 60,
      urgency: 'normal',
    }));
    expect(await enqueueAlerts(db, alerts)).toBe(300);
    const claimers = Array.from({ length: 4 }, async () => {
      const mine: number[] = [];
      for (;;) {
        const claimed = await db.transaction((tx) => claimDueAlerts(tx, { limit: 7, leaseMs: 60_000 }));
        if (claimed.length === 0) return mine;
        mine.push(...claimed.map((c) => c.key));
      }
    });
    const all = (await Promise.all(claimers)).flat();
    expect(all).toHaveLength(300);
    expect(new Set(all).size).toBe(300);
  });
});
