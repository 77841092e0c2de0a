/**
 * The crowd's path list, drawn once with a seeded generator. Runners' popularity is Zipf-like (the r-th most
 * popular runner is asked 1/r as often as the first) over the whole field in a random order, so a few runners are
 * asked often and most once or twice; results pages are at every depth of every contest's lists, with and without
 * a filter; every page in the four languages.
 */
import { random } from '../../raceday/lib/workload.mjs';
import { LIVE, LOCALES } from './options.mjs';

/** Shares of the crowd, in percent. */
export const KINDS = [
  { kind: 'participant page', weight: 60 },
  { kind: 'results page', weight: 25 },
  { kind: 'live tab', weight: 5 },
  { kind: 'event page', weight: 4 },
  { kind: 'participant JSON', weight: 6 },
];
/** Results pages with a filter, of all results pages (one filter at a time). */
const FILTERED_SHARE = 0.6;
const ZIPF_EXPONENT = 1;

/** Draws by weight: `weights` in any units; returns a function of a uniform number in [0, 1). */
function weighted(weights) {
  const cumulative = [];
  let total = 0;
  for (const weight of weights) cumulative.push((total += weight));
  return (u) => {
    const target = u * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}

/** `list` shuffled by `next` (Fisher–Yates), a copy. */
export function shuffled(list, next) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * A drawer of crowd paths over `field` (field.mjs), leaving out the participants of `exclude` (ids kept for the
 * CPU of a miss, as `eventId/id`). `draw(count)` returns { paths, kinds }.
 */
export function crowdDrawer(field, { seed, exclude }) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const runners = shuffled(
    field.participants.filter((p) => !exclude.has(`${p.eventId}/${p.id}`)),
    next,
  );
  const runner = weighted(runners.map((_, rank) => 1 / (rank + 1) ** ZIPF_EXPONENT));
  const contest = weighted(field.contests.map((c) => c.participantCount));
  const event = weighted(field.events.map((e) => e.participants));
  const kind = weighted(KINDS.map((k) => k.weight));
  const page = (pages) => 1 + Math.floor(next() * pages);

  const pathOf = {
    'participant page': () => {
      const { eventId, id } = runners[runner(next())];
      return `${pick(LOCALES)}/event/${eventId}/participants/${id}`;
    },
    'participant JSON': () => {
      const { eventId, id } = runners[runner(next())];
      return `/api/events/${eventId}/participants/${id}`;
    },
    'results page': () => {
      const c = field.contests[contest(next())];
      const base = `${pick(LOCALES)}/event/${c.eventId}/contest/${c.id}/results`;
      if (next() >= FILTERED_SHARE || c.filtered.length === 0) return `${base}?page=${page(c.pages)}`;
      const { filter, pages } = pick(c.filtered);
      return `${base}?${filter}&page=${page(pages)}`;
    },
    'live tab': () => `${pick(LOCALES)}/event/${LIVE.eventId}/contest/${LIVE.contestId}/live`,
    'event page': () => `${pick(LOCALES)}/event/${field.events[event(next())].id}`,
  };
  return {
    draw(count) {
      const paths = [];
      const kinds = [];
      for (let i = 0; i < count; i++) {
        const { kind: name } = KINDS[kind(next())];
        kinds.push(name);
        paths.push(pathOf[name]());
      }
      return { paths, kinds };
    },
  };
}
