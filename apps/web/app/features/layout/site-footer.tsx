import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath } from '../../lib/i18n/locales';
import { developersPath } from '@finishline/contract/page-paths';

export function SiteFooter() {
  const t = useT();
  const locale = useLocale();
  return (
    <footer className="mt-16 border-t border-line">
      <div className="page-column flex flex-col gap-2 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold text-fg">{t('common.site.name')}</p>
        <p>{t('common.footer.note')}</p>
        <p>
          <Link
            to={localizePath(locale, developersPath())}
            className="font-medium text-accent underline underline-offset-2 hover:no-underline"
          >
            {t('developers.footer.link')}
          </Link>
        </p>
      </div>
    </footer>
  );
}
