/**
 * Sends the outbox's due alerts (docs/alerts.md): claims a batch (FOR UPDATE SKIP LOCKED and a lease: any number of
 * instances share the work, none sends a row another holds), encrypts each for its subscription, posts them to
 * their push services over kept-alive connections, and records each answer:
 * - 2xx: sent;
 * - 404 or 410: the subscription is gone (RFC 8030 §7.3): deleted, with its follows and alerts;
 * - 429, 5xx, a network error or no answer in time: tried again later, backing off (Retry-After when given);
 * - any other 4xx (a payload too large, a key the service does not know): given up, noted for the operator.
 * An instance that dies between claim and answer leaves its rows leased: another sends them when the lease ends.
 * A resent alert carries the same RFC 8030 Topic and notification tag, so the browser shows it once.
 */
import { request as httpRequest, Agent as HttpAgent } from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import {
  claimDueAlerts,
  type ClaimedAlert,
  type Db,
  failAlerts,
  markAlertsSent,
  removeSubscriptions,
  retryAlerts,
} from '@finishline/db';
import { buildPushMessage, type PushMessage } from './push-message.js';
import { createVapidSigner, type VapidIdentity } from './vapid.js';

export type SenderOptions = {
  /** Alerts claimed per round. */
  batchSize?: number;
  /** How long a claim holds its rows: longer than a round can take. */
  leaseMs?: number;
  /** Attempts before an alert is given up. */
  maxAttempts?: number;
  /** First retry delay; doubled per attempt up to maxRetryMs. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** No answer within this: tried again later. */
  timeoutMs?: number;
  /** Connections per push service. */
  socketsPerOrigin?: number;
};

/** What a round did. */
export type SendRound = {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  removedSubscriptions: number;
  /** Read → accepted latencies (ms) of the alerts sent, where the read time is known. */
  latenciesMs: number[];
};

type Outcome =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'retry'; error: string; retryAfterMs: number | null }
  | { kind: 'fail'; error: string };

export type AlertSender = {
  /** One round: claim, send, record. */
  sendDue(): Promise<SendRound>;
  close(): void;
};

export function createAlertSender(db: Db, identity: VapidIdentity, options: SenderOptions = {}): AlertSender {
  const batchSize = options.batchSize ?? 500;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 2_000;
  const maxRetryMs = options.maxRetryMs ?? 10 * 60_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agentOptions = { keepAlive: true, maxSockets: options.socketsPerOrigin ?? 32 };
  const agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };
  const authorization = createVapidSigner(identity);

  const post = (message: PushMessage): Promise<Outcome> =>
    new Promise((resolve) => {
      const isHttps = message.url.protocol === 'https:';
      const send = isHttps ? httpsRequest : httpRequest;
      const request = send(message.url, {
        method: 'POST',
        headers: message.headers,
        agent: isHttps ? agents.https : agents.http,
        timeout: timeoutMs,
      });
      request.on('response', (response) => {
        response.resume();
        resolve(classify(response.statusCode ?? 0, response.headers['retry-after']));
      });
      request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
      request.on('error', (error) => resolve({ kind: 'retry', error: error.message, retryAfterMs: null }));
      request.end(message.body);
    });

  const retryDelay = (alert: ClaimedAlert, retryAfterMs: number | null): number => {
    const backoff = Math.min(maxRetryMs, retryBaseMs * 2 ** (alert.attempts - 1));
    // Jitter, so alerts refused together do not all come back in the same second.
    return Math.max(retryAfterMs ?? 0, backoff * (0.75 + Math.random() * 0.5));
  };

  return {
    async sendDue() {
      const claimed = await claimDueAlerts(db, { limit: batchSize, leaseMs });
      const round: SendRound = {
        claimed: claimed.length,
        sent: 0,
        retried: 0,
        failed: 0,
        removedSubscriptions: 0,
        latenciesMs: [],
      };
      if (claimed.length === 0) return round;
      const outcomes = await Promise.all(
        claimed.map(async (alert): Promise<Outcome> => {
          try {
            return await post(buildPushMessage(alert, authorization));
          } catch (error) {
            // A subscription whose keys cannot encrypt (malformed): it never will.
            return { kind: 'fail', error: `not sent: ${(error as Error).message}` };
          }
        }),
      );
      const sent: number[] = [];
      const gone = new Set<number>();
      const retries: { key: number; delayMs: number; error: string }[] = [];
      const failures: { key: number; error: string }[] = [];
      const acceptedAt = Date.now();
      claimed.forEach((alert, i) => {
        const outcome = outcomes[i]!;
        if (outcome.kind === 'sent') {
          sent.push(alert.key);
          if (alert.readAt !== null) round.latenciesMs.push(acceptedAt - alert.readAt);
        } else if (outcome.kind === 'gone') gone.add(alert.subscriptionKey);
        else if (outcome.kind === 'retry' && alert.attempts < maxAttempts)
          retries.push({
            key: alert.key,
            delayMs: retryDelay(alert, outcome.retryAfterMs),
            error: outcome.error,
          });
        else failures.push({ key: alert.key, error: outcome.error });
      });
      await markAlertsSent(db, sent);
      await retryAlerts(db, retries);
      await failAlerts(db, failures);
      round.removedSubscriptions = await removeSubscriptions(db, [...gone]);
      round.sent = sent.length;
      round.retried = retries.length;
      round.failed = failures.length;
      return round;
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

/** What a push service's answer means for the alert. */
export function classify(status: number, retryAfter: string | string[] | undefined): Outcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  if (status === 429 || status >= 500)
    return { kind: 'retry', error: `HTTP ${status}`, retryAfterMs: parseRetryAfter(retryAfter) };
  return { kind: 'fail', error: `HTTP ${status}` };
}

/** Retry-After in seconds or as an HTTP date, in ms from now; null when absent or unreadable. */
function parseRetryAfter(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}
