/**
 * WMA age grading on the results tab of a road-running contest: the "Age grade" column, the age-graded ranking
 * (checked against the API), the "unofficial" note, in English and Arabic, with and without JavaScript, axe clean.
 */
import { axeViolations } from '../support/axe';
import type { ResultList } from '@finishline/contract';
import { expect, test } from '@playwright/test';
import { contestApi, tabPath } from '../support/contest';
import { apiJson, gotoHydrated, msg } from '../support/site';

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: the age-graded ranking lists the graded finishers by percent, marked unofficial`, async ({
    page,
    request,
  }) => {
    // The first age-graded ranking of the 20,500-runner field is computed cold (the field loaded, every runner
    // graded): 15–30 s on a loaded 2-core machine.
    test.setTimeout(60_000);
    const api = await apiJson<ResultList>(
      request,
      contestApi(undefined, '/results?ranking=ageGrade&pageSize=5'),
    );
    const percents = api.items.map((row) => row.ageGradePercent ?? 0);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(api.items.map((row) => row.place)).toEqual([1, 2, 3, 4, 5]);

    await gotoHydrated(page, tabPath('results', undefined, locale));
    await expect(page.locator('#age-grade-note')).toContainText(
      msg(locale, 'contest.results.ageGrade.note').split('{')[0]!.trim().slice(0, 20),
    );
    await expect(page.locator('table thead')).toContainText(msg(locale, 'contest.results.col.ageGrade'));
    await page
      .getByLabel(msg(locale, 'contest.results.ranking'), { exact: true })
      .selectOption({ label: msg(locale, 'contest.results.ranking.ageGradeUnofficial') });
    await page
      .getByRole('button', { name: msg(locale, 'contest.filters.apply') })
      .first()
      .click();
    await expect(page).toHaveURL(/[?&]ranking=ageGrade/);
    const table = page.locator('table');
    await expect(table.locator('thead')).toContainText(msg(locale, 'contest.results.col.ageGradedTime'));
    const rows = table.locator('tbody tr');
    for (const [index, row] of api.items.entries()) {
      await expect(rows.nth(index)).toContainText(row.name);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a floor keeps the runners graded at least that percent', async ({ page, request }) => {
  const api = await apiJson<ResultList>(
    request,
    contestApi(undefined, '/results?ranking=ageGrade&ageGradeMin=90&pageSize=100'),
  );
  expect(api.items.every((row) => (row.ageGradePercent ?? 0) >= 90)).toBe(true);
  await gotoHydrated(page, `${tabPath('results')}?ranking=ageGrade`);
  await page.getByLabel(msg('en', 'contest.results.ageGradeMin'), { exact: true }).selectOption('90');
  await page
    .getByRole('button', { name: msg('en', 'contest.filters.apply') })
    .first()
    .click();
  await expect(page).toHaveURL(/ageGradeMin=90/);
  await expect(page.getByText(new RegExp(`of ${api.total.toLocaleString('en')}$`))).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the ranking is a plain GET parameter', async ({ page, request }) => {
    const api = await apiJson<ResultList>(
      request,
      contestApi(undefined, '/results?ranking=ageGrade&pageSize=1'),
    );
    await page.goto(`${tabPath('results')}?ranking=ageGrade`);
    await expect(page.locator('table tbody tr').first()).toContainText(api.items[0]!.name);
  });
});
