import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons';
import { localeCookie } from '../../lib/i18n/detect-locale';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import {
  AUTONYMS,
  HTML_LANGS,
  LOCALES,
  type Locale,
  localizePath,
  splitLocalePath,
} from '../../lib/i18n/locales';

/** Remembers the visitor's choice before the navigation, so unprefixed URLs follow it. */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
}

/** Links to the current page in each language (same path and query). */
export function useLanguageLinks(): { locale: Locale; to: string; isCurrent: boolean }[] {
  const location = useLocation();
  const current = useLocale();
  const { rest } = splitLocalePath(location.pathname);
  return LOCALES.map((locale) => ({
    locale,
    to: `${localizePath(locale, rest)}${location.search}`,
    isCurrent: locale === current,
  }));
}

/** The languages' links, styled by app.css (`.language-link`): the header lists them twice, on every page. */
export function LanguageList({ onPick }: { onPick?: () => void }) {
  const links = useLanguageLinks();
  return (
    <ul className="grid gap-0.5">
      {links.map((link) => (
        <li key={link.locale}>
          <Link
            to={link.to}
            hrefLang={HTML_LANGS[link.locale]}
            lang={HTML_LANGS[link.locale]}
            preventScrollReset
            aria-current={link.isCurrent ? 'true' : undefined}
            onClick={() => {
              rememberLocale(link.locale);
              onPick?.();
            }}
            className="language-link"
          >
            <span>{AUTONYMS[link.locale]}</span>
            <span aria-hidden="true">{link.locale}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The language menu: a disclosure, so it works without JavaScript. */
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);

  return (
    <details ref={ref} className="group relative">
      <summary className="flex cursor-pointer items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-fg hover:bg-sunken">
        <GlobeIcon className="size-4 text-muted" />
        <span className="sr-only">{t('common.language.label')}: </span>
        <span>{AUTONYMS[locale]}</span>
        <ChevronDownIcon className="size-3.5 text-muted transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute end-0 z-30 mt-2 w-48 rounded-xl bg-surface p-1.5 shadow-lg ring-1 ring-line">
        <LanguageList />
      </div>
    </details>
  );
}
