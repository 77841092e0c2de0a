import { DidYouMean } from '../shared/did-you-mean';
import { type ParticipantsQuery, toSearch } from './participants-query';

/**
 * "Did you mean …?" on the participants page after a search that found nobody: each name the API suggests links
 * to the same search (same contest) for that name. Renders nothing without suggestions.
 */
export function SearchSuggestions({
  query,
  suggestions,
}: {
  query: ParticipantsQuery;
  suggestions: readonly string[] | undefined;
}) {
  return (
    <DidYouMean
      suggestions={suggestions}
      hrefFor={(name) => toSearch({ ...query, q: name, page: 1 })}
      className="mt-3"
    />
  );
}
