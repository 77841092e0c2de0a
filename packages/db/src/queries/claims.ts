/** Result claims: the public claim form's one write, and the contact's export. */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DbError, isUniqueViolation } from '../errors.js';
import { type Db } from '../handle.js';
import { epochMs } from '../sql-fragments.js';

export type ClaimInput = {
  eventId: string;
  contestId: string;
  bib: string;
  name: string;
  /** The time the claimant believes is right, as typed. */
  time: string | null;
  problem: string;
  reason: string;
  /** A hash identifying the client (never the raw address): rate limits count per hash. */
  clientHash: string;
};

export type ClaimRow = Omit<ClaimInput, 'clientHash'> & { reference: string; createdAt: number };

/** Crockford base 32 without look-alikes (no I, L, O, U). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A claim reference, e.g. `CLM-7K2M9Q4X`: 40 random bits, easy to read over the phone. */
export function newClaimReference(): string {
  return `CLM-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
}

/** Stores a claim and returns it with its reference. DbError `unknown_contest` for an unknown contest. */
export async function createClaim(db: Db, claim: ClaimInput): Promise<ClaimRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db.transaction((tx) =>
        tx.query<{ reference: string; createdAt: number }>(sql`
        insert into claims (reference, contest_key, bib, name, time, problem, reason, client_hash)
        select ${newClaimReference()}, c.key, ${claim.bib}, ${claim.name}, ${claim.time}, ${claim.problem},
          ${claim.reason}, ${claim.clientHash}
        from contests c where c.event_id = ${claim.eventId} and c.id = ${claim.contestId}
        returning reference, ${epochMs(sql`created_at`)} as "createdAt"`),
      );
      if (row === undefined)
        throw new DbError('unknown_contest', `Unknown contest ${claim.eventId}/${claim.contestId}`);
      const { clientHash: _clientHash, ...rest } = claim;
      return { ...rest, ...row };
    } catch (error) {
      // A reference collision (1 in 2^40 per pair): draw another. The savepoint kept a caller's transaction usable.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * The claims of a contest, or of every contest of the event when `contestId` is null, oldest first: what the
 * contest's contact exports.
 */
export function findClaims(db: Db, eventId: string, contestId: string | null = null): Promise<ClaimRow[]> {
  return db.query<ClaimRow>(sql`
    select c.event_id as "eventId", c.id as "contestId", cl.bib, cl.name, cl.time, cl.problem, cl.reason,
      cl.reference, ${epochMs(sql`cl.created_at`)} as "createdAt"
    from claims cl join contests c on c.key = cl.contest_key
    where c.event_id = ${eventId} and (${contestId}::text is null or c.id = ${contestId})
    order by cl.created_at, cl.key`);
}

/** How many claims a client sent since `sinceMs`: the per-client rate limit. */
export async function countRecentClaims(db: Db, clientHash: string, sinceMs: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(sql`
    select count(*)::int as count from claims where client_hash = ${clientHash} and created_at >= to_timestamp(${sinceMs} / 1000.0)`);
  return row?.count ?? 0;
}

export type ClaimRate = {
  /** Claims the client sent within the window. */
  count: number;
  /** Milliseconds until the oldest of them leaves the window (0 when there are none). */
  retryAfterMs: number;
};

/**
 * The client's claims within the last `windowMs`, judged on the database's clock — the one that stamps
 * `created_at` — so every API instance counts the same claims whatever its own clock says.
 */
export async function getClaimRate(db: Db, clientHash: string, windowMs: number): Promise<ClaimRate> {
  const [row] = await db.query<{ count: number; retryAfterMs: number | null }>(sql`
    select count(*)::int as count,
      ceil(date_part('epoch', min(created_at) + ${windowMs}::float8 * interval '1 millisecond' - now()) * 1000)::float8
        as "retryAfterMs"
    from claims
    where client_hash = ${clientHash} and created_at > now() - ${windowMs}::float8 * interval '1 millisecond'`);
  return { count: row?.count ?? 0, retryAfterMs: Math.max(0, row?.retryAfterMs ?? 0) };
}

export type ClaimLimit = { max: number; windowMs: number };

/**
 * Stores a claim unless the client already has `limit.max` claims within the window: then nothing is stored and
 * the answer is the client's rate. Count and insert happen under a per-client transaction lock, so a burst of
 * parallel posts (on any number of API instances) can never store more than the limit.
 */
export async function createClaimWithinLimit(
  db: Db,
  claim: ClaimInput,
  limit: ClaimLimit,
): Promise<{ claim: ClaimRow } | { rate: ClaimRate }> {
  return db.transaction(async (tx) => {
    await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`claims:${claim.clientHash}`}))`);
    const rate = await getClaimRate(tx, claim.clientHash, limit.windowMs);
    if (rate.count >= limit.max) return { rate };
    return { claim: await createClaim(tx, claim) };
  });
}
