/**
 * Closes a hole in Ajv 8's type coercion: a query value such as `1e400` or `Infinity` coerces to Infinity, which
 * passes `type: integer` and skips `minimum`/`maximum` (Ajv only compares finite numbers). After validation, any
 * non-finite number in the query or path is refused as a 400 naming the parameter.
 */
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@finishline/reads';

function findNonFinite(values: unknown): string | null {
  if (typeof values !== 'object' || values === null) return null;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number' && !Number.isFinite(value)) return name;
  }
  return null;
}

async function finiteNumbers(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request) => {
    const name = findNonFinite(request.query) ?? findNonFinite(request.params);
    if (name !== null)
      throw new ApiError(
        400,
        'invalid_parameter',
        `Invalid query parameter "${name}": must be a finite number.`,
        name,
      );
  });
}

export const finiteNumbersPlugin = fp(finiteNumbers, { name: 'finite-numbers' });
