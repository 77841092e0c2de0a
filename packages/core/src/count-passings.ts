/**
 * Who overtook whom between two mats (docs/results.md §Race analysis, "passed / passed by"), from the chip reads:
 * the instants each runner crossed each checkpoint. On the segment from checkpoint a to the next one b, runner R
 * passed X when X crossed a before R and b after R; R was passed by X when X crossed a after R and b before R.
 * Only runners timed at both mats count; equal instants are neither before nor after.
 *
 * Done for every runner at once, O(n log n) a segment (a sweep in crossing order at a with a Fenwick tree over the
 * crossing order at b), so that a recompute can store the counts with the other split figures: 50,000 runners ×
 * 10 segments in well under a second, where counting pairs would take billions of steps.
 */

/** Counts for one segment, by runner index; NaN where the runner was not timed at both mats. */
export type SegmentPassings = { passed: Float64Array; passedBy: Float64Array };

/**
 * The passings of every runner on each segment between consecutive checkpoints. `crossedAt[r][c]` is the instant
 * runner r crossed checkpoint c (course order), NaN where not read. Returns one entry per segment: index s is the
 * segment from checkpoint s to checkpoint s + 1.
 */
export function countPassings(
  crossedAt: readonly (readonly number[])[],
  checkpointCount: number,
): SegmentPassings[] {
  const segments: SegmentPassings[] = [];
  for (let a = 0; a + 1 < checkpointCount; a++) segments.push(countSegment(crossedAt, a, a + 1));
  return segments;
}

function countSegment(crossedAt: readonly (readonly number[])[], a: number, b: number): SegmentPassings {
  const count = crossedAt.length;
  const passed = new Float64Array(count).fill(Number.NaN);
  const passedBy = new Float64Array(count).fill(Number.NaN);
  const timed: number[] = [];
  for (let runner = 0; runner < count; runner++) {
    const atA = crossedAt[runner]?.[a] ?? Number.NaN;
    const atB = crossedAt[runner]?.[b] ?? Number.NaN;
    if (Number.isFinite(atA) && Number.isFinite(atB)) timed.push(runner);
  }
  const atOf = (runner: number, checkpoint: number): number => crossedAt[runner]?.[checkpoint] ?? Number.NaN;
  // Dense ranks of the crossing instants at b (equal instants share a rank), 1-based for the Fenwick tree.
  const distinctB = [...new Set(timed.map((runner) => atOf(runner, b)))].sort((x, y) => x - y);
  const rankB = new Map(distinctB.map((instant, index) => [instant, index + 1]));
  const byA = [...timed].sort((x, y) => atOf(x, a) - atOf(y, a));

  const lanes = {
    atA: (runner: number) => atOf(runner, a),
    rankAtB: (runner: number) => rankB.get(atOf(runner, b)) ?? 0,
  };
  // Ahead at a (crossed it strictly earlier) and behind at b (crossed it strictly later): R passed them.
  sweep(byA, lanes, distinctB.length, (tree, seen, runner) => {
    passed[runner] = seen - tree.countAtMost(lanes.rankAtB(runner));
  });
  // Behind at a and ahead at b: they passed R.
  sweep([...byA].reverse(), lanes, distinctB.length, (tree, _seen, runner) => {
    passedBy[runner] = tree.countAtMost(lanes.rankAtB(runner) - 1);
  });
  return { passed, passedBy };
}

/**
 * Visits runners in order, a group of equal instants at a time: each of the group is measured against the runners
 * of earlier groups only (inserted in the tree by their rank at b), then the group is inserted.
 */
function sweep(
  order: readonly number[],
  { atA, rankAtB }: { atA: (runner: number) => number; rankAtB: (runner: number) => number },
  size: number,
  measure: (tree: Fenwick, seen: number, runner: number) => void,
): void {
  const tree = new Fenwick(size);
  let seen = 0;
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end < order.length && atA(order[end] ?? 0) === atA(order[start] ?? 0)) end++;
    for (let i = start; i < end; i++) measure(tree, seen, order[i] ?? 0);
    for (let i = start; i < end; i++) tree.add(rankAtB(order[i] ?? 0));
    seen += end - start;
    start = end;
  }
}

/** Counts of inserted ranks at most r, in O(log n). */
class Fenwick {
  private readonly tree: Int32Array;

  constructor(size: number) {
    this.tree = new Int32Array(size + 1);
  }

  add(rank: number): void {
    for (let i = rank; i < this.tree.length; i += i & -i) this.tree[i] = (this.tree[i] ?? 0) + 1;
  }

  countAtMost(rank: number): number {
    let total = 0;
    for (let i = rank; i > 0; i -= i & -i) total += this.tree[i] ?? 0;
    return total;
  }
}
