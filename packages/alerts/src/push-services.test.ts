import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-services.js';

describe('push endpoints the site posts to', () => {
  it('accepts the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXk3:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ])
      expect(isAllowedPushEndpoint(endpoint), endpoint).toBe(true);
  });

  it('refuses anything else: other hosts, plain http, ports, credentials, look-alikes', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://notify.windows.com/x',
      'https://evilpush.apple.com.example/x',
      'http://127.0.0.1:5432/',
      'http://169.254.169.254/latest/meta-data',
      'not a url',
    ])
      expect(isAllowedPushEndpoint(endpoint), endpoint).toBe(false);
  });

  it('accepts the origins the operator adds, exactly', () => {
    const extra = ['http://127.0.0.1:9000'];
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/push/abc', extra)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9001/push/abc', extra)).toBe(false);
  });
});
