/**
 * POST …/claims: the claim form's write (@finishline/reads' submitClaim, which the site's own form action calls in
 * process) over HTTP, for JSON or a plain HTML form post (`application/x-www-form-urlencoded`), so the form also
 * works posted straight to the API. Besides the claims stored per client, requests of any outcome are limited per
 * client and instance (floods of invalid posts never reach the database).
 */
import rateLimit from '@fastify/rate-limit';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClaimBody, ClaimCreated, ContestParams, ErrorResponse } from '@finishline/contract';
import { parseFormBody } from '../../lib/form-body.js';
import { ApiError, CLAIM_LIMIT, ClaimRateLimited, claimWrites } from '@finishline/reads';

export type ClaimLimits = {
  /** Claims stored per client within the window (counted in the database: every instance agrees). */
  claims: number;
  /** Requests of any outcome per client within the window, per API instance (floods of invalid posts). */
  attempts: number;
  windowMs: number;
};

export const CLAIM_LIMITS: ClaimLimits = { ...CLAIM_LIMIT, attempts: 20 };

/** Largest body accepted: a full form in Arabic, percent-encoded, fits several times over. */
const BODY_LIMIT = 32 * 1024;

export type ClaimRoutesOptions = { limits?: Partial<ClaimLimits> };

export const claimRoutes: FastifyPluginAsyncTypebox<ClaimRoutesOptions> = async (app, options) => {
  const limits = { ...CLAIM_LIMITS, ...options.limits };
  // Other limits than the app's (tests) need a writer of their own.
  const claims = options.limits ? claimWrites(app.deps.primaryDb, limits) : app.deps.reads;
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
      reply.header('cache-control', 'no-store');
      try {
        const created = await claims.submitClaim(request.params, request.body, request.clientIp);
        return await reply.code(201).send(created);
      } catch (error) {
        if (error instanceof ClaimRateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );
};
