import { localeCookie, readLocaleCookie } from './detect-locale';
import { localeOfPath } from './locales';

/**
 * The first page a visitor sees records its language in the cookie (the language switch then
 * updates it), so later unprefixed URLs open in that language. A cookie the server cannot read
 * (unknown or malformed value) counts as absent, as it does on the server, and is replaced.
 */
export function rememberLocaleOnFirstVisit(): void {
  if (readLocaleCookie(document.cookie) !== null) return;
  document.cookie = localeCookie(localeOfPath(window.location.pathname));
}
