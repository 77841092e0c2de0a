/**
 * A participant's finish clip (design §3 Video): a window of the contest's finish-line recording from a few
 * seconds before to a few seconds after the finish read, offered until the event's last day + 6 months (in the
 * event's zone). Nothing is cut: the clip is the recording's URL with a media fragment `#t=start,end`, which a
 * `<video>` plays over HTTP range requests.
 */
import { type Calendar, addMonths, safeToday, VIDEO_OFFER_MONTHS } from './schedule.js';

/** Seconds of the clip before the finish read, and after it. */
export const CLIP_BEFORE_MS = 5_000;
export const CLIP_AFTER_MS = 5_000;

export type Recording = { id: string; src: string; startsAt: number; durationMs: number };

/** The clip as offsets into the recording, in ms, clamped to the recording. */
export type ClipWindow = { startMs: number; endMs: number };

/** The window around `finishAt` (epoch ms), or null when the recording does not cover the finish read. */
export function clipWindow(recording: Recording, finishAt: number): ClipWindow | null {
  const offset = finishAt - recording.startsAt;
  if (offset < 0 || offset > recording.durationMs) return null;
  return {
    startMs: Math.max(0, offset - CLIP_BEFORE_MS),
    endMs: Math.min(recording.durationMs, offset + CLIP_AFTER_MS),
  };
}

/** `#t=12.5,22.5`: the Media Fragments URI temporal dimension, in seconds (at most millisecond decimals). */
export function mediaFragment(window: ClipWindow): string {
  const seconds = (ms: number) => String(Math.round(ms) / 1000);
  return `#t=${seconds(window.startMs)},${seconds(window.endMs)}`;
}

/** Whether a recording's `src` is hosted elsewhere (an absolute http(s) URL) rather than in the media folder. */
export function isExternalSrc(src: string): boolean {
  return /^https?:\/\//i.test(src);
}

/** The path at which this API serves a recording of its media folder. */
export function recordingPath(eventId: string, contestId: string, recordingId: string): string {
  const part = encodeURIComponent;
  return `/api/events/${part(eventId)}/contests/${part(contestId)}/recordings/${part(recordingId)}`;
}

/** The URL a player loads for a recording: its own absolute URL, or this API's path for it. */
export function recordingUrl(eventId: string, contestId: string, recording: Recording): string {
  if (isExternalSrc(recording.src)) return recording.src.split('#')[0] ?? recording.src;
  return recordingPath(eventId, contestId, recording.id);
}

/** Media types by file extension: what browsers play in `<video>`. */
const VIDEO_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mkv: 'video/x-matroska',
};

/** The media type of a recording from its `src` extension; `application/octet-stream` when unknown. */
export function videoContentType(src: string): string {
  const path = src.split(/[?#]/)[0] ?? src;
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return VIDEO_TYPES[extension] ?? 'application/octet-stream';
}

/** The offer of an event's videos: the last day (event's last day + 6 months) and whether today is past it. */
export function videoOffer(event: Calendar, nowMs: number): { expiresAt: string; isExpired: boolean } {
  const expiresAt = addMonths(event.dateTo, VIDEO_OFFER_MONTHS);
  return { expiresAt, isExpired: safeToday(nowMs, event.timeZone) > expiresAt };
}
