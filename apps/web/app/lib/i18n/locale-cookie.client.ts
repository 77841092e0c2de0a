import { localeCookie, readLocaleCookie } from './detect-locale';
import { DEFAULT_LOCALE, splitLocalePath } from './locales';

/**
 * The first page a visitor sees records its language in the cookie (the language switch then
 * updates it), so later unprefixed URLs open in that language. A cookie the server cannot read
 * (unknown or malformed value) counts as absent, as it does on the server, and is replaced.
 */
export function rememberLocaleOnFirstVisit(): void {
  if (readLocaleCookie(document.cookie) !== null) return;
  const locale = splitLocalePath(window.location.pathname).prefix ?? DEFAULT_LOCALE;
  document.cookie = localeCookie(locale);
}
