import { useT } from '../../lib/i18n/i18n-context';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="font-semibold text-fg">{t('common.site.name')}</p>
        <p>{t('common.footer.note')}</p>
      </div>
    </footer>
  );
}
