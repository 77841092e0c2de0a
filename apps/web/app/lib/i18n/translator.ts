import IntlMessageFormat from 'intl-messageformat';
import type { MessageKey, Messages, MessageValues } from './catalog';
import { INTL_LOCALES, type Locale } from './locales';
import { tidySpaces } from './tidy-spaces';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** One translator per catalog: its message formats are built once, not on every render of every page. */
const translators = new WeakMap<Messages, Map<Locale, Translate>>();

/**
 * `t(key, values)` over compiled messages. Plural and number arguments format with the locale's
 * CLDR rules (Arabic has six plural forms) and digits (Latin for ar-MA). The same catalog and locale give the same
 * translator, whose formats are kept.
 */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const byLocale = translators.get(messages) ?? new Map<Locale, Translate>();
  translators.set(messages, byLocale);
  let translate = byLocale.get(locale);
  if (translate === undefined) {
    translate = makeTranslator(locale, messages);
    byLocale.set(locale, translate);
  }
  return translate;
}

function makeTranslator(locale: Locale, messages: Messages): Translate {
  const formats = new Map<MessageKey, IntlMessageFormat>();
  return function translate(key, values) {
    const message = messages[key];
    if (message === undefined) {
      console.error(`[i18n] missing message ${key} (${locale})`);
      return key;
    }
    if (typeof message === 'string') return message;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, INTL_LOCALES[locale], undefined, { ignoreTag: true });
      formats.set(key, format);
    }
    const result = format.format<string>(values);
    return tidySpaces(Array.isArray(result) ? result.join('') : String(result));
  };
}
