import { describe, expect, it } from 'vitest';
import { detectLocale, localeCookie, matchAcceptLanguage, readLocaleCookie } from './detect-locale';

describe('matchAcceptLanguage', () => {
  it('picks the supported language with the highest q-value', () => {
    expect(matchAcceptLanguage('de-DE,de;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(matchAcceptLanguage('en;q=0.5, es-MX;q=0.9')).toBe('es');
  });

  it('keeps header order between equal q-values and matches regional tags', () => {
    expect(matchAcceptLanguage('ar-MA, fr')).toBe('ar');
    expect(matchAcceptLanguage('fr-CA,es')).toBe('fr');
  });

  it('ignores q=0, unknown languages, wildcards and malformed entries', () => {
    expect(matchAcceptLanguage('fr;q=0, de')).toBeNull();
    expect(matchAcceptLanguage('*')).toBeNull();
    expect(matchAcceptLanguage(';;, ,q=abc')).toBeNull();
    expect(matchAcceptLanguage(null)).toBeNull();
  });
});

describe('readLocaleCookie', () => {
  it('reads a valid locale among other cookies', () => {
    expect(readLocaleCookie('a=1; locale=ar; b=2')).toBe('ar');
    expect(readLocaleCookie('locale=FR')).toBe('fr');
  });

  it('rejects unknown values and missing cookies', () => {
    expect(readLocaleCookie('locale=de')).toBeNull();
    expect(readLocaleCookie('xlocale=fr')).toBeNull();
    expect(readLocaleCookie(null)).toBeNull();
  });

  it('treats a malformed escape as no cookie instead of throwing', () => {
    expect(readLocaleCookie('locale=%E0')).toBeNull();
    expect(readLocaleCookie('a=%E0; locale=%66r')).toBe('fr');
    expect(detectLocale({ prefix: null, cookieHeader: 'locale=%E0', acceptLanguage: 'es' })).toEqual({
      locale: 'es',
      source: 'header',
    });
  });
});

describe('detectLocale', () => {
  const none = { prefix: null, cookieHeader: null, acceptLanguage: null };

  it('prefers the URL prefix, then the cookie, then Accept-Language, then English', () => {
    expect(detectLocale({ prefix: 'es', cookieHeader: 'locale=fr', acceptLanguage: 'ar' })).toEqual({
      locale: 'es',
      source: 'path',
    });
    expect(detectLocale({ ...none, cookieHeader: 'locale=fr', acceptLanguage: 'ar' })).toEqual({
      locale: 'fr',
      source: 'cookie',
    });
    expect(detectLocale({ ...none, acceptLanguage: 'ar-MA,ar;q=0.9' })).toEqual({
      locale: 'ar',
      source: 'header',
    });
    expect(detectLocale(none)).toEqual({ locale: 'en', source: 'default' });
  });

  it('lets an English cookie win over a French browser', () => {
    expect(detectLocale({ ...none, cookieHeader: 'locale=en', acceptLanguage: 'fr' }).locale).toBe('en');
  });
});

describe('localeCookie', () => {
  it('lasts 365 days on the whole site', () => {
    expect(localeCookie('ar')).toBe('locale=ar; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
