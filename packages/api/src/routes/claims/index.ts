/**
 * The claim form (design §3 Claims), the site's one public write: validated by the contract's schema, stored
 * through @finishline/db with a reference number, rate-limited per client (`request.clientIp`: the visitor, also
 * when the site's server relays the form; see plugins/app/client-address.ts). It takes JSON or a plain HTML form
 * post (`application/x-www-form-urlencoded`), so the form works without JavaScript. Claims are stored as plain
 * text and only ever leave as JSON or CSV (the contact's export): nothing renders them as HTML.
 */
import rateLimit from '@fastify/rate-limit';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClaimBody, ClaimCreated, ContestParams, ErrorResponse } from '@finishline/contract';
import { createClaimWithinLimit, type Db, DbError, getContestVersion } from '@finishline/db';
import { ApiError, notFound } from '../../lib/api-error.js';
import { clientHash } from '../../lib/client-key.js';
import { parseFormBody } from '../../lib/form-body.js';
import { toIso } from '../../presenters/instant.js';

export type ClaimLimits = {
  /** Claims stored per client within the window (counted in the database: every instance agrees). */
  claims: number;
  /** Requests of any outcome per client within the window, per API instance (floods of invalid posts). */
  attempts: number;
  windowMs: number;
};

export const CLAIM_LIMITS: ClaimLimits = { claims: 5, attempts: 20, windowMs: 10 * 60_000 };

/** Largest body accepted: a full form in Arabic, percent-encoded, fits several times over. */
const BODY_LIMIT = 32 * 1024;

export type ClaimRoutesOptions = {
  /** Where claims are written and counted: the primary when the API reads from a replica (default: app db). */
  db?: Db;
  limits?: Partial<ClaimLimits>;
};

export const claimRoutes: FastifyPluginAsyncTypebox<ClaimRoutesOptions> = async (app, options) => {
  const db = options.db ?? app.deps.db;
  const limits = { ...CLAIM_LIMITS, ...options.limits };
  const minutes = limits.windowMs / 60_000;

  await app.register(rateLimit, {
    global: false,
    // Per visitor, also when the claim comes through the site's form action (plugins/app/client-address.ts).
    keyGenerator: (request) => request.clientIp,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', `Too many requests: retry in ${context.after}.`),
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, parseFormBody(String(body))),
  );

  app.post(
    '/api/events/:eventId/contests/:contestId/claims',
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: limits.attempts, timeWindow: limits.windowMs } },
      schema: {
        tags: ['contests'],
        summary: 'Send a result claim (the claim form of the contact tab)',
        description:
          'Stores a claim about a result and answers its reference number; the contest contact sees it in their ' +
          'export (`finishline claims list`). JSON or an HTML form post (`application/x-www-form-urlencoded`). ' +
          `At most ${limits.claims} claims per client every ${minutes} minutes (and ${limits.attempts} requests ` +
          'of any outcome): then 429 with `Retry-After`. Nothing is stored when the answer is not 201.',
        params: ContestParams,
        body: ClaimBody,
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        response: {
          201: ClaimCreated,
          400: ErrorResponse,
          404: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { eventId, contestId } = request.params;
      const body = request.body;
      reply.header('cache-control', 'no-store');
      if (!(await getContestVersion(db, eventId, contestId))) throw notFound('Contest');

      const client = clientHash(request.clientIp);
      try {
        // The limit is checked and the claim stored under one per-client lock: a parallel burst stores no more.
        const outcome = await createClaimWithinLimit(
          db,
          {
            eventId,
            contestId,
            bib: body.bib,
            name: body.name.normalize('NFC').trim(),
            time: body.time?.trim() || null,
            problem: body.problem,
            reason: body.reason.normalize('NFC').trim(),
            clientHash: client,
          },
          { max: limits.claims, windowMs: limits.windowMs },
        );
        if ('rate' in outcome) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(outcome.rate.retryAfterMs / 1000))));
          throw new ApiError(
            429,
            'rate_limited',
            `Too many claims: at most ${limits.claims} every ${minutes} minutes from one client.`,
          );
        }
        const { claim } = outcome;
        const created: ClaimCreated = {
          reference: claim.reference,
          eventId,
          contestId,
          createdAt: toIso(claim.createdAt),
        };
        return await reply.code(201).send(created);
      } catch (error) {
        if (error instanceof DbError && error.code === 'unknown_contest') throw notFound('Contest');
        throw error;
      }
    },
  );
};
