/**
 * Compare (issue 15): two to four runners of the demo marathon head to head — headers, the checkpoint table
 * checked against the participant pages, the lazily loaded gap chart, the GET form without JavaScript, Arabic
 * right to left, unknown bibs, and axe.
 */
import type { ParticipantDetail, ResultList } from '@finishline/contract';
import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { axeViolations, BIG, contestApi, DESKTOP, expectScheme, newPage, PHONE } from '../support/contest';
import { clock, getDetail, participantPath, stripIsolates } from '../support/participant';
import { apiJson, CONTEST_NAME, EVENT_NAME, gotoHydrated, localized, msg } from '../support/site';

const COMPARE = `/event/${BIG.eventId}/contest/${BIG.contestId}/compare`;
const comparePath = (bibs: readonly string[], locale: 'en' | 'ar' = 'en') =>
  localized(locale, `${COMPARE}?bibs=${bibs.join(',')}`);
const isChartChunk = (request: Request) => /\/assets\/gap-chart-[^/]+\.js$/.test(request.url());

/** The first finishers of the marathon (every read kept), with their details, in results order. */
async function leaders(request: APIRequestContext, count: number): Promise<ParticipantDetail[]> {
  const list = await apiJson<ResultList>(request, contestApi(BIG, `/results?pageSize=${count}`));
  return Promise.all(list.items.map((row) => getDetail(request, row.id)));
}

/** What the table should say: per checkpoint and runner, time from the start, gap and segment. */
function expected(runners: readonly ParticipantDetail[]) {
  return (runners[0]?.splits ?? []).map((split, row) => {
    const times = runners.map((r) => r.splits[row]?.fromStartMs ?? 0);
    const segments = runners.map((r) => r.splits[row]?.fromPreviousMs ?? 0);
    const lead = Math.min(...times.map((ms) => Math.floor(ms / 1000)));
    const fastest = Math.min(...segments.map((ms) => Math.floor(ms / 1000)));
    return {
      name: split.name,
      cells: runners.map((_, index) => {
        const behind = Math.floor((times[index] ?? 0) / 1000) - lead;
        return {
          time: clock(times[index] ?? 0),
          gap: behind === 0 ? msg('en', 'compare.table.ahead') : `+${clock(behind * 1000)}`,
          segment: clock(segments[index] ?? 0),
          isFastest: Math.floor((segments[index] ?? 0) / 1000) === fastest,
        };
      }),
    };
  });
}

async function scrollToChart(page: Page, locale: 'en' | 'ar' = 'en') {
  await page.getByRole('heading', { name: msg(locale, 'compare.chart.heading') }).scrollIntoViewIfNeeded();
}

test('two runners: headers, the table as on their participant pages, and the chart', async ({
  page,
  request,
}) => {
  const runners = await leaders(request, 2);
  const [a, b] = runners.map((r) => r.participant);
  if (!a || !b) throw new Error('no leaders');
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (isChartChunk(r)) chunks.push(r.url());
  });
  const response = await page.goto(comparePath([a.bib, b.bib]));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/public, max-age=0, s-maxage=\d+/);
  // The chart's code is not part of the page's first load.
  expect(await response?.text()).not.toMatch(/gap-chart-[^"]+\.js/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  await expect(page).toHaveTitle(
    `Compare: ${a.name} vs ${b.name} · ${CONTEST_NAME} · ${EVENT_NAME} · Finishline`,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'compare.title'));

  const cards = page.getByRole('region', { name: msg('en', 'compare.runners.label') }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  for (const [index, detail] of runners.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(detail.participant.name);
    await expect(card).toContainText(msg('en', 'compare.runner.bib', { bib: detail.participant.bib }));
    await expect(card).toContainText(clock(detail.result.officialTimeMs ?? 0));
    await expect(card).toContainText(String(detail.result.overallPlace));
  }

  const table = page.getByRole('table', { name: msg('en', 'compare.table.heading') });
  const rows = table.locator('tbody tr');
  const want = expected(runners);
  await expect(rows).toHaveCount(want.length);
  for (const [index, row] of want.entries()) {
    await expect(rows.nth(index).getByRole('rowheader')).toContainText(row.name);
    const cells = rows.nth(index).getByRole('cell');
    for (const [runner, cell] of row.cells.entries()) {
      await expect(cells.nth(runner * 3)).toHaveText(cell.time);
      await expect(cells.nth(runner * 3 + 1)).toHaveText(cell.gap);
      await expect(cells.nth(runner * 3 + 2)).toContainText(cell.segment);
      await expect(cells.nth(runner * 3 + 2).getByText('★')).toHaveCount(cell.isFastest ? 1 : 0);
    }
  }

  await scrollToChart(page);
  const chart = page.getByRole('figure', { name: msg('en', 'compare.chart.title') });
  await expect(chart.locator('svg[role="img"]')).toBeVisible();
  await expect(chart.locator('svg g[data-runner]')).toHaveCount(2);
  await expect(chart.locator('svg polyline').first()).toBeVisible();
  await expect(
    chart.getByRole('list', { name: msg('en', 'compare.chart.legend') }).getByRole('listitem'),
  ).toHaveText([a.name, b.name]);
  await expect(chart.locator('#gap-chart-summary')).toContainText(a.name);
  expect(chunks).toHaveLength(1);

  // The same times as the participant pages' checkpoint tables say.
  for (const [runner, detail] of runners.entries()) {
    const own = await page.context().newPage();
    await own.goto(participantPath(detail.participant.id));
    const splits = own
      .getByRole('table', { name: msg('en', 'participants.splits.heading') })
      .locator('tbody tr');
    for (let index = 0; index < want.length; index++) {
      const fromStart = await splits.nth(index).getByRole('cell').nth(1).innerText();
      const fromPrevious = await splits.nth(index).getByRole('cell').nth(2).innerText();
      const cells = rows.nth(index).getByRole('cell');
      await expect(cells.nth(runner * 3)).toHaveText(fromStart.trim());
      await expect(cells.nth(runner * 3 + 2)).toContainText(fromPrevious.trim());
    }
    await own.close();
  }
});

test('four runners: four headers, column groups and lines; a runner can be taken out', async ({
  page,
  request,
}) => {
  const runners = await leaders(request, 4);
  const bibs = runners.map((r) => r.participant.bib);
  await gotoHydrated(page, comparePath(bibs));
  await expect(page).toHaveTitle(
    new RegExp(`^Compare: ${runners.map((r) => r.participant.name).join(' vs ')} · `),
  );
  const cards = page.getByRole('region', { name: msg('en', 'compare.runners.label') }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const table = page.getByRole('table', { name: msg('en', 'compare.table.heading') });
  await expect(table.locator('thead th[scope="colgroup"]')).toHaveText(
    runners.map((r) => r.participant.name),
  );
  const want = expected(runners);
  const finish = table.locator('tbody tr').last().getByRole('cell');
  for (const [runner, cell] of (want.at(-1)?.cells ?? []).entries()) {
    await expect(finish.nth(runner * 3)).toHaveText(cell.time);
    await expect(finish.nth(runner * 3 + 1)).toHaveText(cell.gap);
  }

  await scrollToChart(page);
  const chart = page.getByRole('figure', { name: msg('en', 'compare.chart.title') });
  await expect(chart.locator('svg g[data-runner]')).toHaveCount(4);
  // Told apart without colour: four dash patterns (one solid) and four marker shapes.
  const dashes = await chart
    .locator('svg g[data-runner] polyline')
    .evaluateAll((lines) => [
      ...new Set(lines.map((line) => line.getAttribute('stroke-dasharray') ?? 'solid')),
    ]);
  expect(dashes).toHaveLength(4);

  const last = runners[3]?.participant;
  if (!last) throw new Error('no fourth runner');
  await cards
    .nth(3)
    .getByRole('link', { name: msg('en', 'compare.runner.remove.label', { name: last.name }) })
    .click();
  await expect(page).toHaveURL(comparePath(bibs.slice(0, 3)));
  await expect(cards).toHaveCount(3);
});

test('without JavaScript the form compares, and the table stands in for the chart', async ({
  browser,
  request,
}) => {
  const runners = await leaders(request, 2);
  const page = await newPage(browser, { viewport: PHONE, javaScriptEnabled: false });
  await page.goto(COMPARE);
  await expect(page.getByText('Enter the bibs of two to four runners to compare them.')).toBeVisible();
  for (const [index, detail] of runners.entries()) {
    await page
      .getByLabel(msg('en', 'compare.form.bib', { number: String(index + 1) }))
      .fill(detail.participant.bib);
  }
  await page.getByRole('button', { name: msg('en', 'compare.form.submit') }).click();
  await expect(page).toHaveURL(comparePath(runners.map((r) => r.participant.bib)));
  const table = page.getByRole('table', { name: msg('en', 'compare.table.heading') });
  await expect(table.locator('tbody tr').first().getByRole('cell').first()).toHaveText(
    clock(runners[0]?.splits[0]?.fromStartMs ?? 0),
  );
  // Playwright turns scripts off without the parser knowing, so <noscript> stays raw text: read it as such.
  const noscript = page.locator('[data-chart="waiting"] noscript');
  expect(await noscript.textContent()).toContain(msg('en', 'compare.chart.noscript'));
  await page.context().close();
});

test('Arabic: right to left, translated, the chart mirrored', async ({ page, request }) => {
  const runners = await leaders(request, 3);
  await gotoHydrated(
    page,
    comparePath(
      runners.map((r) => r.participant.bib),
      'ar',
    ),
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-MA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ar', 'compare.title'));
  await expect(page).toHaveTitle(new RegExp(`^${msg('ar', 'compare.meta.title', { names: '' }).trim()}`));
  const table = page.getByRole('table', { name: msg('ar', 'compare.table.heading') });
  await expect(table.locator('thead th[scope="col"]').nth(1)).toHaveText(msg('ar', 'compare.table.col.time'));
  // Times read left to right inside the Arabic page.
  await expect(table.locator('tbody tr').first().getByRole('cell').first()).toHaveText(
    clock(runners[0]?.splits[0]?.fromStartMs ?? 0),
  );

  await scrollToChart(page, 'ar');
  const chart = page.getByRole('figure', { name: msg('ar', 'compare.chart.title') });
  const labels = chart.locator('svg text');
  await expect(labels.first()).toBeVisible();
  // The course starts on the right: "0" km lies right of the finish's label.
  const xs = await chart
    .locator('svg > g')
    .last()
    .locator('text')
    .evaluateAll((texts) =>
      texts.map((text) => ({ label: text.textContent ?? '', x: Number(text.getAttribute('x')) })),
    );
  const start = xs.find((t) => t.label === '0');
  const finish = xs.at(-1);
  expect(start && finish && start.x > finish.x).toBe(true);
  await expect(chart.locator('#gap-chart-summary')).toContainText(
    stripIsolates(runners[0]?.participant.name ?? ''),
  );
});

test('an unknown bib is reported without failing the page', async ({ page, request }) => {
  const [first] = await leaders(request, 1);
  const bib = first?.participant.bib ?? '1';
  const response = await page.goto(comparePath([bib, '99999999']));
  expect(response?.status()).toBe(200);
  await expect(page.getByText(msg('en', 'compare.notFound', { bib: '99999999' }))).toBeVisible();
  await expect(page.getByText('Add at least one more runner to compare.')).toBeVisible();
  await expect(page.getByLabel(msg('en', 'compare.form.bib', { number: '2' }))).toHaveValue('99999999');
  await expect(page.getByRole('table')).toHaveCount(0);
});

for (const locale of ['en', 'ar'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`no axe violations (${locale}, ${scheme}, desktop and phone)`, async ({ browser, request }) => {
      test.setTimeout(60_000);
      const bibs = (await leaders(request, 4)).map((r) => r.participant.bib);
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await newPage(browser, { viewport, colorScheme: scheme });
        await gotoHydrated(page, comparePath([...bibs.slice(0, 3), '99999999'], locale));
        await expectScheme(page, scheme);
        await scrollToChart(page, locale);
        await expect(page.locator('figure svg[role="img"]')).toBeVisible();
        expect(await axeViolations(page), `${locale} ${scheme} ${viewport.width}`).toEqual([]);
        await page.context().close();
      }
    });
  }
}
