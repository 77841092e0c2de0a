/** Event detail (/event/{id}): name, type, dates, place, description and its contests. */
import { expect, test } from '@playwright/test';
import { EVENT_ID, EVENT_NAME, msg } from '../support/site';

test('shows the event and its contests with links into the contest area', async ({ page }) => {
  await page.goto(`/event/${EVENT_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENT_NAME);
  await expect(page.getByText('Lyon, France')).toBeVisible();
  await expect(page.getByText('Course à pied, vélo, course à pied au Parc de la Tête d’Or.')).toBeVisible();
  const contests = page.getByRole('article');
  await expect(contests).toHaveCount(3);
  const women = contests.filter({ hasText: 'Sprint Femmes' });
  await expect(women).toContainText('27.5 km');
  await expect(women).toContainText('Female');
  await expect(women).toContainText('Gun time');
  await expect(women).toContainText(/11:00/);
  await expect(page.getByText(msg('en', 'codes.basis.gun.explanation'))).toBeVisible();

  await women.getByRole('link', { name: msg('en', 'event.contest.results') }).click();
  await expect(page).toHaveURL(`/event/${EVENT_ID}/contest/women/results`);
  await page.goBack();
  await page.getByRole('link', { name: msg('en', 'event.participants.link') }).click();
  await expect(page).toHaveURL(`/event/${EVENT_ID}/participants`);
});

test('start times are in the event time zone, not the visitor’s', async ({ browser }) => {
  const context = await browser.newContext({
    timezoneId: 'Asia/Tokyo',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36',
  });
  const page = await context.newPage();
  await page.goto(`/event/${EVENT_ID}`);
  await expect(page.getByRole('article').filter({ hasText: 'Sprint Hommes' })).toContainText(/13:00/);
  await context.close();
});

test('Arabic: Moroccan formatting with Latin digits, right to left', async ({ page }) => {
  await page.goto(`/ar/event/${EVENT_ID}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('article').filter({ hasText: 'Sprint Hommes' });
  await expect(card).toContainText('27,5 كم');
  await expect(card).toContainText(msg('ar', 'codes.gender.m'));
  await expect(card).toContainText('13:00');
  await expect(page.getByText('Lyon، فرنسا')).toBeVisible();
});

test('an event without contests says so', async ({ page }) => {
  await page.goto('/es/event/agadir-sup');
  await expect(page.getByText(msg('es', 'event.contests.empty'))).toBeVisible();
});
