import { useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context';

/** "Loading results, please wait…" while a client navigation fetches its data. */
export function LoadingNotice() {
  const t = useT();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-40 flex justify-center px-4">
      <div className="absolute inset-x-0 top-0 h-0.5 overflow-hidden bg-accent-soft">
        <div className="animate-progress h-full w-2/5 bg-accent" />
      </div>
      <p
        role="status"
        aria-live="polite"
        className="animate-appear mt-3 rounded-full bg-fg px-4 py-1.5 text-sm font-medium text-canvas shadow-lg"
      >
        {t('common.loading')}
      </p>
    </div>
  );
}
