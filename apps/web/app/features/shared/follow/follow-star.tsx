/**
 * The star that follows a runner, and the mark of a followed one. Stars only work with JavaScript (the list is
 * on the device): without it they are hidden but keep their room (`.js` is set on <html> before first paint, so
 * with JavaScript they show from the start). The server renders them unpressed (use-follow.ts).
 */
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context';
import { MAX_FOLLOWED, type ToggleResult } from './follow-store';
import { useFollowedBibs } from './use-follow';
import { runnerLabel } from '../runner-name';

/** A followed runner's row or card: a warm tint (app.css: --star-soft, AA for every text colour on it). */
export const FOLLOWED_ROW = 'bg-star-soft';

/** The star, outlined or filled: an icon of app.css like those of components/ui/icons.tsx. */
export function StarIcon({ isFilled, className = 'size-5' }: { isFilled: boolean; className?: string }) {
  return (
    <span aria-hidden="true" className={`icon ${isFilled ? 'icon-star-filled' : 'icon-star'} ${className}`} />
  );
}

type StarToggleProps = {
  isPressed: boolean;
  /** The runner's name, for the button's accessible name ("Follow Amina El Idrissi"). */
  name: string;
  onToggle: () => ToggleResult;
  /** `icon` in list rows (44 px to touch on phones, no taller than a line of text); `labelled` in a page header. */
  variant?: 'icon' | 'labelled';
};

const LABELLED_CLASS =
  'invisible [.js_&]:visible inline-flex h-11 items-center gap-2 rounded-full bg-surface px-4 text-sm font-semibold text-fg ring-1 ring-inset ring-line-strong transition-colors hover:bg-sunken aria-pressed:bg-star-soft aria-pressed:ring-star sm:h-9';

export function StarToggle({ isPressed, name, onToggle, variant = 'icon' }: StarToggleProps) {
  const t = useT();
  const [isFull, setIsFull] = useState(false);
  const label = t(isPressed ? 'follow.star.unfollow' : 'follow.star.follow', { name: runnerLabel(name, t) });
  const full = isFull ? t('follow.star.full', { max: MAX_FOLLOWED }) : null;
  const press = () => setIsFull(onToggle() === 'full');
  return (
    <>
      {variant === 'icon' ? (
        <button
          type="button"
          aria-pressed={isPressed}
          aria-label={label}
          title={full ?? undefined}
          onClick={press}
          // Its look and its star (outlined, filled when pressed) are in app.css (`.star-toggle`), once, not in
          // every row of a results page.
          className="star-toggle"
        />
      ) : (
        <button
          type="button"
          aria-pressed={isPressed}
          aria-label={label}
          title={full ?? undefined}
          onClick={press}
          className={LABELLED_CLASS}
        >
          <StarIcon isFilled={isPressed} className={`size-5 ${isPressed ? 'text-star' : 'text-muted'}`} />
          {/* Both words take the same cell, so the button keeps its width when pressed. */}
          <span className="grid">
            <span className={`col-start-1 row-start-1 ${isPressed ? 'invisible' : ''}`}>
              {t('follow.button.follow')}
            </span>
            <span className={`col-start-1 row-start-1 ${isPressed ? '' : 'invisible'}`}>
              {t('follow.button.unfollow')}
            </span>
          </span>
        </button>
      )}
      {full ? (
        <span role="alert" className="sr-only">
          {full}
        </span>
      ) : null}
    </>
  );
}

/** A star for one runner, reading and writing the stored list itself (a page header). */
export function FollowStar({
  eventId,
  contestId,
  bib,
  name,
  variant,
}: {
  eventId: string;
  contestId: string;
  bib: string;
  name: string;
  variant?: StarToggleProps['variant'];
}) {
  const followed = useFollowedBibs(eventId, contestId);
  return (
    <StarToggle
      isPressed={followed.isFollowed(bib)}
      name={name}
      onToggle={() => followed.toggle(bib)}
      variant={variant}
    />
  );
}

/** The mark of a followed runner where there is no star to press (live panels, tracking cards). */
export function FollowedMark({ className = 'size-4' }: { className?: string }) {
  const t = useT();
  return (
    <span className="inline-flex shrink-0 text-star" title={t('follow.mark')}>
      <StarIcon isFilled className={className} />
      <span className="sr-only">{t('follow.mark')}</span>
    </span>
  );
}
