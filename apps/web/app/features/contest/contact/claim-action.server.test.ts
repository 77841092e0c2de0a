import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Reads } from '../../../lib/services.server';
import { claimAction } from './claim-action.server';

/** Reads that must not be reached: the action refuses the request before any write. */
const reads = new Proxy({} as Reads, {
  get: () => () => {
    throw new Error('no read expected');
  },
});

describe('claimAction', () => {
  it('answers 415, not a server error, to a body that is not a form', async () => {
    const request = new Request('http://site/event/e/contest/c/contact', { method: 'POST', body: 'bib=1' });
    request.headers.delete('content-type');
    const outcome = await claimAction(
      request,
      { reads, clientIp: '127.0.0.1' },
      { eventId: 'e', contestId: 'c' },
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(outcome).toMatchObject({ init: { status: 415 } });
  });

  it('answers 400 with the fields to fix for an incomplete form', async () => {
    const request = new Request('http://site/event/e/contest/c/contact', {
      method: 'POST',
      body: new URLSearchParams({ bib: '' }),
    });
    const outcome = await claimAction(
      request,
      { reads, clientIp: '127.0.0.1' },
      { eventId: 'e', contestId: 'c' },
    );
    expect(outcome.init?.status).toBe(400);
    expect(isRouteErrorResponse(outcome)).toBe(false);
  });
});
