import type { CheckpointInfo, ContestDetail } from '@finishline/contract';
import { Link } from 'react-router';
import { TableScroller } from '../../../components/ui/table-scroller';
import { formatDistance, formatNumber, formatTime } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { localizePath } from '../../../lib/i18n/locales';
import { FOLLOWED_ROW, FollowedMark } from '../../shared/follow/follow-star';
import { useFollowedBibs } from '../../shared/follow/use-follow';
import { formatGap, formatPlace, formatRaceTime } from '../../shared/format-result';
import type { LiveView } from './live-view';
import { checkpointName, Figure, isolate } from '../result-bits';
import { Panel } from '../tab-section';
import { runnerLabel } from '../../shared/runner-name';
import { participantPath } from '@finishline/contract/page-paths';

type Props = { view: LiveView; contest: ContestDetail; eventId: string; zoneOffset: number };

function useCheckpointLabel(checkpoints: CheckpointInfo[]) {
  const t = useT();
  const byId = new Map(checkpoints.map((cp) => [cp.id, cp]));
  return (id: string | null) => {
    const checkpoint = id ? byId.get(id) : undefined;
    return checkpoint ? checkpointName(t, checkpoint) : '–';
  };
}

function NameLink({
  eventId,
  id,
  name,
  bib,
  isFollowed = false,
}: {
  eventId: string;
  id: string | null;
  name: string | null;
  bib: string;
  isFollowed?: boolean;
}) {
  const locale = useLocale();
  const t = useT();
  const label = name === null ? t('contest.live.unknownBib', { bib }) : runnerLabel(name, t);
  // After the name, so the name does not move when the browser marks it.
  const mark = isFollowed ? <FollowedMark className="ms-1 inline size-4 align-[-0.125em]" /> : null;
  if (!id)
    return (
      <>
        <bdi className="font-semibold text-fg">{label}</bdi>
        {mark}
      </>
    );
  return (
    <>
      <Link
        to={localizePath(locale, participantPath(eventId, id))}
        className="font-semibold text-fg underline-offset-4 hover:text-accent hover:underline"
      >
        <bdi>{label}</bdi>
      </Link>
      {mark}
    </>
  );
}

/** The newest reads, newest first. */
export function NewestPassings({ view, contest, eventId, zoneOffset }: Props) {
  const t = useT();
  const locale = useLocale();
  const label = useCheckpointLabel(contest.checkpoints);
  const followed = useFollowedBibs(eventId, contest.id);
  return (
    <Panel id="live-passings" title={t('contest.live.passings')}>
      {view.passings.length === 0 ? (
        <p className="text-sm text-muted">{t('contest.live.passings.empty')}</p>
      ) : (
        <ol className="divide-y divide-line">
          {view.passings.map((passing) => (
            <li
              key={passing.key}
              className={`flex items-start justify-between gap-3 py-2 text-sm ${followed.isFollowed(passing.bib) ? `${FOLLOWED_ROW} -mx-2 rounded-lg px-2` : ''}`}
            >
              <div className="min-w-0">
                <NameLink
                  eventId={eventId}
                  id={passing.participantId}
                  name={passing.name}
                  bib={passing.bib}
                  isFollowed={followed.isFollowed(passing.bib)}
                />
                <p className="text-xs text-muted">
                  {t('contest.live.passing.detail', {
                    bib: passing.bib,
                    checkpoint: isolate(label(passing.checkpointId), locale),
                  })}
                </p>
              </div>
              <div className="shrink-0 text-end">
                <p className="font-semibold text-fg">
                  <Figure>{formatRaceTime(passing.fromStartMs, contest.precisionMs)}</Figure>
                </p>
                {passing.at ? (
                  <p className="text-xs text-muted">
                    <Figure>{formatTime({ at: passing.at, offsetMinutes: zoneOffset }, locale)}</Figure>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** The first three at every split and at the finish. */
export function CheckpointLeaders({ view, contest, eventId }: Props) {
  const t = useT();
  const locale = useLocale();
  const followed = useFollowedBibs(eventId, contest.id);
  const byId = new Map(contest.checkpoints.map((cp) => [cp.id, cp]));
  return (
    <Panel id="live-leaders" title={t('contest.live.leaders')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {view.checkpoints.map((entry) => {
          const checkpoint = byId.get(entry.checkpointId);
          return (
            <li key={entry.checkpointId} className="rounded-xl bg-sunken p-3 ring-1 ring-inset ring-line">
              <h4 className="flex items-baseline justify-between gap-2 text-sm font-bold text-fg">
                <bdi>{checkpoint ? checkpointName(t, checkpoint) : entry.checkpointId}</bdi>
                {checkpoint ? (
                  <span className="text-xs font-medium text-muted tabular">
                    {formatDistance(checkpoint.distanceM, locale)}
                  </span>
                ) : null}
              </h4>
              {entry.reachedCount !== null ? (
                <p className="text-xs text-muted">
                  {t('contest.live.reached', { count: entry.reachedCount })}
                </p>
              ) : null}
              {entry.leaders.length === 0 ? (
                <p className="mt-2 text-sm text-muted">{t('contest.live.leaders.none')}</p>
              ) : (
                <ol className="mt-2 grid gap-1 text-sm">
                  {entry.leaders.map((leader) => (
                    <li
                      key={leader.participantId}
                      className={`flex items-baseline gap-2 ${followed.isFollowed(leader.bib) ? `${FOLLOWED_ROW} -mx-1 rounded px-1` : ''}`}
                    >
                      <span className="w-6 shrink-0 text-end font-semibold text-muted">
                        <Figure>{formatPlace(leader.place, locale)}</Figure>
                      </span>
                      <span className="min-w-0 flex-1 truncate">
                        <NameLink
                          eventId={eventId}
                          id={leader.participantId}
                          name={leader.name}
                          bib={leader.bib}
                          isFollowed={followed.isFollowed(leader.bib)}
                        />
                      </span>
                      <span className="shrink-0 text-end">
                        <Figure className="font-medium text-fg">
                          {formatRaceTime(leader.fromStartMs, contest.precisionMs)}
                        </Figure>
                        {leader.gapMs > 0 ? (
                          <>
                            {/* A space in the page's direction: a margin on the left-to-right figure would sit on its
                                far side in Arabic. */}{' '}
                            <Figure className="text-xs text-muted">
                              {formatGap(leader.gapMs, contest.precisionMs)}
                            </Figure>
                          </>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

/** Everyone on course or finished: furthest checkpoint first, then time there. */
export function LiveRanking({ view, contest, eventId }: Props) {
  const t = useT();
  const locale = useLocale();
  const label = useCheckpointLabel(contest.checkpoints);
  const followed = useFollowedBibs(eventId, contest.id);
  const th = 'px-2 py-2 font-semibold first:ps-3 last:pe-3 sm:px-3';
  const td = 'px-2 py-2 first:ps-3 last:pe-3 sm:px-3';
  return (
    <Panel id="live-ranking" title={t('contest.live.ranking')}>
      {view.ranking.length === 0 ? (
        <p className="text-sm text-muted">{t('contest.live.ranking.empty')}</p>
      ) : (
        <TableScroller role="group" labelledBy="live-ranking-caption" frameClassName="-mx-4 sm:-mx-5">
          <table className="w-full border-collapse text-sm">
            <caption id="live-ranking-caption" className="sr-only">
              {t('contest.live.ranking.caption')}
            </caption>
            <thead className="bg-sunken text-xs text-muted">
              <tr>
                <th scope="col" className={`${th} w-10 text-end`}>
                  {t('contest.live.col.position')}
                </th>
                <th scope="col" className={`${th} w-14 text-start`}>
                  {t('contest.col.bib')}
                </th>
                <th scope="col" className={`${th} text-start`}>
                  {t('contest.col.name')}
                </th>
                <th scope="col" className={`${th} text-start`}>
                  {t('contest.live.col.checkpoint')}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t('contest.live.col.time')}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.ranking.map((row) => (
                <tr
                  key={row.participantId ?? row.bib}
                  className={`border-t border-line ${followed.isFollowed(row.bib) ? FOLLOWED_ROW : ''}`}
                >
                  <td className={`${td} text-end font-semibold text-fg`}>
                    <Figure>{formatPlace(row.position, locale)}</Figure>
                  </td>
                  <td className={`${td} text-muted`}>
                    <Figure>{row.bib}</Figure>
                  </td>
                  <td className={td}>
                    <NameLink
                      eventId={eventId}
                      id={row.participantId}
                      name={row.name}
                      bib={row.bib}
                      isFollowed={followed.isFollowed(row.bib)}
                    />
                  </td>
                  <td className={`${td} text-fg`}>
                    <bdi>{label(row.checkpointId)}</bdi>
                  </td>
                  <td className={`${td} text-end font-medium text-fg`}>
                    <Figure>{formatRaceTime(row.fromStartMs, contest.precisionMs)}</Figure>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </Panel>
  );
}

/** "120 on course · 35 finished". */
export function LiveCounts({ view }: { view: LiveView }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className="text-sm text-muted tabular">
      {t('contest.live.counts', {
        started: formatNumber(view.startedCount, locale),
        finished: formatNumber(view.finishedCount, locale),
      })}
    </p>
  );
}
