import { Link } from 'react-router';
import { buttonPrimary } from '../../components/ui/button-styles';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath, textDirection } from '../../lib/i18n/locales';

/** The 404 and 500 layouts (spec §8): status, title, message, and a way home. */
export function ErrorPage({ status, path }: { status: number; path: string }) {
  const t = useT();
  const locale = useLocale();
  const isNotFound = status === 404;
  // In right-to-left text the path is isolated, so its slashes stay where they belong.
  const shownPath = textDirection(locale) === 'rtl' ? `\u2068${path}\u2069` : path;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">
        {t('common.error.status', { status })}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-fg sm:text-4xl">
        {isNotFound ? t('common.error.notFound.title') : t('common.error.server.title')}
      </h1>
      <p className="mt-4 break-words text-base text-muted" dir="auto">
        {isNotFound
          ? t('common.error.notFound.message', { path: shownPath })
          : t('common.error.server.message')}
      </p>
      <Link to={localizePath(locale, '/')} className={`${buttonPrimary} mt-8`}>
        {t('common.error.home')}
      </Link>
    </section>
  );
}
