/**
 * The claim form (design §3 Claims), the site's one public write, for both of its doors: the API's POST and the
 * contact tab's form action on the site's server. Checked by the contract's schema, stored through @finishline/db
 * with a reference number, at most `limits.claims` per client (an address, an IPv6 /64: client-key.ts) within the
 * window, counted in the database so that every instance agrees. Claims are stored as plain text and only ever
 * leave as JSON or CSV (the contact's export): nothing renders them as HTML.
 */
import { ClaimBody, type ClaimCreated } from '@finishline/contract';
import { createClaimWithinLimit, type Db, DbError, getContestVersion } from '@finishline/db';
import { ApiError, notFound } from '../api-error.js';
import { checkId, queryChecker } from '../checked-input.js';
import { clientHash } from '../client-key.js';
import { toIso } from '../presenters/instant.js';

export type ClaimLimit = {
  /** Claims stored per client within the window. */
  claims: number;
  windowMs: number;
};

export const CLAIM_LIMIT: ClaimLimit = { claims: 5, windowMs: 10 * 60_000 };

const checkBody = queryChecker(ClaimBody, 'body field');

/** A 429 with the seconds to wait (the API sends them as Retry-After). */
export class ClaimRateLimited extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    limit: ClaimLimit,
  ) {
    super(
      429,
      'rate_limited',
      `Too many claims: at most ${limit.claims} every ${limit.windowMs / 60_000} minutes from one client.`,
    );
  }
}

/** `db` is where claims are written and counted: the primary when the reads come from a replica. */
export function claimWrites(db: Db, limit: ClaimLimit = CLAIM_LIMIT) {
  return {
    /**
     * Stores a claim from the client at `clientIp` and answers its reference; 404 for an unknown contest, 400 for
     * a body the schema refuses, ClaimRateLimited past the limit. Nothing is stored unless it answers.
     */
    async submitClaim(
      ref: { eventId: string; contestId: string },
      input: ClaimBody,
      clientIp: string,
    ): Promise<ClaimCreated> {
      const eventId = checkId(ref.eventId, 'Contest');
      const contestId = checkId(ref.contestId, 'Contest');
      const body = checkBody(input);
      if (!(await getContestVersion(db, eventId, contestId))) throw notFound('Contest');
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
            clientHash: clientHash(clientIp),
          },
          { max: limit.claims, windowMs: limit.windowMs },
        );
        if ('rate' in outcome) {
          throw new ClaimRateLimited(Math.max(1, Math.ceil(outcome.rate.retryAfterMs / 1000)), limit);
        }
        const { claim } = outcome;
        return { reference: claim.reference, eventId, contestId, createdAt: toIso(claim.createdAt) };
      } catch (error) {
        if (error instanceof DbError && error.code === 'unknown_contest') throw notFound('Contest');
        throw error;
      }
    },
  };
}
