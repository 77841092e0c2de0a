import { createServer, type IncomingMessage, type Server } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type TrustProxy } from '../../env.js';
import { requestFrom } from '../../testing/request-from.js';
import { clientAddressPlugin, resolveClientIp, trustProxyFunction } from './client-address.js';

function rawRequest(socketAddress: string, forwardedFor?: string | string[]): IncomingMessage {
  return {
    socket: { remoteAddress: socketAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

function clientOf(trust: TrustProxy, socket: string, forwardedFor?: string | string[]): string {
  return resolveClientIp(rawRequest(socket, forwardedFor), trustProxyFunction(trust));
}

describe('resolveClientIp', () => {
  it('is the socket’s peer without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    expect(clientOf(false, '203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf(false, '203.0.113.7', '192.0.2.1')).toBe('203.0.113.7');
    expect(clientOf(0, '127.0.0.1', '192.0.2.1')).toBe('127.0.0.1');
  });

  it('walks X-Forwarded-For from the right while the addresses are trusted proxies', () => {
    const trust = ['10.0.0.5', '10.1.0.0/16'];
    // The client wrote 192.0.2.1 itself; the proxies appended 203.0.113.7 (the client they saw) and 10.0.0.5.
    expect(clientOf(trust, '10.1.2.3', '192.0.2.1, 203.0.113.7, 10.0.0.5')).toBe('203.0.113.7');
    expect(clientOf(trust, '10.0.0.5', '203.0.113.7')).toBe('203.0.113.7');
    // Not from a proxy: X-Forwarded-For is the client's own and is ignored.
    expect(clientOf(trust, '203.0.113.8', '10.0.0.5, 192.0.2.1')).toBe('203.0.113.8');
    // A repeated header is one list.
    expect(clientOf(trust, '10.0.0.5', ['192.0.2.1', '203.0.113.7'])).toBe('203.0.113.7');
    // Every entry a proxy: the left-most one is as far as anyone can tell.
    expect(clientOf(trust, '10.0.0.5', '10.1.0.9')).toBe('10.1.0.9');
  });

  it('matches named ranges and IPv4-mapped IPv6 peers', () => {
    expect(clientOf(['loopback'], '::ffff:127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf(['loopback'], '::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(clientOf(['uniquelocal'], '192.168.1.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf(['uniquelocal'], '100.64.0.1', '203.0.113.7')).toBe('100.64.0.1');
    expect(clientOf(['127.0.0.1'], '::ffff:127.0.0.1', 'garbage, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('with a hop count, takes the entry that many hops away', () => {
    expect(clientOf(1, '10.0.0.5', '192.0.2.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf(2, '10.0.0.5', '192.0.2.1, 203.0.113.7, 10.0.0.6')).toBe('203.0.113.7');
    expect(clientOf(3, '10.0.0.5', '203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('request.clientIp over real sockets', () => {
  let app: FastifyInstance | undefined;
  let door: Server | undefined;
  afterEach(async () => {
    door?.close();
    await app?.close();
    app = undefined;
    door = undefined;
  });

  async function start(trust: TrustProxy): Promise<void> {
    const trustFn = trustProxyFunction(trust);
    app = Fastify({ trustProxy: trustFn });
    await app.register(clientAddressPlugin, { trust: trustFn });
    app.get('/who', async (request) => ({ clientIp: request.clientIp, ip: request.ip }));
    await app.ready();
  }

  /** GET /who on `server` from the local address `from`. */
  async function who(server: Server, from: string, forwardedFor?: string): Promise<{ clientIp: string }> {
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const { body } = await requestFrom(server, '/who', { from, headers });
    return JSON.parse(body) as { clientIp: string };
  }

  async function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    await start(false);
    const api = app as FastifyInstance;
    door = await listen((req, res) => api.routing(req, res));
    expect(await who(door, '127.0.0.2', '192.0.2.1')).toMatchObject({ clientIp: '127.0.0.2' });
  });

  it('is the address a trusted proxy recorded', async () => {
    await start(['127.0.0.3']);
    const api = app as FastifyInstance;
    door = await listen((req, res) => api.routing(req, res));
    expect(await who(door, '127.0.0.3', '192.0.2.1, 203.0.113.7')).toMatchObject({ clientIp: '203.0.113.7' });
  });
});
