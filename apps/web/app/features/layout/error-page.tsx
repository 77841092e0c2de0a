import { Link } from 'react-router';
import { buttonPrimary } from '../../components/ui/button-styles';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath, textDirection } from '../../lib/i18n/locales';

/** What each error page says: not found (404), out of reach for a moment (503), anything else (500). */
const WORDS = {
  404: { title: 'common.error.notFound.title', message: 'common.error.notFound.message' },
  500: { title: 'common.error.server.title', message: 'common.error.server.message' },
  503: { title: 'common.error.unavailable.title', message: 'common.error.unavailable.message' },
} as const;

export type ErrorStatus = keyof typeof WORDS;

/** What a 404 of a read did not find: the page then says so ("Event not found"), not just "Page not found". */
export const MISSING_KINDS = ['event', 'contest', 'participant'] as const;
export type MissingKind = (typeof MISSING_KINDS)[number];

/** The kind of thing a 404's data names (`{ missing }`, services.server.ts), or null. */
export function missingKindOf(data: unknown): MissingKind | null {
  const missing = (data as { missing?: unknown } | null)?.missing;
  return MISSING_KINDS.find((kind) => kind === missing) ?? null;
}

/** The title and message keys of an error page. */
export function errorWords(status: ErrorStatus, missing: MissingKind | null = null) {
  if (status === 404 && missing !== null) {
    return {
      title: `common.error.notFound.${missing}.title`,
      message: `common.error.notFound.${missing}.message`,
    } as const;
  }
  return WORDS[status];
}

/** The status of the page for an error of this status. */
export function errorStatus(status: number): ErrorStatus {
  return status === 404 || status === 503 ? status : 500;
}

/** The 404, 500 and 503 layouts (spec §8): status, title, message, and a way home. */
export function ErrorPage({
  status,
  path,
  missing = null,
}: {
  status: ErrorStatus;
  path: string;
  missing?: MissingKind | null;
}) {
  const t = useT();
  const locale = useLocale();
  const words = errorWords(status, missing);
  // In right-to-left text the path is isolated, so its slashes stay where they belong.
  const shownPath = textDirection(locale) === 'rtl' ? `\u2068${path}\u2069` : path;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">
        {t('common.error.status', { status })}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-fg sm:text-4xl">{t(words.title)}</h1>
      <p className="mt-4 break-words text-base text-muted" dir="auto">
        {t(words.message, { path: shownPath })}
      </p>
      <Link to={localizePath(locale, '/')} className={`${buttonPrimary} mt-8`}>
        {t('common.error.home')}
      </Link>
    </section>
  );
}
