import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MenuIcon } from '../../components/ui/icons';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath } from '../../lib/i18n/locales';
import { LanguageList, LanguageMenu } from './language-switch';
import { ThemeSwitch } from './theme-switch';

function useNavItems() {
  const t = useT();
  const locale = useLocale();
  const home = localizePath(locale, '/');
  // French visitors also get a Home entry (spec §2).
  return [
    ...(locale === 'fr' ? [{ key: 'home', label: t('common.nav.home'), to: home }] : []),
    { key: 'events', label: t('common.nav.events'), to: home },
  ];
}

function Brand() {
  const t = useT();
  const locale = useLocale();
  return (
    <Link
      to={localizePath(locale, '/')}
      className="flex items-center gap-2 text-lg font-bold tracking-tight text-fg"
    >
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-accent text-accent-fg">
        <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
          <path d="M4 3h2v18H4zM7 4h4v4H7zM11 8h4v4h-4zM15 4h4v4h-4zM7 12h4v4H7zM15 12h4v4h-4z" />
        </svg>
      </span>
      <span>{t('common.site.name')}</span>
    </Link>
  );
}

function NavLinks({ className }: { className: string }) {
  const items = useNavItems();
  return (
    <>
      {items.map((item) =>
        // Home and Events lead to the same list; only Events is marked as the current page.
        item.key === 'events' ? (
          <NavLink key={item.key} to={item.to} end className={className}>
            {item.label}
          </NavLink>
        ) : (
          <Link key={item.key} to={item.to} className={className}>
            {item.label}
          </Link>
        ),
      )}
    </>
  );
}

export function SiteHeader() {
  const t = useT();
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname, location.search]);

  const linkClass =
    'rounded-lg px-3 py-2 text-sm font-semibold text-muted hover:bg-sunken hover:text-fg aria-[current=page]:text-fg';
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="page-column flex h-16 items-center gap-4">
        <Brand />
        <nav aria-label={t('common.nav.label')} className="hidden items-center gap-1 md:flex">
          <NavLinks className={linkClass} />
        </nav>
        <div className="ms-auto hidden items-center gap-2 md:flex">
          <LanguageMenu />
          <ThemeSwitch isCompact />
        </div>
        <details ref={menu} className="group ms-auto md:hidden">
          <summary className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-fg ring-1 ring-inset ring-line hover:bg-sunken">
            <MenuIcon className="size-5" />
            {t('common.nav.menu')}
          </summary>
          <div className="absolute inset-x-0 top-16 z-30 border-b border-line bg-surface px-4 pb-5 pt-3 shadow-lg">
            <nav aria-label={t('common.nav.label')} className="grid gap-1">
              <NavLinks className={`${linkClass} text-base`} />
            </nav>
            <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-muted">
              {t('common.language.label')}
            </p>
            <div className="mt-1">
              <LanguageList />
            </div>
            <p className="mt-4 hidden px-3 text-xs font-semibold uppercase tracking-wide text-muted [.js_&]:block">
              {t('common.theme.label')}
            </p>
            <div className="mt-2 px-1">
              <ThemeSwitch />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
