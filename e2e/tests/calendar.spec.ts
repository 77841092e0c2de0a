/**
 * "Add to calendar": the event page and the contest's Info tab link to the API's iCalendar files, in the page's
 * language, each VEVENT linking back to the page.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ANNOUNCED_ID, msg, UPCOMING_ID, type Locale } from '../support/site';

type Vevent = Record<string, string>;

/**
 * The VEVENTs of an iCalendar file: lines unfolded (RFC 5545 §3.1), each property by name (parameters dropped).
 * The API's own tests read the same files with ical.js; this checks what the browser downloaded is one.
 */
function vevents(ics: string): Vevent[] {
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  const found: Vevent[] = [];
  let current: Vevent | null = null;
  for (const line of lines) {
    expect(line, 'a content line').toMatch(/^[A-Z-]+[;:]/);
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      found.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0] ?? ''] = line.slice(colon + 1);
    }
  }
  expect(current).toBeNull();
  return found;
}

/** Clicks the link, waits for the download and returns its file name and text. */
async function download(page: Page, name: string): Promise<{ filename: string; text: string }> {
  const link = page.getByRole('link', { name });
  await expect(link).toHaveAttribute('download', '');
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  return { filename: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** `2026-10-04T08:00:00.000Z` as an iCalendar UTC date-time, `20261004T080000Z`. */
const icsUtc = (iso: string) => iso.replace(/[-:]|\.\d{3}/g, '');

/** What a file's words are in each language tested: the location, and the start line's label. */
const WORDS = {
  en: { location: 'Rabat\\, Morocco', start: 'Start: ', page: 'Event page: ' },
  ar: { location: 'Rabat، المغرب', start: 'الانطلاق: ', page: 'صفحة الفعالية: ' },
} as const;

for (const locale of ['en', 'ar'] as const satisfies readonly Locale[]) {
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test(`${locale}: the event page offers its contests as a calendar file`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto(`${prefix}/event/${UPCOMING_ID}`);
    const { filename, text } = await download(page, msg(locale, 'event.calendar.link'));
    expect(filename).toBe(`${UPCOMING_ID}.ics`);
    const api = await request.get(`/api/events/${UPCOMING_ID}`);
    const event = (await api.json()) as { contests: { id: string; startTime: string }[] };
    const found = vevents(text);
    expect(found.map((v) => v.UID)).toEqual(event.contests.map((c) => `${c.id}.${UPCOMING_ID}@finishline`));
    expect(found.map((v) => v.DTSTART)).toEqual(event.contests.map((c) => icsUtc(c.startTime)));
    for (const vevent of found) {
      expect(vevent.SUMMARY).toContain('Rabat 10K');
      expect(vevent.LOCATION).toBe(WORDS[locale].location);
      // The event page in the same language, as URL and on the description's last line.
      const url = `${baseURL}${prefix}/event/${UPCOMING_ID}`;
      expect(vevent.URL).toBe(url);
      expect(vevent.DESCRIPTION).toContain(`\\n${WORDS[locale].start}`);
      expect(vevent.DESCRIPTION?.endsWith(`\\n${WORDS[locale].page}${url}`)).toBe(true);
    }
  });

  test(`${locale}: the contest's Info tab offers the contest as a calendar file`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto(`${prefix}/event/${UPCOMING_ID}/contest/women-5k/information`);
    const { filename, text } = await download(page, msg(locale, 'contest.info.calendar'));
    expect(filename).toBe(`${UPCOMING_ID}-women-5k.ics`);
    const contest = (await (await request.get(`/api/events/${UPCOMING_ID}/contests/women-5k`)).json()) as {
      startTime: string;
    };
    const [vevent, ...rest] = vevents(text);
    expect(rest).toEqual([]);
    expect(vevent).toMatchObject({
      UID: `women-5k.${UPCOMING_ID}@finishline`,
      DTSTART: icsUtc(contest.startTime),
    });
    expect(vevent?.SUMMARY).toContain("Women's 5 km");
    expect(vevent?.URL).toBe(`${baseURL}${prefix}/event/${UPCOMING_ID}/contest/women-5k`);
    // "Women's 5 km" says its distance: not repeated in brackets.
    expect(vevent?.DESCRIPTION).not.toContain('(5');
  });
}

test('an event without contests is one all-day event', async ({ page }) => {
  await page.goto(`/es/event/${ANNOUNCED_ID}`);
  const { text } = await download(page, msg('es', 'event.calendar.link'));
  const [vevent, ...rest] = vevents(text);
  expect(rest).toEqual([]);
  expect(vevent?.UID).toBe(`${ANNOUNCED_ID}@finishline`);
  expect(text).toMatch(/\r\nDTSTART;VALUE=DATE:\d{8}\r\n/);
});
