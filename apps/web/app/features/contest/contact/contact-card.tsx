import type { ContestContact } from '@finishline/contract';
import type { ReactNode } from 'react';
import { countryName } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { organizerTypeLabel } from '../../../lib/i18n/labels';
import { Panel } from '../tab-section';

const linkClass = 'font-medium text-accent underline underline-offset-4 hover:text-accent-hover break-all';

/** `www.example.org` from a web address, for display; null when it is not an http(s) URL. */
export function displayHost(website: string): string | null {
  try {
    const url = new URL(website);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return null;
  }
}

/** Who runs the contest and how to reach them. */
export function ContactCard({ contact }: { contact: ContestContact }) {
  const t = useT();
  const locale = useLocale();
  const host = contact.website ? displayHost(contact.website) : null;
  const place =
    contact.city || contact.country
      ? contact.city && contact.country
        ? t('common.place', { city: contact.city, country: countryName(contact.country, locale) })
        : (contact.city ?? countryName(contact.country ?? '', locale))
      : null;
  const rows: { key: string; label: string; value: ReactNode }[] = [
    ...(contact.name
      ? [{ key: 'name', label: t('contest.contact.name'), value: <bdi>{contact.name}</bdi> }]
      : []),
    ...(contact.email
      ? [
          {
            key: 'email',
            label: t('contest.contact.email'),
            value: (
              <a href={`mailto:${contact.email}`} className={linkClass} dir="ltr">
                {contact.email}
              </a>
            ),
          },
        ]
      : []),
    ...(contact.phone
      ? [
          {
            key: 'phone',
            label: t('contest.contact.phone'),
            value: (
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={linkClass} dir="ltr">
                {contact.phone}
              </a>
            ),
          },
        ]
      : []),
    ...(contact.website && host
      ? [
          {
            key: 'website',
            label: t('contest.contact.website'),
            value: (
              <a
                href={contact.website}
                className={linkClass}
                dir="ltr"
                rel="noopener noreferrer"
                target="_blank"
              >
                {host}
                <span className="sr-only"> {t('contest.contact.newWindow')}</span>
              </a>
            ),
          },
        ]
      : []),
    ...(contact.organizer
      ? [{ key: 'organizer', label: t('contest.contact.organizer'), value: <bdi>{contact.organizer}</bdi> }]
      : []),
    ...(contact.organizerType
      ? [
          {
            key: 'organizerType',
            label: t('contest.contact.organizerType'),
            value: organizerTypeLabel(t, contact.organizerType),
          },
        ]
      : []),
    ...(contact.timingCompany
      ? [{ key: 'timing', label: t('contest.contact.timing'), value: <bdi>{contact.timingCompany}</bdi> }]
      : []),
    ...(place ? [{ key: 'place', label: t('contest.contact.place'), value: place }] : []),
  ];
  return (
    <Panel id="contest-contact" title={t('contest.contact.heading')}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('contest.contact.none')}</p>
      ) : (
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.key} className="min-w-0">
              <dt className="text-xs font-semibold text-muted">{row.label}</dt>
              <dd className="mt-0.5 text-sm font-medium text-fg">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
