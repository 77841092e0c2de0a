/**
 * Sharing a result: the participant page's og:image is an absolute URL of its share card (a 1200×630 PNG in the
 * page's language), with the large Twitter card; the share button copies the page's link and says so.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { aFinisher, participantPath } from '../support/participant';
import { gotoHydrated, localized, msg } from '../support/site';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function expectCard(page: Page, request: APIRequestContext, locale: 'en' | 'ar') {
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/^https?:\/\/[^/]+\/api\/events\/.+\/card\.png\?locale=/);
  expect(new URL(image ?? '').searchParams.get('locale')).toBe(locale);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const response = await request.get(image ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
}

test('the participant page has its share card as og:image, in English and in Arabic', async ({
  page,
  request,
}) => {
  const { participant } = await aFinisher(request);
  await gotoHydrated(page, participantPath(participant.id));
  await expectCard(page, request, 'en');
  const download = page.getByRole('link', { name: msg('en', 'share.download') });
  await expect(download).toHaveAttribute('href', /\/card\.png\?locale=en$/);

  await gotoHydrated(page, localized('ar', participantPath(participant.id)));
  await expectCard(page, request, 'ar');
  await expect(page.getByRole('link', { name: msg('ar', 'share.download') })).toHaveAttribute(
    'href',
    /\/card\.png\?locale=ar$/,
  );
});

test('the share button copies the page link and announces it', async ({ browser, request, baseURL }) => {
  const { participant } = await aFinisher(request);
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  // Desktop Chromium may have a share sheet: take it away so the button falls back to the clipboard.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await gotoHydrated(page, `${baseURL}${participantPath(participant.id)}`);
  await page.getByRole('button', { name: msg('en', 'share.button') }).click();
  await expect(page.getByRole('status').filter({ hasText: msg('en', 'share.copied') })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${new URL(page.url()).origin}${participantPath(participant.id)}`);
  await context.close();
});

test('the share button keeps its place before hydration: nothing moves when it appears', async ({
  browser,
  request,
}) => {
  const { participant } = await aFinisher(request);
  const boxes = [];
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    if (javaScriptEnabled) await gotoHydrated(page, participantPath(participant.id));
    else await page.goto(participantPath(participant.id));
    boxes.push(await page.getByRole('link', { name: msg('en', 'share.download') }).boundingBox());
    await context.close();
  }
  expect(boxes[0]).not.toBeNull();
  expect(boxes[1]).toEqual(boxes[0]);
});
