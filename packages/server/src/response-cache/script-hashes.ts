/**
 * A cached page is sent to many visitors, so the per-response nonce of its inline scripts cannot stay: before the
 * page is stored, each inline script that carries the render's nonce is allowed by its SHA-256 instead, and the
 * nonce leaves both the HTML and the policy (ADR 017). Only scripts that carried the nonce are hashed — markup
 * that found its way into the page some other way would not have known it — so the policy allows exactly what
 * the render allowed.
 */
import { createHash } from 'node:crypto';

const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/=_-]+)'/;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The page and its policy with hashes for the nonce; unchanged when the policy has no nonce. */
export function nonceToHashes(html: string, policy: string): { html: string; policy: string } {
  const nonce = NONCE_SOURCE.exec(policy)?.[1];
  if (nonce === undefined) return { html, policy };
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(attribute) || /\ssrc=/.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return {
    html: html.split(attribute).join(''),
    policy: policy.replace(NONCE_SOURCE, [...hashes].join(' ')).replace(/ {2,}/g, ' '),
  };
}
