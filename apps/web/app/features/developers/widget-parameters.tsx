import { useT } from '../../lib/i18n/i18n-context';

const PARAMETERS = [
  ['top', 'top=10'],
  ['theme', 'theme=auto'],
  ['live', 'live=1'],
  ['lang', '/fr/embed/…'],
] as const;

/** What the widget shows and the parameters of its URL. */
export function WidgetParameters() {
  const t = useT();
  return (
    <div className="grid max-w-3xl gap-3 text-sm text-fg">
      <p>{t('developers.widget.intro')}</p>
      <h3 className="text-base font-semibold">{t('developers.widget.params')}</h3>
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {PARAMETERS.map(([name, example]) => (
          <div key={name} className="contents">
            <dt>
              <code dir="ltr" translate="no" className="rounded bg-sunken px-1 py-0.5 text-fg">
                {example}
              </code>
            </dt>
            <dd className="text-muted">{t(`developers.widget.param.${name}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted">{t('developers.widget.framing')}</p>
    </div>
  );
}
