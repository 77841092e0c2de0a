import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLocaleOnFirstVisit } from './locale-cookie.client';

/** A document whose cookie jar is one string, and a page at `pathname`. */
function visit(pathname: string, cookie: string) {
  const written: string[] = [];
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  });
  vi.stubGlobal('window', { location: { pathname } });
  return written;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rememberLocaleOnFirstVisit', () => {
  it('stores the language of the first page', () => {
    const written = visit('/fr/event/x', 'other=1');
    rememberLocaleOnFirstVisit();
    expect(written).toEqual([expect.stringMatching(/^locale=fr;/)]);
  });

  it('keeps a valid cookie', () => {
    const written = visit('/', 'locale=ar');
    rememberLocaleOnFirstVisit();
    expect(written).toEqual([]);
  });

  it('replaces a malformed cookie instead of throwing', () => {
    const written = visit('/es', 'a=1; locale=%E0; b=2');
    expect(() => rememberLocaleOnFirstVisit()).not.toThrow();
    expect(written).toEqual([expect.stringMatching(/^locale=es;/)]);
  });
});
