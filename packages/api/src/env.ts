/**
 * The API's configuration, read and validated once at boot. The only module that reads process.env.
 * Every default works offline: no DATABASE_URL means the embedded PGlite database.
 */
import { isIP } from 'node:net';
import { DEFAULT_STREAMS_PER_CLIENT } from './routes/live/stream-permits.js';

/**
 * Which proxies in front of the API may name the client in `X-Forwarded-For` (TRUST_PROXY): none (`false`, the
 * socket's peer is the client), the `number` nearest hops (every request comes through exactly that many
 * proxies), or the proxies' addresses — IPs, CIDR ranges and `loopback`, `linklocal`, `uniquelocal`. The client
 * is the nearest address that is not a trusted proxy; entries further left were written by the client itself.
 */
export type TrustProxy = false | number | readonly string[];

/** Named ranges TRUST_PROXY accepts besides addresses and CIDRs. */
export const TRUST_PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;
const MAX_TRUSTED_HOPS = 10;
export type ApiEnv = {
  /** TCP port of the standalone server. */
  port: number;
  /** The site's public origin for absolute URLs (PUBLIC_URL, formerly SITE_URL); default http://localhost:PORT. */
  publicUrl: string;
  /** Interface to bind. */
  host: string;
  /** PostgreSQL connection string; null for the embedded PGlite database. */
  databaseUrl: string | null;
  /** PostgreSQL read replica for the public reads, when set. */
  databaseReadUrl: string | null;
  /** PGlite data folder when no DATABASE_URL. */
  dataDir: string;
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /** Allowed CORS origin(s) for the GET API: `*` or a comma-separated list. */
  corsOrigin: string;
  /** The proxies whose X-Forwarded-* headers count (client address for rate limits); false: none. */
  trustProxy: TrustProxy;
  /** Megabytes of serialised answers kept in memory by ETag; 0 turns the response cache off. */
  responseCacheMb: number;
  /** Megabytes of contest fields kept in memory for the reads (FIELD_CACHE_MB, ADR 025). */
  fieldCacheMb: number;
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class EnvError extends Error {
  override name = 'EnvError';
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Reads the environment (process.env by default) into a validated ApiEnv; throws EnvError naming the variable. */
export function readEnv(source: Readonly<Record<string, string | undefined>> = process.env): ApiEnv {
  const portText = nonEmpty(source.PORT) ?? '3001';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new EnvError(`PORT must be an integer from 0 to 65535, got "${portText}".`);
  }
  const logLevel = nonEmpty(source.LOG_LEVEL) ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new EnvError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}".`);
  }
  const databaseUrl = nonEmpty(source.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new EnvError('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  const databaseReadUrl = nonEmpty(source.DATABASE_READ_URL);
  if (databaseReadUrl && !/^postgres(ql)?:\/\//.test(databaseReadUrl)) {
    throw new EnvError('DATABASE_READ_URL must start with postgres:// or postgresql://.');
  }
  // Writes and live streams need the primary: a replica alone would take ingest and fail.
  if (databaseReadUrl && !databaseUrl) {
    throw new EnvError('DATABASE_READ_URL needs DATABASE_URL too: the primary takes the writes.');
  }
  const cacheText = nonEmpty(source.RESPONSE_CACHE_MB) ?? '256';
  const responseCacheMb = Number(cacheText);
  if (!Number.isFinite(responseCacheMb) || responseCacheMb < 0 || responseCacheMb > 16_384) {
    throw new EnvError(`RESPONSE_CACHE_MB must be a number from 0 to 16384, got "${cacheText}".`);
  }
  const fieldText = nonEmpty(source.FIELD_CACHE_MB) ?? '512';
  const fieldCacheMb = Number(fieldText);
  if (!Number.isFinite(fieldCacheMb) || fieldCacheMb < 1 || fieldCacheMb > 65_536) {
    throw new EnvError(`FIELD_CACHE_MB must be a number from 1 to 65536, got "${fieldText}".`);
  }
  // Absolute URLs (the calendar's) come from here, never from a request's Host (docs/operations.md §CDN).
  const publicUrlName = nonEmpty(source.PUBLIC_URL) ? 'PUBLIC_URL' : 'SITE_URL';
  const publicUrlText = nonEmpty(source[publicUrlName]);
  let publicUrl = `http://localhost:${port}`;
  if (publicUrlText) {
    const url = URL.canParse(publicUrlText) ? new URL(publicUrlText) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new EnvError(`${publicUrlName} must be an http(s) URL, got "${publicUrlText}".`);
    }
    publicUrl = url.origin + url.pathname.replace(/\/+$/, '');
  }
  return {
    port,
    publicUrl,
    host: nonEmpty(source.HOST) ?? '0.0.0.0',
    databaseUrl,
    databaseReadUrl,
    dataDir: nonEmpty(source.PGLITE_DIR) ?? '.data/pglite',
    logLevel,
    corsOrigin: nonEmpty(source.CORS_ORIGIN) ?? '*',
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    responseCacheMb,
    fieldCacheMb,
  };
}

/**
 * TRUST_PROXY: `false` (default) | a hop count | a comma-separated list of addresses, CIDRs and named ranges.
 * `true` means 1 hop: it used to trust every entry, which let a client name itself with X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (nonEmpty(value) ?? 'false').toLowerCase();
  if (['false', 'no', 'off', '0'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_TRUSTED_HOPS) {
      throw new EnvError(`TRUST_PROXY must be a hop count from 0 to ${MAX_TRUSTED_HOPS}, got "${text}".`);
    }
    return hops;
  }
  const entries = text.split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    if (!isTrustEntry(entry)) {
      throw new EnvError(
        `TRUST_PROXY must be false, a hop count, or a list of addresses, CIDRs and ${TRUST_PROXY_RANGES.join(', ')}; ` +
          `"${entry}" is none of these.`,
      );
    }
  }
  return entries;
}

function isTrustEntry(entry: string): boolean {
  if ((TRUST_PROXY_RANGES as readonly string[]).includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Shortest INGEST_TOKEN accepted: a guessable token would open the only write path to race data. */
export const MIN_INGEST_TOKEN_LENGTH = 16;

/**
 * INGEST_TOKEN: the bearer token of POST /api/ingest/passings; null (unset) turns ingest off. Read apart from
 * readEnv so that every host of the app (server.ts, the CLI's serve) gets it through buildApp's default.
 */
/**
 * PUBLIC_API_RATE_LIMIT: requests a minute each client may send to the versioned public API (/api/v1), default
 * 600; read when the app is built.
 */
export function readPublicApiRateLimit(
  source: Readonly<Record<string, string | undefined>> = process.env,
): number {
  const text = nonEmpty(source.PUBLIC_API_RATE_LIMIT);
  if (text === null) return 600;
  const max = Number(text);
  if (!Number.isInteger(max) || max < 1)
    throw new EnvError(`PUBLIC_API_RATE_LIMIT must be a whole number of requests a minute, got "${text}".`);
  return max;
}

/** LIVE_STREAMS_PER_CLIENT: live streams one client (an address, an IPv6 /64) may hold open at the origin. */
export function readStreamsPerClient(
  source: Readonly<Record<string, string | undefined>> = process.env,
): number {
  const text = nonEmpty(source.LIVE_STREAMS_PER_CLIENT);
  if (text === null) return DEFAULT_STREAMS_PER_CLIENT;
  const max = Number(text);
  if (!Number.isInteger(max) || max < 1)
    throw new EnvError(`LIVE_STREAMS_PER_CLIENT must be a whole number of streams, got "${text}".`);
  return max;
}

export function readIngestToken(
  source: Readonly<Record<string, string | undefined>> = process.env,
): string | null {
  const token = nonEmpty(source.INGEST_TOKEN);
  if (token !== null && (token.length < MIN_INGEST_TOKEN_LENGTH || /\s/.test(token))) {
    throw new EnvError(
      `INGEST_TOKEN must be at least ${MIN_INGEST_TOKEN_LENGTH} characters without spaces (e.g. openssl rand -hex 32).`,
    );
  }
  return token;
}

/** Web Push alerts (docs/alerts.md): the VAPID identity, the retention, the extra push origins; null: turned off. */
export type PushSettings = {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither (neither: generated once, kept in the database). */
  publicKey: string | null;
  privateKey: string | null;
  /** VAPID_SUBJECT: how a push service reaches the operator; default PUBLIC_URL when https, else a mailto:. */
  subject: string;
  /** PUSH_RETENTION_DAYS: subscriptions are deleted this many days after their event's last day (default 7). */
  retentionDays: number;
  /** PUSH_ENDPOINT_ORIGINS: origins accepted besides the browsers' push services (a test's receiver). */
  endpointOrigins: string[];
};

/** ALERTS=off turns alerts off (no routes, no sending); otherwise the push settings. */
export function readPushSettings(
  source: Readonly<Record<string, string | undefined>> = process.env,
  publicUrl: string = readEnv(source).publicUrl,
): PushSettings | null {
  if (['off', 'false', 'no', '0'].includes((nonEmpty(source.ALERTS) ?? 'on').toLowerCase())) return null;
  const publicKey = nonEmpty(source.VAPID_PUBLIC_KEY);
  const privateKey = nonEmpty(source.VAPID_PRIVATE_KEY);
  if ((publicKey === null) !== (privateKey === null))
    throw new EnvError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.');
  if (publicKey !== null && !/^B[A-Za-z0-9_-]{86}$/.test(publicKey))
    throw new EnvError('VAPID_PUBLIC_KEY must be an uncompressed P-256 key in base64url (87 characters).');
  if (privateKey !== null && !/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    throw new EnvError('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters).');
  const subject =
    nonEmpty(source.VAPID_SUBJECT) ??
    (publicUrl.startsWith('https://') ? publicUrl : 'mailto:webpush@finishline.invalid');
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject))
    throw new EnvError('VAPID_SUBJECT must be a mailto: address or an https: URL.');
  const daysText = nonEmpty(source.PUSH_RETENTION_DAYS) ?? '7';
  const retentionDays = Number(daysText);
  if (!Number.isInteger(retentionDays) || retentionDays < 0 || retentionDays > 90)
    throw new EnvError(`PUSH_RETENTION_DAYS must be a whole number of days from 0 to 90, got "${daysText}".`);
  const endpointOrigins = (nonEmpty(source.PUSH_ENDPOINT_ORIGINS) ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of endpointOrigins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin)
      throw new EnvError(
        `PUSH_ENDPOINT_ORIGINS takes origins such as http://127.0.0.1:9000, got "${origin}".`,
      );
  }
  return { publicKey, privateKey, subject, retentionDays, endpointOrigins };
}
