/**
 * Who a client is, for per-client rate limits: its IP address (as Fastify resolved it, X-Forwarded-For only with
 * trustProxy), with an IPv6 address cut to its /64 — one household or phone owns a whole /64 and can rotate
 * within it — and hashed, so the database stores no addresses.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The address a rate limit counts: IPv4 as is (also when IPv4-mapped), IPv6 reduced to its /64 prefix. */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] !== undefined && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each as lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return groups.map((group) => (group.includes('.') ? group : Number.parseInt(group, 16).toString(16)));
}

/** A stable, non-reversible-at-a-glance key for a client (the claims table's `client_hash`). */
export function clientHash(ip: string): string {
  return createHash('sha256')
    .update(`finishline/claims/${clientAddress(ip)}`)
    .digest('base64url')
    .slice(0, 24);
}
