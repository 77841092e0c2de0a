/**
 * URLs for the CPU of a miss, per kind: `count` distinct URLs nobody asked the server before, and that share no
 * cached API answer with each other (a results page reads its 100 rows through the API: the results JSON of the
 * same page would be a hit after it). Participants are set apart from the crowd's draw (reserveParticipants); the other kinds
 * are asked of a server that has not been asked for them (a pass runs before the crowd on its server).
 */
import { random } from '../../raceday/lib/workload.mjs';
import { shuffled } from './crowd-paths.mjs';
import { LIVE, LOCALES } from './options.mjs';

/** URLs asked first in each kind, unmeasured: the kind's code warm (JIT, lazy modules) before its figures. */
export const WARM_URLS = 3;

/** `count` participants for each kind and pass taking them, set apart from the crowd; keys `eventId/id`. */
export function reserveParticipants(field, { count, passes, seed }) {
  const picked = shuffled(field.participants, random(seed + 1)).slice(0, 2 * passes * (count + WARM_URLS));
  return { picked, keys: new Set(picked.map((p) => `${p.eventId}/${p.id}`)) };
}

/**
 * The URLs of pass `pass` (0, 1…) per kind: { kind: [path…] }, WARM_URLS then `count`. Kinds with fewer URLs in
 * the whole data (one live tab per contest, one page per event) get what there is.
 */
export function missUrls(field, reserved, { count: measured, pass, seed }) {
  const count = measured + WARM_URLS;
  const next = random(seed + 100 + pass);
  const locale = () => LOCALES[Math.floor(next() * LOCALES.length)];
  const live = field.contests.find((c) => c.eventId === LIVE.eventId && c.id === LIVE.contestId);
  const results = `/event/${live.eventId}/contest/${live.id}/results`;
  const api = `/api/events/${live.eventId}/contests/${live.id}/results`;
  const participants = (k) => reserved.picked.slice((2 * pass + k) * count, (2 * pass + k + 1) * count);

  // Deep rows from the last half of the list; the pages at random depths from the other page numbers.
  const all = Array.from({ length: live.pages }, (_, i) => i + 1);
  const deep = shuffled(all.slice(Math.floor(live.pages / 2)), next).slice(0, count);
  const taken = new Set(deep);
  const depths = shuffled(
    all.filter((n) => !taken.has(n)),
    next,
  ).slice(0, count);
  // As the crowd draws them: a filter, then a page of its list (not weighted by pages: the lists ranked at a
  // checkpoint are long, and the costliest in the database).
  const filtered = new Set();
  for (let tries = 0; filtered.size < count && tries < 100 * count; tries++) {
    const { filter, pages } = live.filtered[Math.floor(next() * live.filtered.length)];
    filtered.add(`${filter}&page=${1 + Math.floor(next() * pages)}`);
  }

  return {
    'participant page': participants(0).map((p) => `${locale()}/event/${p.eventId}/participants/${p.id}`),
    'results page, random depth': depths.map((n) => `${locale()}${results}?page=${n}`),
    'results page, filtered': [...filtered].map((query) => `${locale()}${results}?${query}`),
    'participant JSON': participants(1).map((p) => `/api/events/${p.eventId}/participants/${p.id}`),
    'results JSON, 100 rows deep': deep.map((n) => `${api}?page=${n}&pageSize=100`),
    'live tab': shuffled(field.contests, next)
      .slice(0, count)
      .map((c) => `${locale()}/event/${c.eventId}/contest/${c.id}/live`),
    'event page': shuffled(field.events, next)
      .slice(0, count)
      .map((e) => `${locale()}/event/${e.id}`),
  };
}
