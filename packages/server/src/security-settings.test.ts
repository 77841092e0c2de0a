import { describe, expect, it } from 'vitest';
import { isEmbedPath, readSecuritySettings, securityHeaders, settingsForPath } from './security-settings.js';

describe('readSecuritySettings', () => {
  it('defaults to 180 days of HSTS, no framing and no outside media', () => {
    expect(readSecuritySettings({})).toEqual({
      hstsMaxAge: 15_552_000,
      hstsIncludeSubdomains: false,
      frameAncestors: "'none'",
      embedFrameAncestors: '*',
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
      embedFrameAncestors: '*',
      mediaOrigins: [],
    });
    expect(() => readSecuritySettings({ HSTS_MAX_AGE: '-1' })).toThrow(/HSTS_MAX_AGE/);
    expect(() => readSecuritySettings({ HSTS_MAX_AGE: 'soon' })).toThrow(/HSTS_MAX_AGE/);
    expect(() => readSecuritySettings({ FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(
      /FRAME_ANCESTORS/,
    );
    expect(() => readSecuritySettings({ EMBED_FRAME_ANCESTORS: "* ; script-src 'unsafe-inline'" })).toThrow(
      /EMBED_FRAME_ANCESTORS/,
    );
    expect(
      readSecuritySettings({ EMBED_FRAME_ANCESTORS: ' https://club.example https://*.club.example ' })
        .embedFrameAncestors,
    ).toBe('https://club.example https://*.club.example');
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

describe('the results widget’s framing', () => {
  it('knows the widget’s pages and data requests, with or without a language prefix', () => {
    for (const path of [
      '/embed/event/e/contest/c',
      '/fr/embed/event/e/contest/c',
      '/ar/embed/event/e/contest/c.data',
    ])
      expect(isEmbedPath(path), path).toBe(true);
    for (const path of [
      '/',
      '/embed',
      '/fr/event/e/contest/c/results',
      '/event/embed/contest/c',
      '/developers',
      '/api/embed/x',
    ])
      expect(isEmbedPath(path), path).toBe(false);
  });

  it('lets anyone frame the widget by default, and nothing else', () => {
    const settings = readSecuritySettings({});
    const widget = securityHeaders(settingsForPath(settings, '/fr/embed/event/e/contest/c'));
    expect(widget['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors *");
    expect(widget).not.toHaveProperty('X-Frame-Options');
    const page = securityHeaders(settingsForPath(settings, '/fr/event/e/contest/c/results'));
    expect(page['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(page['X-Frame-Options']).toBe('DENY');
  });

  it('follows EMBED_FRAME_ANCESTORS, apart from FRAME_ANCESTORS', () => {
    const settings = readSecuritySettings({
      FRAME_ANCESTORS: 'https://partner.example',
      EMBED_FRAME_ANCESTORS: 'https://club.example',
    });
    expect(settingsForPath(settings, '/embed/event/e/contest/c').frameAncestors).toBe('https://club.example');
    expect(settingsForPath(settings, '/event/e').frameAncestors).toBe('https://partner.example');
    const off = readSecuritySettings({ EMBED_FRAME_ANCESTORS: "'none'" });
    expect(securityHeaders(settingsForPath(off, '/embed/event/e/contest/c'))['X-Frame-Options']).toBe('DENY');
  });
});
