/**
 * Multisport reads as multisport: a triathlon's results table has a column per leg (swim, T1, bike, T2, run) and
 * no whole-race running pace, its result card lists each leg's time in its sport's measure, its race analysis says
 * athletes, not runners, and its CSV download carries the legs too — in English and Arabic, on a laptop and a phone.
 */
import type { ParticipantDetail, ResultList } from '@finishline/contract';
import { expect, test } from '@playwright/test';
import { contestApi, getResults, newPage, PHONE, tabPath } from '../support/contest';
import { getJson } from '../support/participant';
import { DUATHLON_ID, gotoHydrated, localized, msg } from '../support/site';

const TRIATHLON = { eventId: 'triatlon-barcelona', contestId: 'olympic' };
const LEG_KEYS = [
  'participants.splits.leg.swim',
  'participants.legs.transition',
  'participants.splits.leg.bike',
  'participants.legs.transition',
  'participants.splits.leg.run',
];

/** The headers of a triathlon's legs in a language: Swim, T1, Bike, T2, Run. */
function legHeaders(locale: 'en' | 'ar'): string[] {
  let transitions = 0;
  return LEG_KEYS.map((key) =>
    key === 'participants.legs.transition'
      ? msg(locale, key, { number: String((transitions += 1)) })
      : msg(locale, key),
  );
}

/** `m:ss.t` / `h:mm:ss.t`: the triathlon's times at its 0.1 s precision. */
function tenths(ms: number): string {
  const total = Math.floor(ms / 100);
  const [h, m, s, t] = [
    Math.floor(total / 36_000),
    Math.floor(total / 600) % 60,
    Math.floor(total / 10) % 60,
    total % 10,
  ];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}.${t}` : `${m}:${pad(s)}.${t}`;
}

async function theWinner(request: Parameters<typeof getResults>[0]) {
  const results: ResultList = await getResults(request, 'pageSize=1', TRIATHLON);
  const winner = results.items[0];
  if (!winner?.legTimesMs) throw new Error('the triathlon’s results carry no leg times');
  return { ...winner, legTimesMs: winner.legTimesMs };
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: the triathlon's results have a column per leg and no running pace`, async ({
    page,
    request,
  }) => {
    const winner = await theWinner(request);
    expect(winner.legTimesMs).toHaveLength(5);
    // The legs add up to the official time.
    expect(winner.legTimesMs.reduce<number>((sum, ms) => sum + (ms ?? 0), 0)).toBe(winner.officialTimeMs);
    await gotoHydrated(page, tabPath('results', TRIATHLON, locale));
    const headers = page.locator('table thead th');
    // The legs lead, right after the official time.
    await expect(headers.nth(4)).toHaveText(legHeaders(locale)[0]!);
    const texts = await headers.allTextContents();
    expect(texts.slice(4, 9)).toEqual(legHeaders(locale));
    expect(texts).not.toContain(msg(locale, 'contest.results.col.pace.min_per_km'));
    expect(texts).not.toContain(msg(locale, 'contest.results.col.speed.kmh'));
    const cells = page.locator('table tbody tr').first().locator('td');
    for (const [index, ms] of winner.legTimesMs.entries()) {
      await expect(cells.nth(4 + index)).toHaveText(ms === null ? '–' : tenths(ms));
    }
  });

  test(`${locale}: a triathlete's result card lists the legs, not an average running pace`, async ({
    page,
    request,
  }) => {
    const winner = await theWinner(request);
    const detail = await getJson<ParticipantDetail>(
      request,
      `/api/events/${TRIATHLON.eventId}/participants/${winner.id}`,
    );
    await gotoHydrated(page, localized(locale, `/event/${TRIATHLON.eventId}/participants/${winner.id}`));
    const card = page.getByRole('region', { name: msg(locale, 'participants.result.heading') });
    await expect(card).toBeVisible();
    await expect(card).not.toContainText(msg(locale, 'participants.result.pace'));
    await expect(card).not.toContainText(msg(locale, 'participants.result.speed'));
    const legs = card.locator('#result-legs > div');
    await expect(legs).toHaveCount(5);
    for (const [index, header] of legHeaders(locale).entries()) {
      await expect(legs.nth(index).locator('dt')).toHaveText(header);
      await expect(legs.nth(index).locator('dd').first()).toHaveText(tenths(winner.legTimesMs[index]!));
    }
    // Each sport read its own way: the swim per 100 m, the bike as a speed, the run per km.
    await expect(legs.nth(0)).toContainText(
      msg(locale, 'participants.splits.leg.swimPace', { pace: '' }).trim(),
    );
    await expect(legs.nth(2)).toContainText(locale === 'en' ? 'km/h' : 'كم/س');
    await expect(legs.nth(4)).toContainText(
      msg(locale, 'participants.result.paceValue.min_per_km', { pace: '' }).trim(),
    );
    // The race analysis counts athletes passed, not runners.
    if (detail.splits.some((split) => split.passed !== null)) {
      const analysis = page.locator('#analysis-description');
      await expect(analysis).toHaveText(msg(locale, 'participants.analysis.captionAthletes'));
    }
  });
}

test('on a phone the legs sit under "More", each labelled', async ({ browser, request }) => {
  const winner = await theWinner(request);
  const page = await newPage(browser, { viewport: PHONE });
  await gotoHydrated(page, tabPath('results', TRIATHLON));
  const row = page.locator('table tbody tr').first();
  await row.locator('summary').click();
  const swim = row.locator('td').nth(4);
  await expect(swim).toBeVisible();
  await expect(swim).toHaveText(tenths(winner.legTimesMs[0]!));
  const label = await swim.evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(label).toBe(`"${msg('en', 'participants.splits.leg.swim')}"`);
  await page.context().close();
});

test('the triathlon results page says athletes, not runners', async ({ page }) => {
  await page.goto(tabPath('results', TRIATHLON));
  await expect(
    page.getByText(msg('en', 'contest.results.find.labelAthletes'), { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(msg('en', 'contest.results.find.label'), { exact: true })).toHaveCount(0);
});

test('an upcoming duathlon lists its three legs (run, bike, run), none timed yet', async ({ request }) => {
  const results = await getResults(request, 'pageSize=1', { eventId: DUATHLON_ID, contestId: 'sprint' });
  expect(results.items[0]?.legTimesMs).toEqual([null, null, null]);
});

test('the CSV download has the legs in place of pace and speed; the JSON their times', async ({
  request,
}) => {
  const winner = await theWinner(request);
  const csv = await (await request.get(`${contestApi(TRIATHLON, '/results.csv')}?locale=en`)).text();
  const [header, first] = csv.replace(/^\uFEFF/, '').split('\r\n');
  const columns = header!.split(',');
  expect(columns).toEqual(expect.arrayContaining(['Swim', 'T1', 'Bike', 'T2', 'Run']));
  expect(columns.some((column) => column.startsWith('Pace'))).toBe(false);
  expect(columns.some((column) => column.startsWith('Speed'))).toBe(false);
  const fields = first!.split(',');
  expect(fields[columns.indexOf('Bike')]).toBe(tenths(winner.legTimesMs[2]!));
  const json = (await (await request.get(contestApi(TRIATHLON, '/results.json'))).json()) as {
    legTimesMs?: (number | null)[];
  }[];
  expect(json[0]?.legTimesMs).toEqual(winner.legTimesMs);
});
