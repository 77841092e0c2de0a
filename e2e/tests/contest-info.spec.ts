/** The Info tab: distance, start in the event's zone, category, place, time basis, checkpoints and the course. */
import { expect, test } from '@playwright/test';
import { BIG, contestApi, tabPath } from '../support/contest';
import { msg } from '../support/site';

test('shows the key facts, the time basis with its explanation and the checkpoints', async ({ page }) => {
  await page.goto(tabPath('information'));
  const facts = page.getByRole('region', { name: msg('en', 'contest.info.facts') });
  await expect(facts).toContainText('42.195 km');
  // 08:00 in Marrakech, whatever the visitor's zone (the tests run in New York).
  await expect(facts).toContainText(/08:00 \(GMT\+1\)|08:00 \(GMT\)/);
  await expect(facts).toContainText(msg('en', 'codes.gender.mf'));
  await expect(facts).toContainText('Marrakech, Morocco');
  await expect(facts).toContainText('20,500 participants');
  await expect(page.getByText(msg('en', 'codes.basis.net.explanation'))).toBeVisible();
  await expect(page.getByText(msg('en', 'contest.info.precision.1000'))).toBeVisible();

  const checkpoints = page.getByRole('region', { name: msg('en', 'contest.info.checkpoints') });
  const rows = checkpoints.locator('tbody tr');
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(2)).toContainText('Half marathon');
  await expect(rows.nth(2)).toContainText('21.098 km');
  await expect(rows.nth(5)).toContainText(msg('en', 'contest.checkpoint.finish'));
  await expect(rows.nth(5)).toContainText('2.195 km');
});

test('draws the course from its GPX, with a text alternative', async ({ page, request }) => {
  const course = await request.get(contestApi(BIG, '/course'));
  expect(course.ok()).toBe(true);
  expect(course.headers()['content-type']).toMatch(/^application\/gpx\+xml/);
  await page.goto(tabPath('information'));
  const map = page.getByRole('img', { name: msg('en', 'contest.course.title') });
  await expect(map).toBeVisible();
  await expect(map).toHaveAccessibleDescription(
    /A loop of 42\.195 km in Marrakech, north up\. 4 checkpoints/,
  );
  await expect(map.locator('path')).toHaveCount(3);
});

test('without a course map it says so', async ({ page }) => {
  await page.goto(tabPath('information', { eventId: BIG.eventId, contestId: BIG.otherId }));
  await expect(page.getByText(msg('en', 'contest.course.none'))).toBeVisible();
});

test('Arabic info: Arabic labels, Latin digits, right to left', async ({ page }) => {
  await page.goto(tabPath('information', BIG, 'ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const facts = page.getByRole('region', { name: msg('ar', 'contest.info.facts') });
  await expect(facts).toContainText('42,195');
  await expect(facts).toContainText('08:00');
  await expect(page.getByRole('region', { name: msg('ar', 'contest.info.checkpoints') })).toContainText(
    msg('ar', 'contest.checkpoint.finish'),
  );
});
