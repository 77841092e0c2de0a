import { describe, expect, it } from 'vitest';
import { certificateUrl, safeMediaUrl, videoView } from './media-view';

const url = '/api/events/e/contests/c/recordings/finish-cam#t=602.5,612.5';
const available = { status: 'available', expiresAt: '2026-11-10', url, contentType: 'video/mp4' } as const;

describe('videoView (design §3 Video: offered for 6 months after the last day)', () => {
  it('offers the clip with its media fragment until its last day, that day included', () => {
    expect(videoView(available, '2026-05-10')).toEqual({
      kind: 'available',
      src: url,
      contentType: 'video/mp4',
      expiresAt: '2026-11-10',
    });
    expect(videoView(available, '2026-11-10').kind).toBe('available');
  });

  it('says the video has expired the day after, even if a cached answer still says available', () => {
    expect(videoView(available, '2026-11-11')).toEqual({ kind: 'expired', expiresAt: '2026-11-10' });
    expect(videoView({ status: 'expired', expiresAt: '2026-11-10', url: null }, '2026-11-11')).toEqual({
      kind: 'expired',
      expiresAt: '2026-11-10',
    });
  });

  it('shows nothing without a recording, or without a clip to play', () => {
    expect(videoView({ status: 'unavailable', expiresAt: null }, '2026-05-10')).toEqual({ kind: 'none' });
    expect(videoView({ status: 'available', expiresAt: '2026-11-10' }, '2026-05-10')).toEqual({
      kind: 'none',
    });
    expect(videoView({ ...available, url: 'javascript:alert(1)' }, '2026-05-10')).toEqual({ kind: 'none' });
  });
});

describe('safeMediaUrl', () => {
  it('accepts paths and http(s) URLs only', () => {
    expect(safeMediaUrl('/r.mp4#t=1,2')).toBe('/r.mp4#t=1,2');
    expect(safeMediaUrl('https://cdn.example.org/r.mp4')).toBe('https://cdn.example.org/r.mp4');
    expect(safeMediaUrl('//evil.example/r.mp4')).toBeNull();
    expect(safeMediaUrl('data:video/mp4;base64,AAAA')).toBeNull();
    expect(safeMediaUrl(null)).toBeNull();
  });
});

describe('certificateUrl', () => {
  const ids = { eventId: 'marrakech-marathon', participantId: '12' };

  it("asks the API for the PDF in the page's language", () => {
    expect(certificateUrl({ isAvailable: true }, ids, 'ar')).toBe(
      '/api/events/marrakech-marathon/participants/12/certificate.pdf?locale=ar',
    );
    expect(certificateUrl({ isAvailable: true, url: '/api/x/certificate.pdf' }, ids, 'fr')).toBe(
      '/api/x/certificate.pdf?locale=fr',
    );
    expect(certificateUrl({ isAvailable: true, url: '/api/x.pdf?v=2' }, ids, 'es')).toBe(
      '/api/x.pdf?v=2&locale=es',
    );
  });

  it('offers none to non-finishers', () => {
    expect(certificateUrl({ isAvailable: false, url: null }, ids, 'en')).toBeNull();
  });
});
