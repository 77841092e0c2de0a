/**
 * No table is cut off (issue 24): on every page with a table, at laptop and desktop widths and in every language,
 * each table either fits (every cell inside its box and the window) or sits in a scrolling box that says it
 * scrolls — a keyboard-focusable, named region whose edge shades (the box's frame's ::before at the start, ::after
 * at the end) show on the side where columns are hidden and follow the scroll position, in LTR and RTL.
 */
import { axeViolations } from '../support/axe';
import type { ResultList } from '@finishline/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { BIG, contestApi, tabPath } from '../support/contest';
import { aFinisher, participantPath } from '../support/participant';
import { apiJson, gotoHydrated, LOCALES, localized } from '../support/site';

const TRIATHLON = { eventId: 'triatlon-barcelona', contestId: 'olympic' };
const WIDTHS = [1366, 1920] as const;

async function leaderBibs(request: APIRequestContext, ref: typeof TRIATHLON): Promise<string> {
  const list = await apiJson<ResultList>(request, contestApi(ref, '/results?pageSize=4'));
  return list.items.map((row) => row.bib).join(',');
}

const compare = (ref: typeof TRIATHLON, bibs: string) =>
  `/event/${ref.eventId}/contest/${ref.contestId}/compare?bibs=${bibs}`;

/**
 * Every page of the site with a table (its English path). `mustFit`: the pages the issue found cut off, whose tables
 * now fit at these widths in every language, without scrolling.
 */
const PAGES: { name: string; mustFit: boolean; path: (request: APIRequestContext) => Promise<string> }[] = [
  { name: 'results page 40', mustFit: true, path: async () => `${tabPath('results')}?page=40` },
  { name: 'results', mustFit: false, path: async () => tabPath('results') },
  { name: 'triathlon results', mustFit: false, path: async () => tabPath('results', TRIATHLON) },
  { name: 'start list', mustFit: false, path: async () => tabPath('startlist') },
  { name: 'information', mustFit: true, path: async () => tabPath('information') },
  { name: 'triathlon information', mustFit: false, path: async () => tabPath('information', TRIATHLON) },
  { name: 'live', mustFit: false, path: async () => tabPath('live') },
  {
    name: 'participant',
    mustFit: true,
    path: async (request) => participantPath((await aFinisher(request)).participant.id),
  },
  {
    name: 'compare four',
    mustFit: true,
    path: async (request) => compare(BIG, await leaderBibs(request, BIG)),
  },
  {
    name: 'compare four triathletes',
    mustFit: false,
    path: async (request) => compare(TRIATHLON, await leaderBibs(request, TRIATHLON)),
  },
  {
    name: 'embedded results',
    mustFit: false,
    path: async () => `/embed/event/${BIG.eventId}/contest/${BIG.contestId}`,
  },
];

type TableReport = {
  table: string;
  fits: boolean;
  scrolls: boolean;
  isNamedFocusableRegion: boolean;
  shades: { start: number; end: number };
};

/** Per table: does it fit its box and the window, does its box scroll, and is the box a named, focusable region. */
function reportTables(page: Page): Promise<TableReport[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const shade = (el: Element | null, pseudo: '::before' | '::after') =>
      el ? Number(getComputedStyle(el, pseudo).opacity) : 0;
    return [...document.querySelectorAll('table')]
      .filter((table) => table.getClientRects().length > 0)
      .map((table, index) => {
        let box: HTMLElement | null = table.parentElement;
        while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
        const edge = box?.getBoundingClientRect() ?? { left: 0, right: viewport };
        const left = Math.max(edge.left, 0) - 0.5;
        const right = Math.min(edge.right, viewport) + 0.5;
        const cells = [...table.querySelectorAll('th, td')].filter(
          (cell) => cell.getClientRects().length > 0,
        );
        const isClipped = cells.some((cell) => {
          const rect = cell.getBoundingClientRect();
          return rect.left < left || rect.right > right;
        });
        const name = box?.getAttribute('aria-label') ?? '';
        const labelledBy = box?.getAttribute('aria-labelledby');
        const labelText = labelledBy ? (document.getElementById(labelledBy)?.textContent ?? '') : '';
        return {
          table: table.id || table.className || `table ${index + 1}`,
          fits: !isClipped && edge.left >= -0.5 && edge.right <= viewport + 0.5,
          scrolls: box !== null && box.scrollWidth > box.clientWidth + 1,
          isNamedFocusableRegion:
            box !== null &&
            ['region', 'group'].includes(box.getAttribute('role') ?? '') &&
            box.tabIndex === 0 &&
            (name + labelText).trim().length > 0,
          shades: {
            start: shade(box?.parentElement ?? null, '::before'),
            end: shade(box?.parentElement ?? null, '::after'),
          },
        };
      });
  });
}

/** Scrolls every scrolling table box to its far end (negative scrollLeft in RTL), or back to its start. */
async function scrollTablesTo(page: Page, side: 'start' | 'end'): Promise<void> {
  await page.evaluate((toEnd) => {
    const isRtl = document.documentElement.dir === 'rtl';
    for (const table of document.querySelectorAll('table')) {
      let box: HTMLElement | null = table.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      if (box && box.scrollWidth > box.clientWidth)
        box.scrollLeft = toEnd ? (isRtl ? -box.scrollWidth : box.scrollWidth) : 0;
    }
  }, side === 'end');
}

async function expectTablesFitOrScroll(page: Page, label: string): Promise<void> {
  // The page itself never scrolls sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    `${label}: the page scrolls sideways`,
  ).toBe(true);
  const reports = await reportTables(page);
  expect(reports.length, `${label}: no table`).toBeGreaterThan(0);
  const scrolling = reports.filter((report) => !report.fits || report.scrolls);
  for (const report of scrolling) {
    const where = `${label} ${report.table}`;
    expect(report.scrolls, `${where}: cut off without scrolling`).toBe(true);
    expect(
      report.isNamedFocusableRegion,
      `${where}: its scrolling box is not a named, focusable region`,
    ).toBe(true);
  }
  if (scrolling.length > 0) {
    // The shades fade in and out (150 ms): polled.
    const shades = async () => (await reportTables(page)).filter((r) => r.scrolls).map((r) => r.shades);
    await expect
      .poll(shades, { message: `${label}: at the start, only the end's shade shows` })
      .toEqual(scrolling.map(() => ({ start: 0, end: 1 })));
    await scrollTablesTo(page, 'end');
    await expect
      .poll(shades, { message: `${label}: scrolled to the end, the start's shade shows and the end's goes` })
      .toEqual(scrolling.map(() => ({ start: 1, end: 0 })));
  }
  expect(await axeViolations(page, ['scrollable-region-focusable']), `${label}: axe`).toEqual([]);
}

for (const { name, mustFit, path } of PAGES) {
  // The pages the issue found cut off in all four languages; the others in the widest Latin one (French) and the
  // right-to-left one, which keeps the suite's time in bounds.
  for (const locale of mustFit ? LOCALES : (['fr', 'ar'] as const)) {
    test(`${name} in ${locale}: every table fits or says it scrolls, at ${WIDTHS.join(' and ')} px`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const url = localized(locale, await path(request));
      for (const [index, width] of WIDTHS.entries()) {
        await page.setViewportSize({ width, height: 900 });
        // Loaded at the first width; the window then widened, as a visitor does (the layout is the CSS's either way).
        if (index === 0) await gotoHydrated(page, url);
        else await scrollTablesTo(page, 'start');
        if (mustFit) {
          const cut = (await reportTables(page)).filter((r) => !r.fits || r.scrolls).map((r) => r.table);
          expect(cut, `${width} ${url}: tables that do not fit`).toEqual([]);
        }
        await expectTablesFitOrScroll(page, `${width} ${url}`);
      }
    });
  }
}

test('on a phone a wide table shades the side it scrolls to, in English and Arabic', async ({
  page,
  request,
}) => {
  const finisher = await aFinisher(request);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of ['en', 'ar'] as const) {
    await gotoHydrated(page, localized(locale, participantPath(finisher.participant.id)));
    const reports = await reportTables(page);
    expect(reports.every((r) => r.scrolls)).toBe(true);
    await expectTablesFitOrScroll(page, `phone ${locale}`);
  }
});
