import { type AlertWorker, loadVapidIdentity, startAlertWorker } from '@finishline/alerts';
import { startPushReceiver, type PushReceiver } from '@finishline/alerts/testing';
import { ErrorResponse, PushKey, PushSubscribed, PushUnsubscribed } from '@finishline/contract';
import { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushSettings } from '../../env.js';
import { expectValid, testDbKinds } from '../../testing/test-app.js';
import { liveRead, openLiveTestApp, startLiveApp, type LiveTestApp } from '../live/live-test-app.js';

const PUBLIC_URL = 'https://results.example.org';
let nextClient = 1;
const newClient = () => `203.0.113.${nextClient++}`;

describe.each(testDbKinds())('Web Push alerts over the API on %s', (kind) => {
  let t: LiveTestApp;
  let receiver: PushReceiver;
  let settings: PushSettings;
  beforeAll(async () => {
    receiver = await startPushReceiver();
    settings = {
      publicKey: null,
      privateKey: null,
      subject: 'mailto:alerts@results.example.org',
      retentionDays: 7,
      endpointOrigins: [receiver.origin],
    };
    t = await openLiveTestApp(kind, {
      push: settings,
      publicUrl: PUBLIC_URL,
      pushLimits: { subscriptions: 3 },
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  function subscribe(
    body: object,
    client = newClient(),
    event = 'paris-10k-2026',
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'POST',
      url: `/api/events/${event}/push-subscriptions`,
      payload: body,
      remoteAddress: client,
    });
  }
  const body = (browser = receiver.subscribe(), runners = [{ contestId: '10k', bib: '3' }]) => ({
    subscription: browser,
    locale: 'fr',
    runners,
  });

  it('gives the VAPID public key, generated once and kept for every instance', async () => {
    const first = await t.app.inject({ url: '/api/push/key' });
    expect(first.statusCode).toBe(200);
    expectValid(PushKey, first.json());
    const { publicKey } = first.json<PushKey>();
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.json<PushKey>().retentionDays).toBe(7);
    const other = await startLiveApp(t.db, { push: settings });
    const second = await other.app.inject({ url: '/api/push/key' });
    await other.close();
    expect(second.json<PushKey>().publicKey).toBe(publicKey);
  });

  it('subscribes a browser to entered runners and says which were not found', async () => {
    const response = await subscribe(
      body(receiver.subscribe(), [
        { contestId: '10k', bib: '3' },
        { contestId: '10k', bib: '999' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expectValid(PushSubscribed, response.json());
    expect(response.json()).toMatchObject({
      eventId: 'paris-10k-2026',
      followed: [{ contestId: '10k', bib: '3' }],
      unknown: [{ contestId: '10k', bib: '999' }],
    });
    // The event's last day (15 June) plus 7 days of retention, ending at midnight in the event's zone.
    const deleteAfter = Date.parse(response.json<PushSubscribed>().deleteAfter);
    expect(deleteAfter).toBeGreaterThan(Date.UTC(2026, 5, 22, 20));
    expect(deleteAfter).toBeLessThanOrEqual(Date.UTC(2026, 5, 23, 2));
  });

  it.each([
    [
      'an endpoint that is not a browser push service',
      { endpoint: 'https://fcm.googleapis.com.evil.example/x' },
    ],
    ['an internal address', { endpoint: 'http://169.254.169.254/latest/meta-data' }],
    ['a key that is not a P-256 point', { keys: { p256dh: 'AAAA', auth: 'BTBZMqHH6r4Tts7J_aSIgg' } }],
  ])('refuses %s with 400', async (_name, change) => {
    const response = await subscribe(body({ ...receiver.subscribe(), ...change }));
    expect(response.statusCode).toBe(400);
    expectValid(ErrorResponse, response.json());
  });

  it('answers 404 for an unknown event, and 400 for no runners or too many', async () => {
    expect((await subscribe(body(), newClient(), 'nope')).statusCode).toBe(404);
    expect((await subscribe(body(receiver.subscribe(), []))).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => ({ contestId: '10k', bib: String(i) }));
    expect((await subscribe(body(receiver.subscribe(), many))).statusCode).toBe(400);
  });

  it('limits the subscriptions one client stores', async () => {
    const client = newClient();
    for (let i = 0; i < 3; i++) expect((await subscribe(body(), client)).statusCode).toBe(201);
    const refused = await subscribe(body(), client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends an alert when a followed runner passes a mat, and none after a one-click unsubscribe', async () => {
    const browser = receiver.subscribe();
    expect((await subscribe(body(browser))).statusCode).toBe(201);
    const identity = await loadVapidIdentity(t.db, settings);
    const worker: AlertWorker = await startAlertWorker(t.db, t.app.deps.reads, identity, {
      publicUrl: PUBLIC_URL,
      sendEveryMs: 100,
      // A minute after the read, on race day.
      now: () => Date.UTC(2026, 5, 15, 8, 27),
    });
    try {
      receiver.messages.length = 0;
      expect((await t.ingest({ passings: [liveRead('3', 'km5', 26)] })).status).toBe(200);
      const mine = () => receiver.messages.filter((m) => browser.endpoint.endsWith(m.id));
      await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(1);
      const payload = JSON.parse(mine()[0]!.text) as Record<string, string>;
      expect(payload).toMatchObject({
        title: 'Inès Roux · 5 km',
        lang: 'fr',
        dir: 'ltr',
        tag: '10k/3/cp:km5',
        url: expect.stringMatching(
          /^https:\/\/results\.example\.org\/fr\/event\/paris-10k-2026\/participants\//,
        ) as string,
      });
      expect(payload.body).toMatch(
        /^Passage à 5 km en 26:00, 3e\. Allure 5:12 par km\. Arrivée : passage attendu dans environ \d+ min \(\d+–\d+ min\)\.$/,
      );
      expect(mine()[0]!.vapidKey).toBe(identity.publicKey);

      const wrong = await t.app.inject({
        method: 'DELETE',
        url: '/api/push-subscriptions',
        payload: { endpoint: browser.endpoint, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      });
      expect(wrong.json()).toEqual({ deleted: 0 });
      const gone = await t.app.inject({
        method: 'DELETE',
        url: '/api/push-subscriptions',
        payload: { endpoint: browser.endpoint, auth: browser.keys.auth },
      });
      expectValid(PushUnsubscribed, gone.json());
      expect(gone.json()).toEqual({ deleted: 1 });
      expect((await t.ingest({ passings: [liveRead('3', 'finish', 52)] })).status).toBe(200);
      await worker.flush();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await worker.flush();
      expect(mine()).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});
