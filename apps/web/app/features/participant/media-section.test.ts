import type { ParticipantDetail } from '@finishline/contract';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../../lib/i18n/catalogs.server';
import { I18nProvider } from '../../lib/i18n/i18n-context';
import type { Locale } from '../../lib/i18n/locales';
import { MediaSection } from './media-section';

const clipUrl = '/api/events/e/contests/c/recordings/finish-cam#t=602.5,612.5';

function detail(media: ParticipantDetail['media']): ParticipantDetail {
  return {
    participant: {
      id: '12',
      bib: '12',
      name: 'James Taylor',
      firstName: 'James',
      lastName: 'Taylor',
      club: null,
      country: 'GB',
      nation: 'GB',
      gender: 'm',
      ageGroup: 'MSEN',
      status: 'finished',
      contestId: 'c',
    },
    event: {
      id: 'e',
      name: 'E',
      dateFrom: '2026-05-10',
      dateTo: '2026-05-10',
      timeZone: 'Africa/Casablanca',
    },
    contest: {
      id: 'c',
      name: 'C',
      distanceM: 42195,
      startTime: '2026-05-10T07:00:00.000Z',
      timeBasis: 'net',
      precisionMs: 1000,
      state: 'completed',
      paceUnit: 'min_per_km',
      speedUnit: 'kmh',
    },
    result: {
      status: 'finished',
      placesAsOf: null,
      overallPlace: 1,
      genderPlace: 1,
      ageGroupPlace: 1,
      officialTimeMs: 1,
      gunTimeMs: 1,
      netTimeMs: 1,
      paceMsPerKm: 1,
      speedKmh: 1,
      paceMsPerMile: 2,
      speedMph: 1,
      diffMs: null,
      lastCheckpointId: 'finish',
      gapMs: 0,
      genderGapMs: 0,
      ageGroupGapMs: 0,
    },
    splits: [],
    forecasts: [],
    media,
  };
}

function render(media: ParticipantDetail['media'], today: string, locale: Locale = 'en'): string {
  return renderToStaticMarkup(
    createElement(I18nProvider, {
      locale,
      messages: getMessages(locale),
      children: createElement(MediaSection, { detail: detail(media), today }),
    }),
  );
}

const certificate = { isAvailable: true, url: '/api/events/e/participants/12/certificate.pdf' };

describe('MediaSection', () => {
  it('plays the clip from the recording with its media fragment, loading nothing up front', () => {
    const html = render(
      {
        certificate,
        video: { status: 'available', expiresAt: '2026-11-10', url: clipUrl, contentType: 'video/mp4' },
      },
      '2026-06-01',
    );
    expect(html).toContain('preload="none"');
    expect(html).toContain(`<source src="${clipUrl}" type="video/mp4"/>`);
    expect(html).toContain('aria-label="Finish-line video of \u2068James Taylor\u2069"');
    expect(html).toContain('Available until 10 Nov 2026.');
    expect(html).toContain('href="/api/events/e/participants/12/certificate.pdf?locale=en"');
  });

  it('says the video has expired after its last day, with no player', () => {
    const html = render(
      { certificate, video: { status: 'expired', expiresAt: '2026-11-10', url: null } },
      '2026-11-11',
    );
    expect(html).not.toContain('<video');
    expect(html).toContain(
      'The video has expired: finish-line videos are offered for 6 months after the event, until 10 Nov 2026.',
    );
  });

  it('in Arabic: the expiry date in Arabic words with Latin digits, the certificate in Arabic', () => {
    const html = render(
      { certificate, video: { status: 'available', expiresAt: '2026-11-10', url: clipUrl } },
      '2026-11-12',
      'ar',
    );
    expect(html).not.toContain('<video');
    expect(html).toMatch(/انتهت صلاحية الفيديو.*10 نونبر 2026/);
    expect(html).toContain('certificate.pdf?locale=ar');
  });

  it('offers no certificate and no video to a non-finisher', () => {
    const html = render(
      { certificate: { isAvailable: false, url: null }, video: { status: 'unavailable', expiresAt: null } },
      '2026-06-01',
    );
    expect(html).not.toContain('certificate.pdf');
    expect(html).toContain('Certificates are for finishers only.');
    expect(html).toContain('There is no finish-line video for this participant.');
  });
});
