/** Small pieces shared by the contest tabs' lists: status marks, nations, checkpoint names. */
import type { StatusCode } from '@finishline/contract';
import { TIMER_STATUS_CODES } from '@finishline/contract/codes';
import { countryName } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { type Locale, textDirection } from '../../lib/i18n/locales';
import { statusLabel } from '../../lib/i18n/labels';

const MARKED = TIMER_STATUS_CODES;
type MarkedStatus = (typeof MARKED)[number];

export function isMarkedStatus(status: StatusCode): status is MarkedStatus {
  return (MARKED as readonly string[]).includes(status);
}

/** DNF / DNS / DSQ as text (never colour alone), with the full words for assistive technology. */
export function StatusMark({ status }: { status: StatusCode }) {
  const t = useT();
  if (!isMarkedStatus(status)) return null;
  return (
    <span className="inline-flex items-center rounded-md bg-sunken px-1.5 py-0.5 text-xs font-bold text-fg ring-1 ring-inset ring-line-strong">
      <span aria-hidden="true">{t(`codes.status.short.${status}`)}</span>
      <span className="sr-only">{statusLabel(t, status)}</span>
    </span>
  );
}

/**
 * A nation as its ISO code (always visible) and its name in the page's language: shown, shown from
 * `lg` only, or only for screen readers.
 */
export function Nation({
  code,
  name: show = 'always',
}: {
  code: string | null;
  name?: 'always' | 'wide' | 'never';
}) {
  const locale = useLocale();
  if (!code) return <span className="text-muted">–</span>;
  const name = countryName(code, locale);
  const badge = (
    <span className="nation-code" translate="no">
      {code}
    </span>
  );
  // Once per row of a results page: no wrapper, as the name takes no room.
  if (show === 'never')
    return (
      <>
        {badge}
        <span className="sr-only">{name}</span>
      </>
    );
  return (
    <span className="inline-flex items-center gap-1.5">
      {badge}
      <span className={show === 'always' ? '' : 'sr-only lg:not-sr-only'}>{name}</span>
    </span>
  );
}

// A checkpoint's name as every page shows it (features/shared/checkpoint-name.ts).
export { checkpointName, hasGenericName } from '../shared/checkpoint-name';

/** Times and other figures read left to right, also inside Arabic text. */
export function Figure({ children, className = '' }: { children: string; className?: string }) {
  return (
    <span dir="ltr" className={`tabular ${className}`}>
      {children}
    </span>
  );
}

/**
 * Text from the data (a checkpoint, a name) isolated inside a right-to-left sentence, so bidi
 * ordering keeps it whole ("10 km", not "km 10").
 */
export function isolate(text: string, locale: Locale): string {
  return textDirection(locale) === 'rtl' ? `\u2068${text}\u2069` : text;
}
