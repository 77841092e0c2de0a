/**
 * Sharing a result: the system share sheet where the browser has one (phones), else the page's link copied to
 * the clipboard with an announced confirmation; and the share card (the page's og:image) as a download. The
 * share button needs JavaScript, so it is shown only once the page has hydrated (its place kept until then):
 * without it, the download link is there alone.
 */
import { useState } from 'react';
import { buttonSecondary } from '../../components/ui/button-styles';
import { useT } from '../../lib/i18n/i18n-context';
import { useIsHydrated } from '../shared/follow/use-follow';
import { ShareIcon } from '../../components/ui/icons';

type Status = 'idle' | 'copied' | 'failed';

/** The page's own address, without query or fragment: what a share should point to. */
function pageUrl(): string {
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = '';
  return url.href;
}

async function share(title: string, text: string): Promise<Status> {
  const url = pageUrl();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return 'idle';
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'idle';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export function ShareButton({
  title,
  text,
  imageUrl,
  fileName,
}: {
  title: string;
  text: string;
  /** The share card (PNG) in the page's language. */
  imageUrl: string;
  fileName: string;
}) {
  const t = useT();
  const isHydrated = useIsHydrated();
  const [status, setStatus] = useState<Status>('idle');
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* Its place is kept before hydration (hidden, out of the tab order): nothing moves when it appears. */}
      <button
        type="button"
        className={isHydrated ? buttonSecondary : `${buttonSecondary} invisible`}
        aria-hidden={isHydrated ? undefined : true}
        tabIndex={isHydrated ? undefined : -1}
        disabled={!isHydrated}
        onClick={() => {
          setStatus('idle');
          void share(title, text).then(setStatus);
        }}
      >
        <ShareIcon />
        {t('share.button')}
      </button>
      <a
        href={imageUrl}
        download={fileName}
        type="image/png"
        className="text-sm font-medium text-accent underline-offset-4 hover:underline"
      >
        {t('share.download')}
      </a>
      <p role="status" aria-live="polite" className="text-sm font-medium text-muted">
        {status === 'copied' ? t('share.copied') : status === 'failed' ? t('share.copyFailed') : ''}
      </p>
    </div>
  );
}
