import type { PrecisionValue } from '@finishline/contract';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { buttonSecondary } from '../../components/ui/button-styles';
import { countryName, formatDistance, formatTime } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { statusLabel } from '../../lib/i18n/labels';
import { localizePath } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/translator';
import { formatPlace, formatRaceTime } from '../shared/format-result';
import { StarToggle } from '../shared/follow/follow-star';
import { type FollowedBibs, useFollowedBibs } from '../shared/follow/use-follow';
import { comparableBibs, initialPicks, togglePick } from './compare-pick';
import type { LatestPassing, MyRunner, MyRunnersGroup } from './my-runner';
import { RunnerName, runnerLabel } from '../shared/runner-name';
import { contestPath, participantPath } from '@finishline/contract/page-paths';

const enc = encodeURIComponent;

/** Figures read left to right, also in Arabic. */
function Figure({ children }: { children: string }) {
  return (
    <span dir="ltr" className="tabular">
      {children}
    </span>
  );
}

/** "Start" and "Finish" in the page's language; other checkpoints by their own name ("10 km"). */
function checkpointLabel(t: Translate, passing: LatestPassing): string {
  const name = passing.name.trim().toLowerCase();
  if (passing.kind === 'finish' && (name === 'finish' || name === 'finish line'))
    return t('contest.checkpoint.finish');
  if (passing.kind === 'start' && (name === 'start' || name === 'start line'))
    return t('contest.checkpoint.start');
  return passing.name;
}

/** The race's compare page (localized) and how many runners it takes: the route's, see compare-pick.ts. */
export type CompareTarget = { action: string; max: number };

/** A runner's "Compare" box: ticked or not, and disabled once the comparison is full. */
type ComparePick = { form: string; isPicked: boolean; isDisabled: boolean; onToggle: () => void };

/**
 * One contest's followed runners: a heading, links to its Tracking tab and to compare them (a GET form whose
 * boxes sit on the cards, so it works without scripts), and a card per runner.
 */
export function MyRunnersGroupSection({
  group,
  eventId,
  zoneOffset,
  compare,
}: {
  group: MyRunnersGroup;
  eventId: string;
  zoneOffset: number;
  compare: CompareTarget;
}) {
  const t = useT();
  const locale = useLocale();
  const followed = useFollowedBibs(eventId, group.contestId);
  const [chosen, setChosen] = useState(() => initialPicks(group.runners, compare.max));
  const headingId = `my-runners-${group.contestId}`;
  const formId = `compare-${group.contestId}`;
  const tracking = localizePath(locale, contestPath(eventId, group.contestId, 'tracking'));
  const comparable = comparableBibs(group.runners);
  // A reload may drop a runner: only ticks of runners still shown count.
  const picks = comparable.filter((bib) => chosen.includes(bib));
  const canCompare = comparable.length >= 2;
  const pickOf = (runner: MyRunner): ComparePick | undefined => {
    if (!canCompare || !runner.isFound) return undefined;
    const isPicked = picks.includes(runner.bib);
    return {
      form: formId,
      isPicked,
      isDisabled: !isPicked && picks.length >= compare.max,
      onToggle: () => setChosen(togglePick(picks, runner.bib, group.runners, compare.max)),
    };
  };
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-fg">
            <bdi>{group.contestName}</bdi>
          </h2>
          <p className="text-sm text-muted">{t('follow.count', { count: group.bibs.length })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {canCompare ? (
            <Form id={formId} method="get" action={compare.action}>
              <button
                type="submit"
                disabled={picks.length < 2}
                className={`${buttonSecondary} min-h-11 sm:min-h-9`}
              >
                {t('follow.compare.button', { count: picks.length })}
              </button>
            </Form>
          ) : null}
          <Link
            // The device's list, never this page's: the Tracking tab saves the list it is given, and a shared page's
            // would replace the visitor's own (without one, the tab fills it in from storage itself).
            to={followed.bibs.length > 0 ? `${tracking}?bibs=${followed.bibs.map(enc).join(',')}` : tracking}
            className="text-sm font-semibold text-accent underline underline-offset-4"
          >
            {t('follow.group.tracking')}
          </Link>
        </div>
      </div>
      {comparable.length > compare.max ? (
        <p className="mt-2 text-sm text-muted" data-testid="compare-limit">
          {t('follow.compare.limit', { max: compare.max })}
        </p>
      ) : null}
      <ul className="mt-3 grid gap-3">
        {group.runners.map((runner) => (
          <RunnerCard
            key={runner.bib}
            runner={runner}
            eventId={eventId}
            precisionMs={group.precisionMs}
            zoneOffset={zoneOffset}
            followed={followed}
            pick={pickOf(runner)}
          />
        ))}
      </ul>
    </section>
  );
}

function RunnerCard({
  runner,
  eventId,
  precisionMs,
  zoneOffset,
  followed,
  pick,
}: {
  runner: MyRunner;
  eventId: string;
  precisionMs: PrecisionValue;
  zoneOffset: number;
  followed: FollowedBibs;
  pick: ComparePick | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const isFollowed = followed.isFollowed(runner.bib);
  // Everyone here is followed (no tint needed); one unstarred since stays, its star empty, until the list is reloaded.
  const card = 'rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line';
  const name = runner.isFound ? runnerLabel(runner.name, t) : t('follow.bib', { bib: runner.bib });
  const star = <StarToggle isPressed={isFollowed} name={name} onToggle={() => followed.toggle(runner.bib)} />;
  if (!runner.isFound) {
    return (
      <li className={`flex items-center gap-3 ${card}`}>
        {star}
        <p className="text-sm text-fg">{t('follow.notFound', { bib: runner.bib })}</p>
      </li>
    );
  }
  const { latest } = runner;
  const details = [
    t('follow.bib', { bib: runner.bib }),
    runner.club,
    runner.nation ? countryName(runner.nation, locale) : null,
  ].filter((detail): detail is string => Boolean(detail));
  const facts = [
    {
      key: 'last',
      label: t('follow.col.last'),
      value: latest ? (
        <>
          <bdi>{checkpointLabel(t, latest)}</bdi>{' '}
          <span className="font-normal whitespace-nowrap text-muted tabular">
            ({formatDistance(latest.distanceM, locale)})
          </span>
        </>
      ) : (
        t('follow.notSeen')
      ),
    },
    {
      key: 'time',
      label: t('follow.col.time'),
      value: latest ? (
        <>
          <Figure>{formatRaceTime(latest.fromStartMs, precisionMs)}</Figure>
          {latest.at ? (
            <span className="block text-xs font-normal text-muted">
              {t('follow.passedAt', {
                time: formatTime({ at: latest.at, offsetMinutes: zoneOffset }, locale),
              })}
            </span>
          ) : null}
        </>
      ) : (
        '–'
      ),
    },
    {
      key: 'place',
      label: t('follow.col.place'),
      value: <Figure>{formatPlace(latest?.place ?? null, locale)}</Figure>,
    },
    {
      key: 'result',
      label: t('follow.col.result'),
      value:
        runner.status === 'finished' && runner.officialTimeMs !== null ? (
          <>
            <Figure>{formatRaceTime(runner.officialTimeMs, precisionMs)}</Figure>
            {runner.overallPlace !== null ? (
              <span className="block text-xs font-normal text-muted">
                {t('follow.finishPlace', { place: formatPlace(runner.overallPlace, locale) })}
              </span>
            ) : null}
          </>
        ) : (
          statusLabel(t, runner.status)
        ),
    },
  ];
  return (
    <li className={card} data-bib={runner.bib}>
      <div className="flex items-start gap-2">
        <span className="-ms-2">{star}</span>
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-bold text-fg">
            <Link
              to={localizePath(locale, participantPath(eventId, runner.id))}
              className="underline-offset-4 hover:text-accent hover:underline"
            >
              <RunnerName name={runner.name} />
            </Link>
          </h3>
          <p className="mt-0.5 text-xs text-muted">
            {details.map((detail, index) => (
              <span key={`${index}-${detail}`}>
                {index > 0 ? <span aria-hidden="true"> · </span> : null}
                <bdi>{detail}</bdi>
              </span>
            ))}
          </p>
        </div>
        {pick ? (
          // A box of the race's compare form (form=…), beside the name it is for.
          <label className="-me-1 flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-lg px-1 text-sm text-muted has-disabled:cursor-not-allowed has-disabled:opacity-60 sm:min-h-9">
            <input
              type="checkbox"
              name="bib"
              value={runner.bib}
              form={pick.form}
              checked={pick.isPicked}
              disabled={pick.isDisabled}
              onChange={pick.onToggle}
              aria-label={t('follow.compare.pick', { name })}
              className="size-4 accent-accent"
            />
            <span aria-hidden="true">{t('follow.compare.box')}</span>
          </label>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.key} className="min-w-0">
            <dt className="text-xs text-muted">{fact.label}</dt>
            <dd className="text-sm font-semibold text-fg">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
