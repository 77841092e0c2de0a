import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { forwardedFor, peerAddress } from './claim-action.server';
import { displayHost } from './contact-card';

describe('forwardedFor', () => {
  const request = (headers: Record<string, string>) => new Request('http://site.test/x', { headers });
  const VISITOR = '203.0.113.7';

  it('is the incoming chain, then the visitor this server saw', () => {
    expect(forwardedFor(request({}), VISITOR)).toBe(VISITOR);
    // nginx in front (10.0.0.2): it recorded the visitor; this server's peer is nginx.
    expect(forwardedFor(request({ 'x-forwarded-for': VISITOR }), '10.0.0.2')).toBe(`${VISITOR}, 10.0.0.2`);
    expect(forwardedFor(request({ 'x-forwarded-for': '2001:db8::1' }), '::ffff:10.0.0.2')).toBe(
      '2001:db8::1, ::ffff:10.0.0.2',
    );
  });

  it('keeps the peer last, so a forged chain cannot pose as another visitor', () => {
    // The API takes the right-most address it does not trust: the peer, whatever the visitor wrote before it.
    for (const forged of ['198.51.100.9', '198.51.100.9, 10.0.0.2', '127.0.0.1'])
      expect(
        forwardedFor(request({ 'x-forwarded-for': forged }), VISITOR)
          ?.split(', ')
          .at(-1),
      ).toBe(VISITOR);
    // X-Real-IP is a claim of its own, not part of the chain.
    expect(forwardedFor(request({ 'x-real-ip': '198.51.100.9' }), VISITOR)).toBe(VISITOR);
  });

  it('drops what is left of an entry that is not an address, and keeps at most 16 entries', () => {
    expect(
      forwardedFor(request({ 'x-forwarded-for': '198.51.100.1, unknown, <script>, 198.51.100.2' }), VISITOR),
    ).toBe(`198.51.100.2, ${VISITOR}`);
    expect(forwardedFor(request({ 'x-forwarded-for': '198.51.100.1:4000' }), VISITOR)).toBe(VISITOR);
    const long = Array.from({ length: 40 }, (_, i) => `192.0.2.${i}`).join(', ');
    const sent = forwardedFor(request({ 'x-forwarded-for': long }), VISITOR)?.split(', ') ?? [];
    expect(sent).toHaveLength(17);
    expect(sent.slice(-2)).toEqual(['192.0.2.39', VISITOR]);
  });

  it('sends nothing without the peer (not served by `finishline serve`): no visitor can pose as another', () => {
    expect(forwardedFor(request({ 'x-forwarded-for': '198.51.100.9' }), null)).toBeNull();
    expect(forwardedFor(request({ 'x-forwarded-for': '198.51.100.9' }), 'not-an-address')).toBeNull();
    expect(forwardedFor(request({ 'x-forwarded-for': '198.51.100.9' }))).toBeNull();
  });

  it('finds the peer that `finishline serve` hands the render, through awaits', async () => {
    const key = Symbol.for('finishline.web.peerAddress');
    const registry = globalThis as { [key]?: AsyncLocalStorage<string> };
    const existing = registry[key];
    registry[key] = existing ?? new AsyncLocalStorage<string>();
    try {
      const sent = await registry[key].run(VISITOR, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return forwardedFor(request({ 'x-forwarded-for': '198.51.100.9' }));
      });
      expect(sent).toBe(`198.51.100.9, ${VISITOR}`);
      expect(peerAddress()).toBeNull();
    } finally {
      if (!existing) delete registry[key];
    }
  });
});

describe('displayHost', () => {
  it('shows a web address without its scheme, and refuses other schemes', () => {
    expect(displayHost('https://www.example.org/')).toBe('www.example.org');
    expect(displayHost('https://example.org/race')).toBe('example.org/race');
    expect(displayHost('javascript:alert(1)')).toBeNull();
    expect(displayHost('not a url')).toBeNull();
  });
});
