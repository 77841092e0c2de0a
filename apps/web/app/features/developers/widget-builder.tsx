import { type ReactNode, useState } from 'react';
import { Form } from 'react-router';
import { buttonPrimary } from '../../components/ui/button-styles';
import { EMBED_THEMES, EMBED_TOP_MAX } from '../../lib/embed';
import { useT } from '../../lib/i18n/i18n-context';
import { LOCALES, type Locale } from '../../lib/i18n/locales';
import { CodeBlock } from './code-block';
import { type Race, raceValue, type WidgetForm, widgetHeight, widgetPath, widgetSnippet } from './snippet';

const fieldClass = 'h-11 w-full min-w-0 rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg';

/** Each language in its own name (what a language menu shows). */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
};

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children}
    </div>
  );
}

function byEvent(races: readonly Race[]): Race[][] {
  const groups = new Map<string, Race[]>();
  for (const race of races) groups.set(race.eventId, [...(groups.get(race.eventId) ?? []), race]);
  return [...groups.values()];
}

/**
 * The snippet's form: a GET form the server answers with the snippet (no JavaScript needed); with scripts, the
 * snippet and the preview follow each change at once.
 */
export function WidgetBuilder({
  origin,
  races,
  initial,
  action,
}: {
  origin: string;
  races: readonly Race[];
  initial: WidgetForm;
  action: string;
}) {
  const t = useT();
  const [form, setForm] = useState(initial);
  const race = races.find((candidate) => raceValue(candidate) === form.race);
  const title = race ? `${race.contestName} · ${race.eventName}` : '';
  const snippet = widgetSnippet(origin, form, title);
  const update = (patch: Partial<WidgetForm>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid min-w-0 content-start gap-5">
        <Form
          method="get"
          action={action}
          preventScrollReset
          className="grid gap-4 rounded-xl bg-surface p-4 ring-1 ring-inset ring-line sm:grid-cols-2"
          aria-labelledby="widget-form-title"
        >
          <h3 id="widget-form-title" className="text-base font-semibold text-fg sm:col-span-2">
            {t('developers.form.title')}
          </h3>
          <div className="sm:col-span-2">
            <Field id="widget-race" label={t('developers.form.race')}>
              <select
                id="widget-race"
                name="race"
                value={form.race}
                onChange={(event) => update({ race: event.target.value })}
                className={fieldClass}
              >
                {byEvent(races).map((group) => (
                  <optgroup key={group[0]?.eventId} label={group[0]?.eventName}>
                    {group.map((option) => (
                      <option key={raceValue(option)} value={raceValue(option)}>
                        {option.contestName}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </Field>
          </div>
          <Field id="widget-top" label={t('developers.form.top')}>
            <input
              id="widget-top"
              name="top"
              type="number"
              inputMode="numeric"
              min={1}
              max={EMBED_TOP_MAX}
              value={form.top}
              onChange={(event) => {
                const top = Number(event.target.value);
                if (Number.isInteger(top) && top >= 1 && top <= EMBED_TOP_MAX) update({ top });
              }}
              className={fieldClass}
            />
          </Field>
          <Field id="widget-theme" label={t('developers.form.theme')}>
            <select
              id="widget-theme"
              name="theme"
              value={form.theme}
              onChange={(event) => update({ theme: event.target.value as WidgetForm['theme'] })}
              className={fieldClass}
            >
              {EMBED_THEMES.map((theme) => (
                <option key={theme} value={theme}>
                  {t(`developers.form.theme.${theme}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="widget-lang" label={t('developers.form.lang')}>
            <select
              id="widget-lang"
              name="lang"
              value={form.lang}
              onChange={(event) => update({ lang: event.target.value as Locale })}
              className={fieldClass}
            >
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale === 'ar' ? 'ar-MA' : locale}>
                  {LANGUAGE_NAMES[locale]}
                </option>
              ))}
            </select>
          </Field>
          <div className="flex items-end">
            <label className="flex min-h-11 items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                name="live"
                value="1"
                checked={form.live}
                onChange={(event) => update({ live: event.target.checked })}
                className="size-4 accent-accent"
              />
              {t('developers.form.live')}
            </label>
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className={buttonPrimary}>
              {t('developers.form.submit')}
            </button>
          </div>
        </Form>
        <div className="grid gap-2">
          <h3 className="text-base font-semibold text-fg">{t('developers.snippet.title')}</h3>
          <p className="text-sm text-muted">{t('developers.snippet.help')}</p>
          <CodeBlock id="widget-snippet" code={snippet} label="HTML" hasCopy isWrapped />
        </div>
      </div>
      <div className="grid min-w-0 content-start gap-2">
        <h3 className="text-base font-semibold text-fg">{t('developers.preview.title')}</h3>
        <iframe
          src={widgetPath(form)}
          title={t('developers.preview.frame')}
          width="100%"
          height={widgetHeight(form.top)}
          loading="lazy"
          className="w-full rounded-xl border-0 ring-1 ring-line"
          data-testid="widget-preview"
        />
      </div>
    </div>
  );
}
