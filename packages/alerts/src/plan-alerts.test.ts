import {
  countAlertsByState,
  type DbHandle,
  ingestReads,
  recomputeContest,
  setNameHidden,
  setTimerStatus,
} from '@finishline/db';
import { clearPushSubscriptions, openSampleDb, testDbKinds } from '@finishline/db/testing';
import { createReads } from '@finishline/reads';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AlertPayload } from '@finishline/db';
import { createAlertPlanner } from './plan-alerts.js';
import { createAlertSender } from './send-alerts.js';
import { startPushReceiver, type PushReceiver } from './testing/push-receiver.js';
import { subscribeBrowser } from './testing/subscribe-browser.js';

/** The sample marathon's gun (packages/db testing/sample-entrants.ts). */
const GUN = Date.UTC(2026, 9, 25, 8, 0, 0);
const MIN = 60_000;
const PUBLIC_URL = 'https://results.example.org';
const IDENTITY = { ...webpush.generateVAPIDKeys(), subject: 'mailto:alerts@finishline.example' };

describe.each(testDbKinds())('alerts planned from the race on %s', (kind) => {
  let db: DbHandle;
  let receiver: PushReceiver;
  let clock = GUN;
  const now = () => clock;

  beforeAll(async () => {
    db = await openSampleDb(kind);
    receiver = await startPushReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await db.close();
  });
  beforeEach(async () => {
    await clearPushSubscriptions(db);
    receiver.messages.length = 0;
  });

  /** Élodie (bib 13) never started in the sample: the tests run her race. */
  async function read(checkpointId: string, minutes: number): Promise<void> {
    await ingestReads(db, [
      {
        index: 0,
        eventId: 'casa-2026',
        contestId: 'marathon',
        bib: '13',
        chip: null,
        checkpointId,
        at: GUN + minutes * MIN,
      },
    ]);
    await recomputeContest(db, 'casa-2026', 'marathon');
  }

  const follow = (locale: string) =>
    subscribeBrowser(db, receiver, {
      eventId: 'casa-2026',
      runners: [{ contestId: 'marathon', bib: '13' }],
      locale,
    });

  /** Plans, sends, and returns what each browser received since the last call, decrypted. */
  async function deliver(): Promise<
    { locale: string; payload: AlertPayload; ttl: number; urgency: string }[]
  > {
    const planner = createAlertPlanner(db, createReads({ db, now }), { now, publicUrl: PUBLIC_URL });
    await planner.planAll();
    const sender = createAlertSender(db, IDENTITY);
    await sender.sendDue();
    sender.close();
    const got = receiver.messages.splice(0).map((message) => {
      const payload = JSON.parse(message.text) as AlertPayload;
      return { locale: payload.lang, payload, ttl: message.ttl, urgency: message.urgency };
    });
    return got.sort((a, b) => a.locale.localeCompare(b.locale));
  }

  it('tells each subscriber of every checkpoint, the finish and a status, once, in their language', async () => {
    await follow('en');
    await follow('ar');
    expect(await deliver()).toEqual([]);

    clock = GUN + 52 * MIN;
    await read('start', 0.5);
    await read('km10', 50);
    const km10 = await deliver();
    expect(km10.map((m) => m.locale)).toEqual(['ar', 'en']);
    const [ar, en] = km10;
    expect(en!.payload).toMatchObject({
      title: 'Élodie Martin · 10 km',
      url: `${PUBLIC_URL}/event/casa-2026/participants/m13`,
      lang: 'en',
      dir: 'ltr',
      tag: 'marathon/13/cp:km10',
      eventId: 'casa-2026',
      stopLabel: 'Stop alerts',
      timestamp: GUN + 50 * MIN,
    });
    expect(en!.payload.body).toMatch(/^Passed 10 km in 50:00, \d+(st|nd|rd|th)\. Pace 5:00 per km\. /);
    expect(en!.payload.body).toMatch(
      /Half expected in about \d+ min \(\d+–\d+ min\)\. Finish expected in about \d+ min \(\d+–\d+ min\)\.$/,
    );
    expect(en).toMatchObject({ ttl: 900, urgency: 'normal' });
    expect(ar!.payload).toMatchObject({
      title: 'Élodie Martin · 10 km',
      url: `${PUBLIC_URL}/ar/event/casa-2026/participants/m13`,
      lang: 'ar',
      dir: 'rtl',
      stopLabel: 'أوقف التنبيهات',
    });
    expect(ar!.payload.body).toMatch(/الوصول: متوقع بعد نحو \d+ دقيقة \(\d+–\d+ دقيقة\)\.$/);
    expect(ar!.payload.body).toMatch(/^العبور عند 10 km في 50:00، المركز \d+\. الإيقاع 5:00 لكل كيلومتر\./);

    // The same read again, from another source or a re-sent batch: nothing new.
    await read('km10', 50);
    expect(await deliver()).toEqual([]);
    // A corrected time at the same mat (a second read, the earlier one counts): still one alert for 10 km.
    await read('km10', 49.5);
    expect(await deliver()).toEqual([]);

    clock = GUN + 110 * MIN;
    await read('half', 108);
    expect((await deliver()).map((m) => m.payload.tag)).toEqual([
      'marathon/13/cp:half',
      'marathon/13/cp:half',
    ]);

    clock = GUN + 220 * MIN;
    await read('finish', 215);
    const finish = await deliver();
    expect(finish.find((m) => m.locale === 'en')!.payload).toMatchObject({
      title: 'Élodie Martin has finished',
      tag: 'marathon/13/finish',
    });
    expect(finish.find((m) => m.locale === 'en')!.payload.body).toMatch(
      /^Official time 3:35:00 · \d+(st|nd|rd|th) overall\. Tap for the result, the certificate and the share card\.$/,
    );
    expect(finish.find((m) => m.locale === 'en')).toMatchObject({ ttl: 86_400, urgency: 'high' });

    await setTimerStatus(db, { eventId: 'casa-2026', contestId: 'marathon', bib: '13' }, 'dsq');
    await recomputeContest(db, 'casa-2026', 'marathon');
    const dsq = await deliver();
    expect(dsq.map((m) => m.payload.title)).toEqual([
      'Élodie Martin: الاستبعاد (DSQ)',
      'Élodie Martin: disqualified (DSQ)',
    ]);
    expect(await deliver()).toEqual([]);
    expect(await countAlertsByState(db)).toEqual({ sent: 8 });
  });

  it('names a runner shown anonymously by bib only, and says once, calmly, when a read is overdue', async () => {
    // A fresh runner state: Élodie's race of the test above is undone by a new database.
    await db.close();
    db = await openSampleDb(kind);
    await setNameHidden(db, { eventId: 'casa-2026', participantId: 'm13' }, true);
    await recomputeContest(db, 'casa-2026', 'marathon');
    await follow('en');
    await follow('fr');
    clock = GUN + 52 * MIN;
    await read('start', 0.5);
    await read('km10', 50);
    const km10 = await deliver();
    expect(km10.map((m) => m.payload.title).sort()).toEqual(['Bib 13 · 10 km', 'Dossard 13 · 10 km']);
    for (const message of km10) expect(JSON.stringify(message)).not.toMatch(/Élodie|Martin/);

    // 2 h 20 after the gun, still no half-marathon read: past the late end of its forecast (about 1 h 56).
    clock = GUN + 140 * MIN;
    const overdue = await deliver();
    expect(overdue.map((m) => m.payload)).toEqual([
      expect.objectContaining({
        title: 'Bib 13: no read at Half yet',
        tag: 'marathon/13/overdue:half',
        body: expect.stringMatching(/^No read is not bad news: timing mats sometimes miss a chip/) as string,
      }),
      expect.objectContaining({ title: 'Dossard 13 : pas encore de passage à Half' }),
    ]);
    expect(overdue[0]).toMatchObject({ urgency: 'high' });
    clock = GUN + 260 * MIN;
    expect(await deliver()).toEqual([]);
  });

  it('starts with what happens next: a subscription made mid-race gets no alert for the past', async () => {
    await db.close();
    db = await openSampleDb(kind);
    clock = GUN + 52 * MIN;
    await read('start', 0.5);
    await read('km10', 50);
    await follow('es');
    expect(await deliver()).toEqual([]);
    await read('half', 108);
    const [half] = await deliver();
    expect(half!.payload).toMatchObject({
      tag: 'marathon/13/cp:half',
      title: 'Élodie Martin · Half',
      lang: 'es',
    });
    expect(half!.payload.body).toMatch(
      /^Paso por Half en 1:48:00, \d+\.º\. Ritmo 5:\d\d por km\. Meta: paso previsto en unos \d+ min \(\d+–\d+ min\)\.$/,
    );
  });
});
