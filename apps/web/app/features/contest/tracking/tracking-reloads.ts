/**
 * When and what the Tracking tab reloads for new reads of followed runners (pure, so it is testable): which
 * followed bibs the live stream has new reads of, and a pacer that spaces reloads out and gathers the bibs
 * asking for one meanwhile.
 */
import { passingKey } from '../../shared/live-stream-state';

/** What to reload: these bibs' cards, or every card (`all`). */
export type ReloadRequest = readonly string[] | 'all';

type Passing = { bib: string; checkpointId: string; at: string };

/**
 * The followed bibs with reads not `seen` before among the stream's kept passings (newest first, at most `keep`),
 * and the keys to remember as seen. `all` when every kept read is new and the list is full: older new reads may
 * have been dropped from it, so which bibs moved is unknown.
 */
export function changedBibs(
  passings: readonly Passing[],
  followed: ReadonlySet<string>,
  seen: ReadonlySet<string>,
  keep: number,
): { what: ReloadRequest; seen: Set<string> } {
  const keys = new Set(passings.map(passingKey));
  const bibs = new Set<string>();
  let fresh = 0;
  for (const passing of passings) {
    if (seen.has(passingKey(passing))) continue;
    fresh++;
    if (followed.has(passing.bib)) bibs.add(passing.bib);
  }
  const mayHaveDropped = fresh > 0 && fresh >= keep;
  return { what: mayHaveDropped && followed.size > 0 ? 'all' : [...bibs], seen: keys };
}

export type ReloadPacer = {
  /** New reads to show: reloads at once when the last reload is at least `gapMs` old, else at the gap's end. */
  request(what: ReloadRequest, gapMs: number): void;
  /** Cancels a planned reload (the page is leaving). */
  dispose(): void;
};

/** `reload` receives the bibs gathered since the last reload, or `all`. */
export function createReloadPacer(
  reload: (what: ReloadRequest) => void,
  now: () => number = Date.now,
): ReloadPacer {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: Set<string> | 'all' = new Set();
  const fire = (): void => {
    timer = null;
    last = now();
    const what = pending === 'all' ? 'all' : [...pending];
    pending = new Set();
    reload(what);
  };
  return {
    request(what, gapMs) {
      if (what !== 'all' && what.length === 0) return;
      if (what === 'all' || pending === 'all') pending = 'all';
      else for (const bib of what) pending.add(bib);
      if (timer !== null) return;
      const wait = last + gapMs - now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
