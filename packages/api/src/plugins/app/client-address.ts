/**
 * Who the client is, for the per-client rate limits (claims, ingest): `request.clientIp`.
 *
 * The socket's peer, unless it is a trusted proxy (TRUST_PROXY, see env.ts): then the address that proxy
 * recorded as the last entry of `X-Forwarded-For`, and so on leftwards while the address is trusted. The first
 * untrusted address is the client; whatever lies further left was written by the client and is ignored, so a
 * forged `X-Forwarded-For` changes nothing.
 *
 * `finishline serve` resolves the visitor of a page request the same way (`resolveClientIp`) for the claim form's
 * action on the site's server, so its claims budget is per visitor with the same TRUST_PROXY.
 */
import { type IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type TrustProxy } from '../../env.js';

/** Whether `address`, the `hop`-th nearest (0 = the socket's peer), is a trusted proxy. */
export type TrustFunction = (address: string, hop: number) => boolean;

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's address for rate limits: see plugins/app/client-address.ts. */
    readonly clientIp: string;
  }
}

const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** The trust function of a TRUST_PROXY setting, as Fastify's `trustProxy` takes it; false trusts nothing. */
export function trustProxyFunction(trust: TrustProxy | undefined): TrustFunction | false {
  if (trust === undefined || trust === false || trust === 0) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const list = new BlockList();
  for (const entry of trust) {
    const ranges = NAMED_RANGES[entry];
    if (ranges) {
      for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
      continue;
    }
    // BlockList matches IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`, dual-stack sockets) to IPv4 rules.
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** The X-Forwarded-For entries, left to right (a repeated header counts as one list). */
function forwardedFor(req: IncomingMessage): string[] {
  const header = req.headers['x-forwarded-for'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The client's address of a raw request under `trust` (see the header comment). */
export function resolveClientIp(req: IncomingMessage, trust: TrustFunction | false): string {
  // Nearest first: the socket's peer, then X-Forwarded-For from right to left.
  const chain = [req.socket?.remoteAddress ?? '', ...forwardedFor(req).reverse()];
  for (let index = 0; index < chain.length - 1; index += 1) {
    const address = chain[index] ?? '';
    if (trust === false || !trust(address, index)) return address;
  }
  return chain[chain.length - 1] ?? '';
}

async function clientAddress(app: FastifyInstance, options: { trust: TrustFunction | false }) {
  app.decorateRequest('clientIp', {
    getter(this: { raw: IncomingMessage }) {
      return resolveClientIp(this.raw, options.trust);
    },
  });
}

export const clientAddressPlugin = fp(clientAddress, { name: 'client-address' });
