/** One Web Push request (RFC 8030): the encrypted body (RFC 8291, aes128gcm) and its headers. */
import { createHash } from 'node:crypto';
import { type AlertPayload, type ClaimedAlert } from '@finishline/db';
import webpush from 'web-push';

export type PushMessage = { url: URL; headers: Record<string, string>; body: Buffer };

/**
 * The RFC 8030 Topic of an alert: a push service keeps only the newest undelivered message of a topic, so a resent
 * alert replaces its first copy instead of arriving twice. 32 base64url characters of a hash.
 */
export function alertTopic(
  alert: Pick<ClaimedAlert, 'subscriptionKey' | 'contestKey' | 'bib' | 'topic'>,
): string {
  return createHash('sha256')
    .update(`${alert.subscriptionKey}\u0000${alert.contestKey}\u0000${alert.bib}\u0000${alert.topic}`)
    .digest()
    .subarray(0, 24)
    .toString('base64url');
}

/** Encrypts the alert's payload for its subscription and adds the headers a push service needs. */
export function buildPushMessage(
  alert: ClaimedAlert,
  authorization: (audience: string) => string,
): PushMessage {
  const url = new URL(alert.endpoint);
  const payload: AlertPayload = alert.payload;
  const encrypted = webpush.encrypt(alert.p256dh, alert.auth, JSON.stringify(payload), 'aes128gcm');
  return {
    url,
    body: encrypted.cipherText,
    headers: {
      'content-type': 'application/octet-stream',
      'content-encoding': 'aes128gcm',
      'content-length': String(encrypted.cipherText.length),
      ttl: String(alert.ttlSeconds),
      urgency: alert.urgency,
      topic: alertTopic(alert),
      authorization: authorization(url.origin),
    },
  };
}
