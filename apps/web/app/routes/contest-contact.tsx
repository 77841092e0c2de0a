import { useNavigation } from 'react-router';
import type { Route } from './+types/contest-contact';
import { claimAction } from '../features/contest/contact/claim-action.server';
import { clientIpOf, readsOf } from '../lib/services.server';
import { ClaimForm } from '../features/contest/contact/claim-form';
import { ContactCard } from '../features/contest/contact/contact-card';
import { contestTabMeta } from '../features/contest/contest-tab-route';
import { TabSection } from '../features/contest/tab-section';
import { useContest } from '../features/contest/use-contest';
import { useT } from '../lib/i18n/i18n-context';

/** The claim form posts here (it works without JavaScript); the reads' claim write stores it. */
export function action({ request, params, context }: Route.ActionArgs) {
  const services = { reads: readsOf(context), clientIp: clientIpOf(context) };
  return claimAction(request, services, { eventId: params.eventId, contestId: params.contestId });
}

export function meta({ matches }: Route.MetaArgs) {
  return contestTabMeta(matches, 'contact');
}

export default function ContestContactTab({ actionData }: Route.ComponentProps) {
  const contest = useContest();
  const t = useT();
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <TabSection title={t('contest.tab.contact')}>
      <div className="grid gap-5">
        <ContactCard contact={contest.contact} />
        <section
          aria-labelledby="claim-how"
          className="rounded-2xl bg-sunken p-4 ring-1 ring-inset ring-line sm:p-5"
        >
          <h3 id="claim-how" className="text-base font-bold text-fg">
            {t('contest.claim.how.title')}
          </h3>
          <ol className="mt-3 list-decimal space-y-1.5 ps-5 text-sm text-fg">
            <li>{t('contest.claim.how.check')}</li>
            <li>{t('contest.claim.how.form')}</li>
            <li>{t('contest.claim.how.reference')}</li>
          </ol>
        </section>
        <section
          aria-labelledby="claim-form-title"
          className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5"
        >
          <h3 id="claim-form-title" className="text-base font-bold text-fg">
            {t('contest.claim.title')}
          </h3>
          <p className="mt-1 mb-4 text-sm text-muted">{t('contest.claim.intro')}</p>
          <ClaimForm result={actionData} isSubmitting={isSubmitting} />
        </section>
      </div>
    </TabSection>
  );
}
