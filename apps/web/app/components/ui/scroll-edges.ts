/**
 * Which sides of a sideways-scrolling box hide content: `start` when scrolled away from the reading direction's
 * start, `end` when more lies past its end. Browsers give `scrollLeft` from 0 at the start, growing to the right
 * in LTR and going negative to the left in RTL, so its magnitude is the distance from the start either way.
 */
export type ScrollEdges = { start: boolean; end: boolean };

/** Sub-pixel widths (zoom, fractional cells) leave a pixel or so unscrolled at either end: not worth a shade. */
const SLACK_PX = 1;

export function scrollEdges(box: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollEdges {
  const fromStart = Math.abs(box.scrollLeft);
  return {
    start: fromStart > SLACK_PX,
    end: fromStart + box.clientWidth < box.scrollWidth - SLACK_PX,
  };
}

/** The value of `data-scroll` on a table's frame: "start end", "end", "start" or "" (everything in view). */
export function scrollEdgesAttribute(edges: ScrollEdges): string {
  return [edges.start ? 'start' : '', edges.end ? 'end' : ''].filter(Boolean).join(' ');
}
