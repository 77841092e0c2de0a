import { describe, expect, it } from 'vitest';
import { forwardedFor } from './claim-action.server';
import { displayHost } from './contact-card';

describe('forwardedFor', () => {
  const request = (headers: Record<string, string>) => new Request('http://site.test/x', { headers });

  it('passes on the chain a proxy in front of the site recorded', () => {
    expect(forwardedFor(request({ 'x-forwarded-for': '203.0.113.7, 10.0.0.2' }))).toBe(
      '203.0.113.7, 10.0.0.2',
    );
    expect(forwardedFor(request({ 'x-real-ip': '2001:db8::1' }))).toBe('2001:db8::1');
  });

  it('drops anything that is not an address, and sends nothing without a proxy', () => {
    expect(forwardedFor(request({ 'x-forwarded-for': 'unknown, <script>, 198.51.100.2' }))).toBe(
      '198.51.100.2',
    );
    expect(forwardedFor(request({}))).toBeNull();
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
