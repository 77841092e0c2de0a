/**
 * A wide table's frame, as the participant, analysis and compare tables draw it: its description, then the table
 * in a card that scrolls sideways where it does not fit (components/ui/table-scroller.tsx), with a line saying so.
 * The table itself (with `aria-describedby={descriptionId}`) is the caller's.
 */
import { type ReactNode } from 'react';
import { TableScroller } from '../../components/ui/table-scroller';

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
  /** Without scripts, from which width every column fits, so the hint goes. */
  hintHiddenFrom?: 'lg' | 'xl';
  children: ReactNode;
}) {
  return (
    <>
      <p id={descriptionId} className="mb-3 max-w-3xl text-sm text-muted">
        {description}
      </p>
      <TableScroller
        label={regionLabel}
        hint={scrollHint}
        hintHiddenFrom={hintHiddenFrom}
        frameClassName="rounded-2xl bg-surface shadow-sm ring-1 ring-line"
      >
        {children}
      </TableScroller>
    </>
  );
}
