import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../../../lib/i18n/catalogs.server';
import { I18nProvider } from '../../../lib/i18n/i18n-context';
import type { Locale } from '../../../lib/i18n/locales';
import { legColumns } from '../../shared/result-legs';
import type { ResultsTableRow } from './results-row';
import { ResultsTable } from './results-table';

const COURSE = [
  { id: 'start', kind: 'start', distanceM: 0, leg: null },
  { id: 'swim', kind: 'split', distanceM: 1500, leg: 'swim' },
  { id: 't1', kind: 'split', distanceM: 1600, leg: 'transition' },
  { id: 'bike', kind: 'split', distanceM: 41_600, leg: 'bike' },
  { id: 't2', kind: 'split', distanceM: 41_700, leg: 'transition' },
  { id: 'run5', kind: 'split', distanceM: 46_700, leg: 'run' },
  { id: 'finish', kind: 'finish', distanceM: 51_700, leg: 'run' },
] as const;

// 2:19:10 over 51.7 km: a "pace" of 2:42 /km that means nothing across three sports.
const row: ResultsTableRow = {
  id: '7',
  bib: '7',
  name: 'Marta Puig',
  club: null,
  nation: 'ES',
  ageGroup: null,
  status: 'finished',
  place: 1,
  timeMs: 8_350_000,
  gapMs: 0,
  diffMs: null,
  paceMsPerKm: 161_509,
  speedKmh: 22.29,
  paceMsPerMile: 259_924,
  speedMph: 13.85,
  overallPlace: 1,
  genderPlace: 1,
  ageGroupPlace: null,
  officialTimeMs: 8_350_000,
  gunTimeMs: 8_350_000,
  netTimeMs: null,
  ageGradePercent: null,
  legTimesMs: [1_500_000, 90_000, 4_000_000, 60_000, 2_700_000],
};

function render(locale: Locale, checkpoint: string | null = null, rows: ResultsTableRow[] = [row]) {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(I18nProvider, {
        locale,
        messages: getMessages(locale),
        children: createElement(ResultsTable, {
          eventId: 'triatlon-barcelona',
          rows,
          precisionMs: 1000,
          units: { paceUnit: 'min_per_km', speedUnit: 'kmh' },
          timeLabel: 'Official time',
          isAtCheckpoint: checkpoint !== null,
          legs: legColumns([...COURSE], checkpoint),
          caption: 'Results',
          isBusy: false,
        }),
      }),
    ),
  );
  const cells = (tag: 'th' | 'td') =>
    [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'g'))].map(([, inner]) =>
      (inner ?? '').replace(/<[^>]+>/g, ''),
    );
  return { html, headers: cells('th'), values: cells('td') };
}

describe('results table of a multisport contest', () => {
  it('has a column per leg with its time, and no whole-race pace or speed', () => {
    const { headers, values } = render('en');
    // The legs lead, right after the official time.
    expect(headers.slice(3, 9)).toEqual(['Official time', 'Swim', 'T1', 'Bike', 'T2', 'Run']);
    expect(headers.slice(-2)).toEqual(['Gap to first', 'Diff']);
    expect(headers).not.toContain('Pace (min/km)');
    expect(headers).not.toContain('Speed (km/h)');
    expect(values).toEqual(expect.arrayContaining(['25:00', '1:30', '1:06:40', '1:00', '45:00']));
    expect(values).not.toContain('2:42');
  });

  it('labels the leg cells for phones, in Arabic too', () => {
    const { html, headers } = render('ar');
    expect(headers).toEqual(expect.arrayContaining(['سباحة', 'انتقال 1', 'دراجة', 'انتقال 2', 'جري']));
    expect(html).toContain('--c5:&quot;سباحة&quot;;--c6:&quot;انتقال 1&quot;');
  });

  it('at a checkpoint shows the legs ended there', () => {
    const { headers } = render('en', 'bike');
    expect(headers).toEqual([
      'Place',
      'Bib',
      'Name',
      'Official time',
      'Swim',
      'T1',
      'Bike',
      'Gap to first',
      'Diff',
    ]);
  });

  it('shows a dash for a leg without a time (a missed read), never a guess', () => {
    const missed = { ...row, legTimesMs: [1_500_000, null, null, 60_000, 2_700_000] };
    const { values } = render('en', null, [missed]);
    // Place, bib, name, time, then the five legs.
    expect(values.slice(4, 9)).toEqual(['25:00', '–', '–', '1:00', '45:00']);
  });
});
