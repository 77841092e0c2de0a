import type { ParticipantDetail } from '@finishline/contract';
import { Link } from 'react-router';
import { countryName } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { genderLabel } from '../../lib/i18n/labels';
import { localizePath } from '../../lib/i18n/locales';
import { FollowStar } from '../shared/follow/follow-star';
import { StatusBadge } from './status-badge';
import { RunnerName } from '../shared/runner-name';
import { participantsPath } from '@finishline/contract/page-paths';

/** Name, contest, bib and status, then who the participant is. */
export function ParticipantHeader({ detail }: { detail: ParticipantDetail }) {
  const t = useT();
  const { participant, contest, event } = detail;
  return (
    <header>
      <p className="text-sm font-semibold text-accent">
        <bdi>{contest.name}</bdi>
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-fg sm:text-4xl">
        <RunnerName name={participant.name} />
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center rounded-full bg-sunken px-2.5 py-0.5 text-xs font-semibold text-fg tabular ring-1 ring-inset ring-line">
          {t('participants.bib', { bib: participant.bib })}
        </span>
        <StatusBadge status={participant.status} />
        <FollowStar
          eventId={event.id}
          contestId={participant.contestId}
          bib={participant.bib}
          name={participant.name}
          variant="labelled"
        />
      </div>
    </header>
  );
}

/** Bib, club, nationality, residence, age group, gender and contest. */
export function ParticipantFacts({ detail }: { detail: ParticipantDetail }) {
  const t = useT();
  const locale = useLocale();
  const { participant, contest, event } = detail;
  // The club's runners in the participants list, where all of them can be followed at once.
  const clubHref = participant.club
    ? localizePath(locale, participantsPath(event.id, { contest: contest.id, club: participant.club }))
    : null;
  const facts: { key: string; label: string; value: string; isName?: boolean; href?: string | null }[] = [
    { key: 'bib', label: t('participants.fact.bib'), value: participant.bib },
    { key: 'contest', label: t('participants.fact.contest'), value: contest.name, isName: true },
    ...(participant.club
      ? [
          {
            key: 'club',
            label: t('participants.fact.club'),
            value: participant.club,
            isName: true,
            href: clubHref,
          },
        ]
      : []),
    ...(participant.nation
      ? [
          {
            key: 'nation',
            label: t('participants.fact.nation'),
            value: countryName(participant.nation, locale),
          },
        ]
      : []),
    ...(participant.country && participant.country !== participant.nation
      ? [
          {
            key: 'country',
            label: t('participants.fact.country'),
            value: countryName(participant.country, locale),
          },
        ]
      : []),
    ...(participant.ageGroup
      ? [
          {
            key: 'ageGroup',
            label: t('participants.fact.ageGroup'),
            value: participant.ageGroup,
            isName: true,
          },
        ]
      : []),
    { key: 'gender', label: t('participants.fact.gender'), value: genderLabel(t, participant.gender) },
  ];
  return (
    <section
      aria-labelledby="participant-facts"
      className="rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line"
    >
      <h2 id="participant-facts" className="text-base font-bold text-fg">
        {t('participants.fact.heading')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-1">
        {facts.map((fact) => (
          <div key={fact.key} className="min-w-0">
            <dt className="text-muted">{fact.label}</dt>
            <dd className="mt-0.5 font-semibold break-words text-fg">
              {fact.href ? (
                <Link to={fact.href} className="underline underline-offset-4 hover:text-accent">
                  <bdi>{fact.value}</bdi>
                </Link>
              ) : fact.isName ? (
                <bdi>{fact.value}</bdi>
              ) : (
                fact.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
