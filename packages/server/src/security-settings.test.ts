import { describe, expect, it } from 'vitest';
import { readSecuritySettings, securityHeaders } from './security-settings.js';

describe('readSecuritySettings', () => {
  it('defaults to 180 days of HSTS, no framing and no outside media', () => {
    expect(readSecuritySettings({})).toEqual({
      hstsMaxAge: 15_552_000,
      hstsIncludeSubdomains: false,
      frameAncestors: "'none'",
      mediaOrigins: [],
    });
  });

  it('reads the variables, and refuses values that could break the header', () => {
    expect(
      readSecuritySettings({
        HSTS_MAX_AGE: '0',
        HSTS_INCLUDE_SUBDOMAINS: 'true',
        FRAME_ANCESTORS: 'https://organiser.example',
      }),
    ).toEqual({
      hstsMaxAge: 0,
      hstsIncludeSubdomains: true,
      frameAncestors: 'https://organiser.example',
      mediaOrigins: [],
    });
    expect(() => readSecuritySettings({ HSTS_MAX_AGE: '-1' })).toThrow(/HSTS_MAX_AGE/);
    expect(() => readSecuritySettings({ HSTS_MAX_AGE: 'soon' })).toThrow(/HSTS_MAX_AGE/);
    expect(() => readSecuritySettings({ FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(
      /FRAME_ANCESTORS/,
    );
  });

  it('reads MEDIA_ORIGINS as lower-case origins without a trailing slash, each once', () => {
    const { mediaOrigins } = readSecuritySettings({
      MEDIA_ORIGINS:
        ' https://media.example.org/, https://*.cloudfront.net  HTTPS://Clips.Example.net:8443 https://media.example.org',
    });
    expect(mediaOrigins).toEqual([
      'https://media.example.org',
      'https://*.cloudfront.net',
      'https://clips.example.net:8443',
    ]);
  });

  it('refuses media origins that are not plain http(s) origins', () => {
    for (const bad of [
      "'unsafe-inline'",
      '*',
      'https:',
      'media.example.org',
      'ftp://media.example.org',
      'https://media.example.org/videos',
      'https://media.example.org;script-src',
      'https://user@media.example.org',
    ])
      expect(() => readSecuritySettings({ MEDIA_ORIGINS: bad }), bad).toThrow(/MEDIA_ORIGINS/);
  });
});

describe('securityHeaders', () => {
  it('defaults to nosniff, HSTS for 180 days, no framing and a CSP that allows nothing', () => {
    expect(securityHeaders(readSecuritySettings({}))).toEqual({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy':
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=15552000',
    });
  });

  it('follows HSTS_MAX_AGE, HSTS_INCLUDE_SUBDOMAINS and FRAME_ANCESTORS, and takes a page’s own policy', () => {
    const settings = readSecuritySettings({
      HSTS_MAX_AGE: '600',
      HSTS_INCLUDE_SUBDOMAINS: 'true',
      FRAME_ANCESTORS: 'https://organiser.example',
    });
    const headers = securityHeaders(settings);
    expect(headers['Strict-Transport-Security']).toBe('max-age=600; includeSubDomains');
    expect(headers['Content-Security-Policy']).toBe(
      "default-src 'none'; frame-ancestors https://organiser.example",
    );
    // Framing allowed to someone: X-Frame-Options has no way to say so, and DENY would override the CSP.
    expect(headers).not.toHaveProperty('X-Frame-Options');
    expect(securityHeaders(readSecuritySettings({ HSTS_MAX_AGE: '0' }))).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(securityHeaders(settings, "default-src 'self'")['Content-Security-Policy']).toBe(
      "default-src 'self'",
    );
  });
});
