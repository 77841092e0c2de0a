import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, readSecuritySettings, THEME_SCRIPT_HASH } from './csp.server';
import { THEME_SCRIPT } from './theme/theme-script';

describe('contentSecurityPolicy', () => {
  it('allows inline scripts only by the nonce and the theme script’s hash', () => {
    const policy = contentSecurityPolicy('abc123', "'none'");
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1];
    expect(scriptSrc).toBe(`'self' 'nonce-abc123' ${THEME_SCRIPT_HASH}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('hashes the theme script exactly as it is inlined', () => {
    const digest = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(THEME_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });

  it('draws a different 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('readSecuritySettings', () => {
  it('defaults to 180 days of HSTS and no framing', () => {
    expect(readSecuritySettings({})).toEqual({
      hstsMaxAge: 15_552_000,
      hstsIncludeSubdomains: false,
      frameAncestors: "'none'",
    });
  });

  it('reads the variables, and refuses values that could break the header', () => {
    expect(
      readSecuritySettings({
        HSTS_MAX_AGE: '0',
        HSTS_INCLUDE_SUBDOMAINS: 'true',
        FRAME_ANCESTORS: 'https://organiser.example',
      }),
    ).toEqual({ hstsMaxAge: 0, hstsIncludeSubdomains: true, frameAncestors: 'https://organiser.example' });
    expect(() => readSecuritySettings({ HSTS_MAX_AGE: '-1' })).toThrow(/HSTS_MAX_AGE/);
    expect(() => readSecuritySettings({ FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(
      /FRAME_ANCESTORS/,
    );
  });
});
