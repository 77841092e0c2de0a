import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Messages } from './catalog';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { createTranslator, type Translate } from './translator';

type I18n = { locale: Locale; t: Translate };

const I18nContext = createContext<I18n>({
  locale: DEFAULT_LOCALE,
  t: createTranslator(DEFAULT_LOCALE, {}),
});

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, t: createTranslator(locale, messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translate function of the current page's locale. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}
