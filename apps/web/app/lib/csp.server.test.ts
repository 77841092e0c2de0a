import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSecuritySettings } from '@finishline/server/security-settings';
import {
  contentSecurityPolicy,
  createNonce,
  EMBED_THEME_SCRIPT_HASH,
  setSecurityHeaders,
  THEME_SCRIPT_HASH,
} from './csp.server';
import { EMBED_THEME_SCRIPT } from './theme/embed-theme-script';
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

describe('media-src', () => {
  it('is the site alone by default', () => {
    const policy = contentSecurityPolicy('abc', "'none'", []);
    expect(/(?:^|; )media-src ([^;]+)/.exec(policy)?.[1]).toBe("'self'");
  });

  it('adds MEDIA_ORIGINS, where externally hosted recordings play from (the API redirects there)', () => {
    const { mediaOrigins } = readSecuritySettings({
      MEDIA_ORIGINS: ' https://media.example.org/, https://*.cloudfront.net  HTTPS://Clips.Example.net:8443 ',
    });
    expect(mediaOrigins).toEqual([
      'https://media.example.org',
      'https://*.cloudfront.net',
      'https://clips.example.net:8443',
    ]);
    const policy = contentSecurityPolicy('abc', "'none'", mediaOrigins);
    expect(/(?:^|; )media-src ([^;]+)/.exec(policy)?.[1]).toBe(
      "'self' https://media.example.org https://*.cloudfront.net https://clips.example.net:8443",
    );
    // Only media: scripts, connections and the rest stay on the site.
    expect(/(?:^|; )script-src ([^;]+)/.exec(policy)?.[1]).not.toContain('media.example.org');
    expect(/(?:^|; )connect-src ([^;]+)/.exec(policy)?.[1]).toBe("'self'");
  });
});

describe('setSecurityHeaders', () => {
  it('gives a page its nonce policy, and a data response one that allows nothing, with the shared headers', () => {
    const page = new Headers();
    setSecurityHeaders(page, 'n0nce');
    expect(page.get('Content-Security-Policy')).toContain("script-src 'self' 'nonce-n0nce'");
    const data = new Headers();
    setSecurityHeaders(data);
    expect(data.get('Content-Security-Policy')).toMatch(/^default-src 'none'; frame-ancestors /);
    for (const headers of [page, data]) {
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
      expect(headers.get('Permissions-Policy')).toContain('camera=()');
    }
  });
});

describe('framing: the results widget only', () => {
  it('lets any site frame the widget’s pages and data, without X-Frame-Options', () => {
    for (const path of [
      '/fr/embed/event/e/contest/c',
      '/embed/event/e/contest/c',
      '/ar/embed/event/e/contest/c.data',
    ]) {
      const page = new Headers({ 'X-Frame-Options': 'DENY' });
      setSecurityHeaders(page, 'n0nce', path);
      expect(page.get('Content-Security-Policy'), path).toMatch(/(?:^|; )frame-ancestors \*$/);
      expect(page.has('X-Frame-Options'), path).toBe(false);
      const data = new Headers();
      setSecurityHeaders(data, undefined, path);
      expect(data.get('Content-Security-Policy'), path).toBe("default-src 'none'; frame-ancestors *");
      expect(data.has('X-Frame-Options'), path).toBe(false);
    }
  });

  it('keeps refusing to be framed everywhere else', () => {
    for (const path of [
      '/',
      '/fr/event/e/contest/c/results',
      '/developers',
      '/event/e/contest/c/live.data',
    ]) {
      const page = new Headers();
      setSecurityHeaders(page, 'n0nce', path);
      expect(page.get('Content-Security-Policy'), path).toMatch(/(?:^|; )frame-ancestors 'none'$/);
      expect(page.get('X-Frame-Options'), path).toBe('DENY');
    }
  });

  it('allows the widget’s own theme script, not the site’s, on its pages', () => {
    const digest = createHash('sha256').update(EMBED_THEME_SCRIPT).digest('base64');
    expect(EMBED_THEME_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
    const widget = new Headers();
    setSecurityHeaders(widget, 'n0nce', '/embed/event/e/contest/c');
    expect(/script-src ([^;]+)/.exec(widget.get('Content-Security-Policy') ?? '')?.[1]).toBe(
      `'self' 'nonce-n0nce' ${EMBED_THEME_SCRIPT_HASH}`,
    );
    const page = new Headers();
    setSecurityHeaders(page, 'n0nce', '/');
    expect(page.get('Content-Security-Policy')).toContain(THEME_SCRIPT_HASH);
  });
});
