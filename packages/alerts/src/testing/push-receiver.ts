/**
 * A push service for tests: the receiving end of the Web Push protocol, on a loopback port. It takes messages as
 * RFC 8030 defines them (POST to the subscription's endpoint, `TTL` required, `Urgency`, `Topic`), checks the
 * sender's VAPID claim as RFC 8292 defines it (an ES256 JWT for this origin, signed by the key in `k`, expiring
 * within 24 hours), and decrypts each payload with the subscription's own keys (RFC 8291, rfc8291.ts), as the
 * browser would. Endpoints can be made to answer 404, 410, 429 or 500, to test what the sender does then.
 */
import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { decryptPushMessage, newReceiverKeys, type ReceiverKeys } from './rfc8291.js';

/** A subscription as the browser's PushSubscription.toJSON() gives it. */
export type ReceiverSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** A message the receiver accepted, decrypted. */
export type ReceivedMessage = {
  /** The subscription's id (the last part of its endpoint). */
  id: string;
  text: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  /** The VAPID key that signed it (base64url). */
  vapidKey: string;
  /** The JWT's `sub`. */
  subject: string;
  /** Whether this one was decrypted and its claim checked (ReceiverOptions.verifyEvery); else `text` is empty. */
  isChecked: boolean;
  receivedAt: number;
};

/** A forced answer for an endpoint: a status, and a Retry-After for 429/503. */
export type ForcedAnswer = { status: number; retryAfter?: number };

export type PushReceiver = {
  /** The origin, e.g. `http://127.0.0.1:41234` (the VAPID audience). */
  origin: string;
  /** A new browser-like subscription on this receiver. */
  subscribe(): ReceiverSubscription;
  /** Messages accepted so far, in order. */
  messages: ReceivedMessage[];
  /** Requests refused (malformed, bad VAPID claim, undecryptable), with why. */
  refusals: { id: string; status: number; reason: string }[];
  /** Every request, answered or not (forced answers included). */
  requestCount(): number;
  /** Answers `answer` to this endpoint's next requests (null: accept again). */
  force(endpoint: string, answer: ForcedAnswer | null): void;
  /** Called for every accepted message (latency measurement). */
  onMessage: ((message: ReceivedMessage) => void) | null;
  close(): Promise<void>;
};

const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);

export type ReceiverOptions = {
  /**
   * Decrypt and check the VAPID claim of one message in this many (default 1: every one). A benchmark's receiver
   * checks a sample, so that its own CPU does not cap the sender it measures; the others are still checked for
   * the protocol's headers and counted by topic.
   */
  verifyEvery?: number;
};

export async function startPushReceiver(options: ReceiverOptions = {}): Promise<PushReceiver> {
  const verifyEvery = Math.max(1, options.verifyEvery ?? 1);
  const keys = new Map<string, ReceiverKeys>();
  const forced = new Map<string, ForcedAnswer>();
  let requests = 0;
  const receiver: PushReceiver = {
    origin: '',
    messages: [],
    refusals: [],
    onMessage: null,
    requestCount: () => requests,
    subscribe() {
      const id = randomBytes(12).toString('base64url');
      const set = newReceiverKeys(randomBytes(16));
      keys.set(id, set);
      return {
        endpoint: `${receiver.origin}/push/${id}`,
        keys: { p256dh: set.publicKey.toString('base64url'), auth: set.authSecret.toString('base64url') },
      };
    },
    force(endpoint, answer) {
      const id = endpoint.split('/').at(-1) ?? '';
      if (answer === null) forced.delete(id);
      else forced.set(id, answer);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const refuse = (response: ServerResponse, id: string, status: number, reason: string) => {
    receiver.refusals.push({ id, status, reason });
    response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
  };

  const handle = (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    requests += 1;
    const match = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '');
    const id = match?.[1] ?? '';
    if (request.method !== 'POST' || match === null) return refuse(response, id, 404, 'No such endpoint');
    const answer = forced.get(id);
    if (answer !== undefined) {
      const headers: Record<string, string> = answer.retryAfter
        ? { 'retry-after': String(answer.retryAfter) }
        : {};
      response.writeHead(answer.status, headers).end();
      return;
    }
    const set = keys.get(id);
    if (set === undefined) return refuse(response, id, 404, 'No such subscription');
    // RFC 8030 §5.2: TTL is required.
    const ttlHeader = request.headers.ttl;
    if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader))
      return refuse(response, id, 400, 'TTL missing');
    const urgency = String(request.headers.urgency ?? 'normal');
    if (!URGENCIES.has(urgency)) return refuse(response, id, 400, `Urgency ${urgency}`);
    const topicHeader = request.headers.topic;
    const topic = typeof topicHeader === 'string' ? topicHeader : null;
    // RFC 8030 §5.4: a topic is at most 32 characters of the URL- and filename-safe base64 alphabet.
    if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) return refuse(response, id, 400, 'Bad topic');
    if (request.headers['content-encoding'] !== 'aes128gcm')
      return refuse(response, id, 415, 'Content-Encoding must be aes128gcm');
    const isChecked = requests % verifyEvery === 0;
    const claim = isChecked
      ? checkVapid(String(request.headers.authorization ?? ''), receiver.origin)
      : { key: '', subject: '' };
    if (typeof claim === 'string') return refuse(response, id, 403, claim);
    let text = '';
    try {
      if (isChecked) text = decryptPushMessage(body, set).toString('utf8');
    } catch (error) {
      return refuse(response, id, 400, `Undecryptable: ${(error as Error).message}`);
    }
    const message: ReceivedMessage = {
      id,
      text,
      ttl: Number(ttlHeader),
      urgency,
      topic,
      vapidKey: claim.key,
      subject: claim.subject,
      isChecked,
      receivedAt: Date.now(),
    };
    receiver.messages.push(message);
    receiver.onMessage?.(message);
    response.writeHead(201, { location: `${receiver.origin}/message/${receiver.messages.length}` }).end();
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, response, Buffer.concat(chunks)));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}

/**
 * Checks an RFC 8292 `vapid t=<jwt>, k=<key>` header: an ES256 JWT whose `aud` is this origin, `exp` in the next
 * 24 hours, `sub` a mailto: or https: URL, signed by the P-256 key `k`. The claim, or why it is refused.
 */
function checkVapid(header: string, origin: string): { key: string; subject: string } | string {
  const match = /^vapid t=([A-Za-z0-9_.-]+), ?k=([A-Za-z0-9_-]+)$/.exec(header);
  if (match === null) return 'Authorization is not a vapid claim';
  const [, token = '', key = ''] = match;
  const [head = '', payload = '', signature = ''] = token.split('.');
  const parse = (part: string): Record<string, unknown> | null => {
    try {
      return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
  };
  const header_ = parse(head);
  const claims = parse(payload);
  if (header_?.alg !== 'ES256' || claims === null) return 'The JWT is not ES256';
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 key';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'The JWT signature does not match k';
  if (claims.aud !== origin) return `aud ${String(claims.aud)} is not ${origin}`;
  const now = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600)
    return 'exp is not within the next 24 hours';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    return 'sub is not mailto: or https:';
  return { key, subject: claims.sub };
}
