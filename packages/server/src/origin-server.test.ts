/**
 * The claim form over `serve`'s door, real sockets: posted to the site, whose action stores it through the reads it
 * shares with the API, with the visitor's address as serve resolves it for the load context (the API's rules); or
 * posted to the API directly. Each visitor must be counted apart (not the site's server as one client) and what
 * visitors write in X-Forwarded-For themselves ignored — with serve's defaults (no TRUST_PROXY). Visitors are told
 * apart by their source address: Linux routes all of 127.0.0.0/8 to the loopback interface.
 */
import { type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { buildApp, resolveClientIp, trustProxyFunction } from '@finishline/api';
import { type Answer, requestFrom } from '@finishline/api/testing';
import { type DbHandle } from '@finishline/db';
import { openSampleDb } from '@finishline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReads } from '@finishline/reads';
import { createPublicServer } from './origin-server.js';

const CLAIMS = '/api/events/casa-2026/contests/marathon/claims';
const CLAIM = {
  bib: '3',
  name: 'Runner Three',
  problem: 'wrong_time' as const,
  reason: 'My watch says otherwise.',
};
/** The API's claims budget per client (CLAIM_LIMITS.claims). */
const BUDGET = 5;

function send(
  server: Server,
  path: string,
  options: { from: string; body?: string; headers?: Record<string, string> },
): Promise<Answer> {
  return requestFrom(server, path, {
    ...options,
    method: options.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
  });
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

function close(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

describe('serve: claims relayed by the site count per visitor', () => {
  let db: DbHandle;
  let api: Awaited<ReturnType<typeof buildApp>>;
  let site: Server;

  beforeAll(async () => {
    db = await openSampleDb('pglite');
    const now = () => Date.UTC(2026, 9, 26);
    const reads = createReads({ db, now });
    api = await buildApp({ db, now, reads });
    await api.ready();
    const trust = trustProxyFunction(false);
    // The site's server as the claim action behaves (apps/web …/claim-action.server.ts): the reads' claim write,
    // with the visitor serve resolves for the load context (serve.ts).
    site = createPublicServer(api, (req, res) => {
      void (async () => {
        const body = JSON.parse(await readBody(req)) as typeof CLAIM;
        const ref = { eventId: 'casa-2026', contestId: 'marathon' };
        try {
          const created = await reads.submitClaim(ref, body, resolveClientIp(req, trust));
          res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(created));
        } catch (error) {
          res.writeHead((error as { statusCode?: number }).statusCode ?? 500).end();
        }
      })();
    });
    await listen(site);
  });

  afterAll(async () => {
    await close(site);
    await api?.close();
    await db?.close();
  });

  const claimThroughSite = (from: string, forged?: string) =>
    send(site, '/event/casa-2026/contest/marathon/contact', {
      from,
      body: JSON.stringify(CLAIM),
      headers: forged ? { 'x-forwarded-for': forged } : {},
    });

  it('gives two visitors two budgets, and a forged X-Forwarded-For does not reset one', async () => {
    for (let i = 0; i < BUDGET; i++) {
      const answer = await claimThroughSite('127.0.0.2', i === 0 ? undefined : `192.0.2.${i}`);
      expect(answer.status, answer.body).toBe(201);
    }
    for (const forged of ['192.0.2.99', '127.0.0.3', '198.51.100.7, 127.0.0.1']) {
      expect((await claimThroughSite('127.0.0.2', forged)).status, forged).toBe(429);
    }
    // Another visitor of the same site still has a whole budget.
    for (let i = 0; i < BUDGET; i++) expect((await claimThroughSite('127.0.0.3')).status).toBe(201);
    expect((await claimThroughSite('127.0.0.3')).status).toBe(429);
  });

  it('counts a client posting to the API directly by its own address, whatever it forwards', async () => {
    const direct = (forged: string) =>
      send(site, CLAIMS, {
        from: '127.0.0.4',
        body: JSON.stringify(CLAIM),
        headers: { 'x-forwarded-for': forged },
      });
    for (let i = 0; i < BUDGET; i++) expect((await direct(`192.0.2.${10 + i}`)).status).toBe(201);
    expect((await direct('192.0.2.30')).status).toBe(429);
    // …and a visitor of the site is not that client.
    expect((await claimThroughSite('127.0.0.5', '127.0.0.4')).status).toBe(201);
  });
});

describe('serve: methods nothing here serves', () => {
  let db: DbHandle;
  let api: Awaited<ReturnType<typeof buildApp>>;
  let door: Server;

  beforeAll(async () => {
    db = await openSampleDb('pglite');
    api = await buildApp({ db });
    await api.ready();
    door = createPublicServer(api, (_req, res) => res.end('a page'));
    await listen(door);
  });

  afterAll(async () => {
    await close(door);
    await api?.close();
    await db?.close();
  });

  it('answers 405 with Allow, in JSON for the API, never a 500', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      // DELETE reaches the API (stopping alerts); pages never take it.
      const paths =
        method === 'DELETE' ? ['/', '/event/casa-2026'] : ['/', '/event/casa-2026', '/api/events'];
      for (const path of paths) {
        const answer = await requestFrom(door, path, { from: '127.0.0.1', method });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe(
          path.startsWith('/api') ? 'GET, HEAD, POST, DELETE, OPTIONS' : 'GET, HEAD',
        );
        if (path.startsWith('/api'))
          expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
      }
    }
    expect((await requestFrom(door, '/', { from: '127.0.0.1' })).body).toBe('a page');
    // A page takes no POST but its one form's.
    expect((await requestFrom(door, '/event/casa-2026', { from: '127.0.0.1', method: 'POST' })).status).toBe(
      405,
    );
    const form = '/event/casa-2026/contest/marathon/contact';
    expect((await requestFrom(door, form, { from: '127.0.0.1', method: 'POST' })).body).toBe('a page');
    // "Stop alerts" (the page's button and the notification's action) is a DELETE to the API, through this door.
    const body = JSON.stringify({
      endpoint: 'https://fcm.googleapis.com/fcm/send/gone',
      auth: 'A'.repeat(22),
    });
    // Node's client sends a DELETE's body unframed unless told its length.
    const stop = await requestFrom(door, '/api/push-subscriptions', {
      from: '127.0.0.1',
      method: 'DELETE',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    expect(stop.status, stop.body).toBe(200);
    expect(JSON.parse(stop.body)).toEqual({ deleted: 0 });
    // A DELETE of a route that has none is the API's own 404 or 405 in JSON, never a page.
    const events = await requestFrom(door, '/api/events', { from: '127.0.0.1', method: 'DELETE' });
    expect([404, 405]).toContain(events.status);
    expect(JSON.parse(events.body)).toHaveProperty('error.code');
    // CONNECT (a proxy's method) gets its 405 too.
    const address = door.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('CONNECT example.org:443 HTTP/1.1\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply.split('\r\n')[0]).toBe('HTTP/1.1 405 Method Not Allowed');
  });
});
