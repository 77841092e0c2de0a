import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath, splitLocalePath, textDirection } from './locales';

describe('splitLocalePath', () => {
  it('separates the language prefix from the page path', () => {
    expect(splitLocalePath('/fr/event/x')).toEqual({ prefix: 'fr', rest: '/event/x' });
    expect(splitLocalePath('/ar')).toEqual({ prefix: 'ar', rest: '/' });
    expect(splitLocalePath('/es/')).toEqual({ prefix: 'es', rest: '/' });
  });

  it('treats English, unknown prefixes and plain paths as unprefixed', () => {
    expect(splitLocalePath('/')).toEqual({ prefix: null, rest: '/' });
    expect(splitLocalePath('/event/x')).toEqual({ prefix: null, rest: '/event/x' });
    expect(splitLocalePath('/en/event/x')).toEqual({ prefix: null, rest: '/en/event/x' });
    expect(splitLocalePath('/french')).toEqual({ prefix: null, rest: '/french' });
  });
});

describe('localizePath', () => {
  it('adds no prefix for English and one for the others', () => {
    expect(localizePath('en', '/event/x')).toBe('/event/x');
    expect(localizePath('fr', '/event/x')).toBe('/fr/event/x');
    expect(localizePath('ar', '/')).toBe('/ar');
    expect(localizePath('en', '/')).toBe('/');
  });

  it('round-trips with splitLocalePath for every locale', () => {
    for (const locale of LOCALES) {
      for (const rest of ['/', '/event/a', '/event/a/contest/b/results']) {
        const { prefix, rest: back } = splitLocalePath(localizePath(locale, rest));
        expect(prefix ?? 'en').toBe(locale);
        expect(back).toBe(rest);
      }
    }
  });
});

describe('textDirection', () => {
  it('is right-to-left for Arabic only', () => {
    expect(LOCALES.map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'rtl']);
  });
});
