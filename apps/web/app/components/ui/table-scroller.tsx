/**
 * The box a table scrolls sideways in when it is wider than the page (phones; many columns): a region reachable by
 * keyboard and named for screen readers, whose edges shade on the side where columns are hidden, following the
 * scroll position (app.css `.table-scroll`). The shades start under a sticky first column. An optional line of text
 * above says it scrolls: shown while something is hidden; before scripts run, below the width given.
 */
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { scrollEdges, scrollEdgesAttribute } from './scroll-edges';

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export function TableScroller({
  role = 'region',
  frameClassName = '',
  hint,
  hintHiddenFrom = 'lg',
  children,
  ...name
}: Name & {
  /** `group` inside a section that is already a named region (a panel), so the page has no two of one name. */
  role?: 'region' | 'group';
  /** The frame's look: a card, or the edges of the panel it sits in. */
  frameClassName?: string;
  hint?: string;
  /** Without scripts, the width from which every column fits, so the hint goes. */
  hintHiddenFrom?: 'lg' | 'xl';
  children: ReactNode;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useScrollShades(holder, box);
  return (
    <div ref={holder} className="table-scroll">
      {hint ? (
        <p aria-hidden="true" className="table-scroll-hint" data-until={hintHiddenFrom}>
          {hint}
          <span className="inline-block rtl:-scale-x-100">→</span>
        </p>
      ) : null}
      <div className={`table-scroll-frame ${frameClassName}`}>
        <div
          ref={box}
          role={role}
          aria-label={name.label}
          aria-labelledby={name.labelledBy}
          tabIndex={0}
          className="table-scroll-box"
        >
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * Keeps `data-scroll` ("start end", "end", …) on the holder in step with the box's scroll position and size, and
 * `--scroll-start-inset` at the width of a sticky first column. Written to the DOM directly: a scroll event
 * re-renders nothing.
 */
function useScrollShades(holder: RefObject<HTMLDivElement | null>, box: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const target = holder.current;
    const scroller = box.current;
    if (!target || !scroller) return;
    let frame = 0;
    const showEdges = () => {
      frame = 0;
      target.dataset.scroll = scrollEdgesAttribute(scrollEdges(scroller));
    };
    const measure = () => {
      const first = scroller.querySelector('table')?.rows[0]?.cells[0];
      const isSticky = first !== undefined && getComputedStyle(first).position === 'sticky';
      target.style.setProperty('--scroll-start-inset', isSticky ? `${first.offsetWidth}px` : '0px');
      showEdges();
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(showEdges);
    };
    measure();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(scroller);
    if (scroller.firstElementChild) resize.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      resize.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [holder, box]);
}
