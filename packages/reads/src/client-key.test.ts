import { describe, expect, it } from 'vitest';
import { clientAddress, clientHash } from './client-key.js';

describe('client keys', () => {
  it('counts IPv4 addresses as they are, also when IPv4-mapped', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(clientAddress('2001:db8:85a3:0:1:2:3:4')).toBe('2001:db8:85a3:0::/64');
    expect(clientAddress('2001:0db8:85a3::abcd')).toBe('2001:db8:85a3:0::/64');
    expect(clientAddress('2001:db8:85a3::1%eth0')).toBe('2001:db8:85a3:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('hashes the address: stable, no address in it, one per /64', () => {
    const hash = clientHash('203.0.113.7');
    expect(hash).toMatch(/^[\w-]{24}$/);
    expect(hash).not.toContain('203');
    expect(clientHash('203.0.113.7')).toBe(hash);
    expect(clientHash('203.0.113.8')).not.toBe(hash);
    expect(clientHash('2001:db8::1')).toBe(clientHash('2001:db8:0:0:ffff::2'));
  });
});
