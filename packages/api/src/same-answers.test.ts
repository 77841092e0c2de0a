/**
 * One read road (ADR 024): every public read gives the same body and ETag called in process (as the site's loaders
 * call it) and over HTTP (the API's route), for random ids — real or unknown — filters and pages, on PGlite and
 * PostgreSQL. A refusal is the same status both ways.
 */
import { type Answer, createReads, type Reads } from '@finishline/reads';
import { upsertBundle } from '@finishline/db';
import { openTestDb } from '@finishline/db/testing';
import fc from 'fast-check';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createFixtureBundle, FIXTURE_NOW } from './testing/fixture-bundle.js';
import { testDbKinds } from './testing/test-app.js';

type Case = { url: string; read: (reads: Reads) => Promise<Answer<unknown>> };

const EVENTS = ['casablanca-marathon-2026', 'paris-10k-2026', 'lyon-gran-fondo-2025', 'no-such-event'];
const CONTESTS = ['marathon', '10k', 'semi', 'olympic', 'no-such-contest'];
const PARTICIPANTS = ['1', '2', '3', '7', '12', '101', 'nobody'];
const CHECKPOINTS = ['km10', 'half', 'finish', 'km5', 'start', 'nope'];

/** The query as the HTTP client sends it, and as the in-process caller passes it (typed). */
function search(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

const defined = <T extends object>(query: T): T =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as T;

const filters = fc.record({
  gender: fc.constantFrom(undefined, 'm', 'f', 'x'),
  ageGroup: fc.constantFrom(undefined, 'M40', 'F35', 'MSEN'),
  nation: fc.constantFrom(undefined, 'MA', 'FR'),
  status: fc.constantFrom(undefined, 'finished', 'dnf', 'dsq', 'started'),
});
const paging = fc.record({
  page: fc.constantFrom(undefined, 1, 2, 3),
  pageSize: fc.constantFrom(undefined, 1, 2, 5, 100),
});
const ids = fc.record({
  eventId: fc.constantFrom(...EVENTS),
  contestId: fc.constantFrom(...CONTESTS),
  participantId: fc.constantFrom(...PARTICIPANTS),
});

const cases: fc.Arbitrary<Case> = fc.oneof(
  fc
    .tuple(
      paging,
      fc.constantFrom(undefined, 'upcoming', 'past', 'all'),
      fc.constantFrom(undefined, 'MA', 'FR'),
    )
    .map(([page, period, country]): Case => {
      const query = defined({ ...page, period: period as 'all' | undefined, country });
      return { url: `/api/events${search(query)}`, read: (reads) => reads.events(query) };
    }),
  fc.constantFrom('en', 'es', 'fr', 'ar').map((locale): Case => {
    const query = { locale: locale as 'en' };
    return { url: `/api/events/filters${search(query)}`, read: (reads) => reads.eventFilters(query) };
  }),
  ids.map(({ eventId }): Case => ({
    url: `/api/events/${eventId}`,
    read: (reads) => reads.event({ eventId }),
  })),
  ids.map(({ eventId }): Case => ({
    url: `/api/events/${eventId}/contests`,
    read: (reads) => reads.contests({ eventId }),
  })),
  ids.map(({ eventId, contestId }): Case => ({
    url: `/api/events/${eventId}/contests/${contestId}`,
    read: (reads) => reads.contest({ eventId, contestId }),
  })),
  fc
    .tuple(
      ids,
      filters,
      paging,
      fc.constantFrom(undefined, ...CHECKPOINTS),
      fc.constantFrom(undefined, 'ageGrade'),
    )
    .map(([{ eventId, contestId }, filter, page, checkpoint, ranking]): Case => {
      const query = defined({ ...filter, ...page, checkpoint, ranking: ranking as 'ageGrade' | undefined });
      return {
        url: `/api/events/${eventId}/contests/${contestId}/results${search(query)}`,
        read: (reads) => reads.results({ eventId, contestId }, query as never),
      };
    }),
  fc
    .tuple(
      ids,
      filters,
      paging,
      fc.constantFrom(undefined, 'bib', 'name'),
      fc.constantFrom(undefined, 'amina', 'el', 'zz'),
    )
    .map(([{ eventId, contestId }, filter, page, sort, text]): Case => {
      const query = defined({ ...filter, ...page, sort: sort as 'bib' | undefined, text });
      return {
        url: `/api/events/${eventId}/contests/${contestId}/participants${search(query)}`,
        read: (reads) => reads.startList({ eventId, contestId }, query as never),
      };
    }),
  ids.map(({ eventId, participantId }): Case => ({
    url: `/api/events/${eventId}/participants/${participantId}`,
    read: (reads) => reads.participant({ eventId, participantId }),
  })),
  fc
    .tuple(ids, fc.subarray(['1', '2', '3', '7', '99'], { minLength: 1 }))
    .map(([{ eventId, contestId }, bibs]): Case => {
      const query = { bibs: bibs.join(',') };
      return {
        url: `/api/events/${eventId}/contests/${contestId}/tracking${search(query)}`,
        read: (reads) => reads.tracking({ eventId, contestId }, query),
      };
    }),
  fc.tuple(ids, fc.constantFrom(...CHECKPOINTS)).map(([{ eventId, contestId }, checkpoint]): Case => {
    const query = { checkpoint };
    return {
      url: `/api/events/${eventId}/contests/${contestId}/coming-next${search(query)}`,
      read: (reads) => reads.comingNext({ eventId, contestId }, query),
    };
  }),
  fc.tuple(ids, fc.constantFrom('amina', 'el idr', '3', 'zzz', 'jose')).map(([{ eventId }, text]): Case => {
    const query = { text };
    return {
      url: `/api/events/${eventId}/search/participants${search(query)}`,
      read: (reads) => reads.search({ eventId }, query),
    };
  }),
  ids.map(({ eventId, contestId }): Case => ({
    url: `/api/events/${eventId}/contests/${contestId}/live/snapshot`,
    read: (reads) => reads.liveSnapshot({ eventId, contestId }),
  })),
);

/** The in-process answer as HTTP would carry it: status, ETag and JSON, or the refusal's status. */
async function inProcess(read: () => Promise<Answer<unknown>>) {
  try {
    const answer = await read();
    return {
      status: 200,
      etag: answer.etag,
      body: JSON.parse(JSON.stringify(await answer.value())) as unknown,
    };
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode ?? 500, etag: undefined, body: undefined };
  }
}

describe.each(testDbKinds())('the same answers in process and over HTTP on %s', (kind) => {
  let app: FastifyInstance;
  let reads: Reads;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const db = await openTestDb(kind);
    await upsertBundle(db, createFixtureBundle());
    const now = () => FIXTURE_NOW;
    reads = createReads({ db, now });
    app = await buildApp({ db, now, reads: createReads({ db, now }), responseCacheBytes: 0 });
    await app.ready();
    close = async () => {
      await app.close();
      await db.close();
    };
  });

  afterAll(() => close());

  it('gives every read the same body and ETag, or the same refusal', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async ({ url, read }) => {
        const http = await app.inject({ url });
        const own = await inProcess(() => read(reads));
        expect(own.status, url).toBe(http.statusCode);
        if (http.statusCode !== 200) return;
        expect(own.etag, url).toBe(http.headers.etag);
        expect(own.body, url).toEqual(JSON.parse(http.body));
      }),
      { numRuns: 300 },
    );
  });
});
