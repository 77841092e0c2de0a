/**
 * The Tracking tab's link to the live stream: when reads of followed bibs arrive, their cards are loaded again
 * (the route's loader for just those bibs), so each shows its new checkpoint and its estimate is corrected from
 * there; the other cards stay as they are. A long list thus costs one API call for the runners seen, not a
 * reload of every runner followed. Reloads are spaced out by reloadGapMs, gathering the bibs seen meanwhile; when the stream
 * went too fast to tell which bibs were seen (or most of the list was), every card is reloaded.
 */
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useRevalidator } from 'react-router';
import { KEEP_PASSINGS, type LiveStreamStatus } from '../../shared/live-stream-state';
import { useLiveStream } from '../../shared/use-live-stream';
import { bibsSearch, CARDS_ONLY_PARAM, reloadGapMs } from './tracking-bibs';
import { changedBibs, createReloadPacer, type ReloadPacer, type ReloadRequest } from './tracking-reloads';
import type { TrackedParticipant } from './tracking-view';

/** What the Tracking tab's loader returns (the parts this hook reads and updates). */
type TrackingData<Course> = {
  bibs: string[];
  tracked: TrackedParticipant[];
  nowMs: number;
  course: Course | null;
};

export type FollowedReads<Course> = {
  /** The stream's state; null when not following one. */
  status: LiveStreamStatus | null;
  /** The loader's cards, each replaced by a fresher one loaded since. */
  tracked: TrackedParticipant[];
  course: Course | null;
};

export function useFollowedReads<Course>(
  eventId: string,
  contestId: string,
  data: TrackingData<Course>,
  enabled: boolean,
): FollowedReads<Course> {
  const { bibs } = data;
  const live = useLiveStream({ eventId, contestId, enabled });
  const revalidator = useRevalidator();
  const fetcher = useFetcher<TrackingData<Course>>();
  const { pathname } = useLocation();

  const [freshCourse, setFreshCourse] = useState<Course | null>(null);

  // The bibs of loads still under way: a new load cancels the one before, so it takes over its bibs.
  const loading = useRef<readonly string[]>([]);
  const reload = (what: ReloadRequest): void => {
    const wanted = what === 'all' ? bibs : [...new Set([...loading.current, ...what])];
    if (what === 'all' || wanted.length * 2 > bibs.length) {
      loading.current = [];
      void revalidator.revalidate();
      return;
    }
    loading.current = wanted;
    // The course drawing is fetched once: a page that has it asks for the cards alone.
    const hasCourse = (data.course ?? freshCourse) !== null;
    void fetcher.load(
      `${pathname}${bibsSearch(wanted)}${hasCourse ? `&${CARDS_ONLY_PARAM.name}=${CARDS_ONLY_PARAM.value}` : ''}`,
    );
  };
  // The pacer outlives renders: it calls the latest `reload`.
  const latestReload = useRef(reload);
  latestReload.current = reload;
  const pacer = useRef<ReloadPacer | null>(null);
  useEffect(() => {
    const created = createReloadPacer((what) => latestReload.current(what));
    pacer.current = created;
    return () => created.dispose();
  }, []);

  const list = bibs.join(',');
  const gapMs = reloadGapMs(bibs.length);
  // The stream starts from now on: every read it brings is new.
  const seen = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const followed = new Set(list === '' ? [] : list.split(','));
    const change = changedBibs(live.passings, followed, seen.current, KEEP_PASSINGS);
    seen.current = change.seen;
    pacer.current?.request(change.what, gapMs);
  }, [live.passings, list, gapMs]);

  // Fresher cards from the partial loads, each kept while newer than the loader's own.
  const [fresh, setFresh] = useState<{ cards: Map<string, { nowMs: number; entry: TrackedParticipant }> }>({
    cards: new Map(),
  });
  useEffect(() => {
    const loaded = fetcher.data;
    if (!loaded) return;
    loading.current = [];
    setFresh((previous) => {
      const cards = new Map(previous.cards);
      for (const entry of loaded.tracked) cards.set(entry.bib, { nowMs: loaded.nowMs, entry });
      return { cards };
    });
    if (loaded.course !== null) setFreshCourse(loaded.course);
  }, [fetcher.data]);

  const tracked = data.tracked.map((entry) => {
    const update = fresh.cards.get(entry.bib);
    return update && update.nowMs > data.nowMs ? update.entry : entry;
  });
  return {
    status: enabled ? live.status : null,
    tracked,
    course: data.course ?? freshCourse,
  };
}
