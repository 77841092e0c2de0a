/**
 * A wide table's frame, as the participant, analysis and compare tables draw it: its description, a hint on
 * narrow screens that it scrolls sideways (towards the reading direction's end), and the scrolling region, reachable
 * by keyboard and named for screen readers. The table itself (with `aria-describedby={descriptionId}`) is the
 * caller's.
 */
import { type ReactNode } from 'react';

export function ScrollTable({
  descriptionId,
  description,
  scrollHint,
  regionLabel,
  hintHiddenFrom = 'lg',
  children,
}: {
  descriptionId: string;
  description: ReactNode;
  scrollHint: string;
  regionLabel: string;
  /** From which width every column fits, so the hint goes. */
  hintHiddenFrom?: 'lg' | 'xl';
  children: ReactNode;
}) {
  return (
    <>
      <p id={descriptionId} className="mb-3 max-w-3xl text-sm text-muted">
        {description}
      </p>
      <p
        aria-hidden="true"
        className={`mb-2 flex items-center gap-1 text-xs font-medium text-muted ${hintHiddenFrom === 'xl' ? 'xl:hidden' : 'lg:hidden'}`}
      >
        {scrollHint}
        <span className="inline-block rtl:-scale-x-100">→</span>
      </p>
      {/* `relative`: cells' positioned screen-reader texts stay inside the scrolling box, not the page. */}
      <div
        role="region"
        aria-label={regionLabel}
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl bg-surface shadow-sm ring-1 ring-line"
      >
        {children}
      </div>
    </>
  );
}
