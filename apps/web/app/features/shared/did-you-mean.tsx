import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { LIST_MARKER, suggestionParts } from './suggestion-parts';

/**
 * "Did you mean …?" after a search that found nobody: the names the API suggests (up to five, nearest first),
 * each a link to the same search for that name. Renders nothing without suggestions.
 */
export function DidYouMean({
  suggestions,
  hrefFor,
  className = '',
}: {
  suggestions: readonly string[] | undefined;
  /** The search for a suggested name (a URL of the page the search lives on). */
  hrefFor: (name: string) => string;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const names = suggestions ?? [];
  const parts = suggestionParts(t('event.search.didYouMean', { names: LIST_MARKER }), names, locale);
  if (parts.length === 0) return null;
  return (
    <p className={`text-sm text-fg ${className}`}>
      {parts.map((part, at) =>
        'text' in part ? (
          <span key={at}>{part.text}</span>
        ) : (
          <Link
            key={at}
            to={hrefFor(names[part.index] ?? '')}
            className="font-semibold text-accent underline underline-offset-2 hover:no-underline"
          >
            <bdi>{names[part.index]}</bdi>
          </Link>
        ),
      )}
    </p>
  );
}
