/**
 * The receiving side of Web Push message encryption (RFC 8291 on RFC 8188's aes128gcm), written from the RFCs on
 * node:crypto alone — not with the library the site sends with — so a test's receiver checks the sender against
 * the standard, not against itself. Its own test decrypts RFC 8291's worked example.
 */
import { createDecipheriv, createECDH, hkdfSync } from 'node:crypto';

/** A browser's subscription keys: the P-256 pair (private 32 octets, public 65 uncompressed) and the auth secret. */
export type ReceiverKeys = { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer };

/** Decrypts an aes128gcm message body sent to `keys` (RFC 8291 §3.4, RFC 8188 §2); throws when it is not one. */
export function decryptPushMessage(body: Buffer, keys: ReceiverKeys): Buffer {
  // RFC 8188 §2.1: salt (16) | record size (4) | key id length (1) | key id (the sender's public key, 65).
  if (body.length < 21) throw new Error('The body is shorter than an aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  if (idLength !== 65)
    throw new Error(`The key id is ${idLength} octets, not an uncompressed P-256 key (65)`);
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  // RFC 8291 §4: a push message is a single record.
  if (records.length > recordSize) throw new Error('A push message must be one record');
  if (records.length < 17) throw new Error('The record is shorter than its tag');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const sharedSecret = ecdh.computeSecret(senderPublic);
  // RFC 8291 §3.4: IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" 0x00 ua_public as_public, 32).
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, keys.authSecret, keyInfo, 32));
  // RFC 8188 §2.2–2.3: the content key and nonce from the salt.
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // RFC 8188 §2: the last record ends with the delimiter 0x02, then zero or more 0x00 of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (end < 0 || padded[end] !== 2) throw new Error('The record has no last-record delimiter');
  return padded.subarray(0, end);
}

/** A new browser-like key set: a P-256 pair and a 16-octet auth secret. */
export function newReceiverKeys(randomAuth: Buffer): ReceiverKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), authSecret: randomAuth };
}
