/**
 * One word per thing in each language (issue 24): apps/web/app/locales/glossary.json names, per language, the word
 * the site uses for a term and the variants it must not; every message of that language's catalogs is checked. For
 * Arabic it also keeps Moroccan Darija out: the site writes Modern Standard Arabic.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCatalogs } from './catalogs.server';
import { LOCALES } from './locales';

type Entry = { term: string; use: string; avoid: string[] };
const glossary = JSON.parse(
  readFileSync(new URL('../../locales/glossary.json', import.meta.url), 'utf8'),
) as Record<string, Entry[] | string>;
const catalogs = readCatalogs();

describe.each(LOCALES)('the %s glossary', (locale) => {
  const entries = glossary[locale];
  const messages = Object.entries(catalogs[locale]).flatMap(([namespace, messages]) =>
    Object.entries(messages).map(([key, text]) => [`${namespace}.${key}`, text] as const),
  );

  it('has entries', () => {
    expect(Array.isArray(entries) && entries.length).toBeGreaterThan(0);
  });

  it.each((Array.isArray(entries) ? entries : []).map((entry) => [entry.term, entry] as const))(
    '%s: one word',
    (_term, entry) => {
      const offending = messages
        .filter(([, text]) => entry.avoid.some((variant) => text.includes(variant)))
        .map(([key]) => key);
      expect(offending).toEqual([]);
      if (entry.use !== 'MSA') {
        expect(messages.some(([, text]) => text.includes(entry.use))).toBe(true);
      }
    },
  );
});
