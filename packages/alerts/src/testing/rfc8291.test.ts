import { describe, expect, it } from 'vitest';
import { decryptPushMessage } from './rfc8291.js';

const b64 = (text: string) => Buffer.from(text, 'base64url');

/** RFC 8291 §5 "Push Message Encryption Example" and its Appendix A. */
const EXAMPLE = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru' +
    '3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};
const keys = {
  privateKey: b64(EXAMPLE.uaPrivate),
  publicKey: b64(EXAMPLE.uaPublic),
  authSecret: b64(EXAMPLE.authSecret),
};

describe('the test receiver’s RFC 8291 decryption', () => {
  it('decrypts the RFC’s worked example', () => {
    expect(decryptPushMessage(b64(EXAMPLE.body), keys).toString('utf8')).toBe(EXAMPLE.plaintext);
  });

  it('refuses a message altered in transit, or for other keys', () => {
    const altered = b64(EXAMPLE.body);
    altered.writeUInt8(altered.readUInt8(altered.length - 20) ^ 1, altered.length - 20);
    expect(() => decryptPushMessage(altered, keys)).toThrow();
    const otherSecret = { ...keys, authSecret: Buffer.alloc(16, 7) };
    expect(() => decryptPushMessage(b64(EXAMPLE.body), otherSecret)).toThrow();
    expect(() => decryptPushMessage(Buffer.alloc(10), keys)).toThrow(/shorter/);
  });
});
