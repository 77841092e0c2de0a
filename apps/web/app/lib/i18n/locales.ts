/**
 * The four interface languages and how they appear in URLs: English has no prefix, the others
 * are the first path segment (/es, /fr, /ar). Arabic is Moroccan Arabic: right-to-left, formatted
 * with `ar-MA` and Latin digits.
 */
export const LOCALES = ['en', 'es', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The locales that appear as a URL prefix. */
export const PREFIXED_LOCALES = ['es', 'fr', 'ar'] as const satisfies readonly Locale[];

/** BCP 47 tags for `Intl` formatters (dates, numbers, plurals, country names). */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  ar: 'ar-MA-u-nu-latn',
};

/** `<html lang>` and `hreflang` values. */
export const HTML_LANGS: Record<Locale, string> = { en: 'en', es: 'es', fr: 'fr', ar: 'ar-MA' };

/** Open Graph `og:locale` values. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', es: 'es_ES', fr: 'fr_FR', ar: 'ar_MA' };

/** Each language named in itself, for the language switch (never translated). */
export const AUTONYMS: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Splits a pathname into its locale prefix and the rest: `/fr/event/x` → `fr`, `/event/x`.
 * `/en/...` is not a prefix (English has none), so it stays in the rest.
 */
export function splitLocalePath(pathname: string): { prefix: Locale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== DEFAULT_LOCALE && isLocale(first)) return { prefix: first, rest: match?.[2] ?? '/' };
  return { prefix: null, rest: pathname || '/' };
}

// The path of a locale-free path (such as `/event/x`) in a locale, with the other page-path builders.
export { localizePath } from '@finishline/contract/page-paths';

/**
 * The language of the page at `pathname`: its prefix, else English (an unprefixed URL in another
 * language is redirected before it renders).
 */
export function localeOfPath(pathname: string): Locale {
  return splitLocalePath(pathname).prefix ?? DEFAULT_LOCALE;
}
