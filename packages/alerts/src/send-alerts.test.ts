import {
  type AlertPayload,
  claimDueAlerts,
  countAlertsByState,
  type DbHandle,
  enqueueAlerts,
  type NewAlert,
} from '@finishline/db';
import {
  clearPushSubscriptions,
  contestKeyOf,
  listOutbox,
  listSubscriptionKeys,
  makePendingAlertsDue,
  openSampleDb,
  testDbKinds,
} from '@finishline/db/testing';
import fc from 'fast-check';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAlertSender } from './send-alerts.js';
import { startPushReceiver, type PushReceiver } from './testing/push-receiver.js';
import { subscribeBrowser } from './testing/subscribe-browser.js';
import { type VapidIdentity } from './vapid.js';

const keys = webpush.generateVAPIDKeys();
const IDENTITY: VapidIdentity = { ...keys, subject: 'mailto:alerts@finishline.example' };

function payload(topic: string, lang = 'en'): AlertPayload {
  return {
    title: lang === 'ar' ? 'إيلودي مارتان' : 'Élodie Martin',
    body: `${topic}: 1:20:00, 812th`,
    url: `/${lang}/event/casa-2026/marathon/participants/13`,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    tag: `marathon/13/${topic}`,
  };
}

describe.each(testDbKinds())('sending alerts to a push service on %s', (kind) => {
  let db: DbHandle;
  let receiver: PushReceiver;
  let contestKey: number;
  beforeAll(async () => {
    db = await openSampleDb(kind);
    receiver = await startPushReceiver();
    contestKey = await contestKeyOf(db, 'casa-2026', 'marathon');
  });
  afterAll(async () => {
    await receiver.close();
    await db.close();
  });
  beforeEach(async () => {
    await clearPushSubscriptions(db);
    receiver.messages.length = 0;
    receiver.refusals.length = 0;
  });

  // Élodie never started: nothing is known of her yet, so every topic is still to come.
  const subscribe = (locale = 'en') =>
    subscribeBrowser(db, receiver, {
      eventId: 'casa-2026',
      runners: [{ contestId: 'marathon', bib: '13' }],
      locale,
    });

  const alert = (subscriptionKey: number, topic: string, lang = 'en'): NewAlert => ({
    subscriptionKey,
    contestKey,
    bib: '13',
    topic,
    payload: payload(topic, lang),
    readAt: Date.now() - 1_000,
    ttlSeconds: 900,
    urgency: 'high',
  });

  it('delivers each alert encrypted for its browser, with TTL, urgency, topic and a VAPID claim', async () => {
    const en = await subscribe('en');
    const ar = await subscribe('ar');
    await enqueueAlerts(db, [alert(en.key, 'cp:km10'), alert(ar.key, 'cp:km10', 'ar')]);
    const sender = createAlertSender(db, IDENTITY);
    const round = await sender.sendDue();
    sender.close();
    expect(round).toMatchObject({ claimed: 2, sent: 2, retried: 0, failed: 0 });
    expect(round.latenciesMs.every((ms) => ms >= 1_000 && ms < 60_000)).toBe(true);
    expect(receiver.refusals).toEqual([]);
    const byId = new Map(receiver.messages.map((m) => [m.id, m]));
    const arMessage = byId.get(ar.browser.endpoint.split('/').at(-1)!);
    expect(JSON.parse(arMessage!.text)).toEqual(payload('cp:km10', 'ar'));
    expect(arMessage).toMatchObject({
      ttl: 900,
      urgency: 'high',
      vapidKey: IDENTITY.publicKey,
      subject: IDENTITY.subject,
    });
    expect(arMessage!.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await countAlertsByState(db)).toMatchObject({ sent: 2 });
  });

  it('deletes a subscription whose endpoint is gone (404, 410)', async () => {
    const gone = await subscribe();
    const missing = await subscribe();
    const kept = await subscribe();
    receiver.force(gone.browser.endpoint, { status: 410 });
    receiver.force(missing.browser.endpoint, { status: 404 });
    await enqueueAlerts(
      db,
      [gone, missing, kept].map((s) => alert(s.key, 'cp:half')),
    );
    const sender = createAlertSender(db, IDENTITY);
    const round = await sender.sendDue();
    sender.close();
    expect(round).toMatchObject({ sent: 1, removedSubscriptions: 2 });
    expect(await listSubscriptionKeys(db)).toEqual([kept.key]);
  });

  it('tries again later on 429 and 5xx, honouring Retry-After, and gives up on other refusals', async () => {
    const busy = await subscribe();
    const broken = await subscribe();
    const refused = await subscribe();
    receiver.force(busy.browser.endpoint, { status: 429, retryAfter: 120 });
    receiver.force(broken.browser.endpoint, { status: 503 });
    receiver.force(refused.browser.endpoint, { status: 413 });
    await enqueueAlerts(
      db,
      [busy, broken, refused].map((s) => alert(s.key, 'finish')),
    );
    const sender = createAlertSender(db, IDENTITY, { retryBaseMs: 1_000 });
    const round = await sender.sendDue();
    expect(round).toMatchObject({ claimed: 3, sent: 0, retried: 2, failed: 1 });
    const rows = await listOutbox(db);
    const row = (key: number) => rows.find((r) => r.subscriptionKey === key)!;
    expect(row(busy.key)).toMatchObject({ state: 'pending', lastError: 'HTTP 429' });
    expect(row(busy.key).dueInS).toBeGreaterThan(110);
    expect(row(broken.key)).toMatchObject({ state: 'pending', lastError: 'HTTP 503' });
    expect(row(broken.key).dueInS).toBeLessThan(5);
    expect(row(refused.key)).toMatchObject({ state: 'failed', lastError: 'HTTP 413' });
    // The service recovers: the retried alerts go once due.
    receiver.force(broken.browser.endpoint, null);
    await makePendingAlertsDue(db);
    receiver.force(busy.browser.endpoint, null);
    expect(await sender.sendDue()).toMatchObject({ sent: 2 });
    sender.close();
  });

  it('delivers every alert exactly once through duplicates, two instances and a restart between claim and send', async () => {
    // Few runs: each one is a real round trip per alert through the database and the receiver.
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('cp:km10', 'cp:half', 'finish', 'status:dnf'), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.array(fc.constantFrom('a', 'b', 'crash', 'expire'), { minLength: 1, maxLength: 10 }),
        async (reads, steps) => {
          await clearPushSubscriptions(db);
          receiver.messages.length = 0;
          const one = await subscribe();
          const two = await subscribe();
          const instances = { a: createAlertSender(db, IDENTITY), b: createAlertSender(db, IDENTITY) };
          // Every read (re-ingested ones included) asks for its alert again, from both instances.
          for (const topic of reads) {
            await enqueueAlerts(db, [alert(one.key, topic), alert(two.key, topic)]);
            await enqueueAlerts(db, [alert(two.key, topic)]);
          }
          for (const step of steps) {
            if (step === 'crash') await claimDueAlerts(db, { limit: 2, leaseMs: 60_000 });
            else if (step === 'expire') await makePendingAlertsDue(db);
            else await instances[step].sendDue();
          }
          // The crashed claims' leases end; both instances drain what is left, concurrently.
          await makePendingAlertsDue(db);
          for (let round = 0; round < 5; round++)
            await Promise.all([instances.a.sendDue(), instances.b.sendDue()]);
          instances.a.close();
          instances.b.close();
          const got = receiver.messages.map((m) => `${m.id} ${JSON.parse(m.text).tag as string}`).sort();
          const expected = [one, two]
            .flatMap((s) =>
              [...new Set(reads)].map(
                (topic) => `${s.browser.endpoint.split('/').at(-1)} marathon/13/${topic}`,
              ),
            )
            .sort();
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: kind === 'pglite' ? 15 : 25 },
    );
  });
});
