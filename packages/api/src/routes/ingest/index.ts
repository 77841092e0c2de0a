/**
 * POST /api/ingest/passings: timing reads pushed by a timing system (bearer token INGEST_TOKEN). Each read is
 * checked on its own; the accepted ones are committed before the answer, with their contests marked pending a
 * recompute; then those contests are recomputed (coalesced and retried, see lib/recompute-queue.ts; what is left
 * pending is swept up at start-up and every 30 s), and the recompute's NOTIFY wakes every instance's live
 * streams. Without INGEST_TOKEN the endpoint answers 503.
 *
 * The token is checked first (in constant time), before any budget is spent: authenticated timing systems have a
 * budget of their own per client address that no anonymous traffic can use up, and failed attempts count in a
 * separate, smaller budget (then 429), so guessing and floods of bad tokens are cut short too.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IngestBody,
  IngestEnvelope,
  IngestErrorResponse,
  type IngestErrorCode,
  type IngestRejection,
  type IngestResult,
  IngestResult as IngestResultSchema,
  MAX_INGEST_READS,
} from '@finishline/contract';
import {
  catchUpLists,
  type Db,
  DbError,
  findPendingRecomputes,
  ingestReads,
  type IngestReadsResult,
  recomputeContest,
} from '@finishline/db';
import { parsePassingsBatch } from '@finishline/ingest';
import { type FastifyReply } from 'fastify';
import { Compile } from 'typebox/compile';
import { ApiError } from '@finishline/reads';
import { createBearerCheck } from '../../lib/bearer-token.js';
import { createFixedWindowLimiter, type RateLimit } from '../../lib/fixed-window-limiter.js';
import { createListCatchUp } from '../../lib/list-catch-up.js';
import { createRecomputeQueue, createRecomputeSweep } from '../../lib/recompute-queue.js';

export type IngestRoutesOptions = {
  /** The primary database (ingest writes). */
  db: Db;
  /** The bearer token; null turns ingest off (503). */
  token: string | null;
  /** Authenticated requests per client address (default 3 000 a minute: a box pushing every 100 ms uses 600). */
  rateLimit?: RateLimit;
  /** Requests with a missing or wrong token per client address before 429 (default INGEST_AUTH_FAILURE_LIMIT). */
  authFailureLimit?: RateLimit;
};

/** Failed authentications allowed per client address: a misconfigured box sees its 401s, a guesser gets 429s. */
export const INGEST_AUTH_FAILURE_LIMIT: RateLimit = { max: 30, windowMs: 60_000 };

/** 5 000 reads of a few hundred bytes each, with room to spare. */
const BODY_LIMIT = 4 * 1024 * 1024;

const checkEnvelope = Compile(IngestEnvelope);

function sendIngestError(reply: FastifyReply, status: number, code: IngestErrorCode, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ error: { code, message } } satisfies IngestErrorResponse);
}

export const ingestRoutes: FastifyPluginAsyncTypebox<IngestRoutesOptions> = async (app, options) => {
  const { db } = options;
  const isAuthorized = options.token === null ? null : createBearerCheck(options.token);
  const limiter = createFixedWindowLimiter(options.rateLimit ?? { max: 3000, windowMs: 60_000 });
  const failures = createFixedWindowLimiter(options.authFailureLimit ?? INGEST_AUTH_FAILURE_LIMIT);
  const lists = createListCatchUp(
    (contest) => catchUpLists(db, contest),
    (error, contest) => app.log.warn({ err: error, ...contest }, 'moving the lists of a live contest failed'),
  );
  const recomputes = createRecomputeQueue(
    async ({ eventId, contestId }) => {
      // The batch marked the contest pending (a request the recompute clears, bumping the version even when no
      // result moves: that bump announces the reads to the live streams). Already served — by another instance
      // or an earlier run — it costs nothing.
      await recomputeContest(db, eventId, contestId, { ifRequested: true, live: true }).catch(
        (error: unknown) => {
          if (!(error instanceof DbError && error.code === 'unknown_contest')) throw error;
        },
      );
      lists.after({ eventId, contestId });
    },
    (error, contest, failure) =>
      app.log.error({ err: error, ...contest, ...failure }, 'recompute after ingest failed'),
  );
  // What no recompute covered yet (this process died, or the database stayed away through the retries).
  const sweep = createRecomputeSweep({
    findPending: (olderThanMs) => findPendingRecomputes(db, { olderThanMs }),
    queue: recomputes,
    onError: (error) => app.log.warn({ err: error }, 'looking for pending recomputes failed'),
  });
  app.addHook('onReady', () => {
    void sweep.start();
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    await sweep.close();
    lists.close();
    await recomputes.close();
  });

  app.post(
    '/api/ingest/passings',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['ingest'],
        summary: 'Push timing reads (bearer token)',
        description:
          'Send `Authorization: Bearer <INGEST_TOKEN>`. Up to ' +
          `${MAX_INGEST_READS} reads per batch; each is checked on its own and rejected reads come back with their ` +
          'index, code and reason while the others are stored. Idempotent: a read already stored is counted in ' +
          '`duplicates` and changes nothing. The answer comes once the reads are committed; the changed contests ' +
          'are then recomputed and their live streams updated. 401 without a valid token, 503 when ingest is off; ' +
          '429 with `Retry-After` past the per-client budget (authenticated requests and failed attempts are ' +
          'counted apart).',
        body: IngestBody,
        response: {
          200: IngestResultSchema,
          400: IngestErrorResponse,
          401: IngestErrorResponse,
          413: IngestErrorResponse,
          429: IngestErrorResponse,
          503: IngestErrorResponse,
        },
      },
      // Only the envelope is checked up front: a bad read is rejected on its own, never the whole batch.
      validatorCompiler: () => (data: unknown) => {
        if (checkEnvelope.Check(data)) return { value: data };
        const error = checkEnvelope.Errors(data)[0];
        const field = error?.instancePath.split('/')[1] ?? 'passings';
        const isList =
          typeof data === 'object' && data !== null && 'passings' in data && Array.isArray(data.passings);
        const message =
          field === 'passings' && isList
            ? `must hold 1 to ${MAX_INGEST_READS} reads`
            : (error?.message ?? 'is invalid');
        return {
          error: new ApiError(400, 'invalid_parameter', `Invalid body field "${field}": ${message}.`, field),
        };
      },
      // Before the body is read: refusals cost no parsing.
      onRequest: async (request, reply) => {
        if (isAuthorized === null) {
          return sendIngestError(
            reply,
            503,
            'unavailable',
            'Ingest is disabled on this server: set INGEST_TOKEN.',
          );
        }
        const client = request.clientIp;
        if (isAuthorized(request.headers.authorization)) {
          const verdict = limiter.hit(client);
          if (verdict.isAllowed) return;
          reply.header('retry-after', String(verdict.retryAfterSeconds));
          return sendIngestError(reply, 429, 'rate_limited', 'Too many ingest requests; retry later.');
        }
        const failure = failures.hit(client);
        if (!failure.isAllowed) {
          reply.header('retry-after', String(failure.retryAfterSeconds));
          return sendIngestError(
            reply,
            429,
            'rate_limited',
            'Too many requests without a valid token; retry later.',
          );
        }
        request.log.warn('ingest refused: missing or wrong bearer token');
        reply.header('www-authenticate', 'Bearer realm="ingest"');
        return sendIngestError(
          reply,
          401,
          'unauthorized',
          'A valid `Authorization: Bearer <token>` is required.',
        );
      },
    },
    async (request, reply) => {
      const parsed = parsePassingsBatch(request.body);
      const stored: IngestReadsResult =
        parsed.reads.length > 0
          ? await ingestReads(db, parsed.reads)
          : { outcomes: new Map(), inserted: 0, duplicates: 0, statusChanges: 0, cursor: null, changed: [] };
      const rejected: IngestRejection[] = [...parsed.rejected];
      for (const [index, outcome] of stored.outcomes) {
        if (outcome.kind === 'rejected') rejected.push({ index, code: outcome.code, reason: outcome.reason });
      }
      rejected.sort((a, b) => a.index - b.index);
      for (const contest of stored.changed) recomputes.schedule(contest);
      const received = request.body.passings.length;
      request.log.info(
        { received, inserted: stored.inserted, duplicates: stored.duplicates, rejected: rejected.length },
        'ingested passings',
      );
      reply.header('cache-control', 'no-store');
      return {
        received,
        accepted: received - rejected.length,
        inserted: stored.inserted,
        duplicates: stored.duplicates,
        statusChanges: stored.statusChanges,
        rejected,
        cursor: stored.cursor,
      } satisfies IngestResult;
    },
  );
};
