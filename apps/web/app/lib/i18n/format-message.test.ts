import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { MessageAst, MessageValues } from './catalog';
import { getMessages } from './catalogs.server';
import { ELEMENT, formatMessage } from './format-message';
import { INTL_LOCALES, LOCALES } from './locales';

/** What intl-messageformat makes of the same message: the reference. */
function reference(message: MessageAst, locale: string, values: MessageValues): string {
  const result = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format<string>(
    values,
  );
  return Array.isArray(result) ? result.join('') : String(result);
}

const COUNTS = [0, 1, 2, 3, 5, 10, 11, 19, 21, 100, 101, 1000, 1500, 2.5];

/** Each argument of `message` with the values worth trying: counts for plurals, every case of a select. */
function samples(message: MessageAst, found = new Map<string, (string | number)[]>()) {
  for (const element of message) {
    if (element.type === ELEMENT.plural || element.type === ELEMENT.number) found.set(element.value, COUNTS);
    else if (element.type === ELEMENT.select)
      found.set(element.value, [...Object.keys(element.options), 'something else']);
    else if (element.type === ELEMENT.argument && !found.has(element.value))
      found.set(element.value, ['Amina El Idrissi', 42, '']);
    if ('options' in element)
      for (const option of Object.values(element.options)) samples(option.value, found);
  }
  return found;
}

describe('formatMessage', () => {
  it('reads the element types of the parser', async () => {
    const { TYPE } = await import('@formatjs/icu-messageformat-parser');
    for (const [name, type] of Object.entries(ELEMENT)) expect(TYPE[name as keyof typeof ELEMENT]).toBe(type);
  });

  for (const locale of LOCALES) {
    it(`formats every ${locale} message as intl-messageformat does, for every case`, () => {
      const intlLocale = INTL_LOCALES[locale];
      let compared = 0;
      for (const message of Object.values(getMessages(locale))) {
        if (message === undefined || typeof message === 'string') continue;
        const args = samples(message);
        const first = Object.fromEntries([...args].map(([name, values]) => [name, values[0] ?? '']));
        for (const [name, values] of args) {
          for (const value of values) {
            const all = { ...first, [name]: value };
            expect(formatMessage(message, intlLocale, all)).toBe(reference(message, intlLocale, all));
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(100);
    });
  }

  it('fails, as intl-messageformat does, when a value is missing', () => {
    const message = getMessages('en')['events.count'];
    if (message === undefined || typeof message === 'string') throw new Error('events.count has a plural');
    expect(() => formatMessage(message, 'en-GB', {})).toThrow(/count/);
  });
});
