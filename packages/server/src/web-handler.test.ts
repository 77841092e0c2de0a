/**
 * The site's handler around React Router: security headers on everything it answers (static files, resource
 * routes, Express's own errors) without doubling the pages' own.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSecuritySettings } from './security-settings.js';
import { createWebHandler, securityHeadersForPath } from './web-handler.js';

describe('createWebHandler', () => {
  const PAGE_CSP = "default-src 'self'; script-src 'self' 'nonce-abc'";
  let buildDir: string;
  let server: Server;

  beforeAll(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'finishline-web-')) + sep;
    mkdirSync(`${buildDir}client/assets`, { recursive: true });
    writeFileSync(`${buildDir}client/assets/entry.client-abc123.js`, 'console.log(1);\n'.repeat(200));
    writeFileSync(`${buildDir}client/favicon.svg`, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Stands in for React Router: a resource route (no headers of its own), a page (its own, appended as
    // @react-router/express does), and nothing else (Express's 404).
    const handler = createWebHandler(
      buildDir,
      async (req, res, next) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (req.path === '/robots.txt') res.type('text/plain').send('User-agent: *\nAllow: /\n');
        else if (req.path === '/page') {
          res.append('Content-Security-Policy', PAGE_CSP);
          res.append('X-Frame-Options', 'DENY');
          res.type('html').send('<!doctype html><title>x</title>');
        } else if (req.path === '/fr/embed/event/e/contest/c') {
          // The results widget: entry.server.tsx sets its CSP with frame-ancestors *, and no X-Frame-Options.
          res.append('Content-Security-Policy', "default-src 'self'; frame-ancestors *");
          res.type('html').send('<!doctype html><title>widget</title>');
        } else next();
      },
      securityHeadersForPath(readSecuritySettings({})),
    );
    server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(() => {
    server?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  function get(
    path: string,
    from = '127.0.0.1',
    extra: Record<string, string> = {},
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path, localAddress: from, headers: extra },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  function expectNonHtmlHeaders(headers: IncomingHttpHeaders, what: string): void {
    expect(headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['strict-transport-security'], what).toBe('max-age=15552000');
  }

  it('sets the security headers on static files, compressed or not, and on 304s', async () => {
    const asset = await get('/assets/entry.client-abc123.js', '127.0.0.1', { 'accept-encoding': 'gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toContain('immutable');
    expectNonHtmlHeaders(asset.headers, 'asset');
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expectNonHtmlHeaders(icon.headers, 'favicon');
    const again = await get('/favicon.svg', '127.0.0.1', { 'if-none-match': String(icon.headers.etag) });
    expect(again.status).toBe(304);
    expectNonHtmlHeaders(again.headers, '304');
  });

  it('sets them on resource routes and on Express’s own 404', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('User-agent');
    expectNonHtmlHeaders(robots.headers, 'robots.txt');
    // Express's final handler (what a render error reaches too) sends a CSP of its own, as strict.
    const missing = await get('/assets/nope.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    for (const name of [
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'strict-transport-security',
    ])
      expect(missing.headers[name], name).toBeTruthy();
  });

  it('keeps a page’s own headers as they are, never doubled', async () => {
    const page = await get('/page');
    expect(page.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the results widget be framed: no X-Frame-Options added to it, nor to its data and 404s', async () => {
    const widget = await get('/fr/embed/event/e/contest/c');
    expect(widget.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors *");
    expect(widget.headers).not.toHaveProperty('x-frame-options');
    expect(widget.headers['x-content-type-options']).toBe('nosniff');
    const missing = await get('/embed/nope.js');
    expect(missing.headers).not.toHaveProperty('x-frame-options');
    // Every other page keeps refusing.
    expectNonHtmlHeaders((await get('/robots.txt')).headers, 'robots.txt');
  });
});
