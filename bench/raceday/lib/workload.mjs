/**
 * The race-day mix, found on the demo data through the public API: what a crowd does the morning after a big
 * marathon while another race runs live. Weighted page views (server-rendered HTML) plus a share of direct API
 * reads (apps and widgets), each picked at random per request.
 */

const PAGE_SIZE = 50;
const PARTICIPANT_SAMPLE = 300;
const SEARCH_NAMES = 30;

async function getJson(base, path) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${response.status} for ${path}`);
  return response.json();
}

/** A deterministic pseudo-random sequence (the same mix every run). */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return state / 2 ** 32;
  };
}

/** Finds the big marathon, a live contest, participants and names; returns the weighted mix and its facts. */
export async function buildWorkload(base) {
  const events = (await getJson(base, '/api/events?pageSize=100&period=all')).items;
  let biggest = null;
  let live = null;
  const details = [];
  for (const event of events) {
    const detail = await getJson(base, `/api/events/${event.id}`);
    details.push(detail);
    for (const contest of detail.contests) {
      if (!biggest || contest.participantCount > biggest.participantCount)
        biggest = { ...contest, eventId: event.id };
      if (!live && contest.state === 'ongoing') live = { ...contest, eventId: event.id };
    }
  }
  if (!biggest) throw new Error('no contest in the database: load the demo data first');
  const contestPage = `/event/${biggest.eventId}/contest/${biggest.id}`;
  const contestApi = `/api/events/${biggest.eventId}/contests/${biggest.id}`;
  const pages = Math.max(1, Math.ceil(biggest.finisherCount / PAGE_SIZE));

  // A spread of participants (every n-th of the results), and common last names for the searches.
  const next = random(42);
  const participants = [];
  const names = new Set();
  for (let i = 0; i < PARTICIPANT_SAMPLE; i++) {
    const page = 1 + Math.floor(next() * Math.min(pages, 400));
    const list = await getJson(base, `${contestApi}/results?page=${page}&pageSize=${PAGE_SIZE}`);
    const row = list.items[Math.floor(next() * list.items.length)];
    if (!row) continue;
    participants.push(row.id);
    if (names.size < SEARCH_NAMES && row.lastName) names.add(row.lastName);
  }
  const ageGroups = [
    ...new Set(
      (await getJson(base, `${contestApi}/results?pageSize=500`)).items
        .map((row) => row.ageGroup)
        .filter(Boolean),
    ),
  ].slice(0, 8);

  const eventIds = details.map((event) => event.id);
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const page = () => 1 + Math.floor(Math.random() * Math.min(pages, 40));
  const locale = () => pick(['', '', '', '/fr', '/es', '/ar']);
  const mix = [
    {
      name: 'events list',
      weight: 10,
      path: () => `${locale()}${pick(['/', '/?period=all', '/?period=past', '/?period=all&country=MA'])}`,
    },
    { name: 'event page', weight: 5, path: () => `${locale()}/event/${pick(eventIds)}` },
    {
      name: 'results (pages, filters)',
      weight: 30,
      path: () => {
        const filter = pick([
          '',
          '',
          'gender=f&',
          'gender=m&',
          `ageGroup=${encodeURIComponent(pick(ageGroups) ?? '')}&`,
        ]);
        return `${locale()}${contestPage}/results?${filter}page=${filter ? 1 + Math.floor(Math.random() * 5) : page()}`;
      },
    },
    {
      name: 'participant page',
      weight: 30,
      path: () => `${locale()}/event/${biggest.eventId}/participants/${pick(participants)}`,
    },
    {
      name: 'search',
      weight: 10,
      path: () =>
        `${locale()}/event/${biggest.eventId}/participants?q=${encodeURIComponent(pick([...names]))}`,
    },
    { name: 'start list', weight: 5, path: () => `${locale()}${contestPage}/startlist?page=${page()}` },
    {
      name: 'API reads',
      weight: 10,
      path: () =>
        pick([
          `${contestApi}/results?page=${page()}&pageSize=100`,
          `/api/events/${biggest.eventId}/participants/${pick(participants)}`,
          '/api/events?period=upcoming',
        ]),
    },
  ];
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  return {
    facts: {
      contest: `${biggest.eventId}/${biggest.id} (${biggest.participantCount} entrants, ${biggest.finisherCount} finishers, ${pages} result pages)`,
      live: live ? `${live.eventId}/${live.id}` : null,
      distinctParticipants: participants.length,
      names: names.size,
    },
    livePath: live ? `/api/events/${live.eventId}/contests/${live.id}/live` : `${contestApi}/live`,
    samplePage: `${contestPage}/results`,
    mix: mix.map((entry) => `${entry.name} ${Math.round((entry.weight / total) * 100)}%`).join(', '),
    /** A random path of the mix. */
    nextPath() {
      let roll = Math.random() * total;
      for (const entry of mix) {
        roll -= entry.weight;
        if (roll < 0) return entry.path();
      }
      return mix[0].path();
    },
  };
}
