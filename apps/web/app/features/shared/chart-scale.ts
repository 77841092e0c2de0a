/** Scales and axis labels the site's SVG charts share (the participant's charts, the head-to-head gap chart). */

/** The smallest 1, 2 or 5 × 10ⁿ step that cuts `span` into at most `parts` parts. */
export function niceStep(span: number, parts: number): number {
  const raw = span / Math.max(1, parts);
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  for (const factor of [1, 2, 5, 10]) {
    if (factor * magnitude >= raw) return Math.max(1, factor * magnitude);
  }
  /* c8 ignore next */
  return 10 * magnitude;
}

/** Maps `domain` onto `range` linearly; a reversed range flips the axis (right-to-left, best place on top). */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/**
 * Which axis labels fit: positions (in pixels, any order along the axis) kept greedily from the
 * start while at least `minGap` apart; the last one (the finish) always stays, dropping its
 * neighbour if they collide. Returns the indexes kept.
 */
export function thinLabels(positions: readonly number[], minGap: number): number[] {
  const order = positions.map((position, index) => ({ position, index }));
  const sorted = [...order].sort((a, b) => a.position - b.position);
  const ascending = positions.length < 2 || (positions[0] ?? 0) <= (positions.at(-1) ?? 0);
  const line = ascending ? sorted : sorted.reverse();
  const kept: { position: number; index: number }[] = [];
  for (const item of line) {
    const last = kept.at(-1);
    if (!last || Math.abs(item.position - last.position) >= minGap) kept.push(item);
  }
  const final = line.at(-1);
  if (final && kept.at(-1) !== final) {
    while (kept.length > 0 && Math.abs((kept.at(-1)?.position ?? 0) - final.position) < minGap) kept.pop();
    kept.push(final);
  }
  return kept.map((item) => item.index).sort((a, b) => a - b);
}
