/** Event detail (/event/{id}): name, type, dates, place, description and its contests. */
import { expect, test } from '@playwright/test';
import { ANNOUNCED_ID, ANNOUNCED_NAME, DUATHLON_ID, msg, UPCOMING_ID, UPCOMING_NAME } from '../support/site';

test('shows the event and its contests with links into the contest area', async ({ page }) => {
  await page.goto(`/event/${UPCOMING_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(UPCOMING_NAME);
  await expect(page.getByText('Rabat, Morocco')).toBeVisible();
  await expect(
    page.getByText('A fast 10 km along the Bouregreg river and the Kasbah of the Udayas.'),
  ).toBeVisible();
  const contests = page.getByRole('article');
  await expect(contests).toHaveCount(2);
  const women = contests.filter({ hasText: "Women's 5 km" });
  await expect(women).toContainText('5 km');
  await expect(women).toContainText(msg('en', 'codes.gender.f'));
  await expect(women).toContainText(msg('en', 'codes.basis.gun'));
  await expect(women).toContainText(/10:30/);
  await expect(page.getByText(msg('en', 'codes.basis.gun.explanation'))).toBeVisible();

  await women.getByRole('link', { name: msg('en', 'event.contest.results') }).click();
  await expect(page).toHaveURL(`/event/${UPCOMING_ID}/contest/women-5k/results`);
  await page.goBack();
  await page.getByRole('link', { name: msg('en', 'event.participants.link') }).click();
  await expect(page).toHaveURL(`/event/${UPCOMING_ID}/participants`);
});

test('start times are in the event time zone, not the visitor’s', async ({ browser }) => {
  const context = await browser.newContext({
    timezoneId: 'Asia/Tokyo',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36',
  });
  const page = await context.newPage();
  await page.goto(`/event/${UPCOMING_ID}`);
  // 09:00 in Rabat is 17:00 or 18:00 in Tokyo.
  const tenK = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: '10 km', exact: true }) });
  await expect(tenK).toContainText(/09:00/);
  await expect(tenK).not.toContainText(/1[78]:00/);
  await context.close();
});

test('Arabic: Moroccan formatting with Latin digits, right to left', async ({ page }) => {
  await page.goto(`/ar/event/${DUATHLON_ID}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('article').filter({ hasText: 'Sprint' });
  await expect(card).toContainText('27,5 كم');
  await expect(card).toContainText(msg('ar', 'codes.gender.mf'));
  await expect(card).toContainText('09:00');
  await expect(page.getByText('Lyon، فرنسا')).toBeVisible();
});

test('an event without contests says so', async ({ page, request }) => {
  const announced = await request.get(`/api/events/${ANNOUNCED_ID}`);
  // A missing event is a broken setup, not a reason to skip.
  expect(
    announced.status(),
    'support/announced-event.json is not imported: playwright.config.ts must run `finishline import bundle` on it',
  ).toBe(200);
  await page.goto(`/es/event/${ANNOUNCED_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANNOUNCED_NAME);
  await expect(page.getByText(msg('es', 'event.contests.empty'))).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
