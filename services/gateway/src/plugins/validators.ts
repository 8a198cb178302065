import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';

/**
 * Request validation. Bodies are JSON and must carry the declared types exactly (a number where a
 * string belongs is a 400, not silently turned into text); query strings and path parameters are
 * always text on the wire, so they are converted to the declared types. In both, fields the schema
 * does not name are removed before a handler sees the request.
 */
export function registerValidators(app: FastifyInstance): void {
  const options = { removeAdditional: true, useDefaults: true, allErrors: false, strict: false } as const;
  const bodies = new Ajv({ ...options, coerceTypes: false });
  const urlParts = new Ajv({ ...options, coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodies : urlParts).compile(schema),
  );
}
