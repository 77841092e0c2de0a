/** No English interface text on Spanish, French or Arabic pages. */
import { expect, type Page, test } from '@playwright/test';
import { aFinisher, CATALOGS, CONTEST_ID, EVENT_ID, localized } from '../support/site';

/** English messages that differ in the locale, without arguments (those are checked by unit tests). */
function englishOnly(locale: 'es' | 'fr' | 'ar'): Set<string> {
  const words = new Set<string>();
  for (const [key, english] of Object.entries(CATALOGS.en)) {
    if (english.includes('{') || CATALOGS[locale][key] === english) continue;
    words.add(english);
  }
  return words;
}

/** Visible text nodes and the labels assistive technology reads. */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.closest('script, style') === null) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) texts.push(value.trim());
      }
    }
    texts.push(document.title);
    return texts;
  });
}

const PAGES = [
  '/?period=all',
  `/event/${EVENT_ID}`,
  `/event/${EVENT_ID}/contest`,
  `/event/${EVENT_ID}/contest/${CONTEST_ID}/results`,
  `/event/${EVENT_ID}/participants`,
  '/no-such-page',
];

for (const locale of ['es', 'fr', 'ar'] as const) {
  test(`no English interface text on ${locale} pages`, async ({ page, request }) => {
    const english = englishOnly(locale);
    const participant = await aFinisher(request);
    for (const path of [...PAGES, `/event/${EVENT_ID}/participants/${participant.id}`]) {
      await page.goto(localized(locale, path));
      // Open the menus so their contents count too.
      for (const summary of await page.locator('summary').all())
        if (await summary.isVisible()) await summary.click();
      const leaks = (await interfaceTexts(page)).filter((text) => english.has(text));
      expect(leaks, `${locale} ${path}`).toEqual([]);
    }
  });
}
