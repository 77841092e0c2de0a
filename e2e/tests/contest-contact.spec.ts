/**
 * The Contact tab: the organiser's contact, how to claim, and the claim form — checked in the browser and on the
 * server, working with and without JavaScript. The API stores at most 5 claims per visitor every 10 minutes: the
 * site relays each claim with the address of the visitor it saw (so visitors do not share one budget; the API and
 * serve tests check that two visitors get two, and that a forged X-Forwarded-For changes nothing). Here every
 * browser connects from 127.0.0.1, the same visitor for the whole run (deploy.spec.ts sends a claim too), so only
 * two tests here send a valid claim.
 */
import { expect, type Page, test } from '@playwright/test';
import { newPage, tabPath } from '../support/contest';
import { gotoHydrated, msg } from '../support/site';

const CONTACT = tabPath('contact');

async function fillValid(page: Page, name: string): Promise<void> {
  await page.getByLabel(msg('en', 'contest.claim.bib')).fill('1234');
  await page.getByLabel(msg('en', 'contest.claim.name')).fill(name);
  await page.getByLabel(msg('en', 'contest.claim.time')).fill('3:41:07');
  await page.getByLabel(msg('en', 'contest.claim.problem')).selectOption('wrong_time');
  await page
    .getByLabel(msg('en', 'contest.claim.reason'))
    .fill('The 30 km mat missed me; my watch says 3:41:07.');
}

test('shows the organiser’s contact and how to claim a result', async ({ page }) => {
  await page.goto(CONTACT);
  const contact = page.getByRole('region', { name: msg('en', 'contest.contact.heading') });
  await expect(contact.getByRole('link', { name: 'results@marathon-marrakech.example.org' })).toHaveAttribute(
    'href',
    'mailto:results@marathon-marrakech.example.org',
  );
  await expect(contact.getByRole('link', { name: '+212 524 00 00 00' })).toHaveAttribute(
    'href',
    'tel:+212524000000',
  );
  await expect(contact.getByRole('link', { name: /www\.marathon-marrakech\.example\.org/ })).toBeVisible();
  for (const text of [
    'Association Grand Atlas',
    'Atlas Timing',
    'Marrakech, Morocco',
    msg('en', 'codes.organizer.association'),
  ])
    await expect(contact).toContainText(text);
  await expect(page.getByRole('heading', { name: msg('en', 'contest.claim.how.title') })).toBeVisible();
  await expect(page.getByRole('form', { name: msg('en', 'contest.claim.title') })).toBeVisible();
});

test('with JavaScript: errors appear next to each field and in a summary', async ({ page }) => {
  await gotoHydrated(page, CONTACT);
  await page.getByRole('button', { name: msg('en', 'contest.claim.submit') }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(msg('en', 'contest.claim.invalid.title'));
  await expect(summary.getByRole('link')).toHaveText([
    msg('en', 'contest.claim.error.bib.required'),
    msg('en', 'contest.claim.error.name.required'),
    msg('en', 'contest.claim.error.problem.required'),
    msg('en', 'contest.claim.error.reason.required'),
  ]);
  const bib = page.getByLabel(msg('en', 'contest.claim.bib'));
  await expect(bib).toBeFocused();
  await expect(bib).toHaveAttribute('aria-invalid', 'true');
  await expect(bib).toHaveAccessibleDescription(msg('en', 'contest.claim.error.bib.required'));

  await bib.fill('12 34');
  await page.getByLabel(msg('en', 'contest.claim.time')).fill('3:75');
  await page.getByLabel(msg('en', 'contest.claim.reason')).fill('short');
  await page.getByRole('button', { name: msg('en', 'contest.claim.submit') }).click();
  await expect(page.getByText(msg('en', 'contest.claim.error.bib.invalid')).first()).toBeVisible();
  await expect(page.getByLabel(msg('en', 'contest.claim.time'))).toHaveAccessibleDescription(
    new RegExp(msg('en', 'contest.claim.error.time.invalid').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(page.getByText(msg('en', 'contest.claim.error.reason.tooShort')).first()).toBeVisible();
  await expect(page).toHaveURL(CONTACT);
});

test('with JavaScript: a valid claim is sent and acknowledged with a reference', async ({ page }) => {
  await gotoHydrated(page, CONTACT);
  await fillValid(page, 'Amina El Idrissi');
  await page.getByRole('button', { name: msg('en', 'contest.claim.submit') }).click();
  const sent = page.getByRole('status').filter({ hasText: msg('en', 'contest.claim.sent.title') });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(/CLM-[0-9A-Z]{8}/);
  await expect(sent).toBeFocused();
  // A fresh form for the next claim.
  await expect(page.getByLabel(msg('en', 'contest.claim.name'))).toHaveValue('');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser checks the fields before sending', async ({ page }) => {
    await page.goto(CONTACT);
    await page.getByLabel(msg('en', 'contest.claim.bib')).fill('12 34');
    await page.getByRole('button', { name: msg('en', 'contest.claim.submit') }).click();
    await expect(page.locator('#claim-bib:invalid')).toHaveCount(1);
    await expect(page.locator('#claim-name:invalid')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a valid claim posts to the page and shows the reference', async ({ page }) => {
    await page.goto(CONTACT);
    await fillValid(page, 'Youssef Benali');
    await page.getByRole('button', { name: msg('en', 'contest.claim.submit') }).click();
    await expect(page.getByText(msg('en', 'contest.claim.sent.title'))).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/CLM-[0-9A-Z]{8}/);
  });
});

test('the server checks again and answers the errors beside the fields', async ({ request }) => {
  const response = await request.post(CONTACT, {
    form: { bib: '<b>', name: '', time: '99:99', problem: 'angry', reason: 'x'.repeat(2001) },
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  for (const key of [
    'contest.claim.error.bib.invalid',
    'contest.claim.error.name.required',
    'contest.claim.error.time.invalid',
    'contest.claim.error.problem.required',
    'contest.claim.error.reason.tooLong',
  ])
    expect(html, key).toContain(msg('en', key));
  expect(html).toContain('aria-invalid="true"');
});

test('Arabic: the form reads right to left, errors in Arabic', async ({ browser }) => {
  const page = await newPage(browser);
  await gotoHydrated(page, tabPath('contact', undefined, 'ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: msg('ar', 'contest.claim.submit') }).click();
  await expect(page.getByRole('alert')).toContainText(msg('ar', 'contest.claim.error.bib.required'));
  await expect(page.getByLabel(msg('ar', 'contest.claim.bib'))).toHaveAttribute('dir', 'ltr');
  await page.context().close();
});
