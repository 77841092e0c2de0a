import type { SearchHit, StartListEntry } from '@finishline/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from '../../components/ui/icons';
import { countryName } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { textDirection } from '../../lib/i18n/locales';
import { FOLLOWED_ROW, StarToggle } from '../shared/follow/follow-star';
import { type FollowList, followStore, type ToggleResult } from '../shared/follow/follow-store';
import { useFollowedBibs, useFollowedEvent } from '../shared/follow/use-follow';
import { formatPlace, formatRaceTime } from '../shared/format-result';
import { StatusBadge } from './status-badge';
import { runnerLabel } from '../shared/runner-name';

type Row = StartListEntry & { aside?: ReactNode; context?: string };

/** A row's star: pressed when the device follows the runner. */
type Star = { isFollowed: boolean; onToggle: () => ToggleResult };

function ParticipantRow({ row, href, star }: { row: Row; href: string; star: Star }) {
  const t = useT();
  const locale = useLocale();
  const details = [
    row.context,
    row.club,
    row.nation ? countryName(row.nation, locale) : null,
    row.ageGroup,
  ].filter((detail): detail is string => Boolean(detail));
  return (
    <li className={`flex items-center ${star.isFollowed ? FOLLOWED_ROW : ''}`}>
      {/* Beside the link, not in it: a button inside a link is neither. */}
      <span className="ps-2 sm:ps-3">
        <StarToggle isPressed={star.isFollowed} name={row.name} onToggle={star.onToggle} />
      </span>
      <Link
        to={href}
        className="group flex min-w-0 flex-1 items-center gap-3 py-3 ps-2 pe-4 hover:bg-sunken focus-visible:bg-sunken sm:gap-4 sm:pe-5"
      >
        <span className="min-w-14 shrink-0 rounded-lg bg-sunken px-2 py-1 text-center text-sm font-bold text-fg tabular ring-1 ring-inset ring-line group-hover:bg-surface">
          <span className="sr-only">{t('participants.fact.bib')} </span>
          {row.bib}
        </span>
        <span className="min-w-0 flex-1">
          {/* The name's own direction, so a long name is cut at its end; aligned with the page. */}
          <span
            dir="auto"
            style={{ textAlign: textDirection(locale) === 'rtl' ? 'right' : 'left' }}
            className="block truncate font-semibold text-fg group-hover:underline"
          >
            {runnerLabel(row.name, t)}
          </span>
          {details.length > 0 ? (
            <span className="mt-0.5 block truncate text-sm text-muted">
              {details.map((detail, index) => (
                <span key={`${index}-${detail}`}>
                  {index > 0 ? <span aria-hidden="true"> · </span> : null}
                  <bdi>{detail}</bdi>
                </span>
              ))}
            </span>
          ) : null}
        </span>
        {row.aside}
        {/* Finished and registered are the rule: only the exceptions are marked. */}
        {row.status === 'finished' || row.status === 'registered' ? null : (
          <StatusBadge status={row.status} compact />
        )}
        <ChevronIcon className="size-4 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

const listClass = 'divide-y divide-line overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-line';

/** A page of the start list: bib, name, club, nationality, age group and status. */
export function StartListRows({
  eventId,
  contestId,
  rows,
  hrefFor,
  label,
}: {
  eventId: string;
  contestId: string;
  rows: StartListEntry[];
  hrefFor: (id: string) => string;
  label: string;
}) {
  const followed = useFollowedBibs(eventId, contestId);
  return (
    <ul aria-label={label} className={listClass}>
      {rows.map((row) => (
        <ParticipantRow
          key={row.id}
          row={row}
          href={hrefFor(row.id)}
          star={{ isFollowed: followed.isFollowed(row.bib), onToggle: () => followed.toggle(row.bib) }}
        />
      ))}
    </ul>
  );
}

function isIn(lists: readonly FollowList[] | null, contestId: string, bib: string): boolean {
  const list = lists?.find((candidate) => candidate.contestId === contestId);
  return Boolean(list?.bibs.some((b) => b.toUpperCase() === bib.toUpperCase()));
}

/** Search hits, with their contest, place and official time. */
export function SearchHitRows({
  eventId,
  hits,
  hrefFor,
  label,
  showContest,
}: {
  eventId: string;
  hits: SearchHit[];
  hrefFor: (id: string) => string;
  label: string;
  showContest: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  // Hits of every contest: the event's lists at once.
  const lists = useFollowedEvent(eventId);
  return (
    <ul aria-label={label} className={listClass}>
      {hits.map((hit) => (
        <ParticipantRow
          key={hit.id}
          href={hrefFor(hit.id)}
          star={{
            isFollowed: isIn(lists, hit.contestId, hit.bib),
            onToggle: () => followStore.toggle(eventId, hit.contestId, hit.bib),
          }}
          row={{
            ...hit,
            context: showContest ? hit.contestName : undefined,
            aside:
              hit.officialTimeMs !== null ? (
                <span className="shrink-0 text-end text-sm">
                  <span className="block font-semibold text-fg tabular">
                    {formatRaceTime(hit.officialTimeMs)}
                  </span>
                  {hit.overallPlace !== null ? (
                    <span className="hidden text-muted tabular sm:block">
                      {t('participants.row.place', { place: formatPlace(hit.overallPlace, locale) })}
                    </span>
                  ) : null}
                </span>
              ) : undefined,
          }}
        />
      ))}
    </ul>
  );
}
