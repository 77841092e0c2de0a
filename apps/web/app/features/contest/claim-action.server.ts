/** The contact tab's action: checks a claim again on the server, then sends it to the API. */
import { data } from 'react-router';
import type { ClaimActionData } from './claim-form';
import {
  CLAIM_FIELDS,
  type ClaimField,
  hasErrors,
  readClaimValues,
  toClaimBody,
  validateClaim,
} from './claim-form-rules';
import { postClaim } from './contest-api.server';

function isField(value: string | null): value is ClaimField {
  return value !== null && (CLAIM_FIELDS as readonly string[]).includes(value);
}

/**
 * The visitor's address for the API's per-client rate limit. The request only carries what a proxy
 * in front of this server added; the first entry is the original client.
 */
export function forwardedFor(request: Request): string | null {
  const chain = request.headers.get('x-forwarded-for') ?? request.headers.get('x-real-ip');
  const list = chain
    ?.split(',')
    .map((part) => part.trim())
    .filter((part) => /^[0-9A-Fa-f:.]{2,45}$/.test(part));
  return list && list.length > 0 ? list.join(', ') : null;
}

export async function claimAction(
  request: Request,
  ref: { eventId: string; contestId: string },
): Promise<ReturnType<typeof data<ClaimActionData>>> {
  const form = await request.formData();
  const values = readClaimValues(form);
  const errors = validateClaim(values);
  if (hasErrors(errors)) return data({ status: 'invalid', errors, values }, { status: 400 });
  const outcome = await postClaim(ref.eventId, ref.contestId, toClaimBody(values), forwardedFor(request));
  switch (outcome.kind) {
    case 'created':
      return data({ status: 'sent', reference: outcome.reference });
    case 'invalid':
      return isField(outcome.parameter)
        ? data({ status: 'invalid', errors: { [outcome.parameter]: 'invalid' }, values }, { status: 400 })
        : data({ status: 'failed', values }, { status: 502 });
    case 'rateLimited':
      return data({ status: 'rateLimited', values }, { status: 429 });
    default:
      return data({ status: 'failed', values }, { status: 502 });
  }
}
