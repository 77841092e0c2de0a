/**
 * What the media section shows (design §3 Video): a finish-line clip while the offer runs — 6 months
 * after the event's last day — then a note that it has expired; a certificate for finishers.
 */
import type { ParticipantMedia } from '@finishline/contract';
import type { Locale } from '../../lib/i18n/locales';

export type VideoView =
  | { kind: 'available'; src: string; contentType: string | null; expiresAt: string | null }
  | { kind: 'expired'; expiresAt: string | null }
  | { kind: 'none' };

/** A path on the site's origin or an http(s) URL; anything else (e.g. `javascript:`) is refused. */
export function safeMediaUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/**
 * The certificate PDF in the page's language: the API's `url` when it gives one, else its
 * documented path (both on the site's origin, where the API is mounted).
 */
export function certificateUrl(
  certificate: ParticipantMedia['certificate'],
  ids: { eventId: string; participantId: string },
  locale: Locale,
): string | null {
  if (!certificate.isAvailable) return null;
  const base =
    safeMediaUrl(certificate.url) ??
    `/api/events/${encodeURIComponent(ids.eventId)}/participants/${encodeURIComponent(ids.participantId)}/certificate.pdf`;
  const [path = base, hash] = base.split('#');
  const withLocale = `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;
  return hash === undefined ? withLocale : `${withLocale}#${hash}`;
}

/**
 * The video state to show on `today` (a `YYYY-MM-DD` day in the event's zone). The API judges the
 * expiry; a page served from a cache after the last day still says the video has expired (the
 * last day itself is included). The clip's URL carries its media fragment (`#t=start,end`), so
 * the `<video>` plays just the finish from the whole recording.
 */
export function videoView(video: ParticipantMedia['video'], today: string): VideoView {
  if (video.status === 'unavailable') return { kind: 'none' };
  const isPast = video.expiresAt !== null && today > video.expiresAt;
  if (video.status === 'expired' || isPast) return { kind: 'expired', expiresAt: video.expiresAt };
  const src = safeMediaUrl(video.url);
  if (!src) return { kind: 'none' };
  return { kind: 'available', src, contentType: video.contentType ?? null, expiresAt: video.expiresAt };
}
