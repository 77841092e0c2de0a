/**
 * The whole field, read once through the public API of the quiet server: every event and contest, every
 * participant id (the participants lists, 500 a page), and each contest's results lists — unfiltered and by
 * gender, age group, checkpoint and nation — with their number of pages (100 rows a page, as the site shows).
 * These answers share no cache entry with the pages and reads the benchmark measures.
 */
const PAGE_SIZE = 100;
/** Requests at once while reading the field (a few, not to crowd the server before the crowd). */
const PARALLEL = 4;

async function getJson(base, path) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/** `work` over `items`, PARALLEL at a time, results in order. */
async function inParallel(items, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}

const contestApi = (contest) => `/api/events/${contest.eventId}/contests/${contest.id}`;

/** Pages of one results list (at least 1: an empty list still has its page). */
export async function pagesOf(base, contest, filter) {
  const list = await getJson(base, `${contestApi(contest)}/results?${filter}${filter ? '&' : ''}pageSize=1`);
  return Math.max(1, Math.ceil(list.total / PAGE_SIZE));
}

/** The filters of a contest's results list, `name=value`: every gender, age group, ranked checkpoint and nation. */
function filtersOf(detail) {
  const checkpoints = detail.checkpoints.filter((checkpoint) => checkpoint.kind !== 'start');
  return [
    ...['f', 'm', 'x'].map((gender) => `gender=${gender}`),
    ...detail.ageGroups.map((group) => `ageGroup=${encodeURIComponent(group)}`),
    ...checkpoints.map((checkpoint) => `checkpoint=${encodeURIComponent(checkpoint.id)}`),
    ...detail.countries.map((code) => `nation=${code}`),
  ];
}

/** Every participant id of a contest, from its participants list. */
async function participantsOf(base, contest) {
  const ids = [];
  for (let page = 1; ; page++) {
    const list = await getJson(base, `${contestApi(contest)}/participants?pageSize=500&page=${page}`);
    ids.push(...list.items.map((item) => item.id));
    if (list.items.length === 0 || ids.length >= list.total) return ids;
  }
}

/**
 * The field: `events` [{ id, participants }], `contests` [{ eventId, id, participantCount, pages, filtered:
 * [{ filter, pages }], checkpointFilters }], `participants` [{ eventId, id }].
 */
export async function readField(base) {
  const list = await getJson(base, '/api/events?pageSize=100&period=all');
  const details = await inParallel(list.items, (event) => getJson(base, `/api/events/${event.id}`));
  const contests = [];
  for (const event of details) {
    for (const contest of event.contests) contests.push({ ...contest, eventId: event.id });
  }
  const participants = [];
  for (const contest of contests) {
    const detail = await getJson(base, contestApi(contest));
    const filters = filtersOf(detail);
    contest.pages = await pagesOf(base, contest, '');
    const pages = await inParallel(filters, (filter) => pagesOf(base, contest, filter));
    contest.filtered = filters.map((filter, i) => ({ filter, pages: pages[i] }));
    contest.checkpointFilters = filters.filter((filter) => filter.startsWith('checkpoint='));
    for (const id of await participantsOf(base, contest)) participants.push({ eventId: contest.eventId, id });
  }
  const events = details.map((event) => ({
    id: event.id,
    participants: contests
      .filter((contest) => contest.eventId === event.id)
      .reduce((sum, contest) => sum + contest.participantCount, 0),
  }));
  return { events, contests, participants };
}

/** The lists ranked at a checkpoint move during a replay: their pages, read again (from the race-day server). */
export async function refreshCheckpointPages(base, contest) {
  for (const entry of contest.filtered) {
    if (contest.checkpointFilters.includes(entry.filter))
      entry.pages = await pagesOf(base, contest, entry.filter);
  }
}

/**
 * Asks a fresh server for every event's and contest's detail, as the quiet server was asked while reading the
 * field: every page of an event reads them, so a crowd keeps them cached (during a replay, until the next recompute).
 */
export async function warmDetails(base, field) {
  await inParallel(field.events, (event) => getJson(base, `/api/events/${event.id}`));
  await inParallel(field.contests, (contest) => getJson(base, contestApi(contest)));
}
