import type { PaceUnitCode, SpeedUnitCode } from '@finishline/contract';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../../../lib/i18n/catalogs.server';
import { I18nProvider } from '../../../lib/i18n/i18n-context';
import type { Locale } from '../../../lib/i18n/locales';
import type { ResultsTableRow } from './results-row';
import { ResultsTable } from './results-table';

// 1:35:20 over a half marathon: 4:31.2 /km and 7:16.3 /mi, 13.28 km/h and 8.25 mph.
const row: ResultsTableRow = {
  id: '501',
  bib: '501',
  name: 'Olivia Taylor',
  club: null,
  nation: 'GB',
  ageGroup: 'FSEN',
  status: 'finished',
  place: 1,
  timeMs: 5_720_000,
  gapMs: 0,
  diffMs: null,
  paceMsPerKm: 271_123,
  speedKmh: 13.278,
  paceMsPerMile: 436_329,
  speedMph: 8.2507,
  overallPlace: 1,
  genderPlace: 1,
  ageGroupPlace: 1,
  officialTimeMs: 5_720_000,
  gunTimeMs: 5_740_000,
  netTimeMs: 5_720_000,
  ageGradePercent: 72.4137,
};

function render(
  units: { paceUnit: PaceUnitCode; speedUnit: SpeedUnitCode },
  locale: Locale = 'en',
  isAtCheckpoint = false,
  ageGrade: { ageGrading: 'official' | 'unofficial' | null; isAgeGradeRanking?: boolean } = {
    ageGrading: null,
  },
) {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(I18nProvider, {
        locale,
        messages: getMessages(locale),
        children: createElement(ResultsTable, {
          eventId: 'richmond-park-half',
          rows: [row],
          precisionMs: 1000,
          units,
          timeLabel: 'Official time',
          isAtCheckpoint,
          ...ageGrade,
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
  return { headers: cells('th'), values: cells('td') };
}

describe('results table units', () => {
  it('shows pace per mile and speed in mph, with their headers, for a contest in miles', () => {
    const { headers, values } = render({ paceUnit: 'min_per_mile', speedUnit: 'mph' });
    expect(headers).toContain('Pace (min/mi)');
    expect(headers).toContain('Speed (mph)');
    expect(headers).not.toContain('Pace (min/km)');
    expect(values).toContain('7:17');
    expect(values).toContain('8.3');
    expect(values).not.toContain('4:32');
  });

  it('shows pace per km and km/h for a metric contest', () => {
    const { headers, values } = render({ paceUnit: 'min_per_km', speedUnit: 'kmh' });
    expect(headers).toEqual(expect.arrayContaining(['Pace (min/km)', 'Speed (km/h)']));
    expect(values).toEqual(expect.arrayContaining(['4:32', '13.3']));
    expect(values).not.toContain('7:17');
  });

  it('says the units in Arabic with Arabic words, the figures in Latin digits', () => {
    const { headers, values } = render({ paceUnit: 'min_per_mile', speedUnit: 'mph' }, 'ar');
    expect(headers).toEqual(expect.arrayContaining(['الوتيرة (د/ميل)', 'السرعة (ميل/س)']));
    expect(values).toEqual(expect.arrayContaining(['7:17', '8,3']));
  });
});

describe('results table at a checkpoint', () => {
  const metric = { paceUnit: 'min_per_km', speedUnit: 'kmh' } as const;

  it('shows the final places and times only in the finish ranking', () => {
    const { headers } = render(metric);
    expect(headers).toEqual(expect.arrayContaining(['Overall', 'Gun time', 'Net time']));
  });

  it('shows only the checkpoint figures: no final places or times beside the place at the checkpoint', () => {
    const { headers, values } = render(metric, 'en', true);
    expect(headers).toEqual([
      'Place',
      'Bib',
      'Name',
      'Official time',
      'Pace (min/km)',
      'Speed (km/h)',
      'Gap to first',
      'Diff',
    ]);
    expect(values).not.toContain('1:35:40');
  });
});

describe('results table age grading', () => {
  const metric = { paceUnit: 'min_per_km', speedUnit: 'kmh' } as const;

  it('adds an age-grade column for road running, in the locale’s notation', () => {
    expect(render(metric).headers).not.toContain('Age grade');
    const { headers, values } = render(metric, 'en', false, { ageGrading: 'unofficial' });
    expect(headers).toContain('Age grade');
    expect(values).toContain('72.41%');
    expect(render(metric, 'fr', false, { ageGrading: 'official' }).values).toContain('72,41\u00a0%');
  });

  it('in the age-graded ranking shows the official time and places beside the graded time, no pace or gaps', () => {
    const { headers, values } = render(metric, 'en', false, {
      ageGrading: 'official',
      isAgeGradeRanking: true,
    });
    expect(headers).toEqual(expect.arrayContaining(['Age grade', 'Official time', 'Overall']));
    expect(headers).not.toContain('Pace (min/km)');
    expect(headers).not.toContain('Gap to first');
    expect(values).toContain('1:35:20');
  });
});
