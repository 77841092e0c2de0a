import type { MessageKey, Messages, MessageValues } from './catalog';
import { formatMessage } from './format-message';
import { INTL_LOCALES, type Locale } from './locales';
import { tidySpaces } from './tidy-spaces';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * `t(key, values)` over compiled messages. Plural and number arguments format with the locale's
 * CLDR rules (Arabic has six plural forms) and digits (Latin for ar-MA).
 */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  return function translate(key, values) {
    const message = messages[key];
    if (message === undefined) {
      console.error(`[i18n] missing message ${key} (${locale})`);
      return key;
    }
    if (typeof message === 'string') return message;
    return tidySpaces(formatMessage(message, INTL_LOCALES[locale], values));
  };
}
