import type { TimeBasisCode } from '@finishline/contract';
import { InfoIcon } from '../../components/ui/icons';
import { useT } from '../../lib/i18n/i18n-context';
import { timeBasisExplanation, timeBasisLabel } from '../../lib/i18n/labels';

/** The explanation of each time basis the contests use (gun time, net time). */
export function TimeBasisNote({ bases }: { bases: TimeBasisCode[] }) {
  const t = useT();
  if (bases.length === 0) return null;
  return (
    <section aria-labelledby="time-basis" className="rounded-2xl bg-sunken p-5 ring-1 ring-inset ring-line">
      <h2 id="time-basis" className="flex items-center gap-2 text-base font-bold text-fg">
        <InfoIcon className="size-5 text-accent" />
        {t('event.basis.heading')}
      </h2>
      <dl className="mt-3 grid gap-3 text-sm">
        {bases.map((basis) => (
          <div key={basis}>
            <dt className="font-semibold text-fg">{timeBasisLabel(t, basis)}</dt>
            <dd className="mt-0.5 text-muted">{timeBasisExplanation(t, basis)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
