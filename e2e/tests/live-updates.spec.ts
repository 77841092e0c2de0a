/**
 * Live updates in the browser, end to end: reads pushed through the real ingest endpoint (as a timing system or
 * `finishline simulate --api` sends them) reach the open Live and Tracking tabs over the live stream, without a
 * reload. The race under way comes from support/live-race.mjs (loaded by the test server).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { contestApi, tabPath } from '../support/contest';
import { E2E_INGEST_TOKEN, LIVE_RACE } from '../support/live-race-ref';
import { gotoHydrated, localized, msg } from '../support/site';

/** The runners of live-race.mjs by bib. */
const RUNNERS: Record<string, RegExp> = {
  '3': /Leila/,
  '4': /Omar/,
  '5': /Sara/,
  '6': /Karim/,
};

async function postRead(request: APIRequestContext, bib: string, checkpointId: string, at = Date.now()) {
  const response = await request.post('/api/ingest/passings', {
    headers: { authorization: `Bearer ${E2E_INGEST_TOKEN}` },
    data: { passings: [{ ...LIVE_RACE, bib, checkpointId, at: new Date(at).toISOString() }] },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ accepted: 1 });
}

/** A mark on the window that only survives if the page is never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
}

test('a read appears on the open Live tab, in the passings and the ranking, without a reload', async ({
  page,
  request,
}, testInfo) => {
  // A retry uses another runner: the first attempt's read is already on the page.
  const bib = testInfo.retry === 0 ? '3' : '4';
  const name = RUNNERS[bib] ?? /./;
  await gotoHydrated(page, tabPath('live', LIVE_RACE));
  await expect(page.getByText(msg('en', 'contest.live.stream.on'))).toBeVisible();
  const passings = page.getByRole('region', { name: msg('en', 'contest.live.passings') });
  const ranking = page.getByRole('region', { name: msg('en', 'contest.live.ranking') });
  await expect(passings).not.toContainText(name);
  await markPage(page);

  await postRead(request, bib, 'km5');
  await expect(passings.getByRole('listitem').first()).toContainText(name);
  // The ranking follows the contest's lists, which move at most every 5 s while live (ADR 032).
  await expect(ranking).toContainText(name, { timeout: 12_000 });
  await expectNotReloaded(page);
});

test('the Live tab says when the connection is lost, and when it is back', async ({ page }) => {
  // The stream as the browser sees it: first one that opens and then breaks off, then none (the network is
  // down), then the real one again once `isBack`.
  let requests = 0;
  let isBack = false;
  await page.route(/\/contests\/10k\/live(\?|$)/, async (route) => {
    requests += 1;
    if (isBack) return route.continue();
    if (requests === 1)
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
        body: 'retry: 500\n\n: connected\n\n',
      });
    return route.abort('internetdisconnected');
  });
  await gotoHydrated(page, tabPath('live', LIVE_RACE));
  const lost = page.getByText(msg('en', 'contest.live.stream.lost'));
  await expect(lost).toBeVisible({ timeout: 15_000 });
  await expect(lost).toHaveAttribute('data-live-connection', 'lost');
  await expect.poll(() => requests).toBeGreaterThan(1);
  isBack = true;
  await expect(page.getByText(msg('en', 'contest.live.stream.back'))).toBeVisible({ timeout: 40_000 });
  await expect(lost).toHaveCount(0);
});

test('tracking: a followed runner moves on the course between reads, and a new read corrects the card', async ({
  page,
  request,
}, testInfo) => {
  const bib = testInfo.retry === 0 ? '5' : '6';
  // Past 5 km a minute ago: on course, with an estimate.
  await postRead(request, bib, 'km5', Date.now() - 60_000);
  // Followed with two runners past 5 km and a bib not entered.
  const url = `${tabPath('tracking', LIVE_RACE)}?bibs=1,${bib},2,99`;
  const card = page.getByRole('article').filter({ hasText: RUNNERS[bib] ?? /./ });
  const estimate = card.locator('[data-estimate-m]');
  // The read is recomputed in the background: load until the card shows it.
  await expect(async () => {
    await gotoHydrated(page, url);
    await expect(estimate).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(card).toContainText(RUNNERS[bib] ?? /./);
  await expect(card).toContainText(msg('en', 'contest.tracking.estimate'));
  const marker = page.locator(`svg [data-marker="${bib}"]`);
  await expect(marker).toBeVisible();
  await expect(page.getByText(msg('en', 'contest.course.estimate'))).toBeVisible();
  await markPage(page);

  // Between reads the estimate moves on by itself, every second.
  const metres = async () => Number(await estimate.getAttribute('data-estimate-m'));
  const before = await metres();
  const placedAt = await marker.evaluate((element) => (element as SVGGElement).style.transform);
  await expect.poll(metres, { timeout: 5_000 }).toBeGreaterThan(before);
  await expect
    .poll(() => marker.evaluate((element) => (element as SVGGElement).style.transform))
    .not.toBe(placedAt);

  // The finish read arrives: the card shows it and the estimate is gone. Only that card is loaded again.
  await expect(page.getByText(msg('en', 'contest.live.stream.on'))).toBeVisible();
  const reloads: string[] = [];
  page.on('request', (sent) => {
    const requested = new URL(sent.url());
    if (requested.pathname.endsWith('/tracking.data')) reloads.push(requested.searchParams.get('bibs') ?? '');
  });
  await postRead(request, bib, 'finish');
  await expect(card).toContainText(msg('en', 'codes.status.finished'));
  expect(reloads).toEqual([bib]);
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(estimate).toHaveCount(0);
  await expect(marker).toHaveCount(0);
  await expectNotReloaded(page);
});

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: a live runner’s page shows their read at once, and says as of when its places are`, async ({
    page,
    request,
  }, testInfo) => {
    // A retry uses the next mat: the first attempt's read is already stored.
    const bib = locale === 'en' ? '9' : '10';
    const checkpoint = testInfo.retry === 0 ? 'km5' : 'finish';
    const entrants = (await (
      await request.get(contestApi(LIVE_RACE, `/participants?bib=${bib}`))
    ).json()) as {
      items: { id: string; bib: string }[];
    };
    expect(entrants.items.map((item) => item.bib)).toEqual([bib]);
    const id = entrants.items[0]?.id ?? '';
    const path = localized(locale, `/event/${LIVE_RACE.eventId}/participants/${encodeURIComponent(id)}`);
    await gotoHydrated(page, path);
    const asOf = page.locator('#places-as-of');
    await expect(asOf).toBeVisible();
    await expect(asOf).toContainText(
      msg(locale, 'participants.places.asOf', { time: '' }).split(':')[0] ?? '',
    );
    await expect(asOf).toHaveText(/\d\d:\d\d:\d\d/);
    await postRead(request, bib, checkpoint);
    // The runner's own answer is purged at once: the next load has the read, long before any cache would expire.
    await expect
      .poll(
        async () => {
          const response = await request.get(
            `/api/events/${LIVE_RACE.eventId}/participants/${encodeURIComponent(id)}`,
          );
          const detail = (await response.json()) as { result: { lastCheckpointId: string | null } };
          return detail.result.lastCheckpointId;
        },
        // Within the notification's delivery on a loaded machine; the copy first read stays fresh 10 s otherwise.
        { timeout: 7_000 },
      )
      .toBe(checkpoint);
    await gotoHydrated(page, path);
    await expect(page.locator('#places-as-of')).toBeVisible();
  });
}
