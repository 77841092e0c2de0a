import { useEffect, useState } from 'react';
import { buttonSecondary } from '../../components/ui/button-styles';
import { useT } from '../../lib/i18n/i18n-context';

type Status = 'idle' | 'copied' | 'failed';

/** Selects the text of `target`, so that a visitor whose browser refused the clipboard can copy it by hand. */
function selectText(target: HTMLElement | null): void {
  if (!target) return;
  const range = document.createRange();
  range.selectNodeContents(target);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * Copies `text` to the clipboard and says so in a live region. Shown once scripts run (without them the code is
 * there to select); when the clipboard is refused, the code is selected and the visitor told to copy it.
 */
export function CopyButton({ text, targetId }: { text: string; targetId: string }) {
  const t = useT();
  const [isHydrated, setIsHydrated] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => setIsHydrated(true), []);
  useEffect(() => setStatus('idle'), [text]);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {isHydrated ? (
        <button
          type="button"
          className={`${buttonSecondary} h-9 px-3`}
          onClick={() => {
            setStatus('idle');
            navigator.clipboard.writeText(text).then(
              () => setStatus('copied'),
              () => {
                selectText(document.getElementById(targetId));
                setStatus('failed');
              },
            );
          }}
        >
          {t('developers.copy')}
        </button>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm text-muted">
        {status === 'copied'
          ? t('developers.copied')
          : status === 'failed'
            ? t('developers.copy.failed')
            : ''}
      </p>
    </div>
  );
}
