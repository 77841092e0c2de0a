/**
 * Results exports: the results tab links the CSV and JSON of the whole list, in the page's language, and the IOF
 * XML ResultList when the course has splits.
 */
import { expect, test } from '@playwright/test';
import { BIG, contestApi, tabPath } from '../support/contest';
import { msg } from '../support/site';

/** Records of a CSV (RFC 4180): line ends outside quoted fields. */
function countRecords(csv: string): number {
  let records = 0;
  let isQuoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i];
    if (char === '"') isQuoted = !isQuoted;
    else if (char === '\n' && !isQuoted) records += 1;
  }
  return records;
}

test('the results tab links the CSV and JSON exports, and the CSV has every row', async ({
  page,
  request,
}) => {
  await page.goto(tabPath('results'));
  const showing = await page.getByText(/Showing 1–100 of [\d,]+/).textContent();
  const total = Number(/of ([\d,]+)/.exec(showing ?? '')?.[1]?.replaceAll(',', ''));
  expect(total).toBe(20_500);

  const csv = page.getByRole('link', { name: msg('en', 'contest.results.download.csv') });
  const json = page.getByRole('link', { name: msg('en', 'contest.results.download.json') });
  await expect(csv).toHaveAttribute('href', `${contestApi(BIG, '/results.csv')}?locale=en`);
  await expect(csv).toHaveAttribute('download', '');
  await expect(json).toHaveAttribute('href', `${contestApi(BIG, '/results.json')}?locale=en`);
  await expect(page.getByTestId('results-downloads')).toContainText(msg('en', 'contest.results.download'));

  const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
  expect(download.suggestedFilename()).toBe(`${BIG.eventId}-${BIG.contestId}-results.csv`);

  const response = await request.get(`${contestApi(BIG, '/results.csv')}?locale=en`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const body = await response.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // The header row, then one record per result.
  expect(countRecords(body.toString('utf8')) - 1).toBe(total);
});

test('a course with splits also links the IOF XML ResultList, with one PersonResult per result', async ({
  page,
  request,
}) => {
  await page.goto(tabPath('results'));
  const showing = await page.getByText(/Showing 1–100 of [\d,]+/).textContent();
  const total = Number(/of ([\d,]+)/.exec(showing ?? '')?.[1]?.replaceAll(',', ''));
  const xml = page.getByRole('link', { name: msg('en', 'contest.results.download.xml') });
  await expect(xml).toHaveText('IOF XML');
  await expect(xml).toHaveAttribute('href', contestApi(BIG, '/results.xml'));
  await expect(xml).toHaveAttribute('download', '');

  const response = await request.get(contestApi(BIG, '/results.xml'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const body = await response.text();
  expect(body).toContain('<ResultList xmlns="http://www.orienteering.org/datastandard/3.0" iofVersion="3.0"');
  expect(body.match(/<PersonResult>/g)?.length).toBe(total);
  expect(body.trimEnd().endsWith('</ResultList>')).toBe(true);
});

test('in Arabic the links ask for Arabic column labels', async ({ page, request }) => {
  await page.goto(tabPath('results', BIG, 'ar'));
  const csv = page.getByRole('link', { name: msg('ar', 'contest.results.download.csv') });
  await expect(csv).toHaveAttribute('href', `${contestApi(BIG, '/results.csv')}?locale=ar`);
  await expect(page.getByRole('link', { name: msg('ar', 'contest.results.download.json') })).toHaveAttribute(
    'href',
    `${contestApi(BIG, '/results.json')}?locale=ar`,
  );
  const href = await csv.getAttribute('href');
  const body = (await (await request.get(href ?? '')).text()).replace(/^\uFEFF/, '');
  // Semicolons, as a spreadsheet set to Arabic (Morocco) splits a CSV.
  expect(body.slice(0, body.indexOf('\r\n')).split(';').slice(0, 3)).toEqual(['المركز', 'الصدرية', 'الاسم']);
});
