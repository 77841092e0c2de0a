import { useT } from '../../lib/i18n/i18n-context';
import { type ApiExamples } from './api-examples';
import { CodeBlock } from './code-block';

const link = 'font-medium text-accent underline underline-offset-2 hover:no-underline';

function Example({
  id,
  title,
  text,
  code,
  label,
}: {
  id: string;
  title: string;
  text?: string;
  code: string;
  label: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-2">
      <h3 id={`${id}-title`} className="text-base font-semibold text-fg">
        {title}
      </h3>
      {text ? <p className="max-w-3xl text-sm text-muted">{text}</p> : null}
      <CodeBlock id={id} code={code} label={label} />
    </section>
  );
}

/** Code, in the text: left to right and untranslated. */
function Code({ children }: { children: string }) {
  return (
    <code dir="ltr" translate="no" className="rounded bg-sunken px-1 py-0.5 text-[0.9em] text-fg">
      {children}
    </code>
  );
}

/** The public API: where it is, its rules, and examples with the site's own origin and real ids. */
export function ApiSection({ examples, exampleName }: { examples: ApiExamples; exampleName: string }) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <div className="grid max-w-3xl gap-3 text-sm text-fg">
        <p>{t('developers.api.intro')}</p>
        <p>
          {t('developers.api.base')} <Code>{examples.base}</Code>
        </p>
        <p>
          {t('developers.api.reference')}{' '}
          <a href={examples.openApi} className={link} translate="no">
            openapi.json
          </a>
          <span aria-hidden="true"> · </span>
          <a href={examples.docs} className={link}>
            {t('developers.api.docs')}
          </a>
        </p>
        <p className="text-muted">{t('developers.api.example', { race: exampleName })}</p>
      </div>
      <Example
        id="api-events"
        title={t('developers.api.events.title')}
        code={examples.listEvents}
        label="curl"
      />
      <Example
        id="api-results"
        title={t('developers.api.results.title')}
        text={t('developers.api.results.text')}
        code={examples.results}
        label="curl"
      />
      <Example
        id="api-splits"
        title={t('developers.api.splits.title')}
        text={t('developers.api.splits.text')}
        code={examples.splits}
        label="curl"
      />
      <Example
        id="api-etag"
        title={t('developers.api.etag.title')}
        text={t('developers.api.etag.text')}
        code={examples.conditional}
        label="curl"
      />
      <section aria-labelledby="api-rate-title" className="grid max-w-3xl gap-2">
        <h3 id="api-rate-title" className="text-base font-semibold text-fg">
          {t('developers.api.rate.title')}
        </h3>
        <p className="text-sm text-muted">{t('developers.api.rate.text')}</p>
        <ul className="flex flex-wrap gap-2 text-xs">
          {['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'].map((name) => (
            <li key={name}>
              <Code>{name}</Code>
            </li>
          ))}
        </ul>
      </section>
      <Example
        id="api-fetch"
        title={t('developers.api.js.title')}
        text={t('developers.api.js.text')}
        code={examples.fetchAll}
        label="JavaScript"
      />
      <section aria-labelledby="api-downloads-title" className="grid max-w-3xl gap-2">
        <h3 id="api-downloads-title" className="text-base font-semibold text-fg">
          {t('developers.api.downloads.title')}
        </h3>
        <ul className="grid gap-2 text-sm">
          {(
            [
              ['csv', 'text/csv'],
              ['json', 'application/json'],
              ['xml', 'application/xml'],
              ['card', 'image/png'],
              ['ics', 'text/calendar'],
            ] as const
          ).map(([kind, type]) => (
            <li key={kind} className="grid gap-0.5">
              <span className="text-fg">{t(`developers.api.downloads.${kind}`)}</span>
              {/* Inline in a block of the page's direction: on Arabic pages the URL lines up on the right. */}
              <span>
                <a
                  href={examples.downloads[kind]}
                  type={type}
                  className={`${link} break-all`}
                  dir="ltr"
                  translate="no"
                >
                  {examples.downloads[kind]}
                </a>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
