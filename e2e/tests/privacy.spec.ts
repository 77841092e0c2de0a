/**
 * Privacy (docs/privacy.md): the demo carries one runner whose file entry says `nameHidden: true` (apps/cli
 * src/demo/generate-demo.ts DEMO_ANONYMOUS). Their pages read "Anonymous runner" in each language, and the name of
 * the file shows nowhere: pages, search, exports, the sitemap, the public API. The claim form offers the request.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { msg } from '../support/site';

/** As in DEMO_ANONYMOUS. */
const HIDDEN = { eventId: 'semi-paris', contestId: 'semi', bib: '25', names: ['Ysolde', 'Marchetti'] };
const EVENT = `/event/${HIDDEN.eventId}`;
const CONTEST = `${EVENT}/contest/${HIDDEN.contestId}`;
const API = `/api/events/${HIDDEN.eventId}`;
const API_CONTEST = `${API}/contests/${HIDDEN.contestId}`;

async function expectNoName(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const text = await response.text();
  for (const name of HIDDEN.names) expect(text, url).not.toContain(name);
  return text;
}

test('the anonymous runner reads "Anonymous runner" on their page, in English and Arabic', async ({
  page,
}) => {
  await page.goto(`${EVENT}/participants/${HIDDEN.bib}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'common.runner.anonymous'));
  await expect(page.getByText(msg('en', 'participants.bib', { bib: HIDDEN.bib })).first()).toBeVisible();
  for (const name of HIDDEN.names) await expect(page.locator('body')).not.toContainText(name);
  expect(await page.title()).toContain(msg('en', 'common.runner.anonymous'));

  await page.goto(`/ar${EVENT}/participants/${HIDDEN.bib}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ar', 'common.runner.anonymous'));
});

test('no page, search, export, sitemap or API answer shows the hidden name', async ({ page, request }) => {
  // Searching by the name finds nobody; by the bib finds the anonymous runner.
  // (The page repeats what was searched for, so look at its answer rather than for the name.)
  await page.goto(`${EVENT}/participants?q=${HIDDEN.names[0]}`);
  await expect(page.locator('main')).toContainText('No participants found');
  await page.goto(`${EVENT}/participants?q=${HIDDEN.bib}`);
  await expect(page.locator('main')).toContainText(msg('en', 'common.runner.anonymous'));

  const pages = [
    `${CONTEST}/results`,
    `${CONTEST}/startlist?text=${HIDDEN.bib}`,
    `/fr${EVENT}/participants/${HIDDEN.bib}`,
    '/sitemap.xml',
  ];
  for (const url of pages) await expectNoName(request, url);

  const apiUrls = [
    `${API}/participants/${HIDDEN.bib}`,
    `${API}/search/participants?text=${HIDDEN.names[0]}`,
    `${API}/search/participants?text=${HIDDEN.bib}`,
    `${API_CONTEST}/results?pageSize=500`,
    `${API_CONTEST}/participants?bib=${HIDDEN.bib}`,
    `${API_CONTEST}/results.csv`,
    `${API_CONTEST}/results.json`,
    `${API_CONTEST}/tracking?bibs=${HIDDEN.bib}`,
    `/api/v1/events/${HIDDEN.eventId}/participants/${HIDDEN.bib}`,
  ];
  for (const url of apiUrls) await expectNoName(request, url);
  const detail = JSON.parse(await expectNoName(request, `${API}/participants/${HIDDEN.bib}`)) as {
    participant: { name: string; bib: string; status: string };
  };
  expect(detail.participant).toMatchObject({ name: '', bib: HIDDEN.bib });
  const search = JSON.parse(
    await expectNoName(request, `${API}/search/participants?text=${HIDDEN.names[0]}`),
  ) as { total: number };
  expect(search.total).toBe(0);
});

test('the claim form lets a runner ask to be shown anonymously', async ({ page }) => {
  await page.goto(`${CONTEST}/contact`);
  const problem = page.getByLabel(msg('en', 'contest.claim.problem'));
  await expect(problem.locator('option[value="anonymity"]')).toHaveText(
    msg('en', 'contest.claim.problem.anonymity'),
  );
});
