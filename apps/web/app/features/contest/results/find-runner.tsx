import { Form, Link } from 'react-router';
import { SearchField } from '../../../components/ui/search-field';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { localizePath } from '../../../lib/i18n/locales';
import { competitorKey, useCompetitorWord } from '../../shared/competitor-word';
import { DidYouMean } from '../../shared/did-you-mean';
import { MAX_SEARCH_LENGTH } from '../../shared/search-input';
import { isolate } from '../result-bits';
import { participantsPath } from '@finishline/contract/page-paths';

/**
 * What the results tab's "find a runner" box found: the row it highlights, how many others matched, and after a
 * miss the names the API suggests instead.
 */
export type FoundRunner = { typed: string; highlight: string | null; others: number; suggestions: string[] };

/**
 * The other runners of the contest who match what was typed, as a link to them in the event's participant search,
 * narrowed to the contest: best placed first (the search's order among names as good). Shown under the best match's
 * name too, so it stays in view after the jump to its row.
 */
export function OtherMatchesLink({
  eventId,
  contestId,
  typed,
  others,
}: {
  eventId: string;
  contestId: string;
  typed: string;
  others: number;
}) {
  const t = useT();
  const locale = useLocale();
  const who = useCompetitorWord();
  if (others <= 0 || typed === '') return null;
  return (
    <Link
      to={localizePath(locale, participantsPath(eventId, { q: typed, contest: contestId }))}
      className="font-semibold text-accent underline-offset-2 hover:underline"
    >
      {t(competitorKey('contest.results.find.others', who), { others })}
    </Link>
  );
}

/**
 * "Find a runner" on the results tab: a GET form (`?find=`), so it works without JavaScript. The loader
 * (find-runner.server.ts) sends the visitor to the best match's page with the row highlighted; other matches and
 * other contests are one link away, in the event's participant search; a miss offers the names nearest to it.
 */
export function FindRunner({
  eventId,
  contestId,
  found,
  action,
  isCompact = false,
}: {
  eventId: string;
  /** The contest searched: the other matches link to it. */
  contestId?: string;
  found: FoundRunner | null;
  /** The results tab's path, when the box sits on another tab: the search opens the results there. */
  action?: string;
  /** A slim box for the other tabs: its label is read out, not shown. */
  isCompact?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const who = useCompetitorWord();
  const typed = found?.typed ?? '';
  const everywhere = localizePath(locale, participantsPath(eventId, { q: typed }));
  return (
    <div>
      <Form
        method="get"
        action={action}
        role="search"
        aria-label={t(competitorKey('contest.results.find.label', who))}
      >
        <label htmlFor="find-runner" className={isCompact ? 'sr-only' : 'text-sm font-semibold text-fg'}>
          {t(competitorKey('contest.results.find.label', who))}
        </label>
        <div className={isCompact ? undefined : 'mt-1.5'}>
          <SearchField
            id="find-runner"
            name="find"
            inputKey={typed}
            defaultValue={typed}
            placeholder={
              isCompact
                ? t(competitorKey('contest.results.find.placeholderCompact', who))
                : t('contest.results.find.placeholder')
            }
            maxLength={MAX_SEARCH_LENGTH}
            submitLabel={t('contest.results.find.submit')}
            fieldClassName="sm:max-w-sm"
          />
        </div>
      </Form>
      {found && (found.highlight !== null || typed !== '') ? (
        <div role="status" className="mt-2 text-sm">
          <p className="text-muted">
            {found.highlight !== null
              ? t(competitorKey('contest.results.find.found', who), {
                  typed: isolate(typed || '…', locale),
                  others: found.others,
                })
              : t(competitorKey('contest.results.find.none', who), { typed: isolate(typed, locale) })}{' '}
            {found.highlight !== null && contestId ? (
              <>
                <OtherMatchesLink
                  eventId={eventId}
                  contestId={contestId}
                  typed={typed}
                  others={found.others}
                />{' '}
              </>
            ) : null}
            {found.others > 0 || found.highlight === null ? (
              <Link to={everywhere} className="font-semibold text-accent underline-offset-2 hover:underline">
                {t('contest.results.find.everywhere')}
              </Link>
            ) : null}
          </p>
          {found.highlight === null ? (
            <DidYouMean
              suggestions={found.suggestions}
              hrefFor={(name) => `?find=${encodeURIComponent(name)}`}
              className="mt-1"
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
