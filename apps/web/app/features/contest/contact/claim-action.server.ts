/**
 * The contact tab's action: checks a claim again on the server, then stores it through the reads' claim write —
 * the API's own, with the visitor's address (the one-origin server resolves it by the API's rules, TRUST_PROXY
 * included) so that the claims budget is per visitor.
 */
import { data } from 'react-router';
import { type Reads } from '../../../lib/services.server';
import type { ClaimActionData } from './claim-form';
import {
  CLAIM_FIELDS,
  type ClaimField,
  hasErrors,
  readClaimValues,
  toClaimBody,
  validateClaim,
} from './claim-form-rules';
import { submitClaim } from '../contest-reads.server';

function isField(value: string | null): value is ClaimField {
  return value !== null && (CLAIM_FIELDS as readonly string[]).includes(value);
}

export async function claimAction(
  request: Request,
  services: { reads: Reads; clientIp: string },
  ref: { eventId: string; contestId: string },
): Promise<ReturnType<typeof data<ClaimActionData>>> {
  // A body that is not a form (no or another Content-Type) is the client's mistake, never a server error.
  const form = await request.formData().catch(() => {
    throw data(null, { status: 415, statusText: 'Unsupported Media Type' });
  });
  const values = readClaimValues(form);
  const errors = validateClaim(values);
  if (hasErrors(errors)) return data({ status: 'invalid', errors, values }, { status: 400 });
  const outcome = await submitClaim(services.reads, ref, toClaimBody(values), services.clientIp);
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
