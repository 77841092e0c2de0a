import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nonceToHashes } from './script-hashes.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const POLICY = "default-src 'self'; script-src 'self' 'nonce-a+b/c=' 'sha256-theme'; object-src 'none'";

describe('nonceToHashes', () => {
  it('allows the nonce-carrying inline scripts by hash and drops the nonce everywhere', () => {
    const html =
      '<link rel="modulepreload" href="/a.js" nonce="a+b/c="/><script nonce="a+b/c=">window.x = "<b>";</script>' +
      '<script type="module" nonce="a+b/c=">import "/a.js";</script><script src="/b.js" nonce="a+b/c="></script>';
    const out = nonceToHashes(html, POLICY);
    expect(out.html).not.toContain('nonce');
    expect(out.policy).toBe(
      `default-src 'self'; script-src 'self' ${sha('window.x = "<b>";')} ${sha('import "/a.js";')} 'sha256-theme'; object-src 'none'`,
    );
  });

  it('never allows an inline script that did not carry the nonce', () => {
    const html =
      '<script nonce="a+b/c=">ok()</script><script>injected()</script><script nonce="guess">x()</script>';
    const out = nonceToHashes(html, POLICY);
    expect(out.policy).toContain(sha('ok()'));
    expect(out.policy).not.toContain(sha('injected()'));
    expect(out.policy).not.toContain(sha('x()'));
  });

  it('leaves a page without a nonce policy as it is', () => {
    expect(nonceToHashes('<p>hi</p>', "default-src 'none'")).toEqual({
      html: '<p>hi</p>',
      policy: "default-src 'none'",
    });
  });
});
