import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { createTranslator, type Translate } from './i18n/translator';
import { findRootData, translatorFor } from './seo';

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The page's locale and translate function inside a `meta` function. */
export function metaI18n(matches: readonly MatchLike[]): { locale: Locale; t: Translate } {
  const data = findRootData(matches);
  if (!data) return { locale: DEFAULT_LOCALE, t: createTranslator(DEFAULT_LOCALE, {}) };
  return { locale: data.locale, t: translatorFor(data) };
}
