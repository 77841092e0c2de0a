/**
 * The participant page: who, official / gun / net time with the basis explanation, places "of N", the
 * checkpoints table, the lazily loaded charts with their text alternatives, the certificate link and
 * the video section, in English and Arabic.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import {
  aFinisher,
  aNonFinisher,
  aParticipantWithVideo,
  clock,
  participantPath,
  participantsPath,
  stripIsolates,
} from '../support/participant';
import { gotoHydrated, localized, msg } from '../support/site';

const isChartChunk = (request: Request) => /\/assets\/checkpoint-charts-[^/]+\.js$/.test(request.url());

async function scrollToCharts(page: Page, locale: 'en' | 'ar' = 'en') {
  await page
    .getByRole('heading', { name: msg(locale, 'participants.charts.heading') })
    .scrollIntoViewIfNeeded();
}

test('a finisher: times, basis, places, breadcrumbs, title and description', async ({ page, request }) => {
  const detail = await aFinisher(request);
  const { participant, result, contest } = detail;
  await gotoHydrated(page, participantPath(participant.id));

  await expect(page).toHaveTitle(new RegExp(`^${participant.name} · ${contest.name} · `));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`bib ${participant.bib}`),
  );
  const crumbs = page.getByRole('navigation', { name: msg('en', 'common.breadcrumb.label') });
  await expect(crumbs.getByRole('link', { name: msg('en', 'participants.list.title') })).toHaveAttribute(
    'href',
    participantsPath,
  );
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(participant.name);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(participant.name);
  const resultCard = page.getByRole('region', { name: msg('en', 'participants.result.heading') });
  await expect(resultCard).toContainText(clock(result.officialTimeMs ?? 0));
  await expect(resultCard).toContainText(msg('en', 'codes.basis.net.explanation'));
  await expect(resultCard.getByText(msg('en', 'codes.basis.gun'), { exact: true })).toBeVisible();
  await expect(resultCard).toContainText(clock(result.gunTimeMs ?? 0));

  const places = page.getByRole('region', { name: msg('en', 'participants.places.heading') });
  await expect(places).toContainText(String(result.overallPlace));
  await expect(places.getByText(/^of [\d,]+$/)).toHaveCount(3);
});

test('the checkpoints table has a row per checkpoint with times, pace, speed and places', async ({
  page,
  request,
}) => {
  const detail = await aFinisher(request);
  await gotoHydrated(page, participantPath(detail.participant.id));
  const table = page.getByRole('table', { name: msg('en', 'participants.splits.heading') });
  const headers = table.getByRole('columnheader');
  await expect(headers).toHaveText([
    msg('en', 'participants.splits.col.checkpoint'),
    msg('en', 'participants.splits.col.timeOfDay'),
    msg('en', 'participants.splits.col.fromStart'),
    msg('en', 'participants.splits.col.fromPrevious'),
    msg('en', 'participants.splits.col.pace.min_per_km'),
    msg('en', 'participants.splits.col.speed.kmh'),
    msg('en', 'participants.splits.col.place'),
    msg('en', 'participants.splits.col.genderPlace'),
  ]);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(detail.splits.length);
  for (const [index, split] of detail.splits.entries()) {
    const cells = rows.nth(index).getByRole('cell');
    await expect(rows.nth(index).getByRole('rowheader')).toContainText(split.name);
    await expect(cells.nth(1)).toHaveText(clock(split.fromStartMs ?? 0));
    await expect(cells.nth(2)).toHaveText(clock(split.fromPreviousMs ?? 0));
    await expect(cells.nth(5)).toHaveText(String(split.overallPlace));
  }
  // Scrollable on a phone, and reachable by keyboard.
  await expect(page.getByRole('region', { name: msg('en', 'participants.splits.region') })).toHaveAttribute(
    'tabindex',
    '0',
  );
  // A wide screen shows every column: no scroll hint (above either table).
  for (const hint of await page.getByText(msg('en', 'participants.splits.scrollHint')).all()) {
    await expect(hint).toBeHidden();
  }
});

test('on a phone the checkpoints table says it scrolls, in English and Arabic', async ({ page, request }) => {
  const detail = await aFinisher(request);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of ['en', 'ar'] as const) {
    await gotoHydrated(page, localized(locale, participantPath(detail.participant.id)));
    const region = page.getByRole('region', { name: msg(locale, 'participants.splits.region') });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(page.getByText(msg(locale, 'participants.splits.scrollHint')).first()).toBeVisible();
  }
});

test('the charts load lazily from their own chunk and have text alternatives', async ({ page, request }) => {
  const detail = await aFinisher(request);
  const chunkRequests: string[] = [];
  page.on('request', (req) => {
    if (isChartChunk(req)) chunkRequests.push(req.url());
  });
  await page.setViewportSize({ width: 1280, height: 700 });
  await gotoHydrated(page, participantPath(detail.participant.id));
  // Not in the first load: not preloaded, not fetched, not drawn.
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloads.some((href) => href.includes('checkpoint-charts'))).toBe(false);
  await page.waitForTimeout(300);
  expect(chunkRequests).toEqual([]);
  await expect(page.locator('figure svg')).toHaveCount(0);

  const chunk = page.waitForRequest(isChartChunk);
  await scrollToCharts(page);
  await chunk;
  const pace = page.getByRole('img', { name: msg('en', 'participants.charts.pace.title') });
  const position = page.getByRole('img', { name: msg('en', 'participants.charts.position.title') });
  await expect(pace).toBeVisible();
  await expect(position).toBeVisible();
  for (const chart of [pace, position]) {
    const described = await chart.getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    const description = stripIsolates((await page.locator(`[id="${described}"]`).textContent()) ?? '');
    expect(description).toContain('The checkpoints table has every value.');
  }
  const positionSummary = stripIsolates(
    (await page.locator(`[id="${await position.getAttribute('aria-describedby')}"]`).textContent()) ?? '',
  );
  expect(positionSummary).toContain(`${detail.splits.at(-1)?.overallPlace} at Finish`);
  // One bar per segment between reads.
  await expect(pace.locator('rect')).toHaveCount(detail.splits.length);
  expect(chunkRequests).toHaveLength(1);
});

test('a finisher gets the certificate link in the page language', async ({ page, request }) => {
  const detail = await aFinisher(request);
  expect(detail.media.certificate.isAvailable).toBe(true);
  for (const locale of ['en', 'ar'] as const) {
    await page.goto(localized(locale, participantPath(detail.participant.id)));
    const link = page.getByRole('link', { name: msg(locale, 'participants.certificate.link') });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(
        `/api/events/marrakech-marathon/participants/${detail.participant.id}/certificate\\.pdf\\?locale=${locale}$`,
      ),
    );
    // The link opens the PDF itself.
    const pdf = await request.get((await link.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('a non-finisher is clearly marked DNF, with no time, place or certificate', async ({
  page,
  request,
}) => {
  const detail = await aNonFinisher(request);
  await page.goto(participantPath(detail.participant.id));
  await expect(page.getByText(msg('en', 'codes.status.dnf')).first()).toBeVisible();
  await expect(page.getByText(msg('en', 'participants.result.note.dnf'))).toBeVisible();
  await expect(page.getByText(msg('en', 'participants.places.none'))).toHaveCount(3);
  await expect(page.getByRole('link', { name: msg('en', 'participants.certificate.link') })).toHaveCount(0);
  await expect(page.getByText(msg('en', 'participants.certificate.unavailable'))).toBeVisible();
  await expect(page.getByText(msg('en', 'participants.splits.notReached')).first()).toBeVisible();
});

test('the video section: the clip while offered, else expired or none', async ({ page, request }) => {
  const finisher = await aFinisher(request);
  await page.goto(participantPath(finisher.participant.id));
  const section = page.getByRole('region', { name: msg('en', 'participants.video.title') });
  await expect(section).toBeVisible();
  if (finisher.media.video.status === 'unavailable') {
    await expect(section).toContainText(msg('en', 'participants.video.none'));
  }

  // Throws when no finisher is filmed: the demo's recording is missing or misplaced, which must fail, not skip.
  const withVideo = await aParticipantWithVideo(request);
  expect(
    withVideo.media.video.status,
    `${withVideo.participant.id} was picked as filmed: the demo recording must cover their finish`,
  ).not.toBe('unavailable');
  await page.goto(
    `/event/${withVideo.event.id}/participants/${encodeURIComponent(withVideo.participant.id)}`,
  );
  if (withVideo.media.video.status === 'available') {
    const video = section.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video.locator('source')).toHaveAttribute('src', /#t=[\d.]+,[\d.]+$/);
    await expect(section).toContainText(/Available until \d{1,2} \w{3} \d{4}\./);
  } else {
    await expect(section.locator('video')).toHaveCount(0);
    await expect(section).toContainText('The video has expired');
  }
});

test('Arabic: right to left, Latin digits, names isolated, charts mirrored', async ({ page, request }) => {
  const detail = await aFinisher(request);
  await gotoHydrated(page, localized('ar', participantPath(detail.participant.id)));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1 bdi')).toHaveText(detail.participant.name);
  const resultCard = page.getByRole('region', { name: msg('ar', 'participants.result.heading') });
  await expect(resultCard).toContainText(clock(detail.result.officialTimeMs ?? 0));
  await expect(resultCard).toContainText(msg('ar', 'codes.basis.net.explanation'));
  await expect(page.getByText(/[\u0660-\u0669]/)).toHaveCount(0);

  await scrollToCharts(page, 'ar');
  const pace = page.getByRole('img', { name: msg('ar', 'participants.charts.pace.title') });
  await expect(pace).toBeVisible();
  // The course runs from the start side: the first segment's bar is at the right.
  const xs = await pace
    .locator('rect')
    .evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('x'))));
  expect(xs[0]).toBeGreaterThan(xs.at(-1) ?? Infinity);
});
