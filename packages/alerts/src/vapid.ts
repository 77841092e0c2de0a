/**
 * The site's VAPID identity (RFC 8292): the key pair push services know our messages by, and a contact. From
 * configuration when given (several instances must share one pair); else generated on first start and kept in the
 * database, so every instance and every restart signs with the same key — a new key would orphan every
 * subscription made with the old one.
 */
import { type Db, getOrCreateSiteKey } from '@finishline/db';
import webpush from 'web-push';

export type VapidIdentity = {
  /** Uncompressed P-256 public key, base64url: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: URL the push service can reach the sender at. */
  subject: string;
};

export type VapidSettings = { publicKey: string | null; privateKey: string | null; subject: string };

const SITE_KEY = 'vapid';

/** The configured pair, or the one kept in the database (made now if there is none). */
export async function loadVapidIdentity(db: Db, settings: VapidSettings): Promise<VapidIdentity> {
  if (settings.publicKey !== null && settings.privateKey !== null)
    return { publicKey: settings.publicKey, privateKey: settings.privateKey, subject: settings.subject };
  const pair = await getOrCreateSiteKey(db, SITE_KEY, () => webpush.generateVAPIDKeys());
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject: settings.subject };
}

/** How long a signed VAPID claim is used before a new one is signed (RFC 8292 allows up to 24 hours). */
const CLAIM_LIFETIME_S = 12 * 3600;

/**
 * The Authorization header for a push service's origin, signed once per origin and reused until an hour before it
 * expires: signing per message would cost more than encrypting it.
 */
export function createVapidSigner(identity: VapidIdentity, now: () => number = Date.now) {
  const claims = new Map<string, { header: string; renewAt: number }>();
  return (audience: string): string => {
    const held = claims.get(audience);
    if (held !== undefined && held.renewAt > now()) return held.header;
    const expiration = Math.floor(now() / 1000) + CLAIM_LIFETIME_S;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      identity.subject,
      identity.publicKey,
      identity.privateKey,
      'aes128gcm',
      expiration,
    );
    claims.set(audience, { header: Authorization, renewAt: (expiration - 3600) * 1000 });
    return Authorization;
  };
}
