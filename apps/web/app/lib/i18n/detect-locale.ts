/**
 * Which language to serve: the URL prefix, else the locale cookie, else the browser's
 * Accept-Language, else English (design §5).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export const LOCALE_COOKIE = 'locale';
/** 365 days, in seconds (spec §9). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export type LocaleSource = 'path' | 'cookie' | 'header' | 'default';

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape (`%E0`) is someone else's garbage, not a reason to fail the page.
    return null;
  }
}

/** The locale named by the `locale` cookie in a Cookie header, if valid; a malformed one counts as absent. */
export function readLocaleCookie(cookieHeader: string | null): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const locale = decode(value.join('='))?.trim().toLowerCase();
      return locale !== undefined && isLocale(locale) ? locale : null;
    }
  }
  return null;
}

/** The supported locale the browser prefers most, by q-value then order; null when none matches. */
export function matchAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((range) => range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (isLocale(range.language)) return range.language;
  }
  return null;
}

export function detectLocale(input: {
  prefix: Locale | null;
  cookieHeader: string | null;
  acceptLanguage: string | null;
}): { locale: Locale; source: LocaleSource } {
  if (input.prefix) return { locale: input.prefix, source: 'path' };
  const fromCookie = readLocaleCookie(input.cookieHeader);
  if (fromCookie) return { locale: fromCookie, source: 'cookie' };
  const fromHeader = matchAcceptLanguage(input.acceptLanguage);
  if (fromHeader) return { locale: fromHeader, source: 'header' };
  return { locale: DEFAULT_LOCALE, source: 'default' };
}

/** The cookie string that remembers `locale` (client-side only, spec §9). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}
