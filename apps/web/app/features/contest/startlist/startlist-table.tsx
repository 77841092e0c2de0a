import type { StartListEntry } from '@finishline/contract';
import { Link, useParams } from 'react-router';
import { TableScroller } from '../../../components/ui/table-scroller';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { genderLabel } from '../../../lib/i18n/labels';
import { localizePath } from '../../../lib/i18n/locales';
import { FOLLOWED_ROW, StarToggle } from '../../shared/follow/follow-star';
import { useFollowedBibs } from '../../shared/follow/use-follow';
import { Figure, Nation, StatusMark } from '../result-bits';
import { RunnerName } from '../../shared/runner-name';
import { participantPath } from '@finishline/contract/page-paths';

/** One page of the start list: bib, name, club, nation, age group, gender. */
export function StartListTable({
  eventId,
  rows,
  caption,
  isBusy,
}: {
  eventId: string;
  rows: StartListEntry[];
  caption: string;
  isBusy: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const { contestId } = useParams();
  const followed = useFollowedBibs(eventId, contestId);
  const th = 'px-2 py-2.5 font-semibold first:ps-3 last:pe-3 sm:px-3';
  const td = 'px-2 py-2.5 first:ps-3 last:pe-3 sm:px-3';
  return (
    <TableScroller
      labelledBy="startlist-caption"
      frameClassName={`rounded-2xl bg-surface shadow-sm ring-1 ring-line transition-opacity ${isBusy ? 'opacity-60' : ''}`}
    >
      <table className="w-full border-collapse text-sm" aria-busy={isBusy || undefined}>
        <caption id="startlist-caption" className="sr-only">
          {caption}
        </caption>
        <thead className="bg-sunken text-xs text-muted">
          <tr>
            <th scope="col" className={`${th} w-14 text-start`}>
              {t('contest.col.bib')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('contest.col.name')}
            </th>
            <th scope="col" className={`${th} hidden md:table-cell text-start`}>
              {t('contest.col.club')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('contest.col.nation')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('contest.col.ageGroup')}
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell text-start`}>
              {t('contest.col.gender')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isFollowed = followed.isFollowed(row.bib);
            return (
              <tr
                key={row.id}
                className={`border-t border-line align-top ${isFollowed ? FOLLOWED_ROW : 'hover:bg-sunken/60'}`}
              >
                <td className={`${td} font-semibold text-fg`}>
                  <Figure>{row.bib}</Figure>
                </td>
                <td className={td}>
                  {contestId ? (
                    <span className="float-end ms-1 lg:-me-1.5">
                      <StarToggle
                        isPressed={isFollowed}
                        name={row.name}
                        onToggle={() => followed.toggle(row.bib)}
                      />
                    </span>
                  ) : null}
                  <Link
                    to={localizePath(locale, participantPath(eventId, row.id))}
                    className="font-semibold text-fg underline-offset-4 hover:text-accent hover:underline"
                  >
                    <RunnerName name={row.name} />
                  </Link>{' '}
                  <StatusMark status={row.status} />
                  {row.club ? (
                    <p className="mt-0.5 text-xs text-muted md:hidden">
                      <bdi>{row.club}</bdi>
                    </p>
                  ) : null}
                </td>
                <td className={`${td} hidden text-fg md:table-cell`}>
                  {row.club ? <bdi>{row.club}</bdi> : <span className="text-muted">–</span>}
                </td>
                <td className={`${td} text-fg`}>
                  <Nation code={row.nation} name="wide" />
                </td>
                <td className={`${td} text-fg`} translate="no">
                  {row.ageGroup ?? '–'}
                </td>
                <td className={`${td} hidden text-fg sm:table-cell`}>{genderLabel(t, row.gender)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
